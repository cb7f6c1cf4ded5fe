import { RATE_LIMITED_MESSAGE } from '@coffee/contracts';
import request, { type Response } from 'supertest';
import { CSRF, CSRF_COOKIE, startHarness, type Harness } from './support/harness';

const LIMITS = { signIn: 3, writes: 5, api: 8, user: 6 };
const EXEMPT = '203.0.113.7';

let h: Harness;
beforeAll(async () => {
  h = await startHarness({
    config: {
      // Loopback is the test's "load balancer": X-Forwarded-For picks the client address.
      trustProxy: 'loopback',
      rateLimit: {
        ...LIMITS,
        windowMs: 60_000,
        redisUrl: undefined,
        redisPrefix: 'unused:',
        maxKeys: 1000,
        exemptAddresses: [EXEMPT],
      },
    },
  });
});
afterAll(() => h.close());

let lastAddress = 0;
/** A client address no other test uses. */
function newAddress(): string {
  lastAddress += 1;
  return `198.51.100.${lastAddress}`;
}

function post(path: string, from: string, cookie = CSRF_COOKIE) {
  return request(h.url)
    .post(path)
    .set('X-Forwarded-For', from)
    .set('Cookie', cookie)
    .set('x-csrf-token', CSRF)
    .send({ username: 'someone', password: 'not-their-password' });
}

function get(path: string, from: string, cookie?: string) {
  const req = request(h.url).get(path).set('X-Forwarded-For', from);
  return cookie ? req.set('Cookie', cookie) : req;
}

/** The draft-7 `RateLimit` header, parsed. */
function state(res: Response): { limit: number; remaining: number; reset: number } {
  const value = String(res.headers['ratelimit']);
  const match = /^limit=(\d+), remaining=(\d+), reset=(\d+)$/.exec(value);
  if (!match) throw new Error(`RateLimit header not in draft-7 form: ${value}`);
  return { limit: Number(match[1]), remaining: Number(match[2]), reset: Number(match[3]) };
}

function expectLimited(res: Response, policy: string): void {
  expect(res.status).toBe(429);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  expect(res.body).toMatchObject({ message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
  expect(res.headers['ratelimit-policy']).toBe(policy);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(state(res)).toEqual({
    limit: Number(policy.split(';')[0]),
    remaining: 0,
    reset: retryAfter,
  });
}

describe('sign-in limit (RATE_LIMIT_SIGN_IN)', () => {
  it.each([
    ['/api/support/TICKETS/lookup', '/api/support/tickets/lookup'],
    ['/api/Orders/Track/', '/api/orders/track'],
    ['/api/LOGIN', '/api/login'],
  ])(
    'when %s (the service routes it as %s) is posted past the limit, then 429: the case of a path does not change its class',
    async (path) => {
      const from = newAddress();
      for (let i = 0; i < LIMITS.signIn; i += 1) expect((await post(path, from)).status).toBe(200);
      expectLimited(await post(path, from), '3;w=60');
    },
  );

  it('when an address signs in more than the limit in a minute, then 429 with Retry-After and the account service never sees the extra one', async () => {
    const from = newAddress();
    const remaining: number[] = [];
    for (let i = 0; i < LIMITS.signIn; i += 1) {
      const res = await post('/api/login', from);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe('3;w=60');
      remaining.push(state(res).remaining);
      expect(state(res).reset).toBeGreaterThanOrEqual(59);
    }
    expect(remaining).toEqual([2, 1, 0]);

    const seen = h.account.seen.length;
    const refused = await post('/api/login', from);
    expectLimited(refused, '3;w=60');
    expect(h.account.seen).toHaveLength(seen);
  });

  it('when an address spreads its tries over login, registration and membership verification, then they share one budget', async () => {
    const from = newAddress();
    expect((await post('/api/login', from)).status).toBe(200);
    expect((await post('/api/register', from)).status).toBe(200);
    expect((await post('/api/verify-membership', from)).status).toBe(200);
    expectLimited(await post('/api/register-membership', from), '3;w=60');
  });

  it('when the sign-in budget is spent, then the same address can still read the catalog', async () => {
    const from = newAddress();
    for (let i = 0; i <= LIMITS.signIn; i += 1) await post('/api/login', from);
    const res = await get('/api/products', from);
    expect(res.status).toBe(200);
    // 5 of 8 API requests used: the API limit is now the tighter one.
    expect(res.headers['ratelimit-policy']).toBe('8;w=60');
    expect(state(res).remaining).toBe(3);
  });
});

describe('write limit (RATE_LIMIT_WRITES)', () => {
  it('when an address sends more writes than the limit, then 429, and reads still pass', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMITS.writes; i += 1) {
      const res = await post('/api/reviews', from);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe('5;w=60');
      expect(state(res).remaining).toBe(LIMITS.writes - 1 - i);
    }
    expectLimited(await post('/api/reviews', from), '5;w=60');
    // Writes are counted by method: PUT and DELETE too.
    const put = await request(h.url)
      .put('/api/reviews/1')
      .set('X-Forwarded-For', from)
      .set('Cookie', CSRF_COOKIE)
      .set('x-csrf-token', CSRF);
    expect(put.status).toBe(429);

    const read = await get('/api/products', from);
    expect(read.status).toBe(200);
    expect(read.headers['ratelimit-policy']).toBe('8;w=60');
  });
});

