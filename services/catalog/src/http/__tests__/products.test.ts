import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { sampleProducts, seedProducts } from '../../data/seed-products';

describe('GET /api/products', () => {
  let catalog: StartedCatalog;
  const products = () => catalog.db.collection('products');

  beforeAll(async () => {
    catalog = await startCatalog();
  });

  afterAll(async () => {
    await catalog.stop();
  });

  beforeEach(async () => {
    await products().deleteMany({});
  });

  it('when the catalog is empty, then the answer is an empty list with a total of 0', async () => {
    const res = await request(catalog.url).get('/api/products').expect(200);
    expect(res.body).toEqual([]);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('when products exist, then each carries every field of the spec with exact prices and defaults', async () => {
    await seedProducts(catalog.db);
    const res = await request(catalog.url).get('/api/products').expect(200);
    expect(res.body).toHaveLength(sampleProducts.length);
    const sale = res.body.find((p: { sku: string }) => p.sku === 'GRND-HOUSE-16');
    expect(sale).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{24}$/),
      name: 'House Blend Ground Coffee',
      description: 'A balanced medium roast ground for drip brewers.',
      price: '12.49',
      imageUrl: '/images/products/house-blend-ground.jpg',
      category: 'ground-coffee',
      inStock: true,
      rating: 4.4,
      reviewCount: 98,
      isDirectPlusEligible: true,
      isBestseller: false,
      isNew: false,
      isSale: true,
      originalPrice: '14.99',
      unitSize: '16 oz',
      sku: 'GRND-HOUSE-16',
      inventory: 100,
      createdAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    // Stored as integer cents, not as a float.
    const stored = await products().findOne({ sku: 'GRND-HOUSE-16' });
    expect(stored).toMatchObject({ priceCents: 1249, originalPriceCents: 1499 });
  });

  it('when products were created at different times, then the list is ordered by createdAt, then by name', async () => {
    await seedProducts(catalog.db, [
      { sku: 'A', name: 'Zeta', price: '1.00', category: 'beans' },
      { sku: 'B', name: 'Alpha', price: '1.00', category: 'beans' },
      { sku: 'C', name: 'Mid', price: '1.00', category: 'beans' },
    ]);
    const same = new Date('2025-03-01T00:00:00Z');
    await products().updateMany({}, { $set: { createdAt: same } });
    await products().updateOne(
      { sku: 'A' },
      { $set: { createdAt: new Date('2025-02-01T00:00:00Z') } },
    );

    const res = await request(catalog.url).get('/api/products').expect(200);
    expect(res.body.map((p: { name: string }) => p.name)).toEqual(['Zeta', 'Alpha', 'Mid']);
  });

  it('when limit and offset are given, then that page is returned and the total counts everything', async () => {
    await seedProducts(catalog.db);
    const all = (await request(catalog.url).get('/api/products').expect(200)).body;
    const res = await request(catalog.url).get('/api/products?limit=2&offset=1').expect(200);
    expect(res.body).toEqual(all.slice(1, 3));
    expect(res.headers['x-total-count']).toBe(String(sampleProducts.length));
  });

  it('when ids are given, then only those products come back and unknown ids are simply absent', async () => {
    await seedProducts(catalog.db);
    const all = (await request(catalog.url).get('/api/products').expect(200)).body;
    const wanted = [all[2].id, all[0].id, 'ffffffffffffffffffffffff'];
    const res = await request(catalog.url)
      .get(`/api/products?ids=${wanted.join(',')}`)
      .expect(200);
    expect(res.body.map((p: { id: string }) => p.id)).toEqual([all[0].id, all[2].id]);
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
    ['sort=price', 'Unknown field: sort'],
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
    expect(res.body).toEqual(first);
  });

  it.each([
    ['an unknown id', 'ffffffffffffffffffffffff'],
    ['a malformed id', 'not-an-id'],
    ['a 12-character id', 'abcdefghijkl'],
    ['an operator object', encodeURIComponent('{"$gt":""}')],
    ['an id with a dot path', 'a.b'],
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
});
