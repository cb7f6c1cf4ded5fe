import { randomBytes } from 'node:crypto';
import http from 'node:http';
import request from 'supertest';
import {
  createTestTokens,
  dropTestDatabase,
  generateKeyPair,
  startFakeAccount,
  type FakeAccount,
} from '../testing';
import {
  SESSION_REVOCATION_PROOF_HEADER,
  SESSION_REVOKED_PATH,
  SessionListeners,
  sessionRevocationKey,
  signSessionRevocation,
} from '../trust';
import { createTestService } from './test-service';

const newSid = () => randomBytes(12).toString('hex');
// CI has Redis here (as for the gateway's Redis rate-limit tests).
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('revocations told to a service at once, without Redis (issue 24)', () => {
  const keys = generateKeyPair();
  const tokens = createTestTokens(keys);
  const internalToken = randomBytes(24).toString('hex');
  let account: FakeAccount;
  const running: Array<ReturnType<typeof createTestService>> = [];

  /** A long cache: only being told can make a refusal immediate. */
  async function startService(env: Record<string, string> = {}) {
    const started = createTestService(keys, {
      ACCOUNT_URL: account.url,
      INTERNAL_TOKEN: internalToken,
      SESSION_CACHE_TTL_MS: '60000',
      ...env,
    });
    const { url } = await started.service.start();
    running.push(started);
    return { ...started, url };
  }
  const me = (started: { service: { app: Parameters<typeof request>[0] } }, sid: string) =>
    request(started.service.app)
      .get('/api/me')
      .set('authorization', `Bearer ${tokens.valid({ sid, sub: sid })}`);
  const checksOf = (sid: string) => account.sessionChecks.filter((s) => s === sid).length;

  beforeAll(async () => {
    account = await startFakeAccount(internalToken);
  });
  afterEach(() => {
    account.behaviour.sessionDelayMs = undefined;
  });
  afterAll(async () => {
    for (const started of running) {
      await started.service.stop();
      await dropTestDatabase(started.config.dbName);
    }
    await account.stop();
  });

  it('when a session cached as active is revoked, then the very next request is refused, as the account asked again', async () => {
    const service = await startService();
    const sid = newSid();
    expect((await me(service, sid)).status).toBe(200);
    expect((await me(service, sid)).status).toBe(200);
    expect(checksOf(sid)).toBe(1);
    await account.revokeAndTell(sid);
    expect((await me(service, sid)).status).toBe(401);
    expect(checksOf(sid)).toBe(2);
  });

  it('when every session of a user but the current one is revoked, then only the others are refused at once', async () => {
    const service = await startService();
    const [kept, other] = [newSid(), newSid()];
    const as = (sid: string) =>
      request(service.service.app)
        .get('/api/me')
        .set('authorization', `Bearer ${tokens.valid({ sid, sub: 'one-user' })}`);
    expect((await as(kept)).status).toBe(200);
    expect((await as(other)).status).toBe(200);
    account.revokeSession(other);
    await account.tell({ userId: 'one-user', exceptSid: kept });
    expect((await as(other)).status).toBe(401);
    expect((await as(kept)).status).toBe(200);
    expect(checksOf(kept)).toBe(1);
  });

  it('when the check names the service, then with its own address and cache time', async () => {
    const service = await startService();
    await me(service, newSid());
    expect(account.listeners()).toContain(service.url);
  });

  it('when a revocation is told while the answer to a check is on its way, then that answer is used once but not cached', async () => {
    const service = await startService();
    const sid = newSid();
    account.behaviour.sessionDelayMs = 300;
    // Sent now (supertest sends on then), answered 300 ms later.
    const first = me(service, sid).then((res) => res);
    // Once the check has arrived (the account read "active"), the revocation is written and
    // told before its answer reaches the service.
    while (checksOf(sid) === 0) await new Promise((resolve) => setTimeout(resolve, 10));
    await account.revokeAndTell(sid);
    expect((await first).status).toBe(200);
    account.behaviour.sessionDelayMs = undefined;
    expect((await me(service, sid)).status).toBe(401);
  });

  it('when a revocation comes without the right proof, then 403 and the cache is kept', async () => {
    const service = await startService();
    const sid = newSid();
    expect((await me(service, sid)).status).toBe(200);
    const body = JSON.stringify({ sid });
    const forged = signSessionRevocation(sessionRevocationKey('another-token'), body);
    for (const proof of [forged, undefined]) {
      const req = request(service.service.app)
        .post(SESSION_REVOKED_PATH)
        .set('content-type', 'application/json');
      const res = await (proof ? req.set(SESSION_REVOCATION_PROOF_HEADER, proof) : req).send(body);
      expect(res.status).toBe(403);
    }
    expect((await me(service, sid)).status).toBe(200);
    expect(checksOf(sid)).toBe(1);
  });

  it('when REDIS_URL is set, then the service names nothing (the revocations come over Redis)', async () => {
    const before = account.listeners();
    const service = await startService({ REDIS_URL });
    await me(service, newSid());
    expect(account.listeners().filter((url) => !before.includes(url))).toEqual([]);
  });
});