describe('API limit (RATE_LIMIT_API)', () => {
  it('when an address sends more requests than the limit, then 429 with Retry-After', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMITS.api; i += 1) {
      const res = await get('/api/products', from);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe('8;w=60');
      expect(state(res).remaining).toBe(LIMITS.api - 1 - i);
    }
    expectLimited(await get('/api/products', from), '8;w=60');
  });

  it('when the gateway answers a request itself (401), then the headers are there too', async () => {
    const res = await get('/api/cart', newAddress());
    expect(res.status).toBe(401);
    expect(res.headers['ratelimit-policy']).toBe('8;w=60');
    expect(state(res)).toMatchObject({ limit: 8, remaining: 7 });
  });

  it('when an address is over its limit, then a session cookie is not even checked with the account service', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMITS.api; i += 1) await get('/api/products', from);
    const { cookie } = h.signIn({ sub: 'flooding-user' });
    const checks = h.account.internalCalls;
    const res = await get('/api/cart', from, cookie);
    expect(res.status).toBe(429);
    expect(h.account.internalCalls).toBe(checks);
  });
});

describe('per-address isolation', () => {
  it('when one address is over its limit, then another address is not', async () => {
    const flooder = newAddress();
    for (let i = 0; i <= LIMITS.signIn; i += 1) await post('/api/login', flooder);
    expect((await post('/api/login', flooder)).status).toBe(429);

    const neighbour = newAddress();
    const res = await post('/api/login', neighbour);
    expect(res.status).toBe(200);
    expect(state(res).remaining).toBe(LIMITS.signIn - 1);
  });

  it('when IPv6 clients share a /56 network, then they share one budget; another /56 has its own', async () => {
    for (let i = 0; i < LIMITS.signIn; i += 1)
      expect((await post('/api/login', `2001:db8:aa:100::${i + 1}`)).status).toBe(200);
    expect((await post('/api/login', '2001:db8:aa:1ff:ffff::9')).status).toBe(429);
    expect((await post('/api/login', '2001:db8:aa:200::1')).status).toBe(200);
  });

  it('when the address is an IPv4-mapped IPv6 one, then it counts as the IPv4 address', async () => {
    const from = newAddress();
    for (let i = 0; i < LIMITS.signIn; i += 1) await post('/api/login', from);
    expect((await post('/api/login', `::ffff:${from}`)).status).toBe(429);
  });
});

describe('per-user limit (RATE_LIMIT_USER)', () => {
  it('when a signed-in user goes over the limit from several addresses, then 429; another user is not affected', async () => {
    const { cookie } = h.signIn({ sub: 'busy-user' });
    const addresses = [newAddress(), newAddress(), newAddress()];
    for (let i = 0; i < LIMITS.user; i += 1) {
      const res = await get('/api/cart', addresses[i % 3]!, cookie);
      expect(res.status).toBe(200);
      // Each address has used at most 2 of its 8; the user's budget is the tighter one.
      expect(res.headers['ratelimit-policy']).toBe('6;w=60');
      expect(state(res).remaining).toBe(LIMITS.user - 1 - i);
    }
    expectLimited(await get('/api/cart', newAddress(), cookie), '6;w=60');

    const other = h.signIn({ sub: 'calm-user' });
    expect((await get('/api/cart', addresses[0]!, other.cookie)).status).toBe(200);
  });

  it('when the user signs in again (a new session), then the budget is the same: it is per user', async () => {
    const first = h.signIn({ sub: 'returning-user' });
    for (let i = 0; i < LIMITS.user; i += 1) await get('/api/orders', newAddress(), first.cookie);
    const second = h.signIn({ sub: 'returning-user' });
    expect((await get('/api/orders', newAddress(), second.cookie)).status).toBe(429);
  });
});

describe('the payment webhook', () => {
  it('when the provider calls more often than any per-address limit, then every call is forwarded', async () => {
    const from = newAddress();
    const calls = LIMITS.api + LIMITS.writes;
    for (let i = 0; i < calls; i += 1) {
      const res = await request(h.url)
        .post('/api/stripe-webhook')
        .set('X-Forwarded-For', from)
        .set('Content-Type', 'application/json')
        .send('{"id":"evt_1"}');
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit']).toBeUndefined();
    }
    // The address's own API budget was not touched by the webhook calls.
    expect(state(await get('/api/products', from)).remaining).toBe(LIMITS.api - 1);
  });
});

describe('exempt addresses (RATE_LIMIT_EXEMPT_ADDRESSES)', () => {
  it('when an exempt address sends more than every per-address limit, then nothing is refused, but its signed-in users are still counted', async () => {
    for (let i = 0; i <= LIMITS.api; i += 1) {
      const res = await post('/api/login', EXEMPT);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit']).toBeUndefined();
    }
    const { cookie } = h.signIn({ sub: 'exempt-address-user' });
    for (let i = 0; i < LIMITS.user; i += 1) {
      const res = await get('/api/cart', EXEMPT, cookie);
      expect(res.status).toBe(200);
      expect(res.headers['ratelimit-policy']).toBe('6;w=60');
    }
    expectLimited(await get('/api/cart', EXEMPT, cookie), '6;w=60');
  });
});
