import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import pino from 'pino';
import request from 'supertest';
import type { GatewayConfig } from '../config';
import { applyCachePolicy } from '../http/upstream-response';
import { createGateway, type Gateway } from '../server';
import { CSRF, CSRF_COOKIE, baseConfig } from './support/harness';
import { generateKeys, signSession } from './support/keys';

const keys = generateKeys();

/** Every service at once: answers with the Cache-Control (and cookie) the query asks for. */
async function startService() {
  const app = express();
  app.get('/internal/sessions/:sid', (_req, res) => {
    res.json({ active: true, userId: 'user-1', role: 'customer' });
  });
  app.all('/api/{*rest}', (req, res) => {
    const cache = req.query.cache;
    if (typeof cache === 'string') res.setHeader('cache-control', cache);
    if (req.query.cookie) res.cookie('theme', 'dark');
    res.json({ ok: true });
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function startGateway(overrides: Partial<GatewayConfig> = {}) {
  const service = await startService();
  const config = baseConfig(keys, 'internal-secret-for-tests');
  for (const name of Object.keys(config.services) as (keyof GatewayConfig['services'])[])
    config.services[name] = service.url;
  Object.assign(config, overrides);
  const gateway: Gateway = createGateway(config, { logger: pino({ level: 'silent' }) });
  const { url } = await gateway.start();
  return {
    url,
    async close() {
      await gateway.stop(100);
      await service.close();
    },
  };
}

describe('Cache-Control on /api answers', () => {
  let g: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    g = await startGateway();
  });
  afterAll(() => g.close());
  const session = () => `coffee_session=${signSession(keys.privateKey).token}`;

  it('when a public route sets its own Cache-Control (product lists, images), then it is kept', async () => {
    const res = await request(g.url).get('/api/products?cache=public,%20max-age=60');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=60');
  });

  it('when a public route sets none, then no-store', async () => {
    const res = await request(g.url).get('/api/products');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['/api/user', '/api/cart', '/api/orders', '/api/membership', '/api/admin/settings'])(
    'when a personal route %s answers, even with a cacheable Cache-Control of its own, then no-store',
    async (path) => {
      const res = await request(g.url)
        .get(`${path}?cache=public,%20max-age=600`)
        .set('Cookie', session());
      expect(res.headers['cache-control']).toBe('no-store');
    },
  );

  it('when a public answer sets a cookie (sign-in), then no-store whatever the service said', async () => {
    const res = await request(g.url)
      .post('/api/login?cache=public,%20max-age=60&cookie=1')
      .set('Cookie', CSRF_COOKIE)
      .set('x-csrf-token', CSRF)
      .send({});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each([
    ['GET /api/csrf', () => request(g.url).get('/api/csrf')],
    ['a 404', () => request(g.url).get('/api/nothing-here')],
    ['a 401', () => request(g.url).get('/api/user')],
    ['a CSRF refusal', () => request(g.url).post('/api/cart').send({})],
  ])('when the gateway answers itself (%s), then no-store', async (_name, send) => {
    const res = await send();
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('when the policy is applied to headers, then only a public route keeps a service choice', () => {
    const cases: [Record<string, string | string[]>, boolean, string][] = [
      [{ 'cache-control': 'max-age=5' }, true, 'max-age=5'],
      [{ 'cache-control': 'max-age=5' }, false, 'no-store'],
      [{}, true, 'no-store'],
      [{ 'cache-control': 'max-age=5', 'set-cookie': ['a=b'] }, true, 'no-store'],
    ];
    for (const [headers, publicRoute, expected] of cases) {
      applyCachePolicy(headers, publicRoute);
      expect(headers['cache-control']).toBe(expected);
    }
  });
});

describe('Permissions-Policy and HSTS', () => {
  let plain: Awaited<ReturnType<typeof startGateway>>;
  let proxied: Awaited<ReturnType<typeof startGateway>>;
  let secure: Awaited<ReturnType<typeof startGateway>>;
  beforeAll(async () => {
    plain = await startGateway();
    proxied = await startGateway({ trustProxy: true });
    secure = await startGateway({ cookieSecure: true });
  });
  afterAll(() => Promise.all([plain.close(), proxied.close(), secure.close()]));

  // A page (the shell is not built here: its 503 still goes through the page headers) and API answers.
  const paths = ['/', '/api/products', '/api/csrf', '/api/user'];

  it.each(paths)(
    'when %s is answered, then Permissions-Policy turns off camera, microphone and geolocation and keeps payment for Stripe',
    async (path) => {
      const res = await request(plain.url).get(path);
      const policy = res.headers['permissions-policy'] as string;
      expect(policy).toContain('camera=()');
      expect(policy).toContain('microphone=()');
      expect(policy).toContain('geolocation=()');
      expect(policy).toContain('payment=(self "https://js.stripe.com")');
      expect(policy).not.toContain('interest-cohort');
    },
  );

  // The names Chromium 156 accepted when sent in a page's header (each unknown one is logged as
  // "Error with Permissions-Policy header: Unrecognized feature" on every page): checked by
  // loading a page with each name in headless Chromium and reading its console.
  const CHROMIUM_FEATURES = new Set([
    'camera',
    'microphone',
    'geolocation',
    'usb',
    'serial',
    'hid',
    'midi',
    'display-capture',
    'browsing-topics',
    'payment',
  ]);

  it('when a page is answered, then Permissions-Policy names only features Chromium recognises', async () => {
    const res = await request(plain.url).get('/');
    const policy = res.headers['permissions-policy'] as string;
    const features = policy.split(',').map((directive) => directive.trim().split('=')[0]);
    expect(features.length).toBeGreaterThan(5);
    expect(features.filter((feature) => !CHROMIUM_FEATURES.has(feature!))).toEqual([]);
  });

  it.each(paths)('when %s is answered over plain HTTP, then no HSTS', async (path) => {
    const res = await request(plain.url).get(path);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(paths)('when %s arrived over HTTPS (trusted proxy says so), then HSTS', async (path) => {
    const res = await request(proxied.url).get(path).set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('when an untrusted client claims HTTPS, then no HSTS', async () => {
    const res = await request(plain.url).get('/api/products').set('X-Forwarded-Proto', 'https');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it.each(paths)('when COOKIE_SECURE is set, then %s carries HSTS', async (path) => {
    const res = await request(secure.url).get(path);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
