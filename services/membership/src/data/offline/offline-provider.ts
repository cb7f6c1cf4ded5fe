import {
  ALREADY_MEMBER_REFUNDED_MESSAGE,
  OFF_SESSION_DECLINE_TEST_CARD,
  PAYMENT_REPLACED_MESSAGE,
  type CardSummary,
  type OfflinePaymentResult,
} from '@coffee/contracts';
import { AppError, isDuplicateKeyError } from '@coffee/service-defaults';
import {
  OFFLINE_DECLINES,
  OPEN_PAYMENT_STATES,
  PAYMENT_IN_PROGRESS_MESSAGE,
  claimSuccess,
  deliveryFailed,
  insertOnce,
  newClientSecret,
  newOfflinePaymentIds,
  offlineCardSteps,
  offlineWebhook,
  payableOrThrow,
  summarizeCard,
  testCardOutcome,
  type OfflineCard,
  type OfflineProviderOptions,
} from '@coffee/payments';
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

export { OFFLINE_DECLINES } from '@coffee/payments';

type Payment = OfflinePaymentDoc & { _id: string };
type SetupPurpose = 'membership' | 'card-book';
/** Rows from before `purpose` existed are a member's card updates. */
const isCardBook = (payment: Payment) =>
  payment.kind === 'setup' && payment.purpose === 'card-book';
type Outcome = { _id: string; at: Date; outcome?: 'succeeded' | 'canceled' | null };

/**
 * Longer than any success's delivery takes (its request is cut off at 20 s): a success claimed
 * earlier and still not settled was cut short by a crash. It was never delivered, so it grants
 * nothing and can never be paid again, and it no longer stands in the way of a new payment.
 */
const STUCK_SUCCESS_MS = 2 * 60 * 1000;

