import {
  ALREADY_MEMBER_MESSAGE,
  CHOOSE_STANDARD_PATH,
  MEMBERSHIP_PAYMENT_CONFIG_PATH,
  OFFLINE_TEST_CARDS,
  membershipChangeSchema,
  membershipPaymentConfigSchema,
} from '@coffee/contracts';
import { newUserId } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { CHANGE_IN_PROGRESS_MESSAGE } from '../../domain/billing/member-context';
import {
  INSTANCES,
  TEST_STRIPE_KEYS,
  startMembership,
  type StartedMembership,
} from '../../__tests__/start-membership';

const goodCard = { number: OFFLINE_TEST_CARDS.success, expiry: '12 / 34', cvc: '123' };

/**
 * Issue 25, defect 1: a Direct+ sign-up who does not pay was kept from the whole shop (checkout,
 * orders, the account page sent them back to /direct-plus-payment). They may continue with a
 * free Standard account instead: the account then owes no initial payment, as a Standard
 * registration does not.
 */
describe('continuing with a free Standard account (POST /api/membership/standard)', () => {
  let membership: StartedMembership;

  beforeAll(async () => {
    membership = await startMembership();
  });
  afterAll(async () => {
    await membership.stop();
  });

  const signUp = () => {
    const id = newUserId();
    membership.account.addUser({ id, hasCompletedInitialPayment: false });
    return id;
  };
  const as = (userId: string, url = membership.url) => {
    const auth = { authorization: `Bearer ${membership.tokens.valid({ sub: userId })}` };
    return {
      choose: (body?: object) => request(url).post(CHOOSE_STANDARD_PATH).set(auth).send(body),
      post: (p: string, body?: object) => request(url).post(p).set(auth).send(body),
    };
  };
  const historyOf = async (userId: string) =>
    (
      await membership.db.collection('membership_events').find({ userId }).sort({ at: 1 }).toArray()
    ).map((e) => e.cause as string);
  const account = (userId: string) =>
    membership.account.users.get(userId) as { hasCompletedInitialPayment: boolean };

  it('when a Direct+ sign-up who owes the first payment chooses Standard, then the account owes nothing any more, stays Standard, and the history says so', async () => {
    const id = signUp();
    const res = await as(id).choose().expect(200);
    const change = membershipChangeSchema.parse(res.body);
    expect(change.user).toMatchObject({
      id,
      hasCompletedInitialPayment: true,
      isDirectPlus: false,
    });
    expect(change.membership).toMatchObject({
      state: 'none',
      plan: 'standard',
      isDirectPlus: false,
    });
    expect(account(id).hasCompletedInitialPayment).toBe(true);
    expect(await historyOf(id)).toEqual(['standard']);
    // The account service was sent the strict update (its schema refuses anything more).
    const updates = membership.account.calls.filter(
      (c) => c.method === 'PUT' && c.path === `/internal/users/${id}/membership`,
    );
    expect(updates.map((u) => u.body)).toEqual([
      { isDirectPlus: false, directPlusExpiry: null, hasCompletedInitialPayment: true },
    ]);
  });

  it('when it is chosen again (a second tab), then the same answer and no second history line', async () => {
    const id = signUp();
    await as(id).choose().expect(200);
    const again = await as(id).choose().expect(200);
    expect(again.body.user.hasCompletedInitialPayment).toBe(true);
    expect(await historyOf(id)).toEqual(['standard']);
  });

  it('when the Standard account later joins Direct+ from /membership, then it pays as usual and is a member', async () => {
    const id = signUp();
    const me = as(id);
    await me.choose().expect(200);
    const { clientSecret } = (await me.post('/api/create-directplus-payment').expect(200)).body;
    await me.post('/api/offline-payments/confirm', { clientSecret, card: goodCard }).expect(200);
    expect(membership.account.users.get(id)).toMatchObject({ isDirectPlus: true });
    // (A payment's time is the provider's, in whole seconds: the order within a second varies.)
    expect((await historyOf(id)).sort()).toEqual(['payment', 'standard']);
  });

  it('when a paying member asks for it, then 409 and nothing changes', async () => {
    const id = signUp();
    const me = as(id);
    const { clientSecret } = (await me.post('/api/create-directplus-payment').expect(200)).body;
    await me.post('/api/offline-payments/confirm', { clientSecret, card: goodCard }).expect(200);
    const res = await me.choose().expect(409);
    expect(res.body.message).toBe(ALREADY_MEMBER_MESSAGE);
    expect(await historyOf(id)).toEqual(['payment']);
  });

  it.each([[{ plan: 'standard' }], [{ hasCompletedInitialPayment: true }]])(
    'when a body is sent (%j), then 400 and nothing changes',
    async (body) => {
      const id = signUp();
      const res = await as(id).choose(body).expect(400);
      expect(res.body.message).toMatch(/^Unknown field/);
      expect(account(id).hasCompletedInitialPayment).toBe(false);
      expect(await historyOf(id)).toEqual([]);
    },
  );

  it('when not signed in, then 401', async () => {
    await request(membership.url).post(CHOOSE_STANDARD_PATH).send().expect(401);
  });

  describe.each(INSTANCES)('on %s', (_name, count) => {
    it('when the button is pressed ten times at once, then it is recorded once and every answer is a success or “already being updated”', async () => {
      const over = await membership.spread(count);
      const id = signUp();
      membership.account.behaviour.updateDelayMs = 20;
      try {
        const results = await Promise.all(
          Array.from({ length: 10 }, (_, i) => as(id, over(i)).choose()),
        );
        expect(results.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
        for (const r of results.filter((res) => res.status !== 200)) {
          expect(r.status).toBe(409);
          expect(r.body.message).toBe(CHANGE_IN_PROGRESS_MESSAGE);
        }
      } finally {
        membership.account.behaviour.updateDelayMs = undefined;
      }
      expect(account(id).hasCompletedInitialPayment).toBe(true);
      expect(await historyOf(id)).toEqual(['standard']);
    });
  });
});

describe('which card form the sign-up shows (GET /api/membership/payment-config)', () => {
  it('when the offline test provider is in use, then it says so with the price table, no session needed', async () => {
    const membership = await startMembership();
    try {
      const res = await request(membership.url).get(MEMBERSHIP_PAYMENT_CONFIG_PATH).expect(200);
      expect(membershipPaymentConfigSchema.parse(res.body)).toEqual({
        provider: 'offline',
        publishableKey: null,
        currency: 'usd',
        amountCents: { annual: 9900, monthly: 999 },
      });
      expect(res.headers['cache-control']).toBe('no-store');
      await request(membership.url).get(`${MEMBERSHIP_PAYMENT_CONFIG_PATH}?x=1`).expect(400);
    } finally {
      await membership.stop();
    }
  });

  it('when Stripe is the provider, then its publishable key (and nothing secret)', async () => {
    const membership = await startMembership(TEST_STRIPE_KEYS);
    try {
      const res = await request(membership.url).get(MEMBERSHIP_PAYMENT_CONFIG_PATH).expect(200);
      expect(res.body).toEqual({
        provider: 'stripe',
        publishableKey: TEST_STRIPE_KEYS.STRIPE_PUBLISHABLE_KEY,
        currency: 'usd',
        amountCents: { annual: 9900, monthly: 999 },
      });
      expect(JSON.stringify(res.body)).not.toContain('sk_test');
    } finally {
      await membership.stop();
    }
  });
});