describe('SessionListeners (the account side)', () => {
  const key = sessionRevocationKey('internal');

  /** A listener that records what it is told and answers 204 (or hangs). */
  async function listener(hang = false) {
    const heard: Array<{ body: string; proof: unknown }> = [];
    const server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      req.on('end', () => {
        heard.push({ body, proof: req.headers[SESSION_REVOCATION_PROOF_HEADER] });
        if (!hang) res.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    return {
      url: `http://127.0.0.1:${port}`,
      heard,
      close: () =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    };
  }
  const named = (url: string, ttl: string | number = 5000) => ({
    'x-session-listener': url,
    'x-session-listener-ttl': String(ttl),
  });

  it('when parts named themselves, then each is told with a proof over the body, never the internal token', async () => {
    const [a, b] = [await listener(), await listener()];
    const listeners = new SessionListeners('internal', { warn: () => undefined });
    listeners.heard(named(a.url));
    listeners.heard(named(b.url));
    await listeners.tell({ userId: 'u1', exceptSid: 's1' });
    for (const part of [a, b]) {
      expect(part.heard).toEqual([
        {
          body: '{"userId":"u1","exceptSid":"s1"}',
          proof: signSessionRevocation(key, '{"userId":"u1","exceptSid":"s1"}'),
        },
      ]);
      expect(JSON.stringify(part.heard)).not.toContain('internal');
      await part.close();
    }
  });

  it('when a part hangs or is gone, then the others are told and it gives up within about a second', async () => {
    const [hung, fine] = [await listener(true), await listener()];
    const warnings: string[] = [];
    const listeners = new SessionListeners('internal', { warn: (_d, m) => warnings.push(m) });
    listeners.heard(named(hung.url));
    listeners.heard(named(fine.url));
    listeners.heard(named('http://127.0.0.1:1'));
    const started = Date.now();
    await listeners.tell({ sid: 's2' });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(fine.heard).toHaveLength(1);
    expect(warnings).toHaveLength(2);
    await Promise.all([hung.close(), fine.close()]);
  });

  it.each([
    ['no ttl', { 'x-session-listener': 'http://127.0.0.1:9' }],
    ['ttl 0', named('http://127.0.0.1:9', 0)],
    ['a path in the URL', named('http://127.0.0.1:9/elsewhere')],
    ['another scheme', named('file:///etc/passwd')],
  ])('when a check names itself with %s, then it is not kept', (_case, headers) => {
    const listeners = new SessionListeners('internal', { warn: () => undefined });
    listeners.heard(headers);
    expect(listeners.live()).toEqual([]);
  });

  it('when its cache time has passed, then a part is no longer told', async () => {
    const listeners = new SessionListeners('internal', { warn: () => undefined });
    const now = jest.spyOn(Date, 'now');
    now.mockReturnValue(1_000_000);
    listeners.heard(named('http://127.0.0.1:9', 5000));
    now.mockReturnValue(1_000_000 + 5000 + 999);
    expect(listeners.live()).toEqual(['http://127.0.0.1:9']);
    now.mockReturnValue(1_000_000 + 5000 + 1001);
    expect(listeners.live()).toEqual([]);
    now.mockRestore();
  });
});
