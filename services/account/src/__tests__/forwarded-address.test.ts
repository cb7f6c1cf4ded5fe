import { TOO_MANY_ATTEMPTS_MESSAGE } from '@coffee/contracts';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import { accountHarness } from './harness';

/**
 * The sign-in throttle counts per client address. Only the gateway may name that address (it
 * proves it with an HMAC keyed from the internal token): a caller on the service's own port that
 * writes X-Forwarded-For itself is counted by its socket address, so forging does not reset it.
 */
describe('the client address of the sign-in throttle', () => {
  const h = accountHarness({ LOGIN_WINDOW_MS: '60000' });
  beforeAll(() => h.start());
  afterAll(() => h.stop());

  const wrongPassword = (username: string) => ({ username, password: 'Wrong-password1' });

  it('when a direct caller forges a new X-Forwarded-For on every try, then it is still throttled after 5 failures', async () => {
    const { body } = await h.register();
    for (let i = 1; i <= 5; i += 1) {
      const res = await h
        .api()
        .post('/api/login')
        .set('x-forwarded-for', `203.0.113.${i}`)
        .send(wrongPassword(body.username));
      expect(res.status).toBe(401);
    }
    const blocked = await h
      .api()
      .post('/api/login')
      .set('x-forwarded-for', '203.0.113.99')
      .send(wrongPassword(body.username));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_ATTEMPTS_MESSAGE);
  });

  it('when the gateway forwards the address with its proof, then the throttle counts that address', async () => {
    const { body } = await h.register();
    const from = (address: string) =>
      h
        .api()
        .post('/api/login')
        .set(gatewayForwardHeaders(h.config.internalToken, address))
        .send(wrongPassword(body.username));
    for (let i = 0; i < 5; i += 1) expect((await from('198.51.100.20')).status).toBe(401);
    expect((await from('198.51.100.20')).status).toBe(429);
    // Another client of the gateway is another address: not blocked by the first one's failures.
    expect((await from('198.51.100.21')).status).toBe(401);
  });

  it('when a forged proof comes with the forwarded address, then the socket address is counted', async () => {
    const { body } = await h.register();
    const forged = {
      ...gatewayForwardHeaders('not-the-internal-token', '198.51.100.30'),
    };
    for (let i = 0; i < 5; i += 1) {
      const res = await h
        .api()
        .post('/api/login')
        .set({ ...forged, 'x-forwarded-for': `198.51.100.${31 + i}` })
        .send(wrongPassword(body.username));
      expect(res.status).toBe(401);
    }
    const blocked = await h.api().post('/api/login').set(forged).send(wrongPassword(body.username));
    expect(blocked.status).toBe(429);
  });
});
