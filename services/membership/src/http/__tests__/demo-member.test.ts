import { membershipStatusSchema, savedPaymentMethodListSchema } from '@coffee/contracts';
import { newUserId } from '@coffee/service-defaults/testing';
import request from 'supertest';
import {
  ALREADY_SEEDED_REASON,
  DEMO_SEEDING_OFF_MESSAGE,
  STRIPE_CANNOT_SEED_REASON,
} from '../../domain/billing/demo-member';
import {
  TEST_STRIPE_KEYS,
  startMembership,
  type StartedMembership,
} from '../../__tests__/start-membership';

const DAY_MS = 24 * 60 * 60 * 1000;
const NUMBER = '4716203958174';

/**
 * Issue 25, defect 7: the demo member read "Active" with "Free trial: no payment yet", and
 * "Update card" ended in "Only a paid Direct+ membership has a card to update". The account
 * service asks for its billing once it has seeded it: a paying annual member, a test card saved.
 */
describe('the demo member’s billing (POST /internal/users/:userId/demo-membership)', () => {
  let membership: StartedMembership;

  beforeAll(async () => {
    membership = await startMembership({ SEED_DEMO_DATA: 'true' });
  });
  afterAll(async () => {
    await membership.stop();
  });

  let made = 0;
  const demoMember = () => {
    const id = newUserId();
    const expiresAt = new Date(Date.now() + 365 * DAY_MS).toISOString();
    // 13 digits, one per member (the number is unique among memberships).
    made += 1;
    const membershipNumber = String(Number(NUMBER) + made);
    membership.account.addUser({
      id,
      isDirectPlus: true,
      directPlusExpiry: expiresAt,
      membershipNumber,
      hasCompletedInitialPayment: true,
    });
    return { id, expiresAt, membershipNumber };
  };
  const seed = (url: string, userId: string, body: object, token?: string) =>
    request(url)
      .post(`/internal/users/${userId}/demo-membership`)
      .set('x-internal-token', token ?? membership.service.ctx.config.internalToken)
      .send(body);
  const as = (userId: string) => {
    const auth = { authorization: `Bearer ${membership.tokens.valid({ sub: userId })}` };
    return {
      status: async () =>
        membershipStatusSchema.parse(
          (await request(membership.url).get('/api/membership').set(auth).expect(200)).body,
        ),
      cards: async () =>
        savedPaymentMethodListSchema.parse(
          (await request(membership.url).get('/api/payment-methods').set(auth).expect(200)).body,
        ),
      post: (p: string) => request(membership.url).post(p).set(auth).send(),
    };
  };
  const historyOf = async (userId: string) =>
    (await membership.db.collection('membership_events').find({ userId }).toArray()).map(
      (e) => `${e.cause as string}: ${e.detail as string}`,
    );

  it('when the demo member is seeded, then it is a paying annual member with a saved test card and its payment in the history; “Update card” sets up a card', async () => {
    const { id, expiresAt, membershipNumber } = demoMember();
    const me = as(id);
    // Before: the account's membership only, billed nowhere (what the shopper saw).
    expect(await me.status()).toMatchObject({ state: 'active', billingPeriod: null });

    const res = await seed(membership.url, id, { membershipNumber, expiresAt }).expect(200);
    expect(res.body).toEqual({ seeded: true, reason: null });

    expect(await me.status()).toEqual({
      plan: 'directPlus',
      isDirectPlus: true,
      directPlusExpiry: expiresAt,
      membershipNumber,
      state: 'active',
      billingPeriod: 'annual',
      renewsAs: 'annual',
      trialAvailable: false,
      renewalFailed: false,
      paymentMethod: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 },
      // Its seeded payment opens the window as a real first payment does: 30 days from it.
      moneyBack: expect.objectContaining({ amountCents: 9900 }),
    });
    expect(await historyOf(id)).toEqual(['payment: Paid annual, $99.00']);
    const [record] = await membership.db.collection('memberships').find({ userId: id }).toArray();
    // Paid a year before the end, with the test card.
    expect(Date.parse(expiresAt) - (record?.lastPaymentAt as Date).getTime()).toBeGreaterThan(
      364 * DAY_MS,
    );
    expect(Date.parse((await me.status()).moneyBack!.until)).toBe(
      (record?.lastPaymentAt as Date).getTime() + 30 * DAY_MS,
    );
    expect(await me.cards()).toEqual([
      expect.objectContaining({ brand: 'visa', last4: '4242', isDefault: true }),
    ]);
    // "Update card": a card setup, as for any member who paid.
    const setup = await me.post('/api/membership/payment-method').expect(200);
    expect(setup.body).toMatchObject({ provider: 'offline', publishableKey: null });
    // Cancelling: not renewing, a member until the end of the paid year.
    const cancelled = await me.post('/api/unsubscribe').expect(200);
    expect(cancelled.body.membership).toMatchObject({
      state: 'cancelling',
      renewsAs: null,
      directPlusExpiry: expiresAt,
    });
  });

  it('when it is asked again (every start asks), then nothing is seeded twice, and the member’s own changes stay', async () => {
    const { id, expiresAt, membershipNumber } = demoMember();
    await seed(membership.url, id, { membershipNumber, expiresAt }).expect(200);
    await as(id).post('/api/unsubscribe').expect(200);
    const again = await seed(membership.url, id, { membershipNumber, expiresAt }).expect(200);
    expect(again.body).toEqual({ seeded: false, reason: ALREADY_SEEDED_REASON });
    expect((await as(id).status()).state).toBe('cancelling');
    expect(await as(id).cards()).toHaveLength(1);
    expect(await historyOf(id)).toHaveLength(2);
  });

  it('when the call has no or a wrong internal token, or a bad body, then 401, 403 or 400 and nothing is seeded', async () => {
    const { id, expiresAt, membershipNumber } = demoMember();
    await request(membership.url)
      .post(`/internal/users/${id}/demo-membership`)
      .send({ membershipNumber, expiresAt })
      .expect(401);
    await seed(membership.url, id, { membershipNumber, expiresAt }, 'nope').expect(403);
    const bad = await seed(membership.url, id, { membershipNumber, expiresAt: 'soon' }).expect(400);
    expect(bad.body.message).toEqual(expect.any(String));
    await seed(membership.url, id, { membershipNumber, expiresAt, paidThrough: 'x' }).expect(400);
    expect(await membership.db.collection('memberships').countDocuments({ userId: id })).toBe(0);
  });

  it('when this service seeds no demo data (a real shop), then 409 and nothing is made up', async () => {
    const real = await startMembership();
    try {
      const id = newUserId();
      const res = await request(real.url)
        .post(`/internal/users/${id}/demo-membership`)
        .set('x-internal-token', real.service.ctx.config.internalToken)
        .send({ membershipNumber: NUMBER, expiresAt: new Date().toISOString() })
        .expect(409);
      expect(res.body.message).toBe(DEMO_SEEDING_OFF_MESSAGE);
    } finally {
      await real.stop();
    }
  });

  it('when Stripe takes the payments, then nothing is seeded (no card can be) and the answer says why', async () => {
    const stripe = await startMembership({ SEED_DEMO_DATA: 'true', ...TEST_STRIPE_KEYS });
    try {
      const id = newUserId();
      const res = await request(stripe.url)
        .post(`/internal/users/${id}/demo-membership`)
        .set('x-internal-token', stripe.service.ctx.config.internalToken)
        .send({ membershipNumber: NUMBER, expiresAt: new Date().toISOString() })
        .expect(200);
      expect(res.body).toEqual({ seeded: false, reason: STRIPE_CANNOT_SEED_REASON });
      expect(await stripe.db.collection('memberships').countDocuments()).toBe(0);
    } finally {
      await stripe.stop();
    }
  });
});
