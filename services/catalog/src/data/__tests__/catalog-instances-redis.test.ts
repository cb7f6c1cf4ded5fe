import { sampleOf, scrapeMetrics } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';

// The Redis this machine (and CI) runs; each test database has its own channel on it.
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

async function eventually(check: () => Promise<boolean>, ms = 2000): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const actor = { userId: 'u-admin', role: 'admin', name: 'admin1' };

describe('two catalog services with REDIS_URL', () => {
  let a: StartedCatalog;
  let b: StartedCatalog;

  beforeAll(async () => {
    // The database poll a minute apart: what shows up within 2 s came over Redis.
    const env = { CATALOG_SYNC_MS: '60000', REDIS_URL };
    a = await startCatalog(env);
    b = await startCatalog({ ...env, MONGODB_DB: a.config.dbName }, a.keys);
  });

  afterAll(async () => {
    await b.service.stop();
    await a.stop();
  });

  it('when staff edit a product and its stock on one, then the other answers with it within 2 s', async () => {
    const created = await request(a.url)
      .post('/internal/staff/products')
      .set(a.internal)
      .send({
        product: {
          name: 'Redis Roast',
          price: '9.00',
          category: 'beans',
          sku: 'REDIS-SVC',
          inventory: 3,
        },
        actor,
      })
      .expect(201);
    const id = created.body.id as string;
    await eventually(async () => (await request(b.url).get(`/api/products/${id}`)).status === 200);

    await request(a.url)
      .put(`/internal/staff/products/${id}`)
      .set(a.internal)
      .send({ update: { name: 'Redis Roast Renamed' }, actor })
      .expect(200);
    await eventually(async () => {
      const found = await request(b.url).get('/api/search?q=renamed');
      return found.body.some((p: { id: string }) => p.id === id);
    });

    await request(b.url)
      .post('/internal/stock/reservations')
      .set(b.internal)
      .send({ reservationId: 'redis-order', lines: [{ productId: id, quantity: 3 }] })
      .expect(201);
    await eventually(async () => {
      const { body } = await request(a.url).get(`/api/products/${id}`);
      return body.inventory === 0 && body.inStock === false;
    });

    const metrics = await scrapeMetrics(b.url);
    expect(
      sampleOf(metrics, 'catalog_product_changes_received_total', { source: 'redis' }),
    ).toBeGreaterThanOrEqual(2);
  });
});
