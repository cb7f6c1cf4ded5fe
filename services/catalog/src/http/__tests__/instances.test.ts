import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';
import { seedGeneratedProducts } from '../../data/generated-products';
import { seedProducts } from '../../data/seed-products';
import { demoProducts } from '../../data/seed/demo-products';

/** Polls `probe` until it returns true (other instances catch up within their sync interval). */
async function eventually(probe: () => Promise<boolean>, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await probe())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

const totalOf = async (url: string, query = '') =>
  Number(
    (await request(url).get(`/api/products?limit=1${query}`).expect(200)).headers['x-total-count'],
  );

describe('several catalog instances on one database', () => {
  let a: StartedCatalog;
  let b: StartedCatalog;

  beforeAll(async () => {
    a = await startCatalog({ CATALOG_SYNC_MS: '50' });
    b = await startCatalog({ CATALOG_SYNC_MS: '50', MONGODB_DB: a.config.dbName }, a.keys);
  });

  afterAll(async () => {
    await b.service.stop();
    await a.stop();
  });

  it('when one instance seeds or takes stock, then it answers with it at once and the other soon after', async () => {
    await seedProducts(a.db, [
      { sku: 'SYNC-1', name: 'Sync Beans', price: '10.00', category: 'beans', inventory: 4 },
    ]);
    const [product] = (await request(a.url).get('/api/products').expect(200)).body;
    expect(product).toMatchObject({ name: 'Sync Beans', inventory: 4 });
    await eventually(async () => (await totalOf(b.url)) === 1);

    await request(b.url)
      .post('/internal/stock/reservations')
      .set(b.internal)
      .send({ reservationId: 'sync-order', lines: [{ productId: product.id, quantity: 4 }] })
      .expect(201);
    // The writing instance shows its own write in its next answer...
    expect((await request(b.url).get(`/api/products/${product.id}`)).body).toMatchObject({
      inventory: 0,
      inStock: false,
    });
    // ...and the other one catches up.
    await eventually(async () => {
      const { body } = await request(a.url).get(`/api/products/${product.id}`);
      return body.inventory === 0 && body.inStock === false;
    });
    const inStock = await request(a.url).get('/api/products?inStock=true').expect(200);
    expect(inStock.body).toEqual([]);
  });

  it('when many products are generated, then both instances list them all', async () => {
    const before = await totalOf(a.url);
    expect(await seedGeneratedProducts(a.db, 450, { batchSize: 200 })).toBe(450);
    expect(await totalOf(a.url)).toBe(before + 450);
    // The other instance reads the 450 at its next poll: FerretDB decodes every document it
    // scans, and a generated coffee now carries its variants (18 for a bean), so allow longer.
    await eventually(async () => (await totalOf(b.url)) === before + 450, 30_000);
    // A second run adds nothing.
    expect(await seedGeneratedProducts(a.db, 450)).toBe(0);
    expect(await a.db.collection('products').countDocuments()).toBe(before + 450);
  });

  it('when products are generated, then they vary in category, flags, price and words', async () => {
    const { body } = await request(a.url).get('/api/products?sort=price-asc&limit=100').expect(200);
    const all = [...body];
    for (let offset = 100; offset < 451; offset += 100) {
      all.push(
        ...(await request(a.url).get(`/api/products?sort=price-asc&limit=100&offset=${offset}`))
          .body,
      );
    }
    const generated = all.filter((p: { sku: string }) => p.sku.startsWith('GEN-'));
    expect(generated).toHaveLength(450);
    expect(new Set(generated.map((p) => p.category)).size).toBe(9);
    expect(new Set(generated.map((p) => p.sku)).size).toBe(450);
    expect(new Set(generated.map((p) => p.name)).size).toBe(450);
    for (const flag of ['isBestseller', 'isNew', 'isSale', 'inStock', 'isDirectPlusEligible']) {
      const set = generated.filter((p) => p[flag]).length;
      expect(set).toBeGreaterThan(0);
      expect(set).toBeLessThan(450);
    }
    expect(new Set(generated.map((p) => p.price)).size).toBeGreaterThan(50);
    const pictures = [...new Set(generated.map((p) => p.imageUrl))];
    expect(pictures.length).toBeGreaterThan(9);
    for (const url of pictures) await request(a.url).get(url).expect(200);
    const search = await request(a.url).get('/api/search?q=ethiopian&limit=1').expect(200);
    expect(Number(search.headers['x-total-count'])).toBeGreaterThan(10);
  });

  it('when staff edit a product or its stock on one instance, then it answers with it at once and the other soon after', async () => {
    const actor = { userId: 'u-admin', role: 'admin', name: 'admin1' };
    const created = await request(a.url)
      .post('/internal/staff/products')
      .set(a.internal)
      .send({
        product: {
          name: 'Staff Sync',
          price: '9.00',
          category: 'beans',
          sku: 'SYNC-STAFF',
          inventory: 3,
        },
        actor,
      })
      .expect(201);
    const id = created.body.id as string;
    await request(b.url)
      .put(`/internal/staff/products/${id}`)
      .set(b.internal)
      .send({ update: { name: 'Staff Sync Renamed' }, actor })
      .expect(200);
    expect((await request(b.url).get(`/api/products/${id}`)).body.name).toBe('Staff Sync Renamed');
    await eventually(async () => {
      const found = await request(a.url).get('/api/search?q=renamed');
      return found.body.some((p: { id: string }) => p.id === id);
    });
    // The other instance's full-text index has the new words: typos and suggestions find them.
    const typo = await request(a.url).get('/api/search?q=staff%20renamd').expect(200);
    expect(typo.body.map((p: { id: string }) => p.id)).toContain(id);
    const suggested = await request(a.url).get('/api/search/suggest?q=renam').expect(200);
    expect(suggested.body.products.map((p: { id: string }) => p.id)).toContain(id);
    await request(a.url)
      .post('/internal/staff/stock')
      .set(a.internal)
      .send({
        change: { mode: 'set', lines: [{ productId: id, value: 0 }], reason: 'Stocktake' },
        actor,
      })
      .expect(200);
    expect((await request(a.url).get(`/api/products/${id}`)).body).toMatchObject({
      inventory: 0,
      inStock: false,
    });
    await eventually(
      async () => (await request(b.url).get(`/api/products/${id}`)).body.inventory === 0,
    );
  });
});

