import http from 'node:http';
import request from 'supertest';
import { createInternalClient, createService, loadServiceConfig } from '..';
import { dropTestDatabase, generateKeyPair, testServiceEnv } from '../testing';
import { createTestService } from './test-service';

describe('service lifecycle', () => {
  it('when the service has not started, then /readyz answers 503 and /healthz 200', async () => {
    const { service } = createTestService();
    expect((await request(service.app).get('/healthz')).status).toBe(200);
    const res = await request(service.app).get('/readyz');
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Database not connected');
  });

  it('when stopped during a request, then the request still completes and the port closes', async () => {
    const { service, config } = createTestService();
    const { url } = await service.start();
    try {
      const slow = fetch(`${url}/api/slow?ms=400`).then((res) => res.json());
      await new Promise((resolve) => setTimeout(resolve, 100));
      const stopped = service.stop();
      await expect(slow).resolves.toEqual({ done: true });
      await stopped;
      await expect(fetch(`${url}/healthz`)).rejects.toThrow();
      expect((await request(service.app).get('/readyz')).status).toBe(503);
    } finally {
      await service.stop();
      await dropTestDatabase(config.dbName);
    }
  });

  it('when the database is unreachable, then start() fails instead of serving', async () => {
    const keys = generateKeyPair();
    const config = loadServiceConfig({
      name: 'nodb',
      defaultPort: 0,
      defaultDbName: 'nodb',
      env: testServiceEnv(keys, 'nodb', {
        MONGODB_URI: 'mongodb://127.0.0.1:1',
        MONGODB_TIMEOUT_MS: '500',
      }),
    });
    const service = createService({ config, register: () => undefined });
    await expect(service.start()).rejects.toThrow();
    await service.stop();
  });
});

describe('createInternalClient', () => {
  let server: http.Server;
  let base: string;
  const seen: http.IncomingHttpHeaders[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push(req.headers);
      if (req.url === '/internal/slow') return; // never answers
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ path: req.url }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('when calling another service, then it sends the internal token and the request id', async () => {
    const client = createInternalClient({
      service: 'catalog',
      baseUrl: base,
      token: 'shh',
      timeoutMs: 1000,
    });
    const res = await client.call<{ path: string }>('/internal/products/1', { requestId: 'rid-7' });
    expect(res).toEqual({ status: 200, body: { path: '/internal/products/1' } });
    expect(seen.at(-1)?.['x-internal-token']).toBe('shh');
    expect(seen.at(-1)?.['x-request-id']).toBe('rid-7');
  });

  it('when the other service does not answer in time, then it fails fast with 503', async () => {
    const client = createInternalClient({
      service: 'catalog',
      baseUrl: base,
      token: 'shh',
      timeoutMs: 200,
    });
    const started = Date.now();
    await expect(client.call('/internal/slow')).rejects.toMatchObject({
      status: 503,
      message: 'The catalog service is unavailable',
    });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('when the other service is down, then it fails with 503', async () => {
    const client = createInternalClient({
      service: 'staff',
      baseUrl: 'http://127.0.0.1:1',
      token: 'shh',
      timeoutMs: 1000,
    });
    await expect(client.call('/internal/x')).rejects.toMatchObject({ status: 503 });
  });
});
