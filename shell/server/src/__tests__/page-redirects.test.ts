import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { sessionCookieName } from '@coffee/contracts';
import request from 'supertest';
import { startStack, type Stack } from './support/stack';
import { removeTempDirs, tempDir } from './support/temp-dir';

/**
 * The redirects the gateway makes from the session before a page reaches the shell's server, and
 * the pages it hands on: the same answers a visitor got when the gateway served the pages itself.
 */

afterAll(removeTempDirs);

function makeShell(): string {
  const dir = tempDir('shell-server-redirects-');
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Coffee</title><div id="root"></div>',
  );
  return dir;
}

describe('redirects the server knows for sure', () => {
  let h: Stack;
  beforeAll(async () => {
    h = await startStack({ pages: { shellDist: makeShell() } });
  });
  afterAll(() => h.close());

  const get = (url: string, cookie?: string) => {
    const req = request(h.url).get(url).set('Accept', 'text/html');
    return cookie ? req.set('Cookie', cookie) : req;
  };

  it.each([
    ['/account', '/account-page'],
    ['/account?tab=orders', '/account-page?tab=orders'],
    ['/membership-page', '/membership'],
  ])('when %s (another address of a page) is opened, then it moves to %s', async (url, to) => {
    const res = await get(url);
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe(to);
  });

  it.each([
    ['/checkout', '/auth?from=%2Fcheckout'],
    ['/orders/ord_1?x=1', '/auth?from=%2Forders%2Ford_1%3Fx%3D1'],
    ['/admin-portal', '/auth?from=%2Fadmin-portal'],
    ['/payment-confirmation/direct-plus', '/auth?from=%2Fpayment-confirmation%2Fdirect-plus'],
  ])('when a signed-out visitor opens %s, then it is a 302 to %s', async (url, to) => {
    const res = await get(url);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(to);
    expect(res.headers.vary).toMatch(/Cookie/i);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('when the session cookie is expired or forged, then the visitor is signed out: 302 to sign-in', async () => {
    const expired = h.signIn({ expiresIn: -60 }).token;
    const name = sessionCookieName(h.config.cookieSecure);
    for (const token of [expired, 'not-a-token']) {
      const res = await get('/checkout', `${name}=${token}`);
      expect(res.status).toBe(302);
      expect(res.headers.location).toBe('/auth?from=%2Fcheckout');
    }
  });

  it('when a signed-in visitor opens a guarded page, then it is the page', async () => {
    const { cookie } = h.signIn();
    const res = await get('/checkout', cookie);
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    // Roles are the shell's to judge (it says "not allowed" in place): no redirect here.
    expect((await get('/admin-portal', cookie)).status).toBe(200);
  });

  it.each([
    ['/auth', '/'],
    ['/auth?from=%2Forders', '/orders'],
    ['/auth?from=https%3A%2F%2Fevil.example', '/'],
    ['/auth?from=%2F%2Fevil.example', '/'],
    ['/auth?from=%2Fauth', '/'],
    ['/register-account', '/'],
  ])('when a signed-in visitor opens %s, then it is a 302 to %s', async (url, to) => {
    const { cookie } = h.signIn();
    const res = await get(url, cookie);
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe(to);
  });

  it('when a signed-out visitor opens sign-in or a public page, then it is the page', async () => {
    for (const url of ['/auth', '/auth?from=%2Fcheckout', '/register-account', '/', '/search']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root">');
    }
  });

  it('when a revoked session opens sign-in, then it is the page (signed out)', async () => {
    const { cookie, sid } = h.signIn();
    h.account.sessions.get(sid)!.active = false;
    const res = await get('/auth', cookie);
    expect(res.status).toBe(200);
  });
});

describe('when the account service cannot be asked', () => {
  let h: Stack;
  beforeAll(async () => {
    h = await startStack({ gateway: { accountDead: true }, pages: { shellDist: makeShell() } });
  });
  afterAll(() => h.close());

  it('when a well-signed session opens a guarded page or sign-in, then the page goes out and the shell decides', async () => {
    const { cookie } = h.signIn();
    for (const url of ['/checkout', '/auth']) {
      const res = await request(h.url).get(url).set('Cookie', cookie);
      expect(res.status).toBe(200);
    }
  });
});
