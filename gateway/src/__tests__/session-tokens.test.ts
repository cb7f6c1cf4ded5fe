import { createHmac } from 'node:crypto';
import jwt from 'jsonwebtoken';
import request from 'supertest';
import { claimsFor, generateKeys, newSid, signSession, unsignedToken } from './support/keys';
import { CSRF_COOKIE, startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

const NOT_AUTHENTICATED = { message: 'Not authenticated' };

async function getUser(token?: string) {
  const req = request(h.url).get('/api/user');
  if (token !== undefined) req.set('Cookie', `coffee_session=${token}; ${CSRF_COOKIE}`);
  return req;
}

function seenBy(path: string) {
  return h.account.seen.filter((r) => r.url === path);
}

describe('protected route /api/user', () => {
  it('when a live session cookie is sent, then the service gets the token as bearer only, not as a cookie', async () => {
    const { token } = h.signIn();
    const res = await getUser(token);
    expect(res.status).toBe(200);
    expect(res.body.service).toBe('account');
    expect(res.body.headers.authorization).toBe(`Bearer ${token}`);
    expect(res.body.headers.cookie).toBe(CSRF_COOKIE);
  });

  const badTokens: Array<[string, () => string]> = [
    ['there is no cookie', () => ''],
    ['the cookie is not a JWT', () => 'not-a-jwt'],
    ['the token has three garbage parts', () => 'abc.def.ghi'],
    [
      'the payload was tampered with (role raised to admin)',
      () => {
        const { token, sid } = h.signIn();
        const [header, , signature] = token.split('.');
        const forged = Buffer.from(JSON.stringify(claimsFor(sid, { role: 'admin' }))).toString(
          'base64url',
        );
        return `${header}.${forged}.${signature}`;
      },
    ],
    [
      'the token is signed with another key',
      () => {
        const other = generateKeys();
        const { token, sid, sub } = signSession(other.privateKey);
        h.account.sessions.set(sid, { userId: sub, role: 'customer', active: true });
        return token;
      },
    ],
    [
      'the token is HS256 signed with the public key as the secret',
      () => {
        const sid = newSid();
        h.account.sessions.set(sid, { userId: 'user-1', role: 'customer', active: true });
        const head = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString(
          'base64url',
        );
        const body = Buffer.from(JSON.stringify(claimsFor(sid))).toString('base64url');
        const mac = createHmac('sha256', h.keys.publicKey)
          .update(`${head}.${body}`)
          .digest('base64url');
        return `${head}.${body}.${mac}`;
      },
    ],
    [
      'the token says alg none',
      () => {
        const sid = newSid();
        h.account.sessions.set(sid, { userId: 'user-1', role: 'customer', active: true });
        return unsignedToken({ alg: 'none', typ: 'JWT' }, claimsFor(sid));
      },
    ],
    ['the token expired', () => h.signIn({ expiresIn: -10 }).token],
    [
      'the issuer is wrong',
      () => {
        const sid = newSid();
        h.account.sessions.set(sid, { userId: 'user-1', role: 'customer', active: true });
        // The right key, a foreign issuer.
        return jwt.sign({ ...claimsFor(sid), iss: 'someone-else' }, h.keys.privateKey, {
          algorithm: 'ES256',
        });
      },
    ],
    [
      'the claims lack a session id',
      () => {
        const { sid: _sid, ...claims } = claimsFor('x');
        return jwt.sign(claims, h.keys.privateKey, { algorithm: 'ES256' });
      },
    ],
    [
      'the session is unknown to the account service (revoked)',
      () => signSession(h.keys.privateKey).token,
    ],
  ];

  it.each(badTokens)(
    'when %s, then 401 Not authenticated and the service is not called',
    async (_case, make) => {
      const before = seenBy('/api/user').length;
      const token = make();
      const res = await getUser(token || undefined);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject(NOT_AUTHENTICATED);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(seenBy('/api/user')).toHaveLength(before);
    },
  );

  it('when a bad token is refused, then the response also clears the session cookie', async () => {
    const res = await getUser('abc.def.ghi');
    const cookies = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
    expect(
      cookies.some((c) => /^coffee_session=;/.test(c) && /Expires=Thu, 01 Jan 1970/.test(c)),
    ).toBe(true);
  });
});

describe('public route /api/products', () => {
  it('when no session is sent, then the request is forwarded without identity', async () => {
    const res = await request(h.url).get('/api/products?category=coffee');
    expect(res.status).toBe(200);
    expect(res.body.url).toBe('/api/products?category=coffee');
    expect(res.body.headers.authorization).toBeUndefined();
  });

  it('when a valid session is sent, then its identity is forwarded', async () => {
    const { token, cookie } = h.signIn();
    const res = await request(h.url).get('/api/products/42').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('when an invalid session is sent, then the request still goes through, with the token stripped everywhere', async () => {
    const forged = unsignedToken({ alg: 'none' }, claimsFor('s'));
    const res = await request(h.url)
      .get('/api/products')
      .set('Cookie', `coffee_session=${forged}; ${CSRF_COOKIE}; theme=dark`);
    expect(res.status).toBe(200);
    expect(res.body.headers.authorization).toBeUndefined();
    expect(res.body.headers.cookie).toBe(`${CSRF_COOKIE}; theme=dark`);
  });
});
