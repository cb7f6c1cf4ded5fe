import { Schema } from 'mongoose';
import pino from 'pino';
import { AppError, createService, loadServiceConfig, type Service } from '../..';
import { dropTestDatabase, generateKeyPair, testServiceEnv } from '../../testing';
import { sampleOf, scrapeMetrics as scrape } from '../../testing';

/** A real service (createService, real database, real port) with a domain counter. */
function createShop(): Service {
  const config = loadServiceConfig({
    name: 'metrics-sample',
    defaultPort: 0,
    defaultDbName: 'x',
    env: testServiceEnv(generateKeyPair(), 'sd_metrics'),
  });
  return createService({
    config,
    logger: pino({ level: 'silent' }),
    register(app, ctx) {
      const Order = ctx.db.model('Order', new Schema({ sku: String }));
      app.post('/api/orders', async (req, res) => {
        const order = await Order.create({ sku: String(req.body?.sku ?? 'x') });
        ctx.metrics.ordersPlaced().inc();
        res.status(201).json({ id: order.id });
      });
      app.get('/api/orders/:id', async (req, res) => {
        const order = await Order.findById(req.params.id).lean();
        if (!order) throw new AppError(404, 'Order not found');
        res.json({ sku: order.sku });
      });
      app.post('/api/payments/fail', (_req, res) => {
        ctx.metrics.paymentsFailed().inc({ kind: 'order' });
        res.status(204).end();
      });
    },
  });
}

describe('service metrics at GET /metrics', () => {
  const service = createShop();
  let url = '';
  const get = (path: string) => fetch(`${url}${path}`);
  const post = (path: string, body: unknown = {}) =>
    fetch(`${url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  beforeAll(async () => {
    ({ url } = await service.start());
  });
  afterAll(async () => {
    await service.stop();
    await dropTestDatabase(service.ctx.config.dbName);
  });

  it('when requests are answered, then http_requests_total counts them by route pattern and status', async () => {
    const before = await scrape(url);
    const created = await post('/api/orders', { sku: 'beans' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await get(`/api/orders/${id}`)).status).toBe(200);
    expect((await get(`/api/orders/${id}`)).status).toBe(200);
    expect((await get('/api/orders/0123456789abcdef01234567')).status).toBe(404);
    const after = await scrape(url);

    const labels = { service: 'metrics-sample', method: 'GET', route: '/api/orders/:id' };
    const delta = (text: string, status: string) =>
      sampleOf(text, 'http_requests_total', { ...labels, status });
    expect(delta(after, '200') - delta(before, '200')).toBe(2);
    expect(delta(after, '404') - delta(before, '404')).toBe(1);
    expect(
      sampleOf(after, 'http_request_duration_seconds_count', { ...labels, status: '200' }) -
        sampleOf(before, 'http_request_duration_seconds_count', { ...labels, status: '200' }),
    ).toBe(2);
    // The raw URL (with its id) never becomes a label value.
    expect(after).not.toContain(id);
  });

  it('when a path matches no route, then its route label is "unmatched"', async () => {
    const path = `/api/nothing/${Date.now()}`;
    expect((await get(path)).status).toBe(404);
    const text = await scrape(url);
    expect(
      sampleOf(text, 'http_requests_total', { route: 'unmatched', status: '404' }),
    ).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(path);
  });

  it('when the domain records an order or a failed payment, then its counter moves', async () => {
    const before = await scrape(url);
    await post('/api/orders', { sku: 'a' });
    await post('/api/orders', { sku: 'b' });
    await post('/api/payments/fail');
    const after = await scrape(url);
    expect(sampleOf(after, 'orders_placed_total') - sampleOf(before, 'orders_placed_total')).toBe(
      2,
    );
    expect(
      sampleOf(after, 'payments_failed_total', { kind: 'order' }) -
        sampleOf(before, 'payments_failed_total', { kind: 'order' }),
    ).toBe(1);
  });

  it('when scraped, then the database pool, event-loop lag and process metrics are there', async () => {
    await get('/api/orders/0123456789abcdef01234567');
    const text = await scrape(url);
    // The queries above opened at least one pooled connection, and none is held at rest.
    expect(sampleOf(text, 'mongodb_pool_connections')).toBeGreaterThanOrEqual(1);
    expect(sampleOf(text, 'mongodb_pool_connections_in_use')).toBe(0);
    expect(sampleOf(text, 'mongodb_pool_checkouts_waiting')).toBe(0);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_p99_seconds \d/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d/m);
  });
});
