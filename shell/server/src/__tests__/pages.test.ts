import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { startStack, type Stack } from './support/stack';
import { removeTempDirs, tempDir } from './support/temp-dir';

afterAll(removeTempDirs);

function makeShell(): string {
  const dir = tempDir('shell-server-shell-');
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Coffee</title><div id="root"></div>',
  );
  writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log("shell")');
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(
    path.join(dir, 'assets', 'logo.abcdef0123.svg'),
    '<svg xmlns="http://www.w3.org/2000/svg"/>',
  );
  writeFileSync(path.join(dir, 'favicon.svg'), FAVICON);
  return dir;
}

const FAVICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect/></svg>';

/**
 * The shop's pages and the shell's files, through the gateway as visitors reach them: the gateway
 * adds its security headers and redirects, the shell's server answers the rest.
 */
describe('static shell', () => {
  let h: Stack;
  beforeAll(async () => {
    h = await startStack({ pages: { shellDist: makeShell() } });
  });
  afterAll(() => h.close());

  it.each(['/', '/product/42', '/track-order', '/help-center?q=shipping'])(
    'when a browser navigates to %s, then it gets index.html uncached',
    async (url) => {
      const res = await request(h.url)
        .get(url)
        .set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['/', 'none'],
    ['/', '*/*'],
    ['/', 'application/json'],
    ['/product/42', 'none'],
    ['/category/beans?sort=price-asc', 'image/webp,*/*'],
  ])('when %s is requested with Accept %s, then it still gets the page', async (url, accept) => {
    const req = request(h.url).get(url);
    const res = await (accept === 'none' ? req.unset('Accept') : req.set('Accept', accept));
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
  });

  it.each([
    '/no-such-page',
    '//internal/users/x',
    '//[x',
    '/category/beans/extra',
    '/Checkout/now',
  ])(
    'when %s (no page of the shop) is navigated to, then it is a 404 with the shell document',
    async (url) => {
      const res = await request(h.url).get(url).set('Accept', 'text/html');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      // The shell boots and its catch-all route shows the Not Found page.
      expect(res.text).toContain('<div id="root">');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('when a path no page has is asked for with HEAD, then it answers 404 as HTML', async () => {
    const res = await request(h.url).head('/no-such-page');
    expect(res.status).toBe(404);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it.each([
    ['//', '/'],
    ['///?q=1', '/?q=1'],
  ])(
    'when %s (the home page with extra slashes) is navigated to, then it moves to %s',
    async (url, to) => {
      const res = await request(h.url).get(url).set('Accept', 'text/html');
      expect(res.status).toBe(301);
      expect(res.headers.location).toBe(to);
    },
  );

  it.each(['/AUTH', '/auth/', '/Store-Locator', '/newsletter/unsubscribe/'])(
    'when %s (a page, as the shell router matches it) is navigated to, then it is 200',
    async (url) => {
      const res = await request(h.url).get(url).set('Accept', 'text/html');
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
    },
  );

  it('when a page is asked for with HEAD, then it answers 200 as HTML with no body', async () => {
    const res = await request(h.url).head('/track-order');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });

  it('when a missing file is navigated to, then it is a 404, never the page', async () => {
    const res = await request(h.url).get('/missing.abcdef0123.js').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Not found' });
  });

  it.each(['/favicon.svg', '/favicon.ico'])(
    'when %s is fetched, then it answers the SVG mark, revalidated like other unhashed files',
    async (url) => {
      const res = await request(h.url).get(url).buffer(true);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(String(res.body)).toBe(FAVICON);
    },
  );

  it('when a hashed bundle is fetched, then it is cached as immutable', async () => {
    const res = await request(h.url).get('/main.0123456789.js');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const asset = await request(h.url).get('/assets/logo.abcdef0123.svg');
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('when an unhashed file is fetched, then it must be revalidated', async () => {
    const res = await request(h.url).get('/favicon.ico');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when a missing script is requested (not a navigation), then 404 rather than the HTML page', async () => {
    const res = await request(h.url).get('/missing.abcdef0123.js').set('Accept', '*/*');
    expect(res.status).toBe(404);
  });

  it('when an unknown API path is navigated to, then it is a JSON 404, never the page', async () => {
    const res = await request(h.url).get('/api/nothing-here').set('Accept', 'text/html');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Not found' });
  });

  it.each(['/api/nothing-here', '/internal/sessions/1'])(
    'when %s is fetched with no Accept header, then it is JSON, never the page',
    async (url) => {
      const res = await request(h.url).get(url).unset('Accept');
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    },
  );

  it('when the page is served, then it carries the security headers', async () => {
    const res = await request(h.url).get('/').set('Accept', 'text/html');
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' [^;]*http:\/\/localhost:3001/);
    expect(csp).toMatch(/style-src 'self' 'unsafe-inline' [^;]*http:\/\/localhost:3005/);
    expect(csp).toMatch(/connect-src 'self' [^;]*http:\/\/localhost:3003/);
    expect(csp).not.toContain('unsafe-eval');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('when an API answer is sent, then it gets a locked-down CSP, nosniff and no cross-origin reads', async () => {
    const res = await request(h.url).get('/api/products');
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none';frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('when health and readiness are probed, then both answer 200', async () => {
    expect((await request(h.url).get('/healthz')).body).toEqual({ status: 'ok' });
    expect((await request(h.url).get('/readyz')).body).toEqual({ status: 'ready' });
  });
});

describe('static shell not built', () => {
  let h: Stack;
  beforeAll(async () => {
    h = await startStack();
  });
  afterAll(() => h.close());

  it('when a page is requested, then a JSON answer explains it instead of a crash', async () => {
    const res = await request(h.url).get('/').set('Accept', 'text/html');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('SHELL_NOT_BUILT');
  });
});

describe('HTTPS deployment (COOKIE_SECURE)', () => {
  let h: Stack;
  beforeAll(async () => {
    h = await startStack({
      gateway: { config: { cookieSecure: true } },
      pages: { shellDist: makeShell() },
    });
  });
  afterAll(() => h.close());

  it('when anything is served, then HSTS is sent and the page upgrades insecure requests', async () => {
    const res = await request(h.url).get('/').set('Accept', 'text/html');
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
