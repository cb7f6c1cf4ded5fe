import { randomBytes } from 'node:crypto';
import { RATE_LIMITED_MESSAGE } from '@coffee/contracts';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { RedisStore } from '../ratelimit/redis-store';
import type { RateLimitConfig } from '../config';
import { deadUrl } from './support/upstreams';
import { CSRF, CSRF_COOKIE, startHarness, type Harness, type LogLine } from './support/harness';

// CI has Redis here. Without one these tests fail, saying so, unless SKIP_REDIS_TESTS=true.
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const skip = process.env.SKIP_REDIS_TESTS === 'true';
// One prefix per run, so runs (and other users of this Redis) never share counters.
const PREFIX = `coffee:ratelimit:test:${process.pid}:${randomBytes(4).toString('hex')}:`;

function rateLimit(overrides: Partial<RateLimitConfig> = {}): RateLimitConfig {
  return {
    signIn: 4,
    writes: 100,
    api: 100,
    user: 100,
    windowMs: 60_000,
    redisUrl: REDIS_URL,
    redisPrefix: PREFIX,
    maxKeys: 1000,
    exemptAddresses: [],
    ...overrides,
  };
}

function login(h: Harness, from: string) {
  return request(h.url)
    .post('/api/login')
    .set('X-Forwarded-For', from)
    .set('Cookie', CSRF_COOKIE)
    .set('x-csrf-token', CSRF)
    .send({ username: 'someone', password: 'x' });
}

function silentLogger(lines: LogLine[] = []) {
  return pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line) as LogLine) },
  );
}

