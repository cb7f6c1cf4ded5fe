import { randomBytes } from 'node:crypto';
import {
  OFFLINE_TEST_CARDS,
  type CardSummary,
  type OfflinePaymentResult,
  type offlineCardConfirmSchema,
} from '@coffee/contracts';
import { AppError, isDuplicateKeyError, type Clock } from '@coffee/service-defaults';
import mongoose, { type Connection } from 'mongoose';
import type { z } from 'zod';
import { periodEnd } from '../../domain/billing/periods';
import type { PaymentProvider } from '../../domain/billing/ports';
import { createOfflineCards } from './offline-cards';
import { toBillingEvent, type OfflineEvent } from './offline-events';
import {
  offlinePaymentModel,
  offlineSuccessModel,
  type OfflinePaymentDoc,
} from './offline-payment-model';
import { signPayload, verifySignature } from './signed-events';

type Card = z.output<typeof offlineCardConfirmSchema>['card'];
type Payment = OfflinePaymentDoc & { _id: string };

export const PAYMENT_NOT_FOUND_MESSAGE =
  'No such payment. Please start again from the payment page.';
export const ALREADY_PAID_MESSAGE = 'This payment has already been made.';
export const PAYMENT_IN_PROGRESS_MESSAGE = 'This payment is already being processed.';
export const NO_AUTHENTICATION_PENDING_MESSAGE = 'This payment is not waiting for authentication.';
export const DELIVERY_FAILED_MESSAGE =
  'The payment could not be confirmed. Please try again in a moment.';

/** Stripe's test-mode messages for its test cards. */
export const OFFLINE_DECLINES = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  pastExpiry: "Your card's expiration date is in the past.",
  authenticationRefused:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
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

export interface OfflineProviderOptions {
  /** Signs the events it delivers (and checks them on arrival: the same webhook as Stripe's). */
  webhookSecret: string;
  clock: Clock;
  /** The service's own address once it listens: the events go through its HTTP webhook route. */
  selfUrl: () => string | null;
  /** The webhook route's path. */
  webhookPath: string;
}

/**
 * The offline test provider: what `npm start` and every test use when no Stripe keys are set. It
 * behaves like Stripe's test mode for the usual test cards and delivers each outcome as a signed
 * event through the very same webhook endpoint, so the membership is granted by the same code
 * either way.
 */
