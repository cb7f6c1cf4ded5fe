import request from 'supertest';
import { startCatalog, type StartedCatalog } from '../../__tests__/start-catalog';

describe('catalog health', () => {
  let catalog: StartedCatalog;

  beforeAll(async () => {
    catalog = await startCatalog();
  });

  afterAll(async () => {
    await catalog.stop();
  });

  it('when the service is up, then /healthz and /readyz answer 200', async () => {
    await request(catalog.url).get('/healthz').expect(200, { status: 'ok' });
    await request(catalog.url).get('/readyz').expect(200, { status: 'ready' });
  });

  it('when a request carries an x-request-id, then the answer echoes it', async () => {
    const res = await request(catalog.url)
      .get('/api/products')
      .set('x-request-id', 'req-123')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('req-123');
  });

  it('when the path is unknown, then the answer is a 404 JSON error', async () => {
    const res = await request(catalog.url).get('/api/nothing-here').expect(404);
    expect(res.body).toMatchObject({ message: 'Not found' });
  });

  it('when the service has stopped, then /readyz answers 503 while /healthz still answers', async () => {
    await catalog.service.stop();
    await request(catalog.service.app).get('/healthz').expect(200);
    const res = await request(catalog.service.app).get('/readyz').expect(503);
    expect(res.body.message).toEqual(expect.any(String));
  });
});
