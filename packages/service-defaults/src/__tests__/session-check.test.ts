import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  createTestTokens,
  dropTestDatabase,
  generateKeyPair,
  startFakeAccount,
  type FakeAccount,
} from '../testing';
import { createTestService } from './test-service';

const newSid = () => randomBytes(12).toString('hex');

describe('a service asks the account service whether a session was revoked', () => {
  const keys = generateKeyPair();
  const tokens = createTestTokens(keys);
  const internalToken = randomBytes(24).toString('hex');
  let account: FakeAccount;
  const running: Array<ReturnType<typeof createTestService>> = [];

  /** A started test service pointed at the fake account (env overrides the session cache). */
  async function startService(env: Record<string, string> = {}) {
    const started = createTestService(keys, {
      ACCOUNT_URL: account.url,
      INTERNAL_TOKEN: internalToken,
      ...env,
    });
    await started.service.start();
    running.push(started);
    return started;
  }
  const me = (started: ReturnType<typeof createTestService>, sid: string) =>
    request(started.service.app)
      .get('/api/me')
      // One user per session: the cache vouches for a sid together with its user and role.
      .set('authorization', `Bearer ${tokens.valid({ sid, sub: sid })}`);
  const checksOf = (sid: string) => account.sessionChecks.filter((s) => s === sid).length;

  beforeAll(async () => {
    account = await startFakeAccount(internalToken);
  });
  afterEach(() => {
    account.behaviour.sessionReply = undefined;
  });
  afterAll(async () => {
    for (const started of running) {
      await started.service.stop();
      await dropTestDatabase(started.config.dbName);
    }
    await account.stop();
  });

  it('when the session is active, then the signed-in route answers 200', async () => {
    const service = await startService();
    const res = await me(service, newSid());
    expect(res.status).toBe(200);
  });

  it('when the session was signed out, then its still-valid token gets 401 Not authenticated', async () => {
    const service = await startService();
    const sid = newSid();
    account.revokeSession(sid);
    const res = await me(service, sid);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated', code: 'NOT_AUTHENTICATED' });
  });

  it('when the account service answers with an error, then the route answers 503 Session service unavailable', async () => {
    const service = await startService();
    account.behaviour.sessionReply = { status: 500 };
    const res = await me(service, newSid());
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      message: 'Session service unavailable',
      code: 'SESSION_CHECK_UNAVAILABLE',
    });
  });

  it('when the account service cannot be reached, then the route answers 503 and public routes still work', async () => {
    const gone = await startFakeAccount(internalToken);
    await gone.stop();
    const service = await startService({ ACCOUNT_URL: gone.url });
    const res = await me(service, newSid());
    expect(res.status).toBe(503);
    expect(res.body.message).toBe('Session service unavailable');
    expect((await request(service.service.app).get('/api/search?q=x')).status).toBe(200);
  });

  it('when an active session is asked about again within the cache time, then the account is asked once', async () => {
    const service = await startService();
    const sid = newSid();
    for (let i = 0; i < 3; i += 1) expect((await me(service, sid)).status).toBe(200);
    expect(checksOf(sid)).toBe(1);
  });

  it('when many requests of one new session arrive at once, then they share one check', async () => {
    const service = await startService();
    const sid = newSid();
    const answers = await Promise.all(Array.from({ length: 10 }, () => me(service, sid)));
    expect(answers.map((res) => res.status)).toEqual(Array(10).fill(200));
    expect(checksOf(sid)).toBe(1);
  });

  it('when a session is revoked after it was cached as active, then it is refused once the cache time has passed', async () => {
    const service = await startService({ SESSION_CACHE_TTL_MS: '200' });
    const sid = newSid();
    expect((await me(service, sid)).status).toBe(200);
    account.revokeSession(sid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    expect((await me(service, sid)).status).toBe(401);
  });

  it('when a session was found revoked, then it is remembered and the account is not asked again', async () => {
    const service = await startService();
    const sid = newSid();
    account.revokeSession(sid);
    expect((await me(service, sid)).status).toBe(401);
    expect((await me(service, sid)).status).toBe(401);
    expect(checksOf(sid)).toBe(1);
  });

  it('when more sessions are seen than the cache holds, then the oldest is forgotten (the cache is bounded)', async () => {
    const service = await startService({ SESSION_CACHE_MAX: '2' });
    const [first, second, third] = [newSid(), newSid(), newSid()];
    for (const sid of [first, second, third]) expect((await me(service, sid)).status).toBe(200);
    // The third pushed the first out: asking about it again goes back to the account service.
    expect((await me(service, first)).status).toBe(200);
    expect((await me(service, third)).status).toBe(200);
    expect(checksOf(first)).toBe(2);
    expect(checksOf(third)).toBe(1);
  });
});
