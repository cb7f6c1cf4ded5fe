import request from 'supertest';
import { newUserId, testServiceEnv, invalidTokenKinds } from '@coffee/service-defaults/testing';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';
import { createMembershipServer, loadMembershipConfig } from '../../server';

describe('GET /api/membership', () => {
  let membership: StartedMembership;
  const get = (userId: string) =>
    request(membership.url)
      .get('/api/membership')
      .set('authorization', `Bearer ${membership.tokens.valid({ sub: userId })}`);

  beforeAll(async () => {
    membership = await startMembership();
  });

  afterAll(async () => {
    await membership.stop();
  });

  it('when no token is sent, then the answer is 401 Not authenticated', async () => {
    const res = await request(membership.url).get('/api/membership').expect(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
  });

  it.each(invalidTokenKinds)(
    'when the token is %s, then the answer is 401 and the account service is not asked',
    async (kind) => {
      const before = membership.account.calls.length;
      await request(membership.url)
        .get('/api/membership')
        .set('authorization', `Bearer ${membership.tokens[kind]()}`)
        .expect(401);
      expect(membership.account.calls.length).toBe(before);
    },
  );

  it('when a Standard customer asks, then the plan is standard', async () => {
    const id = newUserId();
    membership.account.addUser({ id, membershipNumber: '1234567890123' });
    const res = await get(id).expect(200);
    expect(res.body).toEqual({
      plan: 'standard',
      isDirectPlus: false,
      directPlusExpiry: null,
      membershipNumber: '1234567890123',
      state: 'none',
      billingPeriod: null,
      renewsAs: null,
      trialAvailable: true,
      renewalFailed: false,
      paymentMethod: null,
      moneyBack: null,
    });
  });

  it('when a Direct+ member asks, then the plan is directPlus with the expiry date', async () => {
    const id = newUserId();
    const expiry = '2026-12-31T00:00:00.000Z';
    membership.account.addUser({ id, isDirectPlus: true, directPlusExpiry: expiry });
    const res = await get(id).expect(200);
    expect(res.body).toEqual({
      plan: 'directPlus',
      isDirectPlus: true,
      directPlusExpiry: expiry,
      membershipNumber: null,
      // Direct+ on the account with nothing billed here (in store, or the demo member).
      state: 'active',
      billingPeriod: null,
      renewsAs: null,
      trialAvailable: false,
      renewalFailed: false,
      paymentMethod: null,
      moneyBack: null,
    });
  });

  it('when the call is made, then the account service gets the caller id, the internal token and the request id', async () => {
    const id = newUserId();
    membership.account.addUser({ id });
    await get(id).set('x-request-id', 'membership-req-1').expect(200);
    expect(membership.account.calls.at(-1)).toEqual({
      method: 'GET',
      path: `/internal/users/${id}`,
      requestId: 'membership-req-1',
    });
  });

  it('when a user tries to read another user, then the query is refused and only their own status is ever read', async () => {
    const me = newUserId();
    const member = newUserId();
    membership.account.addUser({ id: me });
    membership.account.addUser({
      id: member,
      isDirectPlus: true,
      directPlusExpiry: '2027-01-01T00:00:00.000Z',
    });

    const res = await get(me).query({ userId: member }).expect(400);
    expect(res.body).toMatchObject({ message: 'Unknown field: userId' });
    expect((await get(me).expect(200)).body.plan).toBe('standard');
  });

  it('when the request carries operator parameters or a malformed JSON body, then the answer is 400 JSON', async () => {
    const me = newUserId();
    membership.account.addUser({ id: me });
    const operator = await get(me).query('userId[$ne]=x').expect(400);
    expect(operator.body.message).toMatch(/Unknown field/);
    const malformed = await get(me)
      .set('content-type', 'application/json')
      .send('{"plan":')
      .expect(400);
    expect(malformed.body).toMatchObject({ message: 'Malformed JSON body' });
  });

  it('when the account no longer exists, then the answer is 404 Account not found', async () => {
    const res = await get(newUserId()).expect(404);
    expect(res.body).toMatchObject({ message: 'Account not found' });
  });

  it('when the account service answers with something that is not a user, then the answer is 502', async () => {
    const id = newUserId();
    membership.account.users.set(id, { id, isDirectPlus: 'yes' });
    const res = await get(id).expect(502);
    expect(res.body).toMatchObject({ message: 'The account service gave an invalid answer' });
  });
});

describe('GET /api/membership when the account service is unreachable or refuses', () => {
  it('when the internal token is wrong, then the answer is 503 and no detail leaks', async () => {
    const membership = await startMembership();
    try {
      // The same service, but configured with a token the account service does not accept.
      const wrong = createMembershipServer(
        loadMembershipConfig(
          testServiceEnv(membership.tokens.keys, 'membership', {
            ACCOUNT_URL: membership.account.url,
            INTERNAL_TOKEN: 'wrong-token',
          }),
        ),
      );
      const id = newUserId();
      membership.account.addUser({ id });
      const res = await request(wrong.app)
        .get('/api/membership')
        .set('authorization', `Bearer ${membership.tokens.valid({ sub: id })}`)
        .expect(503);
      // The session check is the first call the wrong token spoils: it answers for both.
      expect(res.body).toMatchObject({ message: 'Session service unavailable' });
      expect(JSON.stringify(res.body)).not.toMatch(/token|internal|403/i);
    } finally {
      await membership.stop();
    }
  });

  it('when the account service is down, then the answer is a quick 503 JSON error', async () => {
    const membership = await startMembership({ SERVICE_TIMEOUT_MS: '500' });
    try {
      // The session was checked (and cached as active) before the account service went down.
      const token = membership.tokens.valid();
      await request(membership.url).get('/api/membership').set('authorization', `Bearer ${token}`);
      await membership.account.stop();
      const started = Date.now();
      const res = await request(membership.url)
        .get('/api/membership')
        .set('authorization', `Bearer ${token}`)
        .expect(503);
      expect(res.body).toMatchObject({ message: 'The account service is unavailable' });
      expect(Date.now() - started).toBeLessThan(2000);
    } finally {
      await membership.stop();
    }
  });
});
