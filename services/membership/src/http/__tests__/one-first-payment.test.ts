import {
  ALREADY_MEMBER_REFUNDED_MESSAGE,
  OFFLINE_TEST_CARDS,
  PAYMENT_REPLACED_MESSAGE,
  membershipStatusSchema,
} from '@coffee/contracts';
import { newOfflineId, newClientSecret } from '@coffee/payments';
import { newUserId } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { startMembership, type StartedMembership } from '../../__tests__/start-membership';

const goodCard = { number: OFFLINE_TEST_CARDS.success, expiry: '12 / 34', cvc: '123' };

/**
 * Issue 24: a member was charged twice for one year. A monthly ($9.99) and an annual ($99.00)
 * first payment were open at once and both were paid: the $9.99 bought nothing, and the record
 * read `billingPeriod: annual, renewsAs: monthly`. One open first payment per user now (another
 * period replaces it at the provider), and a first payment that still arrives for a paying
 * member is refunded at once.
 */
describe('one Direct+ first payment per user (offline test provider)', () => {
  let membership: StartedMembership;

  beforeAll(async () => {
    membership = await startMembership();
  });
  afterAll(async () => {
    await membership.stop();
  });

  const newCustomer = () => {
    const id = newUserId();
    membership.account.addUser({ id, hasCompletedInitialPayment: false });
    return id;
  };
  const as = (userId: string) => {
    const auth = { authorization: `Bearer ${membership.tokens.valid({ sub: userId })}` };
    return {
      setup: (billingPeriod: 'annual' | 'monthly') =>
        request(membership.url)
          .post('/api/create-directplus-payment')
          .set(auth)
          .send({ billingPeriod }),
      confirm: (clientSecret: string) =>
        request(membership.url)
          .post('/api/offline-payments/confirm')
          .set(auth)
          .send({ clientSecret, card: goodCard }),
      status: async () =>
        membershipStatusSchema.parse(
          (await request(membership.url).get('/api/membership').set(auth).expect(200)).body,
        ),
    };
  };
  const historyOf = async (userId: string) =>
    (
      await membership.db.collection('membership_events').find({ userId }).sort({ at: 1 }).toArray()
    ).map((e) => `${e.cause as string}: ${e.detail as string}`);
  const paymentsOf = (userId: string) =>
    membership.db
      .collection('offline_payments')
      .find({ userId, kind: 'payment' })
      .sort({ createdAt: 1 })
      .toArray();
  const record = async (userId: string) =>
    membership.db.collection('memberships').findOne({ userId });

  it('when $9.99 monthly is opened, then $99.00 annual, and both are paid, then the monthly was replaced (never charged) and the member pays $99.00 once, renewing annually', async () => {
    const id = newCustomer();
    const me = as(id);
    const monthly = (await me.setup('monthly').expect(200)).body as { clientSecret: string };
    const annual = (await me.setup('annual').expect(200)).body as { clientSecret: string };
    expect(annual.clientSecret).not.toBe(monthly.clientSecret);

    const first = await me.confirm(monthly.clientSecret).expect(409);
    expect(first.body.message).toBe(PAYMENT_REPLACED_MESSAGE);
    const second = await me.confirm(annual.clientSecret).expect(200);
    expect(second.body).toEqual({ status: 'succeeded', message: null });

    expect(await me.status()).toMatchObject({
      state: 'active',
      billingPeriod: 'annual',
      renewsAs: 'annual',
    });
    expect(await historyOf(id)).toEqual(['payment: Paid annual, $99.00']);
    expect((await paymentsOf(id)).map((p) => [p.billingPeriod, p.status])).toEqual([
      ['monthly', 'canceled'],
      ['annual', 'succeeded'],
    ]);
  });

  it('when two first payments are open at once (as before one per user) and both are paid, then one membership, the second refunded at once, and the record is the first one’s', async () => {
    const id = newCustomer();
    const me = as(id);
    const monthly = (await me.setup('monthly').expect(200)).body as { clientSecret: string };
    // The annual one opened beside it, as the code before this fix allowed (and left behind).
    const legacyId = newOfflineId('offpi');
    const legacySecret = newClientSecret(legacyId);
    await membership.db.collection('offline_payments').insertOne({
      _id: legacyId as never,
      clientSecret: legacySecret,
      userId: id,
      kind: 'payment',
      billingPeriod: 'annual',
      amountCents: 9900,
      status: 'requires_payment_method',
      card: null,
      refundedAt: null,
      createdAt: new Date(),
    });

    expect((await me.confirm(monthly.clientSecret).expect(200)).body.status).toBe('succeeded');
    const twice = await me.confirm(legacySecret).expect(200);
    expect(twice.body).toEqual({ status: 'failed', message: ALREADY_MEMBER_REFUNDED_MESSAGE });

    expect(await me.status()).toMatchObject({
      state: 'active',
      billingPeriod: 'monthly',
      renewsAs: 'monthly',
    });
    expect(await record(id)).toMatchObject({ billingPeriod: 'monthly', renewsAs: 'monthly' });
    expect(await historyOf(id)).toEqual([
      'payment: Paid monthly, $9.99',
      'refund: Refunded annual, $99.00: already a member',
    ]);
    const payments = await paymentsOf(id);
    expect(payments.map((p) => [p.billingPeriod, p.status, p.refundedAt !== null])).toEqual([
      ['monthly', 'succeeded', false],
      ['annual', 'succeeded', true],
    ]);
    // The account heard of one payment only.
    const updates = membership.account.calls.filter(
      (c) => c.method === 'PUT' && c.path === `/internal/users/${id}/membership`,
    );
    expect(updates).toHaveLength(1);
  });

  it('when the same period is asked for again, then the same payment; another period replaces it, and asking for the first again replaces that one', async () => {
    const id = newCustomer();
    const me = as(id);
    const a1 = (await me.setup('annual').expect(200)).body.clientSecret as string;
    expect((await me.setup('annual').expect(200)).body.clientSecret).toBe(a1);
    const m1 = (await me.setup('monthly').expect(200)).body.clientSecret as string;
    const a2 = (await me.setup('annual').expect(200)).body.clientSecret as string;
    expect(new Set([a1, m1, a2]).size).toBe(3);
    const open = (await paymentsOf(id)).filter((p) =>
      ['requires_payment_method', 'requires_action'].includes(p.status as string),
    );
    expect(open.map((p) => p.clientSecret)).toEqual([a2]);
    for (const stale of [a1, m1])
      expect((await me.confirm(stale).expect(409)).body.message).toBe(PAYMENT_REPLACED_MESSAGE);
    expect((await me.confirm(a2).expect(200)).body.status).toBe('succeeded');
  });

  it('when the open payment is being paid (its success claimed) and another period is asked for, then 409 and the paid one is left alone', async () => {
    const id = newCustomer();
    const me = as(id);
    const monthly = (await me.setup('monthly').expect(200)).body.clientSecret as string;
    const [payment] = await paymentsOf(id);
    await membership.db
      .collection('offline_payment_successes')
      .insertOne({ _id: payment!._id, at: new Date() } as never);
    const res = await me.setup('annual').expect(409);
    expect(res.body.message).toBe('This payment is already being processed.');
    expect((await paymentsOf(id)).map((p) => [p.clientSecret, p.status])).toEqual([
      [monthly, 'requires_payment_method'],
    ]);
  });

  it('when a payment’s success was claimed minutes ago and never settled (a crash mid-delivery), then it no longer blocks a new payment, and it stays unpayable', async () => {
    const id = newCustomer();
    const me = as(id);
    const stuck = (await me.setup('monthly').expect(200)).body.clientSecret as string;
    const [payment] = await paymentsOf(id);
    await membership.db
      .collection('offline_payments')
      .updateOne({ _id: payment!._id }, { $set: { status: 'processing' } });
    await membership.db
      .collection('offline_payment_successes')
      .insertOne({ _id: payment!._id, at: new Date(Date.now() - 3 * 60 * 1000) } as never);
    const fresh = (await me.setup('annual').expect(200)).body.clientSecret as string;
    expect(fresh).not.toBe(stuck);
    expect((await me.confirm(stuck).expect(409)).body.message).toBe(
      'This payment is already being processed.',
    );
    expect((await me.confirm(fresh).expect(200)).body.status).toBe('succeeded');
    expect(await historyOf(id)).toEqual(['payment: Paid annual, $99.00']);
  });

  it('when a payment waiting for its authentication step is replaced, then approving it is refused and nothing is charged', async () => {
    const id = newCustomer();
    const auth = { authorization: `Bearer ${membership.tokens.valid({ sub: id })}` };
    const me = as(id);
    const monthly = (await me.setup('monthly').expect(200)).body.clientSecret as string;
    await request(membership.url)
      .post('/api/offline-payments/confirm')
      .set(auth)
      .send({
        clientSecret: monthly,
        card: { ...goodCard, number: OFFLINE_TEST_CARDS.requiresAuthentication },
      })
      .expect(200);
    await me.setup('annual').expect(200);
    const approved = await request(membership.url)
      .post('/api/offline-payments/authenticate')
      .set(auth)
      .send({ clientSecret: monthly, approve: true })
      .expect(409);
    expect(approved.body.message).toBe(PAYMENT_REPLACED_MESSAGE);
    expect((await me.status()).state).toBe('none');
    expect(await historyOf(id)).toEqual([]);
  });
});
