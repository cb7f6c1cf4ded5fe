import { randomBytes } from 'node:crypto';
import {
  OFFLINE_TEST_CARDS,
  PAYPAL_NOT_APPROVED_MESSAGE,
  type OfflinePaymentResult,
  type offlineCardConfirmSchema,
} from '@coffee/contracts';
import { AppError, isDuplicateKeyError, type Clock } from '@coffee/service-defaults';
import mongoose, { type Connection } from 'mongoose';
import type { z } from 'zod';
import type { OrderPaymentProvider } from '../../../domain/payments/ports';
import { signPayload, verifySignature } from '../signed-events';
import { toPaymentEvent, type OfflineEvent } from './offline-events';
import {
  offlineOnceModel,
  offlineOrderPaymentModel,
  type OfflineOrderPaymentDoc,
} from './offline-order-payment-model';

type Card = z.output<typeof offlineCardConfirmSchema>['card'];
type Payment = OfflineOrderPaymentDoc & { _id: string };
interface CardSummary {
  brand: string;
  last4: string;
  expMonth: number;
  expYear: number;
}

export const PAYMENT_NOT_FOUND_MESSAGE =
  'No such payment. Please start again from the payment page.';
export const ALREADY_PAID_MESSAGE = 'This payment has already been made.';
export const PAYMENT_IN_PROGRESS_MESSAGE = 'This payment is already being processed.';
export const NO_AUTHENTICATION_PENDING_MESSAGE = 'This payment is not waiting for authentication.';
export const DELIVERY_FAILED_MESSAGE =
  'The payment could not be confirmed. Please try again in a moment.';

/** Stripe's test-mode messages for its test cards (as the membership's offline provider). */
export const OFFLINE_DECLINES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  pastExpiry: "Your card's expiration date is in the past.",
  authenticationRefused:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  paypalRefused: PAYPAL_NOT_APPROVED_MESSAGE,
} as const;

const OPEN = ['requires_payment_method', 'requires_action'] as const;
const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;

function brandOf(number: string): string {
  if (number.startsWith('4')) return 'visa';
  if (/^5[1-5]/.test(number)) return 'mastercard';
  if (/^3[47]/.test(number)) return 'amex';
  return 'unknown';
}

function summarize(card: Card): CardSummary {
  const [month, year] = card.expiry.split('/').map((part) => Number(part.trim()));
  return {
    brand: brandOf(card.number),
    last4: card.number.slice(-4),
    expMonth: month ?? 0,
    expYear: 2000 + (year ?? 0),
  };
}

export interface OfflineOrderProviderOptions {
  /** Signs the events it delivers (and checks them on arrival: the same webhook as Stripe's). */
  webhookSecret: string;
  clock: Clock;
  /** The service's own address once it listens: the events go through its HTTP webhook route. */
  selfUrl: () => string | null;
  /** The webhook route's path ('/api/order-payments/webhook'). */
  webhookPath: string;
}

/**
 * The offline test provider for orders: what `npm start` and every test use without Stripe keys.
 * Its test cards behave as Stripe's test mode does (as the membership's offline provider), PayPal
 * is an approve/refuse step, and each outcome is delivered as a Stripe-format signed event
 * through the service's own webhook, so an order is marked paid by the same code either way.
 */
