import request from 'supertest';
import { listFixtures } from '../../__tests__/fixtures';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedProducts } from '../../data/seed-products';

const names = (body: { name: string }[]) => body.map((p) => p.name);

describe('GET /api/search', () => {
  let catalog: StartedCatalog;
  const search = (query: string) => request(catalog.url).get(`/api/search?${query}`);

  beforeAll(async () => {
    catalog = await startCatalog();
    await seedProducts(catalog.db, [
      ...listFixtures,
      {
        sku: 'S-BRULEE',
        name: 'Crème Brûlée Syrup',
        description: 'Vanilla custard and burnt sugar for lattes.',
        price: '8.50',
        category: 'accessories',
      },
    ]);
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it.each([
    ['a word of the name', 'q=espresso', ['Dark Roast Espresso']],
    ['any case', 'q=ESPRESSO', ['Dark Roast Espresso']],
    ['a word of the description', 'q=bergamot', ['Ethiopia Yirgacheffe Whole Bean']],
    ['the category', 'q=coffee-makers', ['Classic French Press']],
    ['a word of the category', 'q=makers', ['Classic French Press']],
    ['the start of a word', 'q=yirga', ['Ethiopia Yirgacheffe Whole Bean']],
    ['several words, all required', 'q=whole%20bean%20floral', ['Ethiopia Yirgacheffe Whole Bean']],
    [
      'words in any order',
      'q=bean%20whole&sort=name-asc',
      ['Ethiopia Yirgacheffe Whole Bean', 'Kenya AA Whole Bean'],
    ],
    ['accents left out', 'q=creme%20brulee', ['Crème Brûlée Syrup']],
    ['accents written', 'q=cr%C3%A8me', ['Crème Brûlée Syrup']],
    ['spaces around it', 'q=%20%20mug%20%20', ['Ceramic Mug']],
    ['words that match nothing together', 'q=kenya%20espresso', []],
    ['the middle of a word only', 'q=cheffe', []],
  ])('when q is %s, then the matching products come back', async (_case, query, expected) => {
    const res = await search(query).expect(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.headers['x-total-count']).toBe(String(expected.length));
  });

  it.each([
    ['.*', []],
    ['(', []],
    ['[', []],
    ['\\', []],
    ['kenya+', ['Kenya AA Whole Bean']],
    ['^kenya$', ['Kenya AA Whole Bean']],
    ['$where', []],
    ['(dishwasher)', ['Ceramic Mug']],
    ['12 oz (350 ml)', ['Ceramic Mug']],
  ])(
    'when q has regular-expression characters (%j), then they are plain text and never an error',
    async (q, expected) => {
      const res = await search(`q=${encodeURIComponent(q)}`).expect(200);
      expect(names(res.body)).toEqual(expected);
    },
  );

  it('when filters, sort and paging are given, then they apply to the matches', async () => {
    const res = await search('q=whole&inStock=true').expect(200);
    expect(names(res.body)).toEqual(['Ethiopia Yirgacheffe Whole Bean']);
    const page = await search('q=bean&sort=price-desc&limit=1').expect(200);
    expect(names(page.body)).toEqual(['Kenya AA Whole Bean']);
    expect(page.headers['x-total-count']).toBe('2');
    const onSale = await search('q=a&isSale=true&sort=name-asc').expect(200);
    expect(names(onSale.body)).toEqual(['Ceramic Mug', 'House Blend Ground']);
  });

  it.each([
    ['', 'Enter a search term (q)'],
    ['q=', 'Enter a search term (q)'],
    ['q=%20%20%20', 'Enter a search term (q)'],
    ['sort=name-asc', 'Enter a search term (q)'],
    ['q=a&q=b', 'Enter a search term (q)'],
    [`q=${'a'.repeat(101)}`, 'q must be at most 100 characters'],
    ['q=bean&sort=relevance', 'sort must be one of'],
    ['q=bean&isNew=yes', 'isNew must be true or false'],
    ['q=bean&limit=0', 'limit must be at least 1'],
    ['q=bean&term=x', 'Unknown field: term'],
    ['q[$regex]=.*', 'Enter a search term (q)'],
  ])(
    'when the query is %j, then the answer is 400 with a readable message',
    async (query, message) => {
      const res = await search(query).expect(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.message).toContain(message);
    },
  );
});

describe('list answers and caching', () => {
  let catalog: StartedCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
    await seedProducts(catalog.db, listFixtures);
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it('when a client sends back the ETag of a list or a product, then the answer is 304 without a body', async () => {
    for (const path of ['/api/products', '/api/search?q=bean', '/api/products/category/beans']) {
      const first = await request(catalog.url).get(path).expect(200);
      expect(first.headers.etag).toMatch(/^W\/"/);
      const again = await request(catalog.url)
        .get(path)
        .set('If-None-Match', first.headers.etag!)
        .expect(304);
      expect(again.text).toBeFalsy();
    }
    const [product] = (await request(catalog.url).get('/api/products')).body;
    const detail = await request(catalog.url).get(`/api/products/${product.id}`).expect(200);
    await request(catalog.url)
      .get(`/api/products/${product.id}`)
      .set('If-None-Match', detail.headers.etag!)
      .expect(304);
  });

  it('when stock changes, then the same list query shows it at once (no stale cached page)', async () => {
    const before = (await request(catalog.url).get('/api/search?q=yirgacheffe').expect(200)).body;
    expect(before[0]).toMatchObject({ inventory: 100 });
    await request(catalog.url)
      .post('/internal/stock/reservations')
      .set(catalog.internal)
      .send({ reservationId: 'cache-1', lines: [{ productId: before[0].id, quantity: 7 }] })
      .expect(201);
    const after = (await request(catalog.url).get('/api/search?q=YIRGACHEFFE').expect(200)).body;
    expect(after[0]).toMatchObject({ inventory: 93 });
  });
});

describe('forgiving search and suggestions', () => {
  let catalog: StartedCatalog;
  const get = (path: string) => request(catalog.url).get(path);

  beforeAll(async () => {
    catalog = await startCatalog();
    await seedProducts(catalog.db, [
      ...listFixtures,
      {
        sku: 'S-GRINDER',
        name: 'Conical Burr Grinder',
        description: 'Forty grind settings from espresso to French press.',
        price: '129.00',
        imageUrl: '/api/products/images/conical-burr-grinder.svg',
        category: 'coffee-makers',
      },
      {
        sku: 'S-GUJI',
        name: 'Guji Natural',
        price: '19.99',
        category: 'beans',
        origin: { country: 'Ethiopia', region: 'Guji' },
        flavorNotes: ['Strawberry'],
        variants: [
          { size: '12 oz', price: '19.99', inventory: 5 },
          { size: '2 lb', price: '45.99', inventory: 5 },
        ],
      },
    ]);
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it.each([
    ['ethopia', 'Ethiopia Yirgacheffe Whole Bean'],
    ['yirgachefe', 'Ethiopia Yirgacheffe Whole Bean'],
    ['expresso', 'Dark Roast Espresso'],
    ['grinders', 'Conical Burr Grinder'],
    ['kenyan', 'Kenya AA Whole Bean'],
    ['strawbery', 'Guji Natural'],
  ])('when a shopper types %j, then the first result is %j', async (q, first) => {
    const res = await get(`/api/search?q=${encodeURIComponent(q)}`).expect(200);
    expect(res.body[0]?.name).toBe(first);
  });

  it('when a product is found by its origin, then it ranks by relevance unless a sort is named', async () => {
    const ranked = await get('/api/search?q=ethiopia').expect(200);
    expect(names(ranked.body)).toEqual(['Ethiopia Yirgacheffe Whole Bean', 'Guji Natural']);
    const byPrice = await get('/api/search?q=ethiopia&sort=price-desc').expect(200);
    expect(names(byPrice.body)).toEqual(['Guji Natural', 'Ethiopia Yirgacheffe Whole Bean']);
  });

  it('when the suggestions are asked for, then products carry picture and prices, and categories match', async () => {
    const res = await get('/api/search/suggest?q=guj').expect(200);
    expect(res.body.products).toEqual([
      {
        id: expect.any(String),
        name: 'Guji Natural',
        imageUrl: null,
        price: '19.99',
        minPrice: '19.99',
        maxPrice: '45.99',
        category: 'beans',
      },
    ]);
    const makers = await get('/api/search/suggest?q=coffee%20maker').expect(200);
    expect(makers.body.categories).toContainEqual({
      slug: 'coffee-makers',
      title: 'Coffee Makers',
    });
    const typo = await get('/api/search/suggest?q=espreso').expect(200);
    expect(typo.body.categories[0]).toEqual({ slug: 'espresso', title: 'Espresso' });
    expect(typo.body.products.length).toBeGreaterThan(0);
    expect(typo.body.products.length).toBeLessThanOrEqual(6);
    const again = await get('/api/search/suggest?q=espreso')
      .set('If-None-Match', typo.headers.etag!)
      .expect(304);
    expect(again.text).toBeFalsy();
  });

  it.each([
    ['', { products: [], categories: [] }],
    ['%E2%98%95%EF%B8%8F%F0%9F%94%A5', { products: [], categories: [] }],
    ['***', { products: [], categories: [] }],
  ])('when the suggestion query is %j, then nothing is offered', async (q, expected) => {
    const res = await get(`/api/search/suggest?q=${q}`).expect(200);
    expect(res.body).toEqual(expected);
  });

  it.each([
    ['q=' + 'a'.repeat(101), 'q must be at most 100 characters'],
    ['q=a&limit=3', 'Unknown field: limit'],
    ['q=a&q=b', 'q must be text'],
  ])('when the suggestion query is %s, then the answer is 400', async (query, message) => {
    const res = await get(`/api/search/suggest?${query}`).expect(400);
    expect(res.body.message).toContain(message);
  });

  it.each([
    ['emoji', '☕️🔥😀'],
    ['right to left', 'قهوة إثيوبية'],
    ['control characters', '\u0000\u0007\u001b[31mkenya\u202e'],
    ['one long word', 'a'.repeat(100)],
    [
      'many short words',
      'a b c d e f g h i j k l m n o p q r s t u v w x y z '.repeat(2).slice(0, 100),
    ],
    ['combining marks', 'e\u0301'.repeat(50)],
    ['long words with typos', 'yirgachefexx '.repeat(7).slice(0, 100)],
  ])('when q is %s, then search and suggestions answer 200 in bounded time', async (_case, q) => {
    const started = Date.now();
    await get(`/api/search?q=${encodeURIComponent(q)}`).expect(200);
    await get(`/api/search/suggest?q=${encodeURIComponent(q)}`).expect(200);
    await get(`/api/products?include=facets&q=${encodeURIComponent(q)}`).expect(200);
    expect(Date.now() - started).toBeLessThan(2000);
  });
});