describe('demo catalog seeding at start', () => {
  it('when the products collection is empty, then the demo catalog is seeded once, bestsellers leading', async () => {
    const first = await startCatalog({ SEED_DEMO_DATA: 'true' });
    try {
      expect(await totalOf(first.url)).toBe(demoProducts.length);
      const { body } = await request(first.url).get('/api/products?limit=4').expect(200);
      expect(body.every((p: { isBestseller: boolean }) => p.isBestseller)).toBe(true);
      await first.service.stop();

      // A restart (or a second instance) on the same database adds nothing.
      const again = await startCatalog(
        { SEED_DEMO_DATA: 'true', MONGODB_DB: first.config.dbName },
        first.keys,
      );
      expect(await totalOf(again.url)).toBe(demoProducts.length);
      await again.service.stop();
    } finally {
      await first.stop();
    }
  });

  it('when the shop already has products, then no demo product is added', async () => {
    const seeded = await startCatalog();
    await seedProducts(seeded.db, [
      { sku: 'OWN-1', name: 'Our Own Beans', price: '10.00', category: 'beans' },
    ]);
    await seeded.service.stop();
    const restarted = await startCatalog(
      { SEED_DEMO_DATA: 'true', MONGODB_DB: seeded.config.dbName },
      seeded.keys,
    );
    try {
      expect(await totalOf(restarted.url)).toBe(1);
    } finally {
      await restarted.stop();
    }
  });
});
