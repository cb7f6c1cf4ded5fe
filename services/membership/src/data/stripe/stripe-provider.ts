import { AppError } from '@coffee/service-defaults';
import {
  PAYMENT_IN_PROGRESS_MESSAGE,
  freshKey,
  isStripeCode,
  onceKey,
  providerCalls,
  verifiedStripeEvent,
} from '@coffee/payments';
import type Stripe from 'stripe';
import type { PaymentProvider } from '../../domain/billing/ports';
import {
  DIRECT_PLUS_PRODUCT_ID,
  createStripeClient,
  firstPaymentParams,
  firstPaymentAtStripe,
  searchValue,
} from './stripe-client';
import { CARD_BOOK_PURPOSE, stripeCards } from './stripe-cards';
import {
  cancelOpenFirstPayment,
  refundFirstPayment,
  refundPurchase,
} from './stripe-first-payments';
import { fromStripeEvent } from './stripe-events';
import { scheduleRenewalPeriod, setCancelAtPeriodEnd } from './stripe-renewal';

export { STRIPE_API_VERSION, STRIPE_SDK_VERSION, firstPaymentParams } from './stripe-client';

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The product renewals are priced under; when not given, DIRECT_PLUS_PRODUCT_ID (made once). */
  productId?: string;
  /** stripe-mock in tests: 'http://127.0.0.1:12111'. */
  apiBase?: string;
}

export const PROVIDER_UNAVAILABLE_MESSAGE =
  'The card provider is unavailable. Please try again later.';

const { call, unavailable } = providerCalls(PROVIDER_UNAVAILABLE_MESSAGE);

/**
 * Stripe behind the payment-provider port: Subscriptions paid through the Payment Element.
 * `stripe` is made from the options unless given (tests pass one to watch its responses).
 */
export function createStripeProvider(
  options: StripeProviderOptions,
  stripe: Stripe = createStripeClient(options),
): PaymentProvider {
  let productId: Promise<string> | null = options.productId
    ? Promise.resolve(options.productId)
    : null;

  async function findOrCreateProduct(): Promise<string> {
    try {
      return (await stripe.products.retrieve(DIRECT_PLUS_PRODUCT_ID)).id;
    } catch (err) {
      if (!isStripeCode(err, 'resource_missing')) throw err;
    }
    try {
      const created = await stripe.products.create(
        { id: DIRECT_PLUS_PRODUCT_ID, name: 'Direct+ membership' },
        { idempotencyKey: onceKey('product', DIRECT_PLUS_PRODUCT_ID) },
      );
      return created.id;
    } catch (err) {
      // Another instance made it first.
      if (isStripeCode(err, 'resource_already_exists')) return DIRECT_PLUS_PRODUCT_ID;
      throw err;
    }
  }

  const product = () =>
    (productId ??= findOrCreateProduct().catch((err: unknown) => {
      productId = null;
      throw err;
    }));

  const cards = stripeCards(stripe);

  async function customerFor(userId: string): Promise<string> {
    // Search lags creation by up to a minute; the idempotency key covers that window.
    const found = await stripe.customers.search({
      query: `metadata['userId']:${searchValue(userId)}`,
      limit: 1,
    });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe.customers.create(
      { metadata: { userId } },
      { idempotencyKey: onceKey('customer', userId) },
    );
    return created.id;
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    // Called under the user's lock (payments.ts), so the look-up and the create do not race.
    startPayment: ({ userId, billingPeriod, amountCents }) =>
      call(async () => {
        const customer = await customerFor(userId);
        const existing = await firstPaymentAtStripe(stripe, {
          customer,
          userId,
          billingPeriod,
          amountCents,
        });
        if (existing.state === 'paid')
          throw new AppError(409, PAYMENT_IN_PROGRESS_MESSAGE, 'PAYMENT_IN_PROGRESS');
        // One open first payment per user: another period's is cancelled, so it can never be paid.
        for (const other of existing.others) await cancelOpenFirstPayment(stripe, other);
        if (existing.state === 'waiting') return { clientSecret: existing.clientSecret };
        const subscription = await stripe.subscriptions.create(
          firstPaymentParams({
            customer,
            product: await product(),
            userId,
            billingPeriod,
            amountCents,
          }),
          // A fresh key per new subscription (the SDK's retries of this request reuse it): a fixed
          // one would, for Stripe's 24 hours, replay a subscription expired unpaid after 23.
          { idempotencyKey: freshKey('subscription', userId) },
        );
        const invoice = subscription.latest_invoice;
        const clientSecret =
          typeof invoice === 'object' && invoice
            ? invoice.confirmation_secret?.client_secret
            : null;
        if (!clientSecret)
          throw unavailable(new Error(`No confirmation secret: ${subscription.id}`));
        return { clientSecret };
      }),

    refundFirstPayment: ({ userId, purchaseRef, paymentRef }) =>
      call(() => refundFirstPayment(stripe, { userId, subscriptionId: purchaseRef, paymentRef })),
    refundPurchase: ({ userId, purchaseRef, paymentRefs }) =>
      call(() =>
        refundPurchase(stripe, {
          userId,
          subscriptionId: purchaseRef,
          invoices: paymentRefs,
          reason: 'requested_by_customer',
        }),
      ),

    startCardSetup: ({ userId, subscriptionId }) =>
      call(async () => {
        const intent = await stripe.setupIntents.create(
          {
            customer: await customerFor(userId),
            usage: 'off_session',
            metadata: { userId, ...(subscriptionId ? { subscriptionId } : {}) },
          },
          { idempotencyKey: freshKey('setup', userId) },
        );
        if (!intent.client_secret) throw unavailable(new Error(`No client secret: ${intent.id}`));
        return { clientSecret: intent.client_secret };
      }),

    // No subscription, no lock needed: the customer's create is idempotent per user, and a
    // second setup left unconfirmed charges nothing and saves nothing.
    startCardBookSetup: (userId) =>
      call(async () => {
        const intent = await stripe.setupIntents.create(
          {
            customer: await customerFor(userId),
            usage: 'off_session',
            metadata: { userId, purpose: CARD_BOOK_PURPOSE },
          },
          { idempotencyKey: freshKey('card-book-setup', userId) },
        );
        if (!intent.client_secret) throw unavailable(new Error(`No client secret: ${intent.id}`));
        return { clientSecret: intent.client_secret };
      }),

    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      call(async () => {
        if (subscriptionId) await setCancelAtPeriodEnd(stripe, subscriptionId, cancel);
      }),

    setRenewalPeriod: (subscriptionId, billingPeriod, amountCents) =>
      call(async () => {
        if (!subscriptionId) return;
        await scheduleRenewalPeriod(stripe, {
          subscriptionId,
          product: await product(),
          billingPeriod,
          amountCents,
        });
      }),

    parseEvent: (rawBody, signature) =>
      fromStripeEvent(verifiedStripeEvent(stripe, options.webhookSecret, rawBody, signature)),

    listCards: (userId, subscriptionId) => call(() => cards.list(userId, subscriptionId)),
    setDefaultCard: (userId, cardId, subscriptionId) =>
      call(() => cards.setDefault(userId, cardId, subscriptionId)),
    removeCard: (userId, cardId) => call(() => cards.remove(userId, cardId)),
    findCard: (userId, cardId) => call(() => cards.find(userId, cardId)),
    forgetCustomer: (userId, subscriptionId) => call(() => cards.forget(userId, subscriptionId)),
  };
}