export function createOfflineProvider(db: Connection, options: OfflineProviderOptions) {
  const Payments = offlinePaymentModel(db);
  const Successes = offlineSuccessModel(db);
  const { clock, webhookSecret } = options;
  const cards = createOfflineCards(db, clock);

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
    object: Partial<OfflineEvent['data']['object']>,
    // A success has one event per payment, so a repeated delivery is the same event.
    id = newId('evt_off'),
  ): OfflineEvent => ({
    id,
    object: 'event',
    type,
    created: Math.floor(clock.now().getTime() / 1000),
    data: {
      object: {
        metadata: {
          userId: payment.userId,
          ...(payment.billingPeriod ? { billingPeriod: payment.billingPeriod } : {}),
        },
        ...object,
      },
    },
  });

  async function fail(payment: Payment, message: string): Promise<OfflinePaymentResult> {
    await Payments.updateOne(
      { _id: payment._id },
      { $set: { status: 'requires_payment_method', card: null } },
    );
    // A declined first payment is part of the member's history; a card setup's is not.
    if (payment.kind === 'payment') {
      await deliver(
        event(payment, 'invoice.payment_failed', {
          billing_reason: 'subscription_create',
          failure_message: message,
        }),
      );
    }
    return { status: 'failed', message };
  }

  async function succeed(payment: Payment, card: CardSummary): Promise<OfflinePaymentResult> {
    // One success per payment, however many confirmations race: only one insert of its id wins.
    try {
      await Successes.create({ _id: payment._id, at: clock.now() });
    } catch (err) {
      if (isDuplicateKeyError(err))
        throw new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
      throw err;
    }
    await Payments.updateOne({ _id: payment._id }, { $set: { status: 'processing' } });
    const now = clock.now();
    const delivered = await deliver(
      payment.kind === 'payment' && payment.billingPeriod
        ? event(
            payment,
            'invoice.paid',
            {
              amount_paid: payment.amountCents,
              period_end: Math.floor(periodEnd(now, payment.billingPeriod).getTime() / 1000),
              billing_reason: 'subscription_create',
              card,
            },
            `evt_off_${payment._id}_succeeded`,
          )
        : event(payment, 'setup_intent.succeeded', { card }, `evt_off_${payment._id}_succeeded`),
    );
    if (!delivered) {
      await Payments.updateOne(
        { _id: payment._id },
        { $set: { status: 'requires_payment_method' } },
      );
      throw new AppError(502, DELIVERY_FAILED_MESSAGE, 'PAYMENT_NOT_CONFIRMED');
    }
    await Payments.updateOne({ _id: payment._id }, { $set: { status: 'succeeded', card: null } });
    // Saved once the payment went through, as Stripe attaches the card to the customer.
    await cards.save(payment.userId, card);
    return { status: 'succeeded', message: null };
  }

  async function find(userId: string, clientSecret: string): Promise<Payment> {
    const payment = await Payments.findOne({ clientSecret }).lean<Payment>();
    // Someone else's secret reads exactly like an unknown one.
    if (!payment || payment.userId !== userId)
      throw new AppError(404, PAYMENT_NOT_FOUND_MESSAGE, 'PAYMENT_NOT_FOUND');
    if (payment.status === 'succeeded')
      throw new AppError(409, ALREADY_PAID_MESSAGE, 'ALREADY_PAID');
    if (payment.status === 'processing')
      throw new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
    return payment;
  }

  async function open(
    userId: string,
    kind: 'payment' | 'setup',
    fields: { billingPeriod: Payment['billingPeriod']; amountCents: number },
  ) {
    // Asking again (a reload of the payment page) hands back the open payment for the same period.
    const existing = await Payments.findOne({
      userId,
      kind,
      billingPeriod: fields.billingPeriod,
      amountCents: fields.amountCents,
      status: mongoose.trusted({ $in: OPEN }),
    }).lean<Payment>();
    if (existing) return { clientSecret: existing.clientSecret };
    const id = newId(kind === 'payment' ? 'offpi' : 'offseti');
    const clientSecret = `${id}_secret_${randomBytes(16).toString('hex')}`;
    await Payments.create({
      _id: id,
      clientSecret,
      userId,
      kind,
      ...fields,
      status: 'requires_payment_method',
      createdAt: clock.now(),
    });
    return { clientSecret };
  }

  const provider: PaymentProvider = {
    name: 'offline',
    publishableKey: null,
    startPayment: ({ userId, billingPeriod, amountCents }) =>
      open(userId, 'payment', { billingPeriod, amountCents }),
    startCardSetup: ({ userId }) => open(userId, 'setup', { billingPeriod: null, amountCents: 0 }),
    // Nothing to tell: the offline provider never renews on its own.
    setCancelAtPeriodEnd: async () => undefined,
    setRenewalPeriod: async () => undefined,
    parseEvent(rawBody, signature) {
      verifySignature(webhookSecret, rawBody, signature);
      return toBillingEvent(rawBody.toString('utf8'));
    },
    listCards: (userId) => cards.list(userId),
    // The offline provider keeps no subscription: the default card is all there is to change.
    setDefaultCard: (userId, cardId) => cards.setDefault(userId, cardId),
    removeCard: (userId, cardId) => cards.remove(userId, cardId),
    async forgetCustomer(userId) {
      // A card waiting for its authentication step goes too.
      await Payments.updateMany({ userId }, { $set: { card: null } });
      await cards.removeAll(userId);
    },
  };

  return {
    provider,

    /** POST /api/offline-payments/confirm: the card typed into our form, as a test card behaves. */
    async confirm(userId: string, clientSecret: string, card: Card): Promise<OfflinePaymentResult> {
      const payment = await find(userId, clientSecret);
      const summary = summarize(card);
      const now = clock.now();
      const endOfExpiryMonth = Date.UTC(summary.expYear, summary.expMonth, 1);
      if (endOfExpiryMonth <= now.getTime()) return fail(payment, OFFLINE_DECLINES.pastExpiry);
      switch (card.number) {
        case OFFLINE_TEST_CARDS.success:
          return succeed(payment, summary);
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

    /** POST /api/offline-payments/authenticate: the shopper approves or refuses the extra step. */
    async authenticate(
      userId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<OfflinePaymentResult> {
      const payment = await find(userId, clientSecret);
      if (payment.status !== 'requires_action' || !payment.card)
        throw new AppError(409, NO_AUTHENTICATION_PENDING_MESSAGE, 'NO_AUTHENTICATION_PENDING');
      if (!approve) return fail(payment, OFFLINE_DECLINES.authenticationRefused);
      return succeed(payment, payment.card as CardSummary);
    },
  };
}
export type OfflineProvider = ReturnType<typeof createOfflineProvider>;
