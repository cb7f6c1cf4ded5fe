import type { CardSummary, OfflinePaymentResult } from '@coffee/contracts';
import {
  AppError,
  NO_AUTHENTICATION_PENDING_MESSAGE,
  OFFLINE_DECLINES,
  OPEN_PAYMENT_STATES,
  newClientSecret,
  newOfflineId,
  offlineEvent,
  offlineWebhook,
  payableOrThrow,
  claimSuccess,
  deliveryFailed,
  type OfflineProviderOptions,
  testCardOutcome,
  type OfflineCard,
} from '@coffee/service-defaults';
import mongoose, { type Connection } from 'mongoose';
import { periodEnd } from '../../domain/billing/periods';
import { InvalidSignatureError, type PaymentProvider } from '../../domain/billing/ports';
import { createOfflineCards } from './offline-cards';
import { toBillingEvent, type OfflineEvent } from './offline-events';
import {
  offlinePaymentModel,
  offlineSuccessModel,
  type OfflinePaymentDoc,
} from './offline-payment-model';

export { OFFLINE_DECLINES } from '@coffee/service-defaults';

type Payment = OfflinePaymentDoc & { _id: string };

/**
 * The offline test provider: what `npm start` and every test use when no Stripe keys are set. It
 * behaves like Stripe's test mode for the usual test cards and delivers each outcome as a signed
 * event through the very same webhook endpoint, so the membership is granted by the same code
 * either way.
 */
export function createOfflineProvider(db: Connection, options: OfflineProviderOptions) {
  const Payments = offlinePaymentModel(db);
  const Successes = offlineSuccessModel(db);
  const { clock } = options;
  const cards = createOfflineCards(db, clock);

  const webhook = offlineWebhook(options);
  const deliver = (event: OfflineEvent) => webhook.deliver(event);

  const event = (
    payment: Payment,
    type: string,
    object: Partial<OfflineEvent['data']['object']>,
    // A success has one event per payment, so a repeated delivery is the same event.
    id?: string,
  ): OfflineEvent =>
    offlineEvent(
      type,
      {
        metadata: {
          userId: payment.userId,
          ...(payment.billingPeriod ? { billingPeriod: payment.billingPeriod } : {}),
        },
        ...object,
      },
      clock.now(),
      id,
    );

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
    await claimSuccess(() => Successes.create({ _id: payment._id, at: clock.now() }));
    let delivered = false;
    try {
      await Payments.updateOne({ _id: payment._id }, { $set: { status: 'processing' } });
      const now = clock.now();
      delivered = await deliver(
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
    } finally {
      // Not delivered (or failed before): the claim is given back, so the shopper's retry pays
      // again instead of meeting a 409 for ever. The status is reopened first, then the claim
      // removed by _id (no conditional write, which FerretDB would not make atomic). Safe even
      // if the event did arrive after all (a timeout): a retry delivers the same event id,
      // which the webhook applies once.
      if (!delivered) {
        await Payments.updateOne(
          { _id: payment._id },
          { $set: { status: 'requires_payment_method' } },
        );
        await Successes.deleteOne({ _id: payment._id });
      }
    }
    if (!delivered) throw deliveryFailed();
    await Payments.updateOne({ _id: payment._id }, { $set: { status: 'succeeded', card: null } });
    // Saved once the payment went through, as Stripe attaches the card to the customer.
    await cards.save(payment.userId, card);
    return { status: 'succeeded', message: null };
  }

  async function find(userId: string, clientSecret: string): Promise<Payment> {
    const payment = await Payments.findOne({ clientSecret }).lean<Payment>();
    return payableOrThrow(payment, (found) => found.userId === userId);
  }

  async function open(
    userId: string,
    kind: 'payment' | 'setup',
    fields: { billingPeriod: Payment['billingPeriod']; amountCents: number },
  ) {
    // Asking again (a reload of the payment page) hands back the open payment for the same period.
    // Payments are opened under the user's lock (payments.ts): this look-up and the create below
    // are not atomic, and two open payments could both be paid.
    const existing = await Payments.findOne({
      userId,
      kind,
      billingPeriod: fields.billingPeriod,
      amountCents: fields.amountCents,
      status: mongoose.trusted({ $in: OPEN_PAYMENT_STATES }),
    }).lean<Payment>();
    if (existing) return { clientSecret: existing.clientSecret };
    const id = newOfflineId(kind === 'payment' ? 'offpi' : 'offseti');
    const clientSecret = newClientSecret(id);
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
      webhook.verify(rawBody, signature, InvalidSignatureError);
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
    async confirm(
      userId: string,
      clientSecret: string,
      card: OfflineCard,
    ): Promise<OfflinePaymentResult> {
      const payment = await find(userId, clientSecret);
      const outcome = testCardOutcome(card, clock.now());
      if (outcome.kind === 'declined') return fail(payment, outcome.message);
      if (outcome.kind === 'succeeded') return succeed(payment, outcome.card);
      await Payments.updateOne(
        { _id: payment._id },
        { $set: { status: 'requires_action', card: outcome.card } },
      );
      return { status: 'requires_action', message: null };
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
