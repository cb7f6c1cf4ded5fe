import {
  createSessionEvents,
  SESSION_REVOCATION_PROOF_HEADER,
  SESSION_REVOKED_PATH,
  sessionRevocationKey,
  signSessionRevocation,
} from '@coffee/service-defaults/trust';
import request from 'supertest';
import { CSRF_SECRET, startHarness, type Harness } from './support/harness';
import { signSession } from './support/keys';
import { mintCsrfToken } from '../http/csrf';

describe('session revocation', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { sessionCacheTtlMs: 300 } });
  });
  afterAll(() => h.close());

  it('when the account service revokes a session, then the token is refused once the short cache expires', async () => {
    const { sid, cookie } = h.signIn();
    expect((await request(h.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);

    h.account.sessions.get(sid)!.active = false;
    // Still inside the cache TTL: the cached answer is used, the account service is not asked.
    const calls = h.account.internalCalls;
    expect((await request(h.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    expect(h.account.internalCalls).toBe(calls);

    await new Promise((resolve) => setTimeout(resolve, 350));
    const res = await request(h.url).get('/api/user').set('Cookie', cookie);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
  });

  it('when many requests carry a new session at once, then the account service is asked once', async () => {
    const { cookie } = h.signIn();
    const calls = h.account.internalCalls;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => request(h.url).get('/api/cart').set('Cookie', cookie)),
    );
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    expect(h.account.internalCalls).toBe(calls + 1);
  });

  it('when the account service answers for another user, then the token is refused', async () => {
    const { sid, cookie } = h.signIn();
    h.account.sessions.set(sid, { userId: 'someone-else', role: 'customer', active: true });
    expect((await request(h.url).get('/api/cart').set('Cookie', cookie)).status).toBe(401);
  });

  /** A validly signed token naming a live session with other claims (needs the signing key). */
  const forgedAround = (sid: string, claims: { sub?: string; role?: 'admin' | 'customer' }) => {
    const { token } = signSession(h.keys.privateKey, { sid, ...claims });
    return `coffee_session=${token}; coffee_csrf=${mintCsrfToken(CSRF_SECRET, sid)}`;
  };

  it('when a live session is cached, then a token naming its sid with an elevated role is still refused', async () => {
    const { sid, cookie } = h.signIn({ role: 'customer', sub: 'user-cached' });
    expect((await request(h.url).get('/api/cart').set('Cookie', cookie)).status).toBe(200);

    const elevated = forgedAround(sid, { sub: 'user-cached', role: 'admin' });
    expect((await request(h.url).get('/api/admin/settings').set('Cookie', elevated)).status).toBe(
      401,
    );
    const otherUser = forgedAround(sid, { sub: 'user-someone-else' });
    expect((await request(h.url).get('/api/cart').set('Cookie', otherUser)).status).toBe(401);
  });

  it('when a token forged around a live sid is refused, then the real session stays signed in', async () => {
    const { sid, cookie } = h.signIn({ sub: 'user-victim' });
    // Cold cache: the forged token is the first the gateway sees for this sid.
    const forged = forgedAround(sid, { sub: 'user-attacker' });
    expect((await request(h.url).get('/api/cart').set('Cookie', forged)).status).toBe(401);
    expect((await request(h.url).get('/api/cart').set('Cookie', cookie)).status).toBe(200);
  });
});

describe('logout through the gateway', () => {
  let h: Harness;
  beforeAll(async () => {
    // A long cache: only the gateway's own logout handling can make the refusal immediate.
    h = await startHarness({ config: { sessionCacheTtlMs: 60_000 } });
  });
  afterAll(() => h.close());

  it('when the user logs out, then the old token is refused at once', async () => {
    const { token, sid, cookie, csrf } = h.signIn();
    expect((await request(h.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);

    const logout = await request(h.url)
      .post('/api/logout')
      .set('Cookie', cookie)
      .set('x-csrf-token', csrf);
    expect(logout.status).toBe(200);
    const forwarded = h.account.seen.find((r) => r.url === '/api/logout');
    expect(forwarded?.headers.authorization).toBe(`Bearer ${token}`);
    expect(h.account.sessions.get(sid)?.active).toBe(false);

    const calls = h.account.internalCalls;
    const after = await request(h.url).get('/api/user').set('Cookie', cookie);
    expect(after.status).toBe(401);
    expect(after.body).toMatchObject({ message: 'Not authenticated' });
    // Refused from the gateway's memory, not by asking the account service again.
    expect(h.account.internalCalls).toBe(calls);
    // Other users' sessions are unaffected.
    expect((await request(h.url).get('/api/user').set('Cookie', h.signIn().cookie)).status).toBe(
      200,
    );
  });
});

describe('when the account service cannot be reached', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ accountDead: true });
  });
  afterAll(() => h.close());

  it('then protected routes fail closed with 503 JSON and Retry-After', async () => {
    const { cookie } = h.signIn();
    const res = await request(h.url).get('/api/cart').set('Cookie', cookie);
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Session service unavailable');
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(h.services['cart-checkout']!.seen).toHaveLength(0);
  });

  it('then public routes still work, without forwarding the unverifiable identity', async () => {
    const { cookie } = h.signIn();
    const res = await request(h.url).get('/api/products').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.body.headers.authorization).toBeUndefined();
    expect(res.body.headers.cookie).not.toContain('coffee_session');
  });
});

