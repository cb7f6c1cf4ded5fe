import { INVALID_CREDENTIALS_MESSAGE, SIGN_IN_BUSY_MESSAGE } from '@coffee/contracts';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import type request from 'supertest';
import { accountHarness, sessionCookie } from './harness';

/** One worker and no queue, at a cost that keeps it busy for a while: a second check at once is refused. */
describe('sign-in and registration while every password check slot is taken', () => {
  const h = accountHarness({
    BCRYPT_COST: '13',
    PASSWORD_HASH_WORKERS: '1',
    PASSWORD_HASH_QUEUE: '0',
  });
  beforeAll(async () => {
    await h.start();
    // The attempt log's first write makes its collection: keep that out of the timed tests.
    await login(h.uniqueName('warm'), '203.0.113.250');
  });
  afterAll(() => h.stop());

  const from = (ip: string) => gatewayForwardHeaders(h.config.internalToken, ip);
  // .then() sends it now (a supertest request waits to be awaited otherwise).
  const login = (username: string, ip: string): Promise<request.Response & { at: number }> =>
    h
      .api()
      .post('/api/login')
      .set(from(ip))
      .send({ username, password: 'Wrong-password1' })
      .then((res) => Object.assign(res, { at: Date.now() }));
  const expectBusy = (res: request.Response) => {
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ message: SIGN_IN_BUSY_MESSAGE, code: 'BUSY' });
    expect(res.headers['retry-after']).toBe('1');
    expect(sessionCookie(res)).toBeUndefined();
  };

  it('when six sign-ins arrive at once, then one is checked and five get 503 BUSY with Retry-After: 1 at once, and the shop keeps answering', async () => {
    const [results, health] = await Promise.all([
      Promise.all(
        Array.from({ length: 6 }, (_, i) => login(h.uniqueName('ghost'), `203.0.113.${i + 1}`)),
      ),
      h.api().get('/healthz'),
    ]);
    const checked = results.filter((res) => res.status === 401);
    expect(checked).toHaveLength(1);
    expect(checked[0]?.body.message).toBe(INVALID_CREDENTIALS_MESSAGE);
    const busy = results.filter((res) => res.status !== 401);
    expect(busy).toHaveLength(5);
    for (const res of busy) expectBusy(res);
    // Refused, not queued: answered while the one hash was still under way.
    for (const res of busy) expect(res.at).toBeLessThan(checked[0]?.at ?? 0);
    expect(health.status).toBe(200);
  });

  it('when refused as busy, then the attempt is not counted as a failed sign-in', async () => {
    const { body } = await h.register();
    const running = login(h.uniqueName('ghost'), '203.0.113.50');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expectBusy(await login(body.username, '203.0.113.51'));
    await running;
    const attempts = await h.service.ctx.db
      .collection('login_attempts')
      .countDocuments({ key: { $regex: '^(address:)?203\\.0\\.113\\.51' } });
    expect(attempts).toBe(0);
    const right = await h
      .api()
      .post('/api/login')
      .set(from('203.0.113.51'))
      .send({ username: body.username, password: body.password });
    expect(right.status).toBe(200);
  });

  it('when a registration arrives while a hash runs, then it is 503 BUSY too and no account is made', async () => {
    const running = login(h.uniqueName('ghost'), '203.0.113.60');
    await new Promise((resolve) => setTimeout(resolve, 150));
    const username = h.uniqueName('busy');
    const res = await h
      .api()
      .post('/api/register')
      .set(from('203.0.113.61'))
      .send({ username, password: 'Secret123!', email: `${username}@example.com` });
    expectBusy(res);
    await running;
    expect(await h.users().countDocuments({ username })).toBe(0);
  });
});
