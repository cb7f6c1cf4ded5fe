import request from 'supertest';
import { CSRF, CSRF_COOKIE, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const CSRF_REFUSED = { message: 'Invalid or missing CSRF token' };
const setCookies = (res: request.Response) =>
  ([] as string[]).concat(res.headers['set-cookie'] ?? []);

describe('CSRF double-submit', () => {
  it.each(['POST', 'PUT', 'PATCH', 'DELETE'] as const)(
    'when a %s carries no CSRF header, then 403 and the service is not called',
    async (method) => {
      const { cookie } = h.signIn();
      const before = h.services['cart-checkout']!.seen.length;
      const verb = method.toLowerCase() as 'post' | 'put' | 'patch' | 'delete';
      const res = await request(h.url)[verb]('/api/cart/items').set('Cookie', cookie);
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject(CSRF_REFUSED);
      expect(h.services['cart-checkout']!.seen).toHaveLength(before);
    },
  );

  it('when the header does not match the cookie, then 403', async () => {
    const { cookie } = h.signIn();
    const res = await request(h.url)
      .post('/api/cart/items')
      .set('Cookie', cookie)
      .set('x-csrf-token', CSRF.replace(/.$/, 'X'));
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject(CSRF_REFUSED);
  });

  it('when the header is sent but the cookie is missing, then 403 and the response issues a cookie', async () => {
    const res = await request(h.url).post('/api/login').set('x-csrf-token', CSRF).send({});
    expect(res.status).toBe(403);
    expect(setCookies(res).some((c) => /^coffee_csrf=[\w-]{22}\.[\w-]{43};/.test(c))).toBe(true);
  });

  it('when header and cookie match, then the write goes through', async () => {
    const { cookie, csrf } = h.signIn();
    const res = await request(h.url)
      .post('/api/cart/items')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf)
      .send({ productId: 1 });
    expect(res.status).toBe(200);
    expect(res.body.method).toBe('POST');
  });

  it('when the Stripe webhook posts without any CSRF token, then it is forwarded with its raw body', async () => {
    const raw = '{"id":"evt_1","type":"payment_intent.succeeded"}';
    const res = await request(h.url)
      .post('/api/stripe-webhook')
      .set('Content-Type', 'application/json')
      .set('Stripe-Signature', 't=1,v1=abc')
      .send(raw);
    expect(res.status).toBe(200);
    expect(res.body.bodyBytes).toBe(raw.length);
    expect(res.body.headers['stripe-signature']).toBe('t=1,v1=abc');
  });

  it('when safe methods are used, then no CSRF token is needed', async () => {
    expect((await request(h.url).get('/api/products')).status).toBe(200);
  });
});

describe('CSRF cookie issuing', () => {
  it('when a response goes to a client without the cookie, then it sets a readable SameSite=Strict cookie', async () => {
    const res = await request(h.url).get('/api/products');
    const cookie = setCookies(res).find((c) => c.startsWith('coffee_csrf='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/SameSite=Strict/);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).not.toMatch(/HttpOnly/);
  });

  it('when the client already has the cookie, then no new one is issued', async () => {
    const res = await request(h.url).get('/api/products').set('Cookie', CSRF_COOKIE);
    expect(setCookies(res).some((c) => c.startsWith('coffee_csrf='))).toBe(false);
  });

  it('when GET /api/csrf is called without a cookie, then the token in the body equals the cookie it sets', async () => {
    const res = await request(h.url).get('/api/csrf');
    expect(res.status).toBe(200);
    const cookie = setCookies(res).filter((c) => c.startsWith('coffee_csrf='));
    expect(cookie).toHaveLength(1);
    expect(cookie[0]).toContain(`coffee_csrf=${res.body.csrfToken};`);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when GET /api/csrf is called with a cookie, then it returns that token', async () => {
    const res = await request(h.url).get('/api/csrf').set('Cookie', CSRF_COOKIE);
    expect(res.body).toEqual({ csrfToken: CSRF });
  });

  it('when a token fetched from /api/csrf is used, then a write passes', async () => {
    const agent = request.agent(h.url);
    const { csrfToken } = (await agent.get('/api/csrf')).body as { csrfToken: string };
    const res = await agent
      .post('/api/register')
      .set('x-csrf-token', csrfToken)
      .send({ username: 'bob' });
    expect(res.status).toBe(200);
    expect(res.body.service).toBe('account');
  });
});

describe('with COOKIE_SECURE', () => {
  let secure: Harness;
  beforeAll(async () => {
    secure = await startHarness({ config: { cookieSecure: true } });
  });
  afterAll(() => secure.close());

  it('when the CSRF cookie is issued, then it is Secure and __Host- prefixed (Path=/, no Domain)', async () => {
    const res = await request(secure.url).get('/api/csrf');
    const cookie = setCookies(res).find((c) => c.startsWith('__Host-coffee_csrf='));
    expect(cookie).toMatch(/; Secure/);
    expect(cookie).toMatch(/; Path=\/;/);
    expect(cookie).not.toMatch(/Domain=/i);
    expect(setCookies(res).some((c) => c.startsWith('coffee_csrf='))).toBe(false);
  });
});