export function createOfflineOrderProvider(db: Connection, options: OfflineOrderProviderOptions) {
  const Payments = offlineOrderPaymentModel(db);
  const Once = offlineOnceModel(db);
  const { clock, webhookSecret } = options;

  async function deliver(event: OfflineEvent): Promise<boolean> {
    const base = options.selfUrl();
    if (!base) return false;
    const body = JSON.stringify(event);
    try {
      const res = await fetch(`${base}${options.webhookPath}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'stripe-signature': signPayload(webhookSecret, body),
        },
        body,
        signal: AbortSignal.timeout(20_000),
      });
      return res.ok;
    } catch {
      return false;
    }
  }

  const event = (
    payment: Payment,
    type: string,
    extra: Partial<OfflineEvent['data']['object']> = {},
    id = newId('evt_off'),
  ): OfflineEvent => ({
    id,
    object: 'event',
    type,
    created: Math.floor(clock.now().getTime() / 1000),
    data: {
      object: {
        id: payment._id,
        object: 'payment_intent',
        amount: payment.amountCents,
        currency: payment.currency,
        metadata: { orderId: payment.orderId, userId: payment.userId },
        ...extra,
      },
    },
  });

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

  async function succeed(payment: Payment): Promise<OfflinePaymentResult> {
    // One success per payment, however many confirmations race: only one insert of its id wins.
    try {
      await Once.create({ _id: `success:${payment._id}`, at: clock.now(), ref: payment._id });
    } catch (err) {
      if (isDuplicateKeyError(err))
        throw new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
      throw err;
    }
    await Payments.updateOne({ _id: payment._id }, { $set: { status: 'processing' } });
    const delivered = await deliver(
      event(
        payment,
        'payment_intent.succeeded',
        { amount_received: payment.amountCents },
        // One success event per payment: a repeated delivery is the same event.
        `evt_off_${payment._id}_succeeded`,
      ),
    );
    if (!delivered) {
      await Once.deleteOne({ _id: `success:${payment._id}` });
      await Payments.updateOne(
        { _id: payment._id },
        { $set: { status: 'requires_payment_method' } },
      );
      throw new AppError(502, DELIVERY_FAILED_MESSAGE, 'PAYMENT_NOT_CONFIRMED');
    }
    await Payments.updateOne({ _id: payment._id }, { $set: { status: 'succeeded', card: null } });
    return { status: 'succeeded', message: null };
  }

  async function find(userId: string, orderId: string, clientSecret: string): Promise<Payment> {
    const payment = await Payments.findOne({ clientSecret }).lean<Payment>();
    // Someone else's secret, or another order's, reads exactly like an unknown one.
    if (!payment || payment.userId !== userId || payment.orderId !== orderId)
      throw new AppError(404, PAYMENT_NOT_FOUND_MESSAGE, 'PAYMENT_NOT_FOUND');
    if (payment.status === 'succeeded')
      throw new AppError(409, ALREADY_PAID_MESSAGE, 'ALREADY_PAID');
    if (payment.status === 'processing')
      throw new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
    return payment;
  }

  const provider: OrderPaymentProvider = {
    name: 'offline',
    publishableKey: null,

    async startPayment({ orderId, userId, amountCents, currency, method }) {
      // Asking again (a reload, a retry after a refusal) hands back the open payment.
      const existing = await Payments.findOne({
        orderId,
        amountCents,
        method,
        status: mongoose.trusted({ $in: OPEN }),
      }).lean<Payment>();
      if (existing) return { clientSecret: existing.clientSecret, paymentRef: existing._id };
      const id = newId('offpi');
      const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
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

    parseEvent(rawBody, signature) {
      verifySignature(webhookSecret, rawBody, signature);
      return toPaymentEvent(rawBody.toString('utf8'));
    },

    async refund({ orderId, paymentRef, amountCents }) {
      const key = `refund:${orderId}:${paymentRef}`;
      try {
        await Once.create({ _id: key, at: clock.now(), amountCents, ref: newId('offre') });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // Asked before: the same refund, not a second one.
      }
      const taken = await Once.findById(key).lean<{ ref: string }>();
      return { refundRef: taken?.ref ?? key };
    },
  };

  return {
    provider,

    /** POST /api/orders/:id/payment/card: the card typed into our form, as a test card behaves. */
    async confirm(
      userId: string,
      orderId: string,
      clientSecret: string,
      card: Card,
    ): Promise<OfflinePaymentResult> {
      const payment = await find(userId, orderId, clientSecret);
      const summary = summarize(card);
      const endOfExpiryMonth = Date.UTC(summary.expYear, summary.expMonth, 1);
      if (endOfExpiryMonth <= clock.now().getTime())
        return fail(payment, OFFLINE_DECLINES.pastExpiry);
      switch (card.number) {
        case OFFLINE_TEST_CARDS.success:
          return succeed(payment);
        case OFFLINE_TEST_CARDS.requiresAuthentication:
          await Payments.updateOne(
            { _id: payment._id },
            { $set: { status: 'requires_action', card: summary } },
          );
          return { status: 'requires_action', message: null };
        case OFFLINE_TEST_CARDS.insufficientFunds:
          return fail(payment, OFFLINE_DECLINES.insufficientFunds);
        case OFFLINE_TEST_CARDS.expired:
          return fail(payment, OFFLINE_DECLINES.expired);
        default:
          return fail(payment, OFFLINE_DECLINES.declined);
      }
    },

    /** POST /api/orders/:id/payment/authenticate: the shopper approves or refuses the extra step. */
    async authenticate(
      userId: string,
      orderId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<OfflinePaymentResult> {
      const payment = await find(userId, orderId, clientSecret);
      if (payment.status !== 'requires_action' || !payment.card)
        throw new AppError(409, NO_AUTHENTICATION_PENDING_MESSAGE, 'NO_AUTHENTICATION_PENDING');
      if (!approve) return fail(payment, OFFLINE_DECLINES.authenticationRefused);
      return succeed(payment);
    },

    /** POST /api/orders/:id/payment/paypal: the provider's PayPal approval step. */
    async paypal(
      userId: string,
      orderId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<OfflinePaymentResult> {
      const payment = await find(userId, orderId, clientSecret);
      if (!approve) return fail(payment, OFFLINE_DECLINES.paypalRefused);
      return succeed(payment);
    },
  };
}
export type OfflineOrderProvider = ReturnType<typeof createOfflineOrderProvider>;
