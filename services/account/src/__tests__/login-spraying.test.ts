import { TOO_MANY_ATTEMPTS_MESSAGE } from '@coffee/contracts';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import { accountHarness, sessionCookie, TEST_LOGIN_WINDOW_MS, waitOutRetryAfter } from './harness';

/** One password tried on many usernames from one address: counted per address, 20 in 15 minutes. */
describe('POST /api/login, failures per address across usernames', () => {
  const h = accountHarness();
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const login = (username: string, password: string, ip: string) =>
    h
      .api()
      .post('/api/login')
      .set(gatewayForwardHeaders(h.config.internalToken, ip))
      .send({ username, password });

  it('when 20 usernames fail from one address, then the 21st attempt there is 429 with Retry-After, and another address is not affected', async () => {
    const victim = await h.register();
    for (let i = 0; i < 20; i += 1) {
      // Some real accounts, some unknown names: the address is counted either way.
      const username = i % 4 === 0 ? (await h.register()).body.username : h.uniqueName('spray');
      expect((await login(username, 'Password1!', '192.0.2.10')).status).toBe(401);
    }
    const blocked = await login(h.uniqueName('spray'), 'Password1!', '192.0.2.10');
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({
      message: TOO_MANY_ATTEMPTS_MESSAGE,
      code: 'TOO_MANY_ATTEMPTS',
    });
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(14 * 60);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Even the right password is refused from that address for now.
    const right = await login(victim.body.username, victim.body.password, '192.0.2.10');
    expect(right.status).toBe(429);
    expect(sessionCookie(right)).toBeUndefined();

    expect((await login(victim.body.username, victim.body.password, '192.0.2.11')).status).toBe(
      200,
    );
    expect((await login(h.uniqueName('spray'), 'Password1!', '192.0.2.11')).status).toBe(401);
  });

  it('when sign-ins from one address succeed, then they do not count toward its limit', async () => {
    const { body } = await h.register();
    for (let i = 0; i < 25; i += 1)
      expect((await login(body.username, body.password, '192.0.2.20')).status).toBe(200);
    expect((await login(h.uniqueName('spray'), 'Password1!', '192.0.2.20')).status).toBe(401);
  });
});

describe('POST /api/login, the per-address limit is a setting', () => {
  const h = accountHarness({
    LOGIN_ADDRESS_MAX_FAILURES: '3',
    LOGIN_WINDOW_MS: String(TEST_LOGIN_WINDOW_MS),
  });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  it('when LOGIN_ADDRESS_MAX_FAILURES is 3, then the 4th username from an address is 429 until the window passes', async () => {
    const { body } = await h.register();
    const login = (username: string, password = 'Password1!') =>
      h
        .api()
        .post('/api/login')
        .set(gatewayForwardHeaders(h.config.internalToken, '192.0.2.30'))
        .send({ username, password });
    for (let i = 0; i < 3; i += 1) expect((await login(h.uniqueName('spray'))).status).toBe(401);
    const blocked = await login(h.uniqueName('spray'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(TEST_LOGIN_WINDOW_MS / 1000);
    await waitOutRetryAfter(blocked);
    expect((await login(body.username, body.password)).status).toBe(200);
  });
});
