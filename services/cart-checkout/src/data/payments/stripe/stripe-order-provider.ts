import {
  createStripeClient,
  idOf,
  onceKey,
  providerCalls,
  verifiedStripeEvent,
} from '@coffee/payments';
import type Stripe from 'stripe';
import type { OrderPaymentProvider, PaymentEvent } from '../../../domain/payments/ports';

// Pinned together in @coffee/payments: stripe-node 23.1.0 speaks API version 2026-10-28.endive.
export { STRIPE_API_VERSION, STRIPE_SDK_VERSION, createStripeClient } from '@coffee/payments';

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The payment provider is unavailable. Please try again later.';

export interface StripeOrderProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** stripe-mock in tests: 'http://127.0.0.1:12111'. */
  apiBase?: string;
}

/**
 * The PaymentIntent of an order: exactly its server-computed total in USD, the order and user in
 * the metadata (what the webhook reads back), and the payment methods the Payment Element offers
 * as the Stripe account enables them (cards, and PayPal where it is on).
 */
export function orderPaymentParams(input: {
  orderId: string;
  userId: string;
  amountCents: number;
  currency: 'usd';
}): Stripe.PaymentIntentCreateParams {
  return {
    amount: input.amountCents,
    currency: input.currency,
    automatic_payment_methods: { enabled: true },
    metadata: { orderId: input.orderId, userId: input.userId },
  };
}

/**
 * Idempotency keys: one PaymentIntent per order and amount (a reload or a retry after a refused
 * card gets the same intent back, which Stripe lets the shopper confirm again), one refund per
 * order and payment (a cancel repeated refunds once).
 */
export const paymentKey = (orderId: string, amountCents: number) =>
  onceKey('order-payment', orderId, amountCents);
export const refundKey = (orderId: string, paymentRef: string) =>
  onceKey('order-refund', orderId, paymentRef);
/** A return's partial refund: one per return (its key), beside the others of the same payment. */
export const returnRefundKey = (orderId: string, key: string) =>
  onceKey('order-return-refund', orderId, key);

const DECLINED = 'Your card was declined.';

/** One off-session PaymentIntent per order and amount: a repeated charge run charges once. */
export const savedCardKey = (orderId: string, amountCents: number) =>
  onceKey('order-saved-card', orderId, amountCents);

/** A subscription delivery's charge: the saved card, confirmed at once without the customer. */
export function savedCardParams(input: {
  orderId: string;
  userId: string;
  amountCents: number;
  currency: 'usd';
  customer: string;
  paymentMethod: string;
}): Stripe.PaymentIntentCreateParams {
  return {
    amount: input.amountCents,
    currency: input.currency,
    customer: input.customer,
    payment_method: input.paymentMethod,
    // A saved card needs no redirect; any method that would is refused rather than left waiting.
    automatic_payment_methods: { enabled: true, allow_redirects: 'never' },
    off_session: true,
    confirm: true,
    metadata: { orderId: input.orderId, userId: input.userId },
  };
}
const at = (seconds: number) => new Date(seconds * 1000);

/** What a verified Stripe event means for an order (API version 2026-10-28.endive). */
export function fromStripeEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { kind: 'ignored', id: event.id, type: event.type };
  if (event.type === 'payment_intent.succeeded') {
    const intent = event.data.object;
    const orderId = intent.metadata?.orderId;
    if (!orderId) return ignored;
    return {
      kind: 'payment-succeeded',
      id: event.id,
      at: at(event.created),
      orderId,
      paymentRef: intent.id,
      amountCents: intent.amount_received,
    };
  }
  if (event.type === 'payment_intent.payment_failed') {
    const intent = event.data.object;
    const orderId = intent.metadata?.orderId;
    if (!orderId) return ignored;
    return {
      kind: 'payment-failed',
      id: event.id,
      at: at(event.created),
      orderId,
      paymentRef: intent.id,
      message: intent.last_payment_error?.message ?? DECLINED,
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    const paymentRef = idOf(charge.payment_intent);
    if (!paymentRef) return ignored;
    return {
      kind: 'refunded',
      id: event.id,
      at: at(event.created),
      // A charge carries the intent's metadata; if not, the order is found by its payment.
      orderId: charge.metadata?.orderId ?? null,
      paymentRef,
      amountCents: charge.amount_refunded,
    };
  }
  return ignored;
}

