import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import request from 'supertest';
import {
  createTestTokens,
  dropTestDatabase,
  generateKeyPair,
  startFakeAccount,
  type FakeAccount,
} from '../testing';
import { createSessionEvents, SESSION_EVENTS_CHANNEL, type SessionRevoked } from '../trust';
import { createTestService } from './test-service';

// CI has Redis here (as for the gateway's Redis rate-limit tests).
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const newSid = () => randomBytes(12).toString('hex');
const quiet = { warn: jest.fn() };

/** Polls until `check` passes (events cross Redis in milliseconds; the cache would take 60 s). */
async function eventually(check: () => Promise<boolean>, ms = 3000) {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`not within ${ms} ms`);
}

describe('session revocations over Redis', () => {
  it('when one instance publishes, then every subscriber hears it; a message that is not a revocation is ignored', async () => {
    const a = createSessionEvents(REDIS_URL, quiet);
    const b = createSessionEvents(REDIS_URL, quiet);
    const heard: Record<'a' | 'b', SessionRevoked[]> = { a: [], b: [] };
    await a.subscribe((e) => heard.a.push(e));
    await b.subscribe((e) => heard.b.push(e));
    const raw = new Redis(REDIS_URL);
    try {
      const sid = newSid();
      // Other instances (or a test run beside this one) may publish too: look for ours only.
      const ours = (list: SessionRevoked[]) => list.filter((e) => 'sid' in e && e.sid === sid);
      await raw.publish(SESSION_EVENTS_CHANNEL, 'not json');
      await raw.publish(SESSION_EVENTS_CHANNEL, JSON.stringify({ sid, role: 'admin' }));
      await a.publish({ sid });
      await eventually(async () => ours(heard.a).length === 1 && ours(heard.b).length === 1);
      expect(quiet.warn).toHaveBeenCalledWith(
        expect.objectContaining({ channel: SESSION_EVENTS_CHANNEL }),
        'session events: message ignored (not a revocation)',
      );
    } finally {
      raw.disconnect();
      await a.close();
      await b.close();
    }
  });

  it('when Redis cannot be reached, then publishing is logged and does not throw', async () => {
    const logger = { warn: jest.fn() };
    const events = createSessionEvents('redis://127.0.0.1:1', logger);
    await expect(events.publish({ sid: newSid() })).resolves.toBeUndefined();
    expect(logger.warn).toHaveBeenCalledWith(expect.anything(), 'session revocation not published');
    await events.close();
  });
});

describe('two instances of a service with a long session cache', () => {
  const keys = generateKeyPair();
  const tokens = createTestTokens(keys);
  const internalToken = randomBytes(24).toString('hex');
  let account: FakeAccount;
  const instances: Array<ReturnType<typeof createTestService>> = [];
  const publisher = createSessionEvents(REDIS_URL, quiet);

  const me = (i: number, sid: string, sub = sid) =>
    request(instances[i]!.service.app)
      .get('/api/me')
      .set('authorization', `Bearer ${tokens.valid({ sid, sub })}`);

  beforeAll(async () => {
    account = await startFakeAccount(internalToken);
    for (let i = 0; i < 2; i += 1) {
      const started = createTestService(keys, {
        ACCOUNT_URL: account.url,
        INTERNAL_TOKEN: internalToken,
        SESSION_CACHE_TTL_MS: '60000',
        REDIS_URL,
      });
      await started.service.start();
      instances.push(started);
    }
  });
  afterAll(async () => {
    await publisher.close();
    for (const started of instances) {
      await started.service.stop();
      await dropTestDatabase(started.config.dbName);
    }
    await account.stop();
  });

  it('when a session is signed out and announced, then both instances refuse it at once, not after a minute', async () => {
    const sid = newSid();
    expect((await me(0, sid)).status).toBe(200);
    expect((await me(1, sid)).status).toBe(200);
    account.revokeSession(sid);
    // Without the announcement each instance trusts its cached answer for 60 s.
    expect((await me(1, sid)).status).toBe(200);
    await publisher.publish({ sid });
    await eventually(async () => (await me(0, sid)).status === 401);
    await eventually(async () => (await me(1, sid)).status === 401);
  });

  it("when all of a user's sessions but the current one are revoked, then the others are asked again and the current one stays", async () => {
    const user = newSid();
    const [kept, other] = [newSid(), newSid()];
    for (const sid of [kept, other]) expect((await me(1, sid, user)).status).toBe(200);
    account.revokeSession(other);
    const checksBefore = account.sessionChecks.filter((s) => s === kept).length;
    await publisher.publish({ userId: user, exceptSid: kept });
    await eventually(async () => (await me(1, other, user)).status === 401);
    expect((await me(1, kept, user)).status).toBe(200);
    // The kept session's cached answer was not dropped: no new question about it.
    expect(account.sessionChecks.filter((s) => s === kept).length).toBe(checksBefore);
  });
});
