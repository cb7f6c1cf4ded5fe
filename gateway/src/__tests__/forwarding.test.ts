import request from 'supertest';
import { CSRF, CSRF_COOKIE, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const flush = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('forwarded headers', () => {
  it('when a client sends identity and internal headers of its own, then they are stripped and only the verified identity is forwarded', async () => {
    const { token, cookie } = h.signIn({ role: 'customer' });
    const res = await request(h.url)
      .get('/api/cart')
      .set('Cookie', cookie)
      .set('Authorization', 'Bearer forged.token.value')
      .set('x-internal-token', h.account.internalToken)
      .set('x-user-id', 'admin-1')
      .set('x-user-role', 'admin')
      .set('X-User-Anything', 'x')
      .set('x-forwarded-for', '6.6.6.6')
      .set('forwarded', 'for=6.6.6.6');
    expect(res.status).toBe(200);
    const headers = res.body.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${token}`);
    expect(headers['x-internal-token']).toBeUndefined();
    expect(Object.keys(headers).filter((k) => k.startsWith('x-user-'))).toEqual([]);
    expect(headers.forwarded).toBeUndefined();
    expect(headers['x-forwarded-for']).toBe('127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers['x-forwarded-host']).toMatch(/^127\.0\.0\.1:\d+$/);
  });

  it('when a signed-out client sends its own Authorization header on a public route, then it is removed', async () => {
    const res = await request(h.url).get('/api/products').set('Authorization', 'Bearer anything');
    expect(res.status).toBe(200);
    expect(res.body.headers.authorization).toBeUndefined();
  });

  it('when a request body is sent, then it reaches the service untouched (no body parser in between)', async () => {
    const payload = JSON.stringify({ username: 'alice', password: 'secret-password' });
    const res = await request(h.url)
      .post('/api/login')
      .set('Cookie', CSRF_COOKIE)
      .set('x-csrf-token', CSRF)
      .set('Content-Type', 'application/json')
      .send(payload);
    expect(res.status).toBe(200);
    expect(res.body.bodyBytes).toBe(Buffer.byteLength(payload));
  });

  it('when the service sets a cookie and the gateway issues the CSRF cookie on the same response, then both arrive', async () => {
    const res = await request(h.url).get('/api/products/set-cookie');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(cookies.some((c) => c.startsWith('coffee_session=from-service'))).toBe(true);
    expect(cookies.some((c) => c.startsWith('coffee_csrf='))).toBe(true);
  });
});

describe('request id', () => {
  it('when the client sends a well-formed x-request-id, then the service, the response and the gateway log carry it', async () => {
    const id = 'client-supplied-id-0001';
    const res = await request(h.url).get('/api/products').set('x-request-id', id);
    expect(res.headers['x-request-id']).toBe(id);
    expect(res.body.headers['x-request-id']).toBe(id);
    await flush();
    const line = h.logs.find((l) => l.reqId === id && l.msg === 'request');
    expect(line).toMatchObject({
      method: 'GET',
      path: '/api/products',
      status: 200,
      upstream: 'catalog',
    });
    expect(typeof line?.ms).toBe('number');
  });

  it.each([
    'short',
    'has spaces in it!',
    'x'.repeat(129),
    'line\\nbreak-injected',
    '<script>alert(1)</script>',
    'id/with/slashes',
    '{"json":"id"}',
  ])(
    'when the client sends an unsafe id (%s), then a fresh one is used everywhere',
    async (bad) => {
      const res = await request(h.url).get('/api/products').set('x-request-id', bad);
      const id = res.headers['x-request-id'];
      expect(id).not.toBe(bad);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.body.headers['x-request-id']).toBe(id);
    },
  );

  it.each(['trace:span.0001', 'A1b2C3d4', 'x'.repeat(128), 'f47ac10b-58cc-4372-a567-0e02b2c3d479'])(
    'when the client id (%s) matches ^[A-Za-z0-9._:-]{8,128}$, then it is kept',
    async (good) => {
      const res = await request(h.url).get('/api/products').set('x-request-id', good);
      expect(res.headers['x-request-id']).toBe(good);
      expect(res.body.headers['x-request-id']).toBe(good);
    },
  );

  it('when the gateway answers by itself, then the error body and the log carry the id', async () => {
    const res = await request(h.url).get('/api/user');
    expect(res.status).toBe(401);
    expect(res.body.requestId).toBe(res.headers['x-request-id']);
    await flush();
    expect(h.logs.find((l) => l.reqId === res.body.requestId)).toMatchObject({
      status: 401,
      path: '/api/user',
    });
  });

  it('when requests are logged, then no cookie or token appears in the log', async () => {
    const { token, cookie } = h.signIn();
    await request(h.url).get('/api/user').set('Cookie', cookie);
    await flush();
    expect(JSON.stringify(h.logs)).not.toContain(token);
  });
});

describe('behind a trusted load balancer (TRUST_PROXY)', () => {
  let lb: Harness;
  beforeAll(async () => {
    lb = await startHarness({ config: { trustProxy: 'loopback' } });
  });
  afterAll(() => lb.close());

  it('when the balancer forwards client details, then the service sees the real client', async () => {
    const res = await request(lb.url)
      .get('/api/products')
      .set('x-forwarded-for', '203.0.113.7')
      .set('x-forwarded-proto', 'https')
      .set('x-forwarded-host', 'shop.example.com');
    expect(res.body.headers['x-forwarded-for']).toBe('203.0.113.7');
    expect(res.body.headers['x-forwarded-proto']).toBe('https');
    expect(res.body.headers['x-forwarded-host']).toBe('shop.example.com');
  });
});

describe('the Express app on its own', () => {
  it('when API requests go through `app` instead of the gateway server, then the same rules apply', async () => {
    const { token, cookie } = h.signIn();
    const ok = await request(h.gateway.app).get('/api/user').set('Cookie', cookie);
    expect(ok.status).toBe(200);
    expect(ok.body.headers.authorization).toBe(`Bearer ${token}`);
    expect((await request(h.gateway.app).get('/api/user')).status).toBe(401);
    expect((await request(h.gateway.app).get('/internal/sessions/x')).status).toBe(404);
  });
});
