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
