import { publicUserSchema } from '@coffee/contracts';
import request from 'supertest';
import { newUserId } from '@coffee/service-defaults/testing';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';
import { ALREADY_MEMBER_MESSAGE, TRIAL_USED_MESSAGE } from '@coffee/contracts';
import { NOT_A_MEMBER_MESSAGE } from '../../domain/billing/membership-changes';
import { CHANGE_IN_PROGRESS_MESSAGE } from '../../domain/billing/member-context';
import { z } from 'zod';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('POST /api/subscribe and POST /api/unsubscribe', () => {
  let membership: StartedMembership;
  const post = (path: '/api/subscribe' | '/api/unsubscribe', userId: string) =>
    request(membership.url)
      .post(path)
      .set('authorization', `Bearer ${membership.tokens.valid({ sub: userId })}`);
  const standard = (id = newUserId()) => {
    membership.account.addUser({ id });
    return id;
  };
  const member = (id = newUserId()) => {
    membership.account.addUser({
      id,
      isDirectPlus: true,
      directPlusExpiry: '2027-06-30T00:00:00.000Z',
    });
    return id;
  };
  const updatesFor = (userId: string) =>
    membership.account.calls.filter(
      (call) => call.method === 'PUT' && call.path === `/internal/users/${userId}/membership`,
    );
  const eventsOf = (userId: string) =>
    membership.db.collection('membership_events').find({ userId }).sort({ at: 1 }).toArray();
  const membershipOf = (userId: string) =>
    membership.db.collection('memberships').findOne({ userId });
  const lockOf = (userId: string) =>
    membership.db.collection('membership_locks').findOne({ _id: userId as never });
  /** Nothing was changed for this user: no account update, no history, no lock left behind. */
  const expectUntouched = async (userId: string) => {
    expect(updatesFor(userId)).toHaveLength(0);
    expect(await eventsOf(userId)).toHaveLength(0);
    expect(await membershipOf(userId)).toBeNull();
    expect(await lockOf(userId)).toBeNull();
  };

  beforeAll(async () => {
    membership = await startMembership();
  });

  afterEach(() => {
    membership.account.behaviour.updateReply = undefined;
    membership.account.behaviour.updateDelayMs = undefined;
  });

  afterAll(async () => {
    await membership.stop();
  });

  describe('subscribe', () => {
    it('when a Standard customer subscribes, then they are Direct+ for 30 days and get the user and membership back', async () => {
      const id = standard();
      const before = Date.now();
      const res = await post('/api/subscribe', id).set('x-request-id', 'sub-req-1').expect(200);
      const after = Date.now();

      const user = z.strictObject(publicUserSchema.shape).parse(res.body.user);
      expect(user).toMatchObject({ id, isDirectPlus: true });
      const expiry = new Date(user.directPlusExpiry ?? '').getTime();
      expect(expiry).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
      expect(expiry).toBeLessThanOrEqual(after + 30 * DAY_MS);
      expect(res.body.membership).toEqual({
        plan: 'directPlus',
        isDirectPlus: true,
        directPlusExpiry: user.directPlusExpiry,
        membershipNumber: null,
        state: 'trial',
        billingPeriod: null,
        renewsAs: null,
        trialAvailable: false,
        renewalFailed: false,
        paymentMethod: null,
        moneyBack: null,
      });
      expect(Object.keys(res.body).sort()).toEqual(['membership', 'user']);

      // The account service was asked to set exactly the flag and the expiry, with the request id.
      expect(updatesFor(id)).toEqual([
        {
          method: 'PUT',
          path: `/internal/users/${id}/membership`,
          requestId: 'sub-req-1',
          body: { isDirectPlus: true, directPlusExpiry: user.directPlusExpiry },
        },
      ]);
    });

    it('when a customer subscribes, then the membership and its history are recorded and the lock is freed', async () => {
      const id = standard();
      const res = await post('/api/subscribe', id).set('x-request-id', 'sub-req-2').expect(200);
      const expiresAt = new Date(res.body.user.directPlusExpiry as string);

      const events = await eventsOf(id);
      expect(events).toEqual([
        expect.objectContaining({
          userId: id,
          cause: 'trial',
          at: expect.any(Date),
          expiresAt,
          requestId: 'sub-req-2',
        }),
      ]);
      expect(await membershipOf(id)).toMatchObject({
        userId: id,
        trialStartedAt: events[0]?.at,
        trialEndsAt: expiresAt,
      });
      expect(await lockOf(id)).toBeNull();
    });

    it('when a customer has subscribed, then GET /api/membership says directPlus with the new expiry', async () => {
      const id = standard();
      const res = await post('/api/subscribe', id).expect(200);
      const status = await request(membership.url)
        .get('/api/membership')
        .set('authorization', `Bearer ${membership.tokens.valid({ sub: id })}`)
        .expect(200);
      expect(status.body).toEqual(res.body.membership);
    });

    it('when a Direct+ member subscribes, then 409 Already a Direct+ member and nothing changes', async () => {
      const id = member();
      const res = await post('/api/subscribe', id).expect(409);
      expect(res.body).toMatchObject({ message: ALREADY_MEMBER_MESSAGE });
      await expectUntouched(id);
      expect(membership.account.users.get(id)).toMatchObject({
        isDirectPlus: true,
        directPlusExpiry: '2027-06-30T00:00:00.000Z',
      });
    });
  });

  describe('unsubscribe', () => {
    it('when a Direct+ member unsubscribes, then they are Standard with no expiry', async () => {
      const id = member();
      const res = await post('/api/unsubscribe', id).expect(200);
      expect(z.strictObject(publicUserSchema.shape).parse(res.body.user)).toMatchObject({
        id,
        isDirectPlus: false,
        directPlusExpiry: null,
      });
      expect(res.body.membership).toEqual({
        plan: 'standard',
        isDirectPlus: false,
        directPlusExpiry: null,
        membershipNumber: null,
        state: 'none',
        billingPeriod: null,
        renewsAs: null,
        trialAvailable: true,
        renewalFailed: false,
        paymentMethod: null,
        moneyBack: null,
      });
      expect(updatesFor(id).map((call) => call.body)).toEqual([
        { isDirectPlus: false, directPlusExpiry: null },
      ]);
    });

    it('when a member billed elsewhere (in store) unsubscribes, then it ends now and the history says so', async () => {
      const id = member();
      const before = Date.now();
      await post('/api/unsubscribe', id).expect(200);
      const events = await eventsOf(id);
      expect(events).toEqual([
        expect.objectContaining({ userId: id, cause: 'cancellation', detail: 'Membership ended' }),
      ]);
      expect((events[0]?.at as Date).getTime()).toBeGreaterThanOrEqual(before);
      expect(events[0]?.expiresAt).toBeNull();
      expect(await lockOf(id)).toBeNull();
    });

    it('when a trial member unsubscribes, then the trial ends at once and cannot be taken again', async () => {
      const id = standard();
      await post('/api/subscribe', id).expect(200);
      const res = await post('/api/unsubscribe', id).expect(200);
      expect(res.body.user).toMatchObject({ isDirectPlus: false, directPlusExpiry: null });
      expect(res.body.membership).toMatchObject({ state: 'expired', trialAvailable: false });
      expect((await eventsOf(id)).map((e) => e.detail)).toEqual([
        'Free trial started, 30 days',
        'Free trial ended',
      ]);
    });

    it('when a Standard customer unsubscribes, then 409 with a readable message and nothing changes', async () => {
      const id = standard();
      const res = await post('/api/unsubscribe', id).expect(409);
      expect(res.body).toMatchObject({ message: NOT_A_MEMBER_MESSAGE });
      await expectUntouched(id);
    });
  });

  it('when a customer takes the trial, cancels and subscribes again, then no second trial: 409 with the way to a paid plan, nothing changes', async () => {
    const id = standard();
    await post('/api/subscribe', id).expect(200);
    await post('/api/unsubscribe', id).expect(200);
    const updates = updatesFor(id).length;
    const again = await post('/api/subscribe', id).expect(409);
    expect(again.body.message).toBe(TRIAL_USED_MESSAGE);
    expect(updatesFor(id)).toHaveLength(updates);
    expect((await eventsOf(id)).map((event) => event.cause)).toEqual(['trial', 'cancellation']);
    expect(await membership.db.collection('memberships').countDocuments({ userId: id })).toBe(1);
    expect(membership.account.users.get(id)).toMatchObject({ isDirectPlus: false });
  });

  describe.each(['/api/subscribe', '/api/unsubscribe'] as const)('%s input', (path) => {
    it('when sent with no body or an empty JSON object, then it is accepted', async () => {
      const a = path === '/api/subscribe' ? standard() : member();
      await post(path, a).expect(200);
      const b = path === '/api/subscribe' ? standard() : member();
      await post(path, b).send({}).expect(200);
    });

    it('when no token is sent, then 401 Not authenticated and the account service is not asked', async () => {
      const before = membership.account.calls.length;
      const res = await request(membership.url).post(path).expect(401);
      expect(res.body).toMatchObject({ message: 'Not authenticated' });
      expect(membership.account.calls.length).toBe(before);
    });

    it.each(['malformed', 'expired', 'wrongKey', 'unsigned', 'tampered'] as const)(
      'when the token is %s, then 401 and the account service is not asked',
      async (kind) => {
        const before = membership.account.calls.length;
        await request(membership.url)
          .post(path)
          .set('authorization', `Bearer ${membership.tokens[kind]()}`)
          .expect(401);
        expect(membership.account.calls.length).toBe(before);
      },
    );

    it.each([
      ['a plan', { plan: 'directPlus' }, 'Unknown field: plan'],
      ['another user', { userId: 'someone-else' }, 'Unknown field: userId'],
      [
        'a state and expiry',
        { isDirectPlus: true, directPlusExpiry: '2099-01-01T00:00:00Z' },
        'Unknown fields: isDirectPlus, directPlusExpiry',
      ],
      ['an array', [], 'Value must be a object'],
    ])('when the body carries %s, then 400 and nothing changes', async (_case, body, message) => {
      const id = path === '/api/subscribe' ? standard() : member();
      const res = await post(path, id).send(body).expect(400);
      expect(res.body).toMatchObject({ message });
      await expectUntouched(id);
    });

    it('when the query names another user or carries operators, then 400 and nothing changes', async () => {
      const id = path === '/api/subscribe' ? standard() : member();
      const named = await post(path, id).query({ userId: newUserId() }).expect(400);
      expect(named.body).toMatchObject({ message: 'Unknown field: userId' });
      const operator = await post(path, id).query('isDirectPlus[$ne]=true').expect(400);
      expect(operator.body.message).toMatch(/Unknown field/);
      await expectUntouched(id);
    });

    it('when the body is not JSON or is malformed JSON, then 415 / 400 and nothing changes', async () => {
      const id = path === '/api/subscribe' ? standard() : member();
      const text = await post(path, id).set('content-type', 'text/plain').send('subscribe');
      expect(text.status).toBe(415);
      expect(text.body).toMatchObject({ message: 'Content-Type must be application/json' });
      const malformed = await post(path, id)
        .set('content-type', 'application/json')
        .send('{"plan":')
        .expect(400);
      expect(malformed.body).toMatchObject({ message: 'Malformed JSON body' });
      await expectUntouched(id);
    });

    it('when the account no longer exists, then 404 Account not found', async () => {
      const id = newUserId();
      const res = await post(path, id).expect(404);
      expect(res.body).toMatchObject({ message: 'Account not found' });
      await expectUntouched(id);
    });

    it('when the account disappears between the read and the update, then 404 and no history', async () => {
      const id = path === '/api/subscribe' ? standard() : member();
      membership.account.behaviour.updateReply = {
        status: 404,
        body: { message: 'User not found' },
      };
      const res = await post(path, id).expect(404);
      expect(res.body).toMatchObject({ message: 'Account not found' });
      expect(await eventsOf(id)).toHaveLength(0);
      expect(await lockOf(id)).toBeNull();
    });

    it('when the account service fails the update, then 503 with a readable message and no history', async () => {
      const id = path === '/api/subscribe' ? standard() : member();
      const before = membership.account.users.get(id);
      membership.account.behaviour.updateReply = { status: 500 };
      const res = await post(path, id).expect(503);
      expect(res.body).toMatchObject({ message: 'The account service is unavailable' });
      expect(membership.account.users.get(id)).toEqual(before);
      expect(await eventsOf(id)).toHaveLength(0);
      expect(await membershipOf(id)).toBeNull();
      expect(await lockOf(id)).toBeNull();
    });

    it('when the account service answers the update with something that is not the changed user, then 502', async () => {
      const id = path === '/api/subscribe' ? standard() : member();
      const unchanged = membership.account.users.get(id);
      membership.account.behaviour.updateReply = { status: 200, body: unchanged };
      const res = await post(path, id).expect(502);
      expect(res.body).toMatchObject({ message: 'The account service gave an invalid answer' });
      membership.account.behaviour.updateReply = { status: 200, body: { id, ok: true } };
      await post(path, id).expect(502);
      expect(await eventsOf(id)).toHaveLength(0);
      expect(await lockOf(id)).toBeNull();
    });

    it('when another change for the same user is running, then 409 in progress and the account is not touched', async () => {
      const id = path === '/api/subscribe' ? standard() : member();
      await membership.db
        .collection('membership_locks')
        .insertOne({ _id: id as never, owner: 'other', expiresAt: new Date(Date.now() + 60_000) });
      try {
        const res = await post(path, id).expect(409);
        expect(res.body).toMatchObject({ message: CHANGE_IN_PROGRESS_MESSAGE });
        expect(updatesFor(id)).toHaveLength(0);
        // Someone else's lock is left alone.
        expect(await lockOf(id)).toMatchObject({ owner: 'other' });
      } finally {
        await membership.db.collection('membership_locks').deleteOne({ _id: id as never });
      }
    });

    it('when a lock was left behind by a change that died and has expired, then the change goes ahead', async () => {
      const id = path === '/api/subscribe' ? standard() : member();
      await membership.db
        .collection('membership_locks')
        .insertOne({ _id: id as never, owner: 'dead', expiresAt: new Date(Date.now() - 1000) });
      await post(path, id).expect(200);
      expect(updatesFor(id)).toHaveLength(1);
      expect(await lockOf(id)).toBeNull();
    });
  });

  // The races (two subscribes, many changes, on one and two instances): concurrency.test.ts.
});

describe('POST /api/subscribe when the account service is down', () => {
  it('when the account service cannot be reached, then a quick 503 with a readable message, and nothing is recorded', async () => {
    const membership = await startMembership({ SERVICE_TIMEOUT_MS: '500' });
    try {
      const id = newUserId();
      // The session was checked (and cached as active) before the account service went down.
      const token = membership.tokens.valid({ sub: id });
      await request(membership.url).get('/api/membership').set('authorization', `Bearer ${token}`);
      await membership.account.stop();
      for (const path of ['/api/subscribe', '/api/unsubscribe']) {
        const started = Date.now();
        const res = await request(membership.url)
          .post(path)
          .set('authorization', `Bearer ${token}`)
          .expect(503);
        expect(res.body).toMatchObject({ message: 'The account service is unavailable' });
        expect(Date.now() - started).toBeLessThan(2000);
      }
      expect(await membership.db.collection('membership_events').countDocuments({})).toBe(0);
      // The lock was given back: nothing blocks the user once the account service returns.
      expect(await membership.db.collection('membership_locks').countDocuments({})).toBe(0);
    } finally {
      await membership.stop();
    }
  });
});