(skip ? describe.skip : describe)('rate limits in Redis (RATE_LIMIT_REDIS_URL)', () => {
  let redis: Redis;

  beforeAll(async () => {
    redis = new Redis(REDIS_URL, {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      retryStrategy: () => null,
      connectTimeout: 2000,
    });
    redis.on('error', () => {});
    try {
      await redis.connect();
      await redis.ping();
    } catch (err) {
      throw new Error(
        `Redis is not reachable at ${REDIS_URL} (${(err as Error).message}). ` +
          'Start one (redis-server), point RATE_LIMIT_TEST_REDIS_URL at one, ' +
          'or set SKIP_REDIS_TESTS=true to skip these tests.',
      );
    }
  });

  afterAll(async () => {
    if (redis?.status === 'ready') {
      const keys = await redis.keys(`${PREFIX}*`);
      if (keys.length) await redis.del(...keys);
      expect(await redis.keys(`${PREFIX}*`)).toEqual([]);
      await redis.quit();
    } else {
      redis?.disconnect();
    }
  });

  it('when two gateways share one Redis, then an address has one budget across both', async () => {
    const a = await startHarness({ config: { trustProxy: 'loopback', rateLimit: rateLimit() } });
    const b = await startHarness({ config: { trustProxy: 'loopback', rateLimit: rateLimit() } });
    try {
      const from = '198.51.100.41';
      const answers = [];
      for (const gateway of [a, b, a, b]) answers.push(await login(gateway, from));
      expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200]);
      expect(answers.map((r) => r.headers['ratelimit'])).toEqual([
        expect.stringMatching(/^limit=4, remaining=3, reset=(59|60)$/),
        expect.stringMatching(/^limit=4, remaining=2, /),
        expect.stringMatching(/^limit=4, remaining=1, /),
        expect.stringMatching(/^limit=4, remaining=0, /),
      ]);

      for (const gateway of [a, b]) {
        const refused = await login(gateway, from);
        expect(refused.status).toBe(429);
        expect(refused.body).toMatchObject({ message: RATE_LIMITED_MESSAGE, code: 'RATE_LIMITED' });
        expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
        expect(refused.headers['ratelimit-policy']).toBe('4;w=60');
      }
      // Another address is untouched.
      expect((await login(b, '198.51.100.42')).status).toBe(200);

      // The counters are Redis keys under the prefix, each with the window as its expiry.
      const key = `${PREFIX}sign-in:${from}`;
      expect(Number(await redis.get(key))).toBe(6);
      const ttl = await redis.pttl(key);
      expect(ttl).toBeGreaterThan(50_000);
      expect(ttl).toBeLessThanOrEqual(60_000);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('when a signed-in user goes through two gateways, then the per-user budget is shared too', async () => {
    const limits = rateLimit({ user: 3 });
    const a = await startHarness({ config: { rateLimit: limits } });
    const b = await startHarness({ config: { rateLimit: limits } });
    try {
      // Both fake account services must know the session; the same key pair is not needed:
      // each gateway verifies tokens with its own harness's key, so sign in on each.
      const sub = `redis-user-${randomBytes(3).toString('hex')}`;
      const onA = a.signIn({ sub });
      const onB = b.signIn({ sub });
      const statuses = [];
      for (const [h, cookie] of [
        [a, onA.cookie],
        [b, onB.cookie],
        [a, onA.cookie],
        [b, onB.cookie],
      ] as const)
        statuses.push((await request(h.url).get('/api/cart').set('Cookie', cookie)).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('when a window ends, then Redis starts the count again', async () => {
    const store = new RedisStore({ url: REDIS_URL, prefix: PREFIX, logger: silentLogger() });
    try {
      await store.ready();
      const first = await store.hit('short-window', 300);
      expect(first).toMatchObject({ count: 1 });
      expect(first!.resetAt - Date.now()).toBeLessThanOrEqual(300);
      expect(await store.hit('short-window', 300)).toMatchObject({ count: 2 });
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(await store.hit('short-window', 300)).toMatchObject({ count: 1 });
    } finally {
      await store.close();
    }
  });

  it('when hits arrive at once, then each is counted exactly once (INCR and expiry in one script)', async () => {
    const store = new RedisStore({ url: REDIS_URL, prefix: PREFIX, logger: silentLogger() });
    try {
      await store.ready();
      const results = await Promise.all(
        Array.from({ length: 50 }, () => store.hit('concurrent', 60_000)),
      );
      expect(results.map((r) => r!.count).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 50 }, (_, i) => i + 1),
      );
    } finally {
      await store.close();
    }
  });
});

describe('rate limits with an unreachable Redis', () => {
  it('when Redis cannot be reached, then requests go on unlimited and fast, with one logged warning', async () => {
    const dead = (await deadUrl()).replace('http://', 'redis://');
    const h = await startHarness({
      config: { rateLimit: rateLimit({ redisUrl: dead, signIn: 1 }) },
    });
    try {
      const started = Date.now();
      for (let i = 0; i < 10; i += 1) {
        const res = await login(h, '198.51.100.50');
        expect(res.status).toBe(200);
        expect(res.headers['ratelimit']).toBeUndefined();
      }
      // The breaker answers at once: no connect or command timeout per request.
      expect(Date.now() - started).toBeLessThan(1000);
      const warnings = h.logs.filter((l) => l.level === 40 && /rate-limit store/.test(l.msg));
      expect(warnings).toHaveLength(1);
    } finally {
      await h.close();
    }
  });

  it('when the breaker is open, then the store answers synchronously; after breakMs it tries Redis again', async () => {
    const dead = (await deadUrl()).replace('http://', 'redis://');
    const clock = { now: 0 };
    const lines: LogLine[] = [];
    const store = new RedisStore({
      url: dead,
      prefix: PREFIX,
      logger: silentLogger(lines),
      breakMs: 5000,
      now: () => clock.now,
    });
    try {
      await store.ready(); // fails: opens the breaker
      expect(store.hit('k', 60_000)).toBeUndefined();
      clock.now = 4999;
      expect(store.hit('k', 60_000)).toBeUndefined();
      clock.now = 5000;
      const retry = store.hit('k', 60_000);
      expect(retry).toBeInstanceOf(Promise);
      expect(await retry).toBeUndefined();
      expect(store.hit('k', 60_000)).toBeUndefined();
      expect(lines.filter((l) => l.level === 40)).toHaveLength(2);
    } finally {
      await store.close();
    }
  });
});