describe('when the gateway holds the wrong internal token', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { internalToken: 'not-the-shared-secret' } });
  });
  afterAll(() => h.close());

  it('then protected routes fail closed with 503 instead of trusting the token', async () => {
    const { cookie } = h.signIn();
    const res = await request(h.url).get('/api/cart').set('Cookie', cookie);
    expect(res.status).toBe(503);
    expect(h.logs.some((l) => l.msg === 'session check refused by account service')).toBe(true);
  });
});

describe('a sign-out handled elsewhere (another gateway worker or instance)', () => {
  // CI has Redis here (as for the Redis rate-limit tests).
  const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let h: Harness;
  const account = createSessionEvents(REDIS_URL, { warn: () => undefined });
  beforeAll(async () => {
    // A long cache: only the announcement on Redis can make the refusal immediate.
    h = await startHarness({ config: { sessionCacheTtlMs: 60_000, sharedRedisUrl: REDIS_URL } });
  });
  afterAll(async () => {
    await account.close();
    await h.close();
  });

  it('when the account service announces the revocation, then this gateway refuses the token at once', async () => {
    const { sid, cookie } = h.signIn();
    expect((await request(h.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    h.account.sessions.get(sid)!.active = false;
    // Cached for a minute: without the announcement the token would still pass.
    expect((await request(h.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    await account.publish({ sid });
    const until = Date.now() + 3000;
    let status = 200;
    while (status === 200 && Date.now() < until) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      status = (await request(h.url).get('/api/user').set('Cookie', cookie)).status;
    }
    expect(status).toBe(401);
  });
});

describe('a sign-out, password change, demotion or deletion told by the account service (no Redis, issue 24)', () => {
  let h: Harness;
  beforeAll(async () => {
    // A long cache: only being told can make the refusal immediate.
    h = await startHarness({ config: { sessionCacheTtlMs: 60_000 } });
  });
  afterAll(() => h.close());

  const user = (cookie: string) => request(h.url).get('/api/user').set('Cookie', cookie);

  it('when the account service revokes a cached session, then the very next request is refused', async () => {
    const { sid, cookie } = h.signIn();
    expect((await user(cookie)).status).toBe(200);
    expect((await user(cookie)).status).toBe(200);
    const asked = h.account.internalCalls;
    await h.account.revokeAndTell(sid);
    expect((await user(cookie)).status).toBe(401);
    expect(h.account.internalCalls).toBe(asked + 1);
  });

  it('when the gateway checks a session, then it names its own address and cache time', async () => {
    const { cookie } = h.signIn();
    await user(cookie);
    expect(h.account.listeners.live()).toEqual([h.url.replace('localhost', '127.0.0.1')]);
  });

  it('when a revocation comes with a wrong proof, in another method, or too large, then 404 as any /internal path and the cache is kept', async () => {
    const { sid, cookie } = h.signIn();
    expect((await user(cookie)).status).toBe(200);
    const asked = h.account.internalCalls;
    const body = JSON.stringify({ sid });
    const forged = signSessionRevocation(sessionRevocationKey('not-the-token'), body);
    const good = signSessionRevocation(sessionRevocationKey(h.account.internalToken), body);
    const attempts = [
      request(h.url)
        .post(SESSION_REVOKED_PATH)
        .set(SESSION_REVOCATION_PROOF_HEADER, forged)
        .send(body),
      request(h.url).post(SESSION_REVOKED_PATH).send(body),
      request(h.url).get(SESSION_REVOKED_PATH).set(SESSION_REVOCATION_PROOF_HEADER, good),
      request(h.url)
        .post(SESSION_REVOKED_PATH)
        .set(SESSION_REVOCATION_PROOF_HEADER, good)
        .send(`${body}${' '.repeat(2048)}`),
    ];
    for (const attempt of attempts) {
      const res = await attempt;
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Not found' });
    }
    expect((await user(cookie)).status).toBe(200);
    expect(h.account.internalCalls).toBe(asked);
  });
});

describe('with Redis the gateway names no address (the revocations come over Redis)', () => {
  const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { sharedRedisUrl: REDIS_URL } });
  });
  afterAll(() => h.close());

  it('when it checks a session, then it names nothing', async () => {
    const { cookie } = h.signIn();
    expect((await request(h.url).get('/api/user').set('Cookie', cookie)).status).toBe(200);
    expect(h.account.listeners.live()).toEqual([]);
  });
});
