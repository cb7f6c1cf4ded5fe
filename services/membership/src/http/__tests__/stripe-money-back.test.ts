import { MONEY_BACK_PATH, membershipStatusSchema } from '@coffee/contracts';
import { findStripeMock, startStripeMock, type StripeMock } from '@coffee/payments/testing';
import { newUserId } from '@coffee/service-defaults/testing';
import Stripe from 'stripe';
import request from 'supertest';
import {
  TEST_STRIPE_KEYS,
  startMembership,
  type StartedMembership,
} from '../../__tests__/start-membership';

const STRIPE_MOCK = findStripeMock();
const DAY_S = 86400;

/**
 * The money-back guarantee on the Stripe path: a monthly member whose first renewal fell inside
 * the 30 days (a short month) gets both payments back, the subscription is ended at Stripe
 * (stripe-mock checks the requests), and a renewal delivered after the refund grants nothing.
 */
(STRIPE_MOCK ? describe : describe.skip)(
  'the money-back guarantee of a Stripe subscription',
  () => {
    let mock: StripeMock;
    let membership: StartedMembership;

    beforeAll(async () => {
      mock = await startStripeMock(STRIPE_MOCK!);
      membership = await startMembership({}, { stripeApiBase: mock.apiBase });
    }, 30_000);
    afterAll(async () => {
      await membership.stop();
      mock.stop();
    });

    /** Stripe's invoice.paid of the subscription (API 2026-10-28.endive shape). */
    const invoicePaid = (
      userId: string,
      n: { event: string; subscription: string; invoice: string },
      reason: 'subscription_create' | 'subscription_cycle',
      startS: number,
    ) =>
      JSON.stringify({
        id: n.event,
        object: 'event',
        created: startS,
        type: 'invoice.paid',
        data: {
          object: {
            id: n.invoice,
            object: 'invoice',
            amount_paid: 999,
            billing_reason: reason,
            parent: {
              type: 'subscription_details',
              subscription_details: {
                subscription: n.subscription,
                metadata: { userId, billingPeriod: 'monthly' },
              },
            },
            lines: { data: [{ period: { start: startS, end: startS + 28 * DAY_S } }] },
          },
        },
      });
    const deliver = (body: string) =>
      request(membership.url)
        .post('/api/stripe-webhook')
        .set('content-type', 'application/json')
        .set(
          'stripe-signature',
          Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: TEST_STRIPE_KEYS.STRIPE_WEBHOOK_SECRET,
          }),
        )
        .send(body)
        .expect(200);
    const auth = (userId: string) => ({
      authorization: `Bearer ${membership.tokens.valid({ sub: userId })}`,
    });
    const status = async (userId: string) =>
      membershipStatusSchema.parse(
        (await request(membership.url).get('/api/membership').set(auth(userId)).expect(200)).body,
      );

    it('when the first payment and a renewal 28 days later were both inside the window, then both are refunded and a later renewal grants nothing', async () => {
      const id = newUserId();
      membership.account.addUser({ id, hasCompletedInitialPayment: false });
      const now = Math.floor(Date.now() / 1000) - 29 * DAY_S;
      const sub = `sub_mb_${id}`;
      await deliver(
        invoicePaid(
          id,
          { event: `evt_1_${id}`, subscription: sub, invoice: `in_1_${id}` },
          'subscription_create',
          now,
        ),
      );
      await deliver(
        invoicePaid(
          id,
          { event: `evt_2_${id}`, subscription: sub, invoice: `in_2_${id}` },
          'subscription_cycle',
          now + 28 * DAY_S,
        ),
      );
      const member = await status(id);
      expect(member).toMatchObject({ state: 'active', moneyBack: { amountCents: 1998 } });

      const res = await request(membership.url).post(MONEY_BACK_PATH).set(auth(id)).expect(200);
      expect(res.body.membership).toMatchObject({ state: 'expired', isDirectPlus: false });
      const record = await membership.db.collection('memberships').findOne({ userId: id });
      expect(record).toMatchObject({
        refundedPurchaseRef: sub,
        moneyBack: {
          purchaseRef: sub,
          payments: [
            { ref: `in_1_${id}`, amountCents: 999 },
            { ref: `in_2_${id}`, amountCents: 999 },
          ],
        },
      });

      // The renewal after that (Stripe took it before the cancel landed): refunded, not granted.
      await deliver(
        invoicePaid(
          id,
          { event: `evt_3_${id}`, subscription: sub, invoice: `in_3_${id}` },
          'subscription_cycle',
          now + 29 * DAY_S,
        ),
      );
      expect(await status(id)).toMatchObject({ state: 'expired', isDirectPlus: false });
      expect(membership.account.users.get(id)).toMatchObject({ isDirectPlus: false });
    });
  },
);
