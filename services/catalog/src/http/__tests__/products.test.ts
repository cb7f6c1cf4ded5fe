import { productListSchema, productSorts } from '@coffee/contracts';
import request from 'supertest';
import { expectedOrders, listFixtures } from '../../__tests__/fixtures';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { sampleProducts, seedProducts } from '../../data/seed-products';
import { demoProducts } from '../../data/seed/demo-products';
import { createCatalogServer } from '../../server';

type Listed = { id: string; name: string; category: string; sku: string };
const names = (body: Listed[]) => body.map((p) => p.name);

describe('GET /api/products', () => {
  let catalog: StartedCatalog;
  const products = () => catalog.db.collection('products');
  const list = (query = '') => request(catalog.url).get(`/api/products${query}`).expect(200);

  beforeAll(async () => {
    catalog = await startCatalog();
  });

  afterAll(async () => {
    await catalog.stop();
  });

  describe('with no products', () => {
    it('when the catalog is empty, then the answer is an empty list with a total of 0', async () => {
      const res = await list();
      expect(res.body).toEqual([]);
      expect(res.headers['x-total-count']).toBe('0');
    });
  });

  describe('with products', () => {
    beforeAll(async () => {
      await seedProducts(catalog.db, [...listFixtures, sampleProducts[1]!]);
    });

    it('when products exist, then each carries every field of the spec with exact prices and defaults', async () => {
      const res = await list();
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(productListSchema.safeParse(res.body).success).toBe(true);
      const sale = res.body.find((p: Listed) => p.sku === 'GRND-HOUSE-16');
      expect(sale).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        name: 'House Blend Ground Coffee',
        description: 'A balanced medium roast ground for drip brewers.',
        price: '12.49',
        imageUrl: '/api/products/images/house-blend-ground.svg',
        category: 'ground-coffee',
        inStock: true,
        rating: 4.4,
        reviewCount: 98,
        isDirectPlusEligible: true,
        // Ground coffee: the members' 10% off.
        memberDiscountPercent: 10,
        isBestseller: false,
        isNew: false,
        isSale: true,
        originalPrice: '14.99',
        unitSize: '16 oz',
        sku: 'GRND-HOUSE-16',
        inventory: 100,
        createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        // Issue 28: lists carry the price range, never the variants (the detail does).
        variants: [],
        defaultVariantId: 'default',
        minPrice: '12.49',
        maxPrice: '12.49',
        origin: null,
        roastLevel: null,
        process: null,
        altitude: null,
        flavorNotes: [],
        brewSuggestions: [],
        nextRoastDate: null,
        releaseAt: null,
      });
      // Stored as integer cents, not as a float.
      const stored = await products().findOne({ sku: 'GRND-HOUSE-16' });
      expect(stored).toMatchObject({ priceCents: 1249, originalPriceCents: 1499 });
    });

    it('when no sort is given, then it is featured: bestsellers first, then new products, then oldest first', async () => {
      const res = await list();
      expect(names(res.body).filter((n) => n !== 'House Blend Ground Coffee')).toEqual(
        expectedOrders.featured,
      );
    });

    it.each(productSorts)('when sorted by %s, then the order is the expected one', async (sort) => {
      const res = await list(`?sort=${sort}`);
      expect(names(res.body).filter((n) => n !== 'House Blend Ground Coffee')).toEqual(
        expectedOrders[sort],
      );
    });

    it('when a product is older, then featured puts it before newer products of the same rank', async () => {
      const kenya = await products().findOne({ sku: 'F-KENYA' });
      await products().updateOne(
        { sku: 'F-HOUSE' },
        { $set: { createdAt: new Date('2020-01-01') } },
      );
      await catalog.service.reloadProducts();
      const res = await list();
      const plain = names(res.body).slice(4);
      expect(plain.indexOf('House Blend Ground')).toBeLessThan(plain.indexOf(kenya!.name));
      await products().updateOne({ sku: 'F-HOUSE' }, { $set: { createdAt: kenya!.createdAt } });
      await catalog.service.reloadProducts();
    });

    it.each([
      ['inStock=true', 6],
      ['isDirectPlusEligible=true', 6],
      ['isBestseller=true', 2],
      ['isNew=true', 3],
      ['isSale=true', 3],
      ['isSale=true&isNew=true', 1],
      ['isBestseller=true&isNew=true&inStock=true', 1],
      ['isSale=false', 7],
      ['inStock=false&isNew=false', 7],
    ])(
      'when filtered by %s, then %i products match, each meeting every true flag',
      async (query, count) => {
        const res = await list(`?${query}`);
        expect(res.body).toHaveLength(count);
        expect(res.headers['x-total-count']).toBe(String(count));
        const wanted = [...new URLSearchParams(query)].filter(([, v]) => v === 'true');
        for (const product of res.body) {
          for (const [flag] of wanted) expect(product[flag]).toBe(true);
        }
      },
    );

    it('when limit and offset are given, then that page is returned and the total counts everything', async () => {
      const all = (await list('?sort=name-asc')).body;
      const res = await list('?sort=name-asc&limit=2&offset=1');
      expect(res.body).toEqual(all.slice(1, 3));
      expect(res.headers['x-total-count']).toBe('7');
      const beyond = await list('?offset=50');
      expect(beyond.body).toEqual([]);
      expect(beyond.headers['x-total-count']).toBe('7');
    });

    it('when ids are given, then only those products come back and unknown ids are simply absent', async () => {
      const all = (await list('?sort=name-asc')).body;
      const wanted = [all[2].id, all[0].id, 'ffffffffffffffffffffffff'];
      const res = await list(`?sort=name-asc&ids=${wanted.join(',')}`);
      expect(res.body.map((p: Listed) => p.id)).toEqual([all[0].id, all[2].id]);
      expect(res.headers['x-total-count']).toBe('2');
    });

    it('when 50 ids are asked for, then they are answered; 51 are refused with 400 At most 50 ids per request', async () => {
      const ids = (n: number) =>
        Array.from({ length: n }, (_, i) => i.toString(16).padStart(24, 'a')).join(',');
      const fifty = await list(`?ids=${ids(50)}`);
      expect(fifty.body).toEqual([]);
      const res = await request(catalog.url)
        .get(`/api/products?ids=${ids(51)}`)
        .expect(400);
      expect(res.body).toMatchObject({
        message: 'At most 50 ids per request',
        code: 'VALIDATION_FAILED',
      });
      // Repeats of one id count once.
      const same = Array(60).fill(ids(1)).join(',');
      await list(`?ids=${same}`);
    });

    it('when many unknown ids are asked about, then the catalog does not remember them (its memory stays bounded)', async () => {
      const before = catalog.service.trackedProductIds();
      for (let round = 0; round < 10; round += 1) {
        const unknown = Array.from({ length: 50 }, () =>
          [...crypto.getRandomValues(new Uint8Array(12))]
            .map((b) => b.toString(16).padStart(2, '0'))
            .join(''),
        );
        await list(`?ids=${unknown.join(',')}`);
        await request(catalog.url).get(`/api/products/${unknown[0]}`).expect(404);
      }
      expect(catalog.service.trackedProductIds()).toBe(before);
    });

    it('when a list is answered, then it may be kept and revalidated with its ETag (public, not no-store)', async () => {
      const first = await list('?sort=name-asc');
      expect(first.headers['cache-control']).toBe('no-cache');
      await request(catalog.url)
        .get('/api/products?sort=name-asc')
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);
    });

    it('when a product is written by someone else, then an ids lookup still finds it at once', async () => {
      // Inserted behind the service's back (as another instance would): not in its view yet.
      const { insertedId } = await products().insertOne({
        name: 'Late Arrival',
        priceCents: 500,
        category: 'deals',
        inStock: true,
        reviewCount: 0,
        isDirectPlusEligible: true,
        isBestseller: false,
        isNewArrival: false,
        isSale: false,
        inventory: 5,
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      const res = await list(`?ids=${insertedId.toHexString()}`);
      expect(names(res.body)).toEqual(['Late Arrival']);
      await products().deleteOne({ _id: insertedId });
      await catalog.service.reloadProducts();
    });
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=abc', 'limit must be a whole number'],
    ['limit=1e2', 'limit must be a whole number'],
    ['limit=', 'limit must be a whole number'],
    ['offset=-1', 'offset must be a whole number'],
    ['limit=1&limit=2', 'limit must be a whole number'],
    ['limit[$gt]=1', 'Unknown field: limit[$gt]'],
    ['category=beans', 'Unknown field: category'],
    [
      'sort=price',
      'sort must be one of featured, price-asc, price-desc, name-asc, name-desc, rating-desc',
    ],
    [
      'sort=',
      'sort must be one of featured, price-asc, price-desc, name-asc, name-desc, rating-desc',
    ],
    [
      'sort=PRICE-ASC',
      'sort must be one of featured, price-asc, price-desc, name-asc, name-desc, rating-desc',
    ],
    ['inStock=yes', 'inStock must be true or false'],
    ['isNew=1', 'isNew must be true or false'],
    ['isSale=TRUE', 'isSale must be true or false'],
    ['isBestseller=', 'isBestseller must be true or false'],
    [
      'isDirectPlusEligible=true&isDirectPlusEligible=true',
      'isDirectPlusEligible must be true or false',
    ],
    ['ids=abc', 'ids must be a comma-separated list of product ids'],
    ['ids={"$gt":""}', 'ids must be a comma-separated list of product ids'],
  ])(
    'when the query is %s, then the answer is 400 with a readable message',
    async (query, message) => {
      const res = await request(catalog.url).get(`/api/products?${query}`).expect(400);
      expect(res.body).toMatchObject({ message, code: 'VALIDATION_FAILED' });
    },
  );
});