const inProgress = () => new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
const replaced = () => new AppError(409, PAYMENT_REPLACED_MESSAGE, 'PAYMENT_REPLACED');

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
    webhook.event(
      type,
      {
        metadata: {
          userId: payment.userId,
          ...(payment.billingPeriod ? { billingPeriod: payment.billingPeriod } : {}),
          ...(isCardBook(payment) ? { purpose: 'card-book' as const } : {}),
        },
        ...object,
      },
      id,
    );

  /** The payment's one outcome, if it has one (a success claimed, or its replacement's cancel). */
  const outcomeOf = (id: string) => Successes.findById(id).lean<Outcome>();

  async function fail(payment: Payment, message: string): Promise<OfflinePaymentResult> {
    // Never reopens a payment replaced meanwhile (its cancel claim also keeps it from succeeding).
    await Payments.updateOne(
      { _id: payment._id, status: mongoose.trusted({ $ne: 'canceled' }) },
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

  async function succeed(
    payment: Payment,
    card: CardSummary,
    offSessionDecline: string | null = null,
  ): Promise<OfflinePaymentResult> {
    try {
      await claimSuccess(() => Successes.create({ _id: payment._id, at: clock.now() }));
    } catch (err) {
      // Its replacement cancelled it between the read and this claim: it was never charged.
      if ((await outcomeOf(payment._id))?.outcome === 'canceled') throw replaced();
      throw err;
    }
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
                payment: payment._id,
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
    // The webhook found the shopper already a paying member and refunded it (refundFirstPayment,
    // before the delivery returned): the shopper hears so, and no card is kept for it.
    const settled = await Payments.findById(payment._id).lean<Payment>();
    if (settled?.refundedAt) return { status: 'failed', message: ALREADY_MEMBER_REFUNDED_MESSAGE };
    // Saved once the payment went through, as Stripe attaches the card to the customer.
    await cards.save(payment.userId, card, {
      offSessionDecline,
      makeDefault: isCardBook(payment) ? 'when-none' : 'always',
    });
    return { status: 'succeeded', message: null };
  }

  async function find(userId: string, clientSecret: string): Promise<Payment> {
    const payment = await Payments.findOne({ clientSecret }).lean<Payment>();
    const mine = (found: Payment) => found.userId === userId;
    if (payment && mine(payment) && payment.status === 'canceled') throw replaced();
    return payableOrThrow(payment, mine);
  }

  /**
   * Cancels an open first payment so that it can never be paid: its outcome is claimed as
   * `canceled` (the same unique insert a success claims), so a confirmation racing this cancel
   * either wins (this is a 409: the payment is being paid) or can no longer succeed.
   */
  async function cancel(payment: Payment): Promise<void> {
    const claimed = await insertOnce(() =>
      Successes.create({ _id: payment._id, at: clock.now(), outcome: 'canceled' }),
    );
    if (!claimed) throw inProgress();
    await Payments.updateOne({ _id: payment._id }, { $set: { status: 'canceled', card: null } });
  }

  /**
   * At most one open first payment per user, whatever the period (two could both be paid): the
   * open one for this period and amount is kept, every other one is cancelled (the shopper's
   * latest choice is the one to pay, as a shop replaces an unpaid order's payment when the order
   * changes), and one being paid right now makes this a 409 (its event decides the membership).
   */
  async function openFirstPayment(
    userId: string,
    fields: { billingPeriod: Payment['billingPeriod']; amountCents: number },
  ): Promise<Payment | null> {
    const candidates = await Payments.find({
      userId,
      kind: 'payment',
      status: mongoose.trusted({ $in: [...OPEN_PAYMENT_STATES, 'processing'] }),
    })
      .sort({ createdAt: -1, _id: 1 })
      .lean<Payment[]>();
    let kept: Payment | null = null;
    const now = clock.now().getTime();
    for (const payment of candidates) {
      const outcome = await outcomeOf(payment._id);
      if (outcome?.outcome === 'canceled') {
        // Cancelled before, its status not written yet (or a decline raced it): it stays shut.
        await Payments.updateOne({ _id: payment._id }, { $set: { status: 'canceled' } });
      } else if (outcome || payment.status === 'processing') {
        // Being paid right now: its event decides. Long stuck (a crash mid-delivery): passed over.
        if (!outcome || now - outcome.at.getTime() < STUCK_SUCCESS_MS) throw inProgress();
      } else if (
        !kept &&
        payment.billingPeriod === fields.billingPeriod &&
        payment.amountCents === fields.amountCents
      ) {
        kept = payment;
      } else {
        await cancel(payment);
      }
    }
    return kept;
  }

  async function open(
    userId: string,
    kind: 'payment' | 'setup',
    fields: { billingPeriod: Payment['billingPeriod']; amountCents: number },
    purpose: SetupPurpose = 'membership',
  ) {
    // Asking again (a reload of the payment page) hands back the open payment for the same period.
    // Payments are opened under the user's lock (payments.ts): this look-up and the create below
    // are not atomic, and two open payments could both be paid. A card setup charges nothing.
    const existing =
      kind === 'payment'
        ? await openFirstPayment(userId, fields)
        : await Payments.findOne({
            userId,
            kind,
            // A member's card update and a card-book setup never hand out each other's secret.
            purpose,
            billingPeriod: fields.billingPeriod,
            amountCents: fields.amountCents,
            status: mongoose.trusted({ $in: OPEN_PAYMENT_STATES }),
          }).lean<Payment>();
    if (existing) return { clientSecret: existing.clientSecret };
    const { id, clientSecret } = newOfflinePaymentIds(kind === 'payment' ? 'offpi' : 'offseti');
    await Payments.create({
      _id: id,
      clientSecret,
      userId,
      kind,
      ...(kind === 'setup' ? { purpose } : {}),
      ...fields,
      status: 'requires_payment_method',
      createdAt: clock.now(),
    });
    return { clientSecret };
  }

  // The card form's steps (as the orders'): the user's payment, found by `find` first.
  const cardSteps = offlineCardSteps<Payment>({
    clock,
    fail,
    succeed,
    async hold(payment, card) {
      await Payments.updateOne({ _id: payment._id }, { $set: { status: 'requires_action', card } });
    },
  });

  const provider: PaymentProvider = {
    name: 'offline',
    publishableKey: null,
    startPayment: ({ userId, billingPeriod, amountCents }) =>
      open(userId, 'payment', { billingPeriod, amountCents }),
    startCardSetup: ({ userId }) => open(userId, 'setup', { billingPeriod: null, amountCents: 0 }),
    startCardBookSetup: (userId) =>
      open(userId, 'setup', { billingPeriod: null, amountCents: 0 }, 'card-book'),
    findCard: (userId, cardId) => cards.find(userId, cardId),
    // The offline provider keeps no subscription to end: the payment is marked refunded (once,
    // under the user's lock the webhook holds), which the shopper's confirmation then reports.
    async refundFirstPayment({ userId, paymentRef }) {
      if (!paymentRef) return;
      await Payments.updateOne(
        { _id: paymentRef, userId, kind: 'payment', refundedAt: null },
        { $set: { refundedAt: clock.now() } },
      );
    },
    // The money-back guarantee: the same mark on each payment (nothing renews here to end).
    async refundPurchase({ userId, paymentRefs }) {
      for (const paymentRef of paymentRefs) {
        await Payments.updateOne(
          { _id: paymentRef, userId, kind: 'payment', refundedAt: null },
          { $set: { refundedAt: clock.now() } },
        );
      }
    },
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

    /**
     * A payment made before this service knew the user (the demo member's seeded year): paid,
     * its outcome claimed, its card saved. One per user (its id is the user's).
     */
    async seedPaidPayment(input: {
      userId: string;
      billingPeriod: NonNullable<Payment['billingPeriod']>;
      amountCents: number;
      card: CardSummary;
      at: Date;
    }): Promise<{ paymentRef: string }> {
      const id = `offpi_seed_${input.userId}`;
      try {
        await Payments.create({
          _id: id,
          clientSecret: newClientSecret(id),
          userId: input.userId,
          kind: 'payment',
          billingPeriod: input.billingPeriod,
          amountCents: input.amountCents,
          status: 'succeeded',
          createdAt: input.at,
        });
        await Successes.create({ _id: id, at: input.at, outcome: 'succeeded' });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
      await cards.save(input.userId, input.card);
      return { paymentRef: id };
    },

    /** POST /api/offline-payments/confirm: the card typed into our form, as a test card behaves. */
    async confirm(
      userId: string,
      clientSecret: string,
      card: OfflineCard,
    ): Promise<OfflinePaymentResult> {
      const payment = await find(userId, clientSecret);
      // Stripe's 4000 0000 0000 0341 attaches to a customer but every later charge is declined: a
      // setup saves it with that decline remembered; a payment with it is declined at once (the
      // card steps' unknown number). A past expiry is refused first, as for every card.
      if (payment.kind === 'setup' && card.number === OFF_SESSION_DECLINE_TEST_CARD) {
        const outcome = testCardOutcome(card, clock.now());
        if (outcome.kind === 'declined' && outcome.message === OFFLINE_DECLINES.pastExpiry)
          return fail(payment, outcome.message);
        return succeed(payment, summarizeCard(card), OFFLINE_DECLINES.declined);
      }
      return cardSteps.confirm(payment, card);
    },

    /** POST /api/offline-payments/authenticate: the shopper approves or refuses the extra step. */
    async authenticate(
      userId: string,
      clientSecret: string,
      approve: boolean,
    ): Promise<OfflinePaymentResult> {
      return cardSteps.authenticate(await find(userId, clientSecret), approve);
    },
  };
}
export type OfflineProvider = ReturnType<typeof createOfflineProvider>;
