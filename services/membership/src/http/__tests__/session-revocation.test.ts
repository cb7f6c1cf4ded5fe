import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';

/** A signed-out token called straight to the membership service (not through the gateway). */
describe('membership routes and revoked sessions', () => {
  let membership: StartedMembership;

  beforeAll(async () => {
    membership = await startMembership();
  });
  afterAll(async () => {
    await membership.stop();
  });

  const call = (sid: string, userId: string) =>
    request(membership.url)
      .get('/api/membership')
      .set('authorization', `Bearer ${membership.tokens.valid({ sub: userId, sid })}`);

  it('when the session is active, then GET /api/membership answers 200', async () => {
    const user = membership.account.addUser();
    await call(randomBytes(12).toString('hex'), user.id).expect(200);
  });

  it('when the session was signed out, then its still-valid token gets 401 and the user is not read', async () => {
    const user = membership.account.addUser();
    const sid = randomBytes(12).toString('hex');
    membership.account.revokeSession(sid);
    const before = membership.account.calls.length;
    const res = await call(sid, user.id);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
    expect(membership.account.calls.length).toBe(before);
    const subscribe = await request(membership.url)
      .post('/api/subscribe')
      .set('authorization', `Bearer ${membership.tokens.valid({ sub: user.id, sid })}`)
      .send({ billingPeriod: 'monthly' });
    expect(subscribe.status).toBe(401);
  });
});
