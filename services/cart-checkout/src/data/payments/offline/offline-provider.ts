import {
  PAYPAL_NOT_APPROVED_MESSAGE,
  type OfflinePaymentResult,
  type PaymentMethod,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import {
  OFFLINE_DECLINES as CARD_DECLINES,
  OPEN_PAYMENT_STATES,
  claimSuccess,
  deliveryFailed,
  insertOnce,
  newOfflineId,
  newOfflinePaymentIds,
  offlineCardSteps,
  offlineWebhook,
  payableOrThrow,
  type OfflineCard,
  type OfflineProviderOptions,
} from '@coffee/payments';
import mongoose, { type Connection } from 'mongoose';
import { InvalidSignatureError, type OrderPaymentProvider } from '../../../domain/payments/ports';
import { toPaymentEvent, type OfflineEvent } from './offline-events';
import {
  offlineOnceModel,
  offlineOrderPaymentModel,
  type OfflineOrderPaymentDoc,
} from './offline-order-payment-model';

type Payment = OfflineOrderPaymentDoc & { _id: string };

/** Brand and last four of the test card typed, as Stripe's charge reports a card. */
const paidCard = (card: { brand?: string | null; last4?: string | null } | null) =>
  card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;

/** Stripe's test-mode messages for its test cards (shared with the membership), and PayPal's. */
export const OFFLINE_DECLINES = { ...CARD_DECLINES, paypalRefused: PAYPAL_NOT_APPROVED_MESSAGE };

/** A step of the other method than the order's (the card form on a PayPal order, or the reverse). */
export const PAYS_BY_CARD_MESSAGE =
  'This order is paid by card. Please use the card form to pay for it.';
export const PAYS_BY_PAYPAL_MESSAGE =
  'This order is paid with PayPal. Please use the PayPal step to pay for it.';

/**
 * The offline test provider for orders: what `npm start` and every test use without Stripe keys.
 * Its test cards behave as Stripe's test mode does (as the membership's offline provider), PayPal
 * is an approve/refuse step, and each outcome is delivered as a Stripe-format signed event
 * through the service's own webhook, so an order is marked paid by the same code either way.
 */
export function createOfflineOrderProvider(db: Connection, options: OfflineProviderOptions) {
  const Payments = offlineOrderPaymentModel(db);
  const Once = offlineOnceModel(db);
  const { clock } = options;

  const webhook = offlineWebhook(options);
  const deliver = (event: OfflineEvent) => webhook.deliver(event);

  const event = (
    payment: Payment,
    type: string,
    extra: Partial<OfflineEvent['data']['object']> = {},
    id?: string,
  ): OfflineEvent =>
    webhook.event(
      type,
      {
        id: payment._id,
        object: 'payment_intent' as const,
        amount: payment.amountCents,
        currency: payment.currency,
        metadata: { orderId: payment.orderId, userId: payment.userId },
        ...extra,
      },
      id,
    );

  // One success event per payment: a repeated delivery is the same event.
  const successEvent = (payment: Payment) =>
    event(
      payment,
      'payment_intent.succeeded',
      { amount_received: payment.amountCents },
      `evt_off_${payment._id}_succeeded`,
    );

  async function fail(payment: Payment, message: string): Promise<OfflinePaymentResult> {
    await Payments.updateOne(
      { _id: payment._id },
      { $set: { status: 'requires_payment_method', card: null } },
    );
    // The order shows the refusal (payment.status 'failed'); the shopper may try again.
    await deliver(
      event(payment, 'payment_intent.payment_failed', { last_payment_error: { message } }),
    );
    return { status: 'failed', message };
  }

  async function succeed(
    payment: Payment,
    card: { brand: string; last4: string } | null,
  ): Promise<OfflinePaymentResult> {
    await claimSuccess(() =>
      Once.create({ _id: `success:${payment._id}`, at: clock.now(), ref: payment._id }),
    );
    // The card is known before the event goes out: the order reads it when it is marked paid.
    await Payments.updateOne(
      { _id: payment._id },
      { $set: { status: 'processing', paidWith: card } },
    );
    const delivered = await deliver(successEvent(payment));
    if (!delivered) {
      await Once.deleteOne({ _id: `success:${payment._id}` });
      await Payments.updateOne(
        { _id: payment._id },
        { $set: { status: 'requires_payment_method' } },
      );
      throw deliveryFailed();
    }
    await Payments.updateOne({ _id: payment._id }, { $set: { status: 'succeeded', card: null } });
    return { status: 'succeeded', message: null };
  }

  /**
   * The caller's open payment of this order, taken by a step of the order's own method: the card
   * form pays a card order and the PayPal step a PayPal order, never the other (409).
   */
  async function find(
    userId: string,
    orderId: string,
    clientSecret: string,
    method: PaymentMethod,
  ): Promise<Payment> {
    const payment = await Payments.findOne({ clientSecret }).lean<Payment>();
    // Another order's secret reads like an unknown one too.
    const found = payableOrThrow(
      payment,
      (open) => open.userId === userId && open.orderId === orderId,
    );
    if (found.method !== method)
      throw new AppError(
        409,
        found.method === 'paypal' ? PAYS_BY_PAYPAL_MESSAGE : PAYS_BY_CARD_MESSAGE,
        'PAYMENT_METHOD_MISMATCH',
      );
    return found;
  }

  // The card form's steps (as the membership's): this order's payment, found by `find` first.
  const cardSteps = offlineCardSteps<Payment>({
    clock,
    fail,
    succeed: (payment, card) => succeed(payment, paidCard(card)),
    async hold(payment, card) {
      await Payments.updateOne({ _id: payment._id }, { $set: { status: 'requires_action', card } });
    },
  });

  const provider: OrderPaymentProvider = {
    name: 'offline',
    publishableKey: null,

    // A saved card is charged as Stripe's test mode charges one off-session: 4000 0000 0000 0341
    // (saved with its decline) is refused, every other saved card pays. One payment per delivery
    // order (its id derives from the order's, an insert that only one charge run wins), so a run
    // after a crash finds the payment the dead one made; a success it had claimed but whose event
    // never went out is delivered now (the same event id: the webhook applies it once).
    async chargeSavedCard({ orderId, userId, amountCents, currency, card }) {
      const id = `offpi_saved_${orderId}`;
      const { clientSecret } = newOfflinePaymentIds('offpi');
      await insertOnce(() =>
        Payments.create({
          _id: id,
          clientSecret,
          orderId,
          userId,
          amountCents,
          currency,
          method: 'credit-card',
          status: 'requires_payment_method',
          createdAt: clock.now(),
        }),
      );
      const payment = await Payments.findById(id).lean<Payment>();
      if (!payment) throw deliveryFailed();
      const paidWith = { brand: card.brand, last4: card.last4 };
      if (await Once.exists({ _id: `success:${id}` })) {
        await Payments.updateOne({ _id: id }, { $set: { paidWith } });
        if (!(await deliver(successEvent(payment)))) throw deliveryFailed();
        await Payments.updateOne({ _id: id }, { $set: { status: 'succeeded', card: null } });
        return { outcome: 'succeeded', paymentRef: id };
      }
      if (card.offSessionDecline) {
        await fail(payment, card.offSessionDecline);
        return { outcome: 'failed', paymentRef: id, message: card.offSessionDecline };
      }
      await succeed(payment, paidWith);
      return { outcome: 'succeeded', paymentRef: id };
    },

    async startPayment({ orderId, userId, amountCents, currency, method }) {
      // Asking again (a reload, a retry after a refusal) hands back the open payment.
      const existing = await Payments.findOne({
        orderId,
        amountCents,
        method,
        status: mongoose.trusted({ $in: OPEN_PAYMENT_STATES }),
      }).lean<Payment>();
      if (existing) return { clientSecret: existing.clientSecret, paymentRef: existing._id };
      const { id, clientSecret } = newOfflinePaymentIds('offpi');
      await Payments.create({
        _id: id,
        clientSecret,
        orderId,
        userId,
        amountCents,
        currency,
        method,
        status: 'requires_payment_method',
        createdAt: clock.now(),
      });
      return { clientSecret, paymentRef: id };
    },

    async cardOf(paymentRef) {
      const payment = await Payments.findById(paymentRef).lean<Payment>();
      const card = payment?.paidWith;
      return card?.brand && card.last4 ? { brand: card.brand, last4: card.last4 } : null;
    },

    parseEvent(rawBody, signature) {
      webhook.verify(rawBody, signature, InvalidSignatureError);
      return toPaymentEvent(rawBody.toString('utf8'));
    },

    async refund({ orderId, paymentRef, amountCents, key: own }) {
      // A return's refund is once per return (its key); a cancel's once per order and payment.
      const key = own
        ? `refund:${orderId}:${paymentRef}:${own}`
        : `refund:${orderId}:${paymentRef}`;
      // Asked before (false): the same refund, not a second one.
      await insertOnce(() =>
        Once.create({ _id: key, at: clock.now(), amountCents, ref: newOfflineId('offre') }),
      );
      const taken = await Once.findById(key).lean<{ ref: string }>();
      return { refundRef: taken?.ref ?? key };
    },
  };

  return {
    provider,

    /**
     * Stripe retries a webhook it could not deliver; the offline provider delivers its own events,
     * so a process that died between claiming a success and delivering its event (a confirm, or a
     * subscription's charge) leaves the payment 'processing'. The sweeper delivers such a success
     * again once it is `olderThanMs` old (the same event id: the webhook applies it once; an order
     * cancelled meanwhile gives the money back, as for any late payment). How many were sent.
     */
    async redeliverStranded(olderThanMs: number): Promise<number> {
      const before = new Date(clock.now().getTime() - olderThanMs);
      const stranded = await Payments.find({
        status: 'processing',
        createdAt: mongoose.trusted({ $lte: before }),
      })
        .limit(50)
        .lean<Payment[]>();
      let sent = 0;
      for (const payment of stranded) {
        if (!(await Once.exists({ _id: `success:${payment._id}` }))) continue;
        if (!(await deliver(successEvent(payment)))) continue;
        await Payments.updateOne(
          { _id: payment._id },
          { $set: { status: 'succeeded', card: null } },
        );
        sent += 1;
      }
      return sent;
    },

    /** POST /api/orders/:id/payment/card: the card typed into our form, as a test card behaves. */
    async confirm(
      userId: string,
      orderId: string,
      clientSecret: string,
      card: OfflineCard,
    ): Promise<OfflinePaymentResult> {
      return cardSteps.confirm(await find(userId, orderId, clientSecret, 'credit-card'), card);
    },

    /** POST /api/orders/:id/payment/authenticate: the shopper approves or refuses the extra step. */
    async authenticate(
      userId: string,
      orderId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<OfflinePaymentResult> {
      const payment = await find(userId, orderId, clientSecret, 'credit-card');
      return cardSteps.authenticate(payment, approve);
    },

    /** POST /api/orders/:id/payment/paypal: the provider's PayPal approval step. */
    async paypal(
      userId: string,
      orderId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<OfflinePaymentResult> {
      const payment = await find(userId, orderId, clientSecret, 'paypal');
      if (!approve) return fail(payment, OFFLINE_DECLINES.paypalRefused);
      return succeed(payment, null);
    },
  };
}
export type OfflineOrderProvider = ReturnType<typeof createOfflineOrderProvider>;
