import http from 'node:http';
import { UPSTREAM_TIMEOUT_MESSAGE, UPSTREAM_UNAVAILABLE_MESSAGE } from '@coffee/contracts';
import request from 'supertest';
import { CSRF, CSRF_COOKIE, startHarness, type Harness } from './support/harness';

const LIMIT = 1024;

/** Sends a chunked body (no content-length) of `total` bytes in 256-byte chunks. */
function postChunked(
  url: string,
  path: string,
  total: number,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${url}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/octet-stream',
        cookie: CSRF_COOKIE,
        'x-csrf-token': CSRF,
        'transfer-encoding': 'chunked',
      },
    });
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    // The gateway may close the connection while we are still sending: that is the point.
    req.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'EPIPE' && err.code !== 'ECONNRESET') reject(err);
    });
    let sent = 0;
    const pump = () => {
      while (sent < total) {
        sent += 256;
        if (!req.write(Buffer.alloc(256, 97))) {
          req.once('drain', pump);
          return;
        }
      }
      req.end();
    };
    pump();
  });
}

describe('body size limit', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { bodyLimitBytes: LIMIT } });
  });
  afterAll(() => h.close());

  it('when content-length exceeds the limit, then 413 JSON and the service never sees it', async () => {
    const before = h.services.catalog!.seen.length;
    const res = await request(h.url)
      .post('/api/reviews')
      .set('Cookie', CSRF_COOKIE)
      .set('x-csrf-token', CSRF)
      .set('Content-Type', 'application/json')
      .send(JSON.stringify({ text: 'x'.repeat(LIMIT) }));
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ message: 'Request body too large' });
    expect(h.services.catalog!.seen).toHaveLength(before);
  });

  it('when a chunked body grows past the limit, then it is cut off with 413', async () => {
    const before = h.services.catalog!.seen.length;
    const res = await postChunked(h.url, '/api/reviews', LIMIT * 64);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toMatchObject({ message: 'Request body too large' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    // The upstream request was aborted: the service never got to the end of a body.
    expect(h.services.catalog!.seen).toHaveLength(before);
  });

  it('when a chunked body stays within the limit, then it is forwarded whole', async () => {
    const res = await postChunked(h.url, '/api/reviews', 768);
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).bodyBytes).toBe(768);
  });

  it('when a body is exactly at the limit, then it is accepted', async () => {
    const res = await request(h.url)
      .post('/api/reviews')
      .set('Cookie', CSRF_COOKIE)
      .set('x-csrf-token', CSRF)
      .set('Content-Type', 'text/plain')
      .send('y'.repeat(LIMIT));
    expect(res.status).toBe(200);
    expect(res.body.bodyBytes).toBe(LIMIT);
  });
});

describe('upstream failures', () => {
  let h: Harness;
  const TIMEOUT = 400;
  beforeAll(async () => {
    h = await startHarness({ dead: ['catalog'], config: { proxyTimeoutMs: TIMEOUT } });
  });
  afterAll(() => h.close());

  it('when the service is down (connection refused), then 503 JSON that names no service, in well under a second', async () => {
    const started = Date.now();
    const res = await request(h.url).get('/api/products');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(503);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({
      message: UPSTREAM_UNAVAILABLE_MESSAGE,
      code: 'UPSTREAM_UNAVAILABLE',
    });
    expect(res.text).not.toMatch(/catalog/i);
    // The log line still says which service it was.
    expect(h.logs).toContainEqual(
      expect.objectContaining({ msg: 'upstream error', upstream: 'catalog' }),
    );
  });

  it('when the service accepts the request but never answers, then 504 JSON right after PROXY_TIMEOUT_MS', async () => {
    const { cookie } = h.signIn();
    const started = Date.now();
    const res = await request(h.url).get('/api/cart/hang').set('Cookie', cookie);
    const elapsed = Date.now() - started;
    expect(res.status).toBe(504);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).toMatchObject({ message: UPSTREAM_TIMEOUT_MESSAGE, code: 'UPSTREAM_TIMEOUT' });
    expect(res.text).not.toMatch(/cart/i);
    expect(elapsed).toBeGreaterThanOrEqual(TIMEOUT - 20);
    expect(elapsed).toBeLessThan(TIMEOUT + 600);
  });

  it('when the service never answers a write, then 504 too', async () => {
    const { cookie, csrf } = h.signIn();
    const started = Date.now();
    const res = await request(h.url)
      .post('/api/cart/hang')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .send({ productId: 1 });
    expect(res.status).toBe(504);
    expect(Date.now() - started).toBeLessThan(TIMEOUT + 600);
  });

  it('when a client uploads slowly, then the timeout starts once the body is in', async () => {
    const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = http.request(`${h.url}/api/register`, {
        method: 'POST',
        headers: {
          'content-type': 'text/plain',
          'content-length': '20',
          cookie: CSRF_COOKIE,
          'x-csrf-token': CSRF,
        },
      });
      req.on('response', (r) => {
        let body = '';
        r.on('data', (c: Buffer) => (body += c.toString()));
        r.on('end', () => resolve({ status: r.statusCode ?? 0, body }));
      });
      req.on('error', reject);
      req.write('0123456789');
      // Longer than PROXY_TIMEOUT_MS between the two halves of the body.
      setTimeout(() => req.end('0123456789'), TIMEOUT + 250);
    });
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body).bodyBytes).toBe(20);
  });

  it('when a route gives its own timeout (registration), then a slower answer than PROXY_TIMEOUT_MS still arrives', async () => {
    const slow = TIMEOUT + 400;
    const registration = await request(h.url)
      .post(`/api/register/slow?ms=${slow}`)
      .set('Cookie', CSRF_COOKIE)
      .set('x-csrf-token', CSRF)
      .send({ username: 'slow' });
    expect(registration.status).toBe(200);
    expect(registration.body.service).toBe('account');

    // The same delay on a route with the default timeout is cut off.
    const { cookie } = h.signIn();
    const cart = await request(h.url).get(`/api/cart/slow?ms=${slow}`).set('Cookie', cookie);
    expect(cart.status).toBe(504);
  });

  it('when one service is down, then the others keep answering', async () => {
    const { cookie } = h.signIn();
    const res = await request(h.url).get('/api/orders').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.service).toBe('cart-checkout');
  });
});