/**
 * The card that paid an intent: its charge's `payment_method_details.card` (what the charge
 * was really made with), else the payment method's card; null for PayPal and the like.
 * Both need the intent retrieved with `expand: ['latest_charge', 'payment_method']`.
 */
export function cardOfIntent(
  intent: Stripe.PaymentIntent,
): { brand: string; last4: string } | null {
  const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
  const method = typeof intent.payment_method === 'object' ? intent.payment_method : null;
  for (const card of [charge?.payment_method_details?.card, method?.card]) {
    if (card?.brand && card.last4) return { brand: card.brand, last4: card.last4 };
  }
  return null;
}

const { call, unavailable } = providerCalls(PROVIDER_UNAVAILABLE_MESSAGE);

/** Stripe behind the order-payment port: PaymentIntents confirmed by the Payment Element. */
export function createStripeOrderProvider(
  options: StripeOrderProviderOptions,
  stripe: Stripe = createStripeClient(options),
): OrderPaymentProvider {
  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    startPayment: ({ orderId, userId, amountCents, currency }) =>
      call(async () => {
        const intent = await stripe.paymentIntents.create(
          orderPaymentParams({ orderId, userId, amountCents, currency }),
          { idempotencyKey: paymentKey(orderId, amountCents) },
        );
        if (!intent.client_secret) throw unavailable(new Error(`No client secret: ${intent.id}`));
        return { clientSecret: intent.client_secret, paymentRef: intent.id };
      }),

    chargeSavedCard: async ({ orderId, userId, amountCents, currency, card }) => {
      if (!card.customerRef) return { outcome: 'failed', paymentRef: null, message: DECLINED };
      const customer = card.customerRef;
      try {
        const intent = await stripe.paymentIntents.create(
          savedCardParams({
            orderId,
            userId,
            amountCents,
            currency,
            customer,
            paymentMethod: card.id,
          }),
          { idempotencyKey: savedCardKey(orderId, amountCents) },
        );
        if (intent.status === 'succeeded' || intent.status === 'processing')
          return { outcome: 'succeeded', paymentRef: intent.id };
        // requires_action: the bank wants the customer, who is not here (the mail asks them).
        return {
          outcome: 'failed',
          paymentRef: intent.id,
          message: intent.last_payment_error?.message ?? 'Your bank asked to confirm this payment.',
        };
      } catch (err) {
        // A decline comes back as a card error naming its intent; anything else is an outage.
        const declined = err as {
          type?: string;
          message?: string;
          payment_intent?: { id?: string };
        };
        if (declined.type === 'StripeCardError')
          return {
            outcome: 'failed',
            paymentRef: declined.payment_intent?.id ?? null,
            message: declined.message ?? DECLINED,
          };
        throw unavailable(err);
      }
    },

    // The succeeded event's intent names its charge and payment method by id only: one read with
    // both expanded says which card paid.
    cardOf: (paymentRef) =>
      call(async () =>
        cardOfIntent(
          await stripe.paymentIntents.retrieve(paymentRef, {
            expand: ['latest_charge', 'payment_method'],
          }),
        ),
      ),

    parseEvent: (rawBody, signature) =>
      fromStripeEvent(verifiedStripeEvent(stripe, options.webhookSecret, rawBody, signature)),

    refund: ({ orderId, paymentRef, amountCents, key }) =>
      call(async () => {
        const refund = await stripe.refunds.create(
          {
            payment_intent: paymentRef,
            amount: amountCents,
            metadata: key ? { orderId, refundKey: key } : { orderId },
          },
          { idempotencyKey: key ? returnRefundKey(orderId, key) : refundKey(orderId, paymentRef) },
        );
        return { refundRef: refund.id };
      }),
  };
}