describe('GET /api/products/category/:category', () => {
  let catalog: StartedCatalog;
  const get = (path: string) => request(catalog.url).get(`/api/products/category/${path}`);

  beforeAll(async () => {
    catalog = await startCatalog();
    await seedProducts(catalog.db, listFixtures);
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it('when the category has products, then only those come back, featured first, with their total', async () => {
    const res = await get('beans').expect(200);
    expect(names(res.body)).toEqual(['Ethiopia Yirgacheffe Whole Bean', 'Kenya AA Whole Bean']);
    expect(res.headers['x-total-count']).toBe('2');
  });

  it('when the category is all, then every product comes back', async () => {
    const res = await get('all?sort=name-asc').expect(200);
    expect(names(res.body)).toEqual(expectedOrders['name-asc']);
    expect(res.headers['x-total-count']).toBe('6');
  });

  it('when filters, sort and paging are given, then they apply within the category', async () => {
    const res = await get('beans?inStock=true').expect(200);
    expect(names(res.body)).toEqual(['Ethiopia Yirgacheffe Whole Bean']);
    const page = await get('beans?sort=price-desc&limit=1&offset=1').expect(200);
    expect(names(page.body)).toEqual(['Ethiopia Yirgacheffe Whole Bean']);
    expect(page.headers['x-total-count']).toBe('2');
  });

  it('when the slug is written in capitals, then it is the same category', async () => {
    const res = await get('Coffee-Makers').expect(200);
    expect(names(res.body)).toEqual(['Classic French Press']);
  });

  it('when the slug is well formed but no category, then the list is empty (not an error)', async () => {
    const res = await get('tea').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['beans!', 'beans%21'],
    ['a dot path', '%2E%2E'],
    ['an underscore', 'cold_brew'],
    ['a space', 'cold%20brew'],
    ['a trailing hyphen', 'beans-'],
    ['an operator', encodeURIComponent('{"$gt":""}')],
    ['51 characters', 'a'.repeat(51)],
  ])(
    'when the slug has %s, then the answer is 400 with a readable message',
    async (_case, slug) => {
      const res = await get(slug).expect(400);
      expect(res.body).toMatchObject({
        message: 'category must be a category name such as beans or ground-coffee',
        code: 'VALIDATION_FAILED',
      });
    },
  );

  it.each([
    ['sort=cheapest', 'sort must be one of'],
    ['inStock=maybe', 'inStock must be true or false'],
    ['limit=500', 'limit must be at most 100'],
    ['page=2', 'Unknown field: page'],
  ])('when the query is %s, then the answer is 400', async (query, message) => {
    const res = await get(`beans?${query}`).expect(400);
    expect(res.body.message).toContain(message);
  });
});

describe('GET /api/products/:id', () => {
  let catalog: StartedCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
    await seedProducts(catalog.db);
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it('when the product exists, then it is returned with every field', async () => {
    const [first] = (await request(catalog.url).get('/api/products').expect(200)).body;
    const res = await request(catalog.url).get(`/api/products/${first.id}`).expect(200);
    // The list's fields and, in the detail only, the variants on sale: one 'default' here.
    const detail = {
      ...first,
      // A coffee's next roast day (the roastery's plan), in the detail only.
      nextRoastDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      variants: [
        {
          id: 'default',
          sku: first.sku,
          size: null,
          grind: null,
          label: '',
          price: first.price,
          originalPrice: first.originalPrice,
          inStock: first.inStock,
          inventory: first.inventory,
          imageUrl: null,
          retired: false,
        },
      ],
    };
    expect(res.body).toEqual(detail);
    // Hex ids do not care about case.
    const upper = await request(catalog.url).get(`/api/products/${first.id.toUpperCase()}`);
    expect(upper.body).toEqual(detail);
  });

  it.each([
    ['an unknown id', 'ffffffffffffffffffffffff'],
    ['a malformed id', 'not-an-id'],
    ['a 12-character id', 'abcdefghijkl'],
    ['an operator object', encodeURIComponent('{"$gt":""}')],
    ['an id with a dot path', 'a.b'],
    ['the word category', 'category'],
    ['the word images', 'images'],
  ])('when the id is %s, then the answer is 404 Product not found', async (_case, id) => {
    const res = await request(catalog.url).get(`/api/products/${id}`).expect(404);
    expect(res.body).toMatchObject({ message: 'Product not found' });
  });
});

describe('catalog writes', () => {
  let catalog: StartedCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
    await seedProducts(catalog.db);
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it('when seeding runs again, then nothing is duplicated', async () => {
    expect(await seedProducts(catalog.db)).toBe(0);
    expect(await catalog.db.collection('products').countDocuments()).toBe(sampleProducts.length);
  });

  it('when a client posts malformed JSON or tries to write, then the answer is 4xx JSON and nothing changes', async () => {
    const malformed = await request(catalog.url)
      .post('/api/products')
      .set('content-type', 'application/json')
      .send('{"name": ')
      .expect(400);
    expect(malformed.body).toMatchObject({ message: 'Malformed JSON body' });
    await request(catalog.url)
      .post('/api/products')
      .send({ name: 'Free coffee', price: '0.00' })
      .expect(404);
    await request(catalog.url).delete('/api/products/ffffffffffffffffffffffff').expect(404);
    await request(catalog.url).post('/api/search?q=beans').expect(404);
    expect(await catalog.db.collection('products').countDocuments()).toBe(sampleProducts.length);
  });
});

describe('seedProducts', () => {
  let catalog: StartedCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it('when a seed product is invalid or has no sku, then nothing of that seed is stored', async () => {
    await expect(
      seedProducts(catalog.db, [{ sku: 'X1', name: 'Bad', price: '1.999', category: 'beans' }]),
    ).rejects.toThrow();
    await expect(
      seedProducts(catalog.db, [{ name: 'No sku', price: '1.00', category: 'beans' }]),
    ).rejects.toThrow('needs a sku');
    expect(await catalog.db.collection('products').countDocuments()).toBe(0);
  });

  it('when three replicas start at once on an empty database, each told to seed the demo catalog, then every demo product exists once', async () => {
    // As a Deployment's replicas do: every pod has SEED_DEMO_DATA=true and they start together.
    const replicas = Array.from({ length: 3 }, () =>
      createCatalogServer({ ...catalog.config, seedDemoData: true }),
    );
    try {
      await Promise.all(replicas.map((replica) => replica.start()));
      const skus = await catalog.db
        .collection('products')
        .find({}, { projection: { sku: 1 } })
        .toArray();
      expect(skus).toHaveLength(demoProducts.length);
      expect(new Set(skus.map((p) => p.sku as string)).size).toBe(demoProducts.length);
    } finally {
      await Promise.all(replicas.map((replica) => replica.stop()));
    }
  });
});
