import { newUserId } from '@coffee/service-defaults/testing';
import { findStripeMock, startStripeMock, type StripeMock } from '@coffee/payments/testing';
import Stripe from 'stripe';
import request from 'supertest';
import {
  INSTANCES,
  TEST_STRIPE_KEYS,
  startMembership,
  type StartedMembership,
} from '../../__tests__/start-membership';

const STRIPE_MOCK = findStripeMock();
const DAY_S = 86400;

/**
 * Issue 24 on the Stripe path: two subscriptions of one shopper both paid (two tabs, a period
 * changed while the first was being confirmed). The webhook applies the first as the membership
 * and refunds the other at once (its subscription cancelled, its invoice's payment refunded at
 * stripe-mock), whatever the order and however often each event is delivered.
 */
(STRIPE_MOCK ? describe.each(INSTANCES) : describe.skip.each(INSTANCES))(
  'a second Direct+ purchase paid at Stripe on %s',
  (_name, count) => {
    let mock: StripeMock;
    let membership: StartedMembership;
    let over: (i: number) => string;

    beforeAll(async () => {
      mock = await startStripeMock(STRIPE_MOCK!);
      membership = await startMembership({}, { stripeApiBase: mock.apiBase });
      over = await membership.spread(count);
    }, 30_000);
    afterAll(async () => {
      await membership.stop();
      mock.stop();
    });

    const newCustomer = () => {
      const id = newUserId();
      membership.account.addUser({ id, hasCompletedInitialPayment: false });
      return id;
    };
    /** Stripe's invoice.paid for a subscription's first invoice (API 2026-10-28.endive shape). */
    const firstInvoicePaid = (
      userId: string,
      n: { event: string; subscription: string; invoice: string },
      billingPeriod: 'annual' | 'monthly',
      createdS: number,
    ) =>
      JSON.stringify({
        id: n.event,
        object: 'event',
        created: createdS,
        type: 'invoice.paid',
        data: {
          object: {
            id: n.invoice,
            object: 'invoice',
            amount_paid: billingPeriod === 'annual' ? 9900 : 999,
            billing_reason: 'subscription_create',
            parent: {
              type: 'subscription_details',
              subscription_details: {
                subscription: n.subscription,
                metadata: { userId, billingPeriod },
              },
            },
            lines: {
              data: [
                {
                  period: {
                    start: createdS,
                    end: createdS + (billingPeriod === 'annual' ? 365 : 30) * DAY_S,
                  },
                },
              ],
            },
          },
        },
      });
    const deliverAt = (i: number, body: string) =>
      request(over(i))
        .post('/api/stripe-webhook')
        .set('content-type', 'application/json')
        .set(
          'stripe-signature',
          Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: TEST_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
          }),
        )
        .send(body);
    const historyOf = async (userId: string) =>
      (
        await membership.db
          .collection('membership_events')
          .find({ userId })
          .sort({ at: 1, cause: 1 })
          .toArray()
      ).map((e) => `${e.cause as string}: ${e.detail as string}`);
    const accountUpdates = (userId: string) =>
      membership.account.calls.filter(
        (c) => c.method === 'PUT' && c.path === `/internal/users/${userId}/membership`,
      );

    it('when $9.99 monthly is paid, then $99.00 annual on another subscription, then one membership (monthly, renewing monthly) and the annual refunded at once', async () => {
      const id = newCustomer();
      const now = Math.floor(Date.now() / 1000);
      const monthly = { event: `evt_m_${id}`, subscription: `sub_m_${id}`, invoice: `in_m_${id}` };
      const annual = { event: `evt_a_${id}`, subscription: `sub_a_${id}`, invoice: `in_a_${id}` };
      const first = await deliverAt(0, firstInvoicePaid(id, monthly, 'monthly', now)).expect(200);
      expect(first.body.outcome).toBe('applied');
      const second = await deliverAt(1, firstInvoicePaid(id, annual, 'annual', now + 60)).expect(
        200,
      );
      expect(second.body.outcome).toBe('applied');

      expect(await historyOf(id)).toEqual([
        'payment: Paid monthly, $9.99',
        'refund: Refunded annual, $99.00: already a member',
      ]);
      const record = await membership.db.collection('memberships').findOne({ userId: id });
      expect(record).toMatchObject({
        billingPeriod: 'monthly',
        renewsAs: 'monthly',
        providerSubscriptionId: monthly.subscription,
        purchaseRef: monthly.subscription,
      });
      expect(accountUpdates(id)).toHaveLength(1);
      // Redelivered (Stripe retries): nothing more.
      expect(
        (await deliverAt(0, firstInvoicePaid(id, annual, 'annual', now + 60))).body.outcome,
      ).toBe('duplicate');
      expect(await historyOf(id)).toHaveLength(2);
    });

    it('when three first payments of one shopper are each delivered 20 times at once (60 deliveries), then one membership, the other two refunded once each', async () => {
      const id = newCustomer();
      const now = Math.floor(Date.now() / 1000);
      const purchases = (['annual', 'monthly', 'annual'] as const).map((period, n) => ({
        period,
        refs: { event: `evt_${n}_${id}`, subscription: `sub_${n}_${id}`, invoice: `in_${n}_${id}` },
      }));
      const results = await Promise.all(
        Array.from({ length: 60 }, (_, i) => {
          const { period, refs } = purchases[i % 3]!;
          return deliverAt(i, firstInvoicePaid(id, refs, period, now + (i % 3)));
        }),
      );
      expect(results.map((r) => r.status)).toEqual(Array(60).fill(200));
      const outcomes = results.map((r) => r.body.outcome as string);
      expect(outcomes.filter((o) => o === 'applied')).toHaveLength(3);
      expect(outcomes.filter((o) => o === 'duplicate')).toHaveLength(57);

      const history = await historyOf(id);
      expect(history.filter((line) => line.startsWith('payment:'))).toHaveLength(1);
      expect(history.filter((line) => line.startsWith('refund:'))).toHaveLength(2);
      expect(history.filter((line) => line.startsWith('renewal:'))).toHaveLength(0);
      const records = await membership.db.collection('memberships').find({ userId: id }).toArray();
      expect(records).toHaveLength(1);
      // Whichever purchase came first is the membership, renewing as it was bought.
      const kept = purchases.find((p) => p.refs.subscription === records[0]?.purchaseRef);
      expect(kept).toBeDefined();
      expect(records[0]).toMatchObject({ billingPeriod: kept!.period, renewsAs: kept!.period });
      expect(accountUpdates(id)).toHaveLength(1);
      expect(await membership.db.collection('membership_locks').countDocuments()).toBe(0);
    });
  },
);
