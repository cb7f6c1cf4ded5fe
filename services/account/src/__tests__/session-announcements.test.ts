import { createSessionEvents, type SessionRevoked } from '@coffee/service-defaults/trust';
import { accountHarness, bearer, decodeJwt } from './harness';

// CI has Redis here (as for the gateway's Redis rate-limit tests).
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

describe('revocations announced to the other instances (REDIS_URL set)', () => {
  const h = accountHarness({ REDIS_URL });
  const heard: SessionRevoked[] = [];
  const listener = createSessionEvents(REDIS_URL, { warn: () => undefined });
  beforeAll(async () => {
    await listener.subscribe((event) => heard.push(event));
    await h.start();
  });
  afterAll(async () => {
    await listener.close();
    await h.stop();
  });

  /** Waits for an announcement matching `match` (other runs may share this Redis). */
  async function announced(match: (e: SessionRevoked) => boolean): Promise<SessionRevoked> {
    const until = Date.now() + 3000;
    for (;;) {
      const found = heard.find(match);
      if (found) return found;
      if (Date.now() > until) throw new Error('no announcement within 3 s');
      await new Promise((r) => setTimeout(r, 25));
    }
  }
  const sidOf = (token: string) => String(decodeJwt(token).sid);

  it('when a user logs out, then the session is announced once it is revoked', async () => {
    const { token } = await h.register();
    const sid = sidOf(token);
    expect((await h.api().post('/api/logout').set(bearer(token))).status).toBeLessThan(300);
    await announced((e) => 'sid' in e && e.sid === sid);
    // Announced after the write: asked again, the account service says revoked.
    expect((await h.api().get('/api/user').set(bearer(token))).status).toBe(401);
  });

  it('when the password changes, then every other session of the user is announced, the current one kept', async () => {
    const { token, body, user } = await h.register();
    await h.login(body.username);
    const res = await h.api().put('/api/profile/password').set(bearer(token)).send({
      currentPassword: body.password,
      newPassword: 'Another123!',
      confirmPassword: 'Another123!',
    });
    expect(res.status).toBe(200);
    const event = await announced((e) => 'userId' in e && e.userId === user.id);
    expect(event).toEqual({ userId: user.id, exceptSid: sidOf(token) });
  });
});
