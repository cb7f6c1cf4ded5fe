import { CHANGE_IN_PROGRESS_MESSAGE } from '../../domain/billing/member-context';
import {
  ALREADY_MEMBER_MESSAGE,
  ALREADY_MEMBER_REFUNDED_MESSAGE,
  OFFLINE_TEST_CARDS,
  PAYMENT_REPLACED_MESSAGE,
} from '@coffee/contracts';
import { newClientSecret, newOfflineId, signPayload } from '@coffee/payments';
import { newUserId } from '@coffee/service-defaults/testing';
import request from 'supertest';
import {
  INSTANCES,
  startMembership,
  type StartedMembership,
} from '../../__tests__/start-membership';

const goodCard = { number: OFFLINE_TEST_CARDS.success, expiry: '12 / 34', cvc: '123' };
const card = { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2034 };
const YEAR_S = 365 * 86400;

/**
 * One membership activation per payment and one subscription per user, on the real database
 * where a conditional update is not atomic: proven on one instance, and with the concurrent
 * requests spread over two instances sharing the database (own processes' state, one database).
 */
describe.each(INSTANCES)('memberships under concurrency on %s', (_name, count) => {
  let membership: StartedMembership;
  let over: (i: number) => string;

  beforeAll(async () => {
    membership = await startMembership();
    over = await membership.spread(count);
  });
  afterEach(() => {
    membership.account.behaviour.updateDelayMs = undefined;
    membership.account.behaviour.updateReply = undefined;
  });
  afterAll(async () => {
    await membership.stop();
  });

  const auth = (userId: string) => ({
    authorization: `Bearer ${membership.tokens.valid({ sub: userId })}`,
  });
  const newCustomer = () => {
    const id = newUserId();
    membership.account.addUser({ id, hasCompletedInitialPayment: false });
    return id;
  };
  const setUpAt = (i: number, userId: string) =>
    request(over(i)).post('/api/create-directplus-payment').set(auth(userId)).send();
  const setUp = async (userId: string) =>
    (
      await request(membership.url)
        .post('/api/create-directplus-payment')
        .set(auth(userId))
        .send()
        .expect(200)
    ).body.clientSecret as string;
  const confirmAt = (i: number, userId: string, clientSecret: string) =>
    request(over(i))
      .post('/api/offline-payments/confirm')
      .set(auth(userId))
      .send({ clientSecret, card: goodCard });
  const deliverAt = (i: number, body: string) =>
    request(over(i))
      .post('/api/stripe-webhook')
      .set('content-type', 'application/json')
      .set(
        'stripe-signature',
        signPayload(membership.service.ctx.config.offlineWebhookSecret, body),
      )
      .send(body);
  const paidEvent = (userId: string, id: string, createdS: number) =>
    JSON.stringify({
      id,
      object: 'event',
      type: 'invoice.paid',
      created: createdS,
      data: {
        object: {
          metadata: { userId, billingPeriod: 'annual' },
          amount_paid: 9900,
          period_end: createdS + YEAR_S,
          billing_reason: 'subscription_create',
          card,
        },
      },
    });
  const historyOf = async (userId: string) =>
    (
      await membership.db.collection('membership_events').find({ userId }).sort({ at: 1 }).toArray()
    ).map((e) => e.cause as string);
  const updatesFor = (userId: string) =>
    membership.account.calls.filter(
      (call) => call.method === 'PUT' && call.path === `/internal/users/${userId}/membership`,
    );

  /** One paid membership: one record with a number the account has too, one 'payment' line. */
  async function expectOneActivation(userId: string) {
    expect(await historyOf(userId)).toEqual(['payment']);
    const records = await membership.db.collection('memberships').find({ userId }).toArray();
    expect(records).toHaveLength(1);
    expect(records[0]?.membershipNumber).toMatch(/^8\d{15}$/);
    expect(membership.account.users.get(userId)).toMatchObject({
      isDirectPlus: true,
      hasCompletedInitialPayment: true,
      membershipNumber: records[0]?.membershipNumber,
    });
    // The account service was told once.
    expect(updatesFor(userId)).toHaveLength(1);
    expect(await membership.db.collection('membership_locks').countDocuments()).toBe(0);
  }

  it('when 20 confirmations of one payment race, then one succeeds: one membership, one number, one history entry', async () => {
    const id = newCustomer();
    const clientSecret = await setUp(id);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => confirmAt(i, id, clientSecret)),
    );
    expect(results.filter((r) => r.status === 200 && r.body.status === 'succeeded')).toHaveLength(
      1,
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    await expectOneActivation(id);
  });

  it('when the shopper’s confirmations race the provider’s redeliveries of that payment’s event, then it is activated once', async () => {
    const id = newCustomer();
    const clientSecret = await setUp(id);
    const payment = await membership.db.collection('offline_payments').findOne({ clientSecret });
    // The success event the offline provider sends for this payment (one id per payment).
    const event = paidEvent(
      id,
      `evt_off_${String(payment?._id)}_succeeded`,
      Math.floor(Date.now() / 1000),
    );
    const [confirms, deliveries] = await Promise.all([
      Promise.all(Array.from({ length: 6 }, (_, i) => confirmAt(i, id, clientSecret))),
      Promise.all(Array.from({ length: 6 }, (_, i) => deliverAt(i + 1, event))),
    ]);
    expect(confirms.filter((r) => r.status === 200)).toHaveLength(1);
    expect(deliveries.map((r) => r.status)).toEqual(Array(6).fill(200));
    const applied = deliveries.filter((r) => r.body.outcome === 'applied');
    expect(applied.length).toBeLessThanOrEqual(1);
    await expectOneActivation(id);
  });

  it('when shoppers each set up a payment 6 times at once, then each one’s answers are one same payment, and paying it activates once', async () => {
    // Four shoppers at once, each with six set-ups (a double click, tabs, a reload): enough
    // overlap that every unguarded run makes a second payment for one of them.
    const ids = Array.from({ length: 4 }, () => newCustomer());
    const answers = await Promise.all(
      ids.map((id) => Promise.all(Array.from({ length: 6 }, (_, i) => setUpAt(i, id)))),
    );
    const payments = membership.db.collection('offline_payments');
    for (const [n, id] of ids.entries()) {
      const results = answers[n] ?? [];
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
      // Two payable payments could both be paid: the second a renewal, the shopper charged twice.
      expect(new Set(results.map((r) => r.body.clientSecret as string)).size).toBe(1);
      expect(await payments.countDocuments({ userId: id, kind: 'payment' })).toBe(1);
    }
    const id = ids[0] ?? '';
    const paid = await confirmAt(1, id, answers[0]?.[0]?.body.clientSecret as string).expect(200);
    expect(paid.body.status).toBe('succeeded');
    await expectOneActivation(id);
    // Nothing left to pay: another set-up is refused, on either instance.
    const again = await setUpAt(1, id).expect(409);
    expect(again.body.message).toBe(ALREADY_MEMBER_MESSAGE);
  });

  const setUpFor = (i: number, userId: string, billingPeriod: 'annual' | 'monthly') =>
    request(over(i))
      .post('/api/create-directplus-payment')
      .set(auth(userId))
      .send({ billingPeriod });
  const paymentsOf = (userId: string) =>
    membership.db.collection('offline_payments').find({ userId, kind: 'payment' }).toArray();
  const isOpen = (p: Record<string, unknown>) =>
    p.status === 'requires_payment_method' || p.status === 'requires_action';
  /** At most one charge kept: the succeeded payments that were not refunded. */
  const keptCharges = async (userId: string) =>
    (await paymentsOf(userId)).filter((p) => p.status === 'succeeded' && !p.refundedAt);

  it('when ten shoppers each ask for a payment six times at once, both periods alternating (60 set-ups), then each is left with one open payment, every other answer cancelled, and paying it activates once', async () => {
    const ids = Array.from({ length: 10 }, () => newCustomer());
    const answers = await Promise.all(
      ids.map((id, n) =>
        Promise.all(
          Array.from({ length: 6 }, (_, i) =>
            setUpFor(n * 6 + i, id, i % 2 === 0 ? 'monthly' : 'annual'),
          ),
        ),
      ),
    );
    for (const [n, id] of ids.entries()) {
      const results = answers[n] ?? [];
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(200));
      const payments = await paymentsOf(id);
      const open = payments.filter(isOpen);
      // Two open first payments could both be paid (issue 24): one, whatever the periods.
      expect(open).toHaveLength(1);
      expect(payments.filter((p) => !isOpen(p)).every((p) => p.status === 'canceled')).toBe(true);
    }
    // The first shopper pays every payment they were answered, all at once: the open one pays,
    // the replaced ones are refused, and the membership is the open one's period.
    const id = ids[0]!;
    const secrets = [...new Set((answers[0] ?? []).map((r) => r.body.clientSecret as string))];
    const paid = await Promise.all(secrets.map((secret, i) => confirmAt(i, id, secret)));
    expect(paid.filter((r) => r.status === 200 && r.body.status === 'succeeded')).toHaveLength(1);
    expect(
      paid
        .filter((r) => r.status === 409)
        .every((r) => r.body.message === PAYMENT_REPLACED_MESSAGE),
    ).toBe(true);
    await expectOneActivation(id);
    const [record] = await membership.db.collection('memberships').find({ userId: id }).toArray();
    expect(record?.renewsAs).toBe(record?.billingPeriod);
  });

  it('when thirty confirmations of an open monthly payment race thirty set-ups of an annual one, each paid as soon as it is answered (60 requests), then the shopper is charged exactly once, and the membership renews as it was bought', async () => {
    const id = newCustomer();
    const monthly = (await setUpFor(0, id, 'monthly').expect(200)).body.clientSecret as string;
    // A second tab: the annual plan picked, and paid the moment its form is there.
    const annualTab = async (i: number) => {
      const setup = await setUpFor(i, id, 'annual');
      if (setup.status !== 200) return setup;
      return confirmAt(i + 1, id, setup.body.clientSecret as string);
    };
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) =>
        i % 2 === 0 ? confirmAt(i, id, monthly) : annualTab(i),
      ),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const charged = results.filter((r) => r.status === 200 && r.body.status === 'succeeded');
    expect(charged).toHaveLength(1);
    expect(await keptCharges(id)).toHaveLength(1);
    expect((await paymentsOf(id)).filter((p) => p.refundedAt)).toHaveLength(0);
    await expectOneActivation(id);
    const [record] = await membership.db.collection('memberships').find({ userId: id }).toArray();
    expect(record?.renewsAs).toBe(record?.billingPeriod);
  });

  it('when two open payments left from before one per user (monthly and annual) are each confirmed 30 times at once, then each is taken once: one is the membership, the other refunded at once', async () => {
    const id = newCustomer();
    const legacy = (billingPeriod: 'annual' | 'monthly') => {
      const paymentId = newOfflineId('offpi');
      return {
        _id: paymentId,
        clientSecret: newClientSecret(paymentId),
        userId: id,
        kind: 'payment',
        billingPeriod,
        amountCents: billingPeriod === 'annual' ? 9900 : 999,
        status: 'requires_payment_method',
        card: null,
        refundedAt: null,
        createdAt: new Date(),
      };
    };
    const pair = [legacy('monthly'), legacy('annual')];
    await membership.db.collection('offline_payments').insertMany(pair as never[]);
    const results = await Promise.all(
      Array.from({ length: 60 }, (_, i) => confirmAt(i, id, pair[i % 2]!.clientSecret)),
    );
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const answered = results.filter((r) => r.status === 200).map((r) => r.body);
    expect(answered).toHaveLength(2);
    expect(answered).toEqual(
      expect.arrayContaining([
        { status: 'succeeded', message: null },
        { status: 'failed', message: ALREADY_MEMBER_REFUNDED_MESSAGE },
      ]),
    );
    expect((await historyOf(id)).sort()).toEqual(['payment', 'refund']);
    expect(await keptCharges(id)).toHaveLength(1);
    const [kept] = await keptCharges(id);
    const [record] = await membership.db.collection('memberships').find({ userId: id }).toArray();
    expect(record).toMatchObject({
      billingPeriod: kept?.billingPeriod,
      renewsAs: kept?.billingPeriod,
      purchaseRef: kept?._id,
    });
    expect(updatesFor(id)).toHaveLength(1);
  });

  it('when the first delivery of a payment’s success fails, then the shopper gets 502 and a retry of the same payment succeeds and activates once', async () => {
    const id = newCustomer();
    const clientSecret = await setUp(id);
    // The account service is down while the event is applied: the webhook answers 5xx.
    membership.account.behaviour.updateReply = { status: 503 };
    await confirmAt(0, id, clientSecret).expect(502);
    membership.account.behaviour.updateReply = undefined;
    // The retry (on the other instance when there are two) is a payment, not a stuck 409.
    const retried = await confirmAt(1, id, clientSecret).expect(200);
    expect(retried.body).toMatchObject({ status: 'succeeded' });
    expect(await historyOf(id)).toEqual(['payment']);
    const records = await membership.db.collection('memberships').find({ userId: id }).toArray();
    expect(records).toHaveLength(1);
    // Both attempts told the account the same number; only the second was taken.
    const updates = updatesFor(id);
    expect(updates).toHaveLength(2);
    expect(updates.map((u) => (u.body as { membershipNumber: string }).membershipNumber)).toEqual(
      Array(2).fill(records[0]?.membershipNumber),
    );
    expect(membership.account.users.get(id)).toMatchObject({
      isDirectPlus: true,
      hasCompletedInitialPayment: true,
      membershipNumber: records[0]?.membershipNumber,
    });
    // The one payment is paid, and a member is offered no other.
    const payments = await membership.db
      .collection('offline_payments')
      .find({ userId: id, kind: 'payment' })
      .toArray();
    expect(payments.map((p) => p.status)).toEqual(['succeeded']);
    await setUpAt(0, id).expect(409);
  });

  it('when one paid event reaches every instance 10 times at once, then it applies once', async () => {
    const id = newCustomer();
    const event = paidEvent(id, `evt_many_${id}`, Math.floor(Date.now() / 1000));
    const results = await Promise.all(Array.from({ length: 10 }, (_, i) => deliverAt(i, event)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(200));
    expect(results.map((r) => r.body.outcome).sort()).toEqual([
      'applied',
      ...Array(9).fill('duplicate'),
    ]);
    await expectOneActivation(id);
  });

  it('when 20 different paid events for one user arrive at once, then one membership and one number', async () => {
    const id = newCustomer();
    const now = Math.floor(Date.now() / 1000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => deliverAt(i, paidEvent(id, `evt_race_${id}_${i}`, now))),
    );
    expect(results.every((r) => r.status === 200)).toBe(true);
    const docs = await membership.db.collection('memberships').find({ userId: id }).toArray();
    expect(docs).toHaveLength(1);
    expect(docs[0]?.membershipNumber).toMatch(/^8\d{15}$/);
    expect(membership.account.users.get(id)).toMatchObject({
      membershipNumber: docs[0]?.membershipNumber,
    });
    // The first is the activation, every later one a renewal of the same membership.
    const history = await historyOf(id);
    expect(history.filter((cause) => cause === 'payment')).toHaveLength(1);
    expect(history).toHaveLength(20);
  });

  it('when the same customer subscribes twice at once, then exactly one subscription is made', async () => {
    const id = newUserId();
    membership.account.addUser({ id });
    // A slow account service keeps the first change running while the second arrives.
    membership.account.behaviour.updateDelayMs = 300;
    const results = await Promise.all(
      [0, 1].map((i) => request(over(i)).post('/api/subscribe').set(auth(id)).send()),
    );
    expect(results.map((res) => res.status).sort()).toEqual([200, 409]);
    expect(results.find((res) => res.status === 409)?.body).toMatchObject({
      message: CHANGE_IN_PROGRESS_MESSAGE,
    });
    expect(updatesFor(id)).toHaveLength(1);
    expect(await historyOf(id)).toEqual(['trial']);
    expect(await membership.db.collection('memberships').countDocuments({ userId: id })).toBe(1);
  });

  it('when many subscribe and unsubscribe calls race for one user, then one trial at most, the history in order and matching the account', async () => {
    const id = newUserId();
    membership.account.addUser({ id });
    membership.account.behaviour.updateDelayMs = 10;
    // Each tick sends a subscribe and an unsubscribe together; ticks are staggered so that some
    // calls overlap a running change and others follow a finished one.
    const calls = Array.from({ length: 12 }, (_, i) => {
      const path = i % 2 === 0 ? '/api/subscribe' : '/api/unsubscribe';
      return new Promise<request.Response>((resolve, reject) => {
        setTimeout(
          () =>
            request(over(i + (i >> 1)))
              .post(path)
              .set(auth(id))
              .send()
              .then(resolve, reject),
          Math.floor(i / 2) * 80,
        );
      });
    });
    const results = await Promise.all(calls);
    expect(results.every((res) => res.status === 200 || res.status === 409)).toBe(true);
    const causes = await historyOf(id);
    // Every change was made from the state the previous one left, and the trial is once only.
    expect([['trial'], ['trial', 'cancellation']]).toContainEqual(causes);
    expect(causes).toHaveLength(updatesFor(id).length);
    expect(membership.account.users.get(id)).toMatchObject({
      isDirectPlus: causes.at(-1) === 'trial',
    });
  });
});
