import { randomUUID } from 'node:crypto';
import type { BillingPeriod } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import Stripe from 'stripe';
import { InvalidSignatureError, type PaymentProvider } from '../../domain/billing/ports';
import { fromStripeEvent } from './stripe-events';

/**
 * The SDK and the API version are pinned together: stripe-node 23.1.0 speaks API version
 * 2026-10-28.endive (its own `Stripe.API_VERSION`), and the event shapes read in stripe-events.ts
 * are that version's. Upgrade both at once.
 */
export const STRIPE_SDK_VERSION = '23.1.0';
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

export interface StripeProviderOptions {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** The product renewals are priced under; created once (idempotently) when not given. */
  productId?: string;
  /** stripe-mock in tests: http://127.0.0.1:12111 */
  apiBase?: string;
}

const INTERVAL = { annual: 'year', monthly: 'month' } as const;

const scheduleIdOf = (subscription: Stripe.Subscription): string | null =>
  typeof subscription.schedule === 'string'
    ? subscription.schedule
    : (subscription.schedule?.id ?? null);
const unavailable = () =>
  new AppError(
    503,
    'The card provider is unavailable. Please try again later.',
    'PROVIDER_UNAVAILABLE',
  );

/**
 * The subscription a first payment creates: 'default_incomplete', so Stripe waits for the Payment
 * Element to confirm its first invoice's payment, whose client secret comes back expanded.
 */
export function firstPaymentParams(input: {
  customer: string;
  product: string;
  userId: string;
  billingPeriod: BillingPeriod;
  amountCents: number;
}): Stripe.SubscriptionCreateParams {
  return {
    customer: input.customer,
    items: [
      {
        price_data: {
          currency: 'usd',
          product: input.product,
          unit_amount: input.amountCents,
          recurring: { interval: INTERVAL[input.billingPeriod] },
        },
      },
    ],
    payment_behavior: 'default_incomplete',
    payment_settings: { save_default_payment_method: 'on_subscription' },
    metadata: { userId: input.userId, billingPeriod: input.billingPeriod },
    expand: ['latest_invoice.confirmation_secret'],
  };
}

/** Stripe behind the payment-provider port: Subscriptions paid through the Payment Element. */
export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const base = options.apiBase ? new URL(options.apiBase) : null;
  const stripe = new Stripe(options.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port, protocol: base.protocol.replace(':', '') as 'http' }
      : {}),
  });
  let productId: Promise<string> | null = options.productId
    ? Promise.resolve(options.productId)
    : null;

  /** Every failure of a call to Stripe reads as one readable 503; never a 500 with its text. */
  async function call<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (err) {
      if (err instanceof AppError) throw err;
      throw unavailable();
    }
  }

  const product = () =>
    (productId ??= stripe.products
      .create({ name: 'Direct+ membership' }, { idempotencyKey: 'coffee-shop-direct-plus-product' })
      .then((p) => p.id)
      .catch((err: unknown) => {
        productId = null;
        throw err;
      }));

  async function customerFor(userId: string): Promise<string> {
    const found = await stripe.customers.search({
      query: `metadata['userId']:'${userId}'`,
      limit: 1,
    });
    if (found.data[0]) return found.data[0].id;
    const created = await stripe.customers.create(
      { metadata: { userId } },
      { idempotencyKey: `customer-${userId}` },
    );
    return created.id;
  }

  return {
    name: 'stripe',
    publishableKey: options.publishableKey,

    startPayment: ({ userId, billingPeriod, amountCents }) =>
      call(async () => {
        const subscription = await stripe.subscriptions.create(
          firstPaymentParams({
            customer: await customerFor(userId),
            product: await product(),
            userId,
            billingPeriod,
            amountCents,
          }),
          { idempotencyKey: `subscription-${userId}-${randomUUID()}` },
        );
        const invoice = subscription.latest_invoice;
        const clientSecret =
          typeof invoice === 'object' && invoice
            ? invoice.confirmation_secret?.client_secret
            : null;
        if (!clientSecret) throw unavailable();
        return { clientSecret };
      }),

    startCardSetup: ({ userId, subscriptionId }) =>
      call(async () => {
        const intent = await stripe.setupIntents.create(
          {
            customer: await customerFor(userId),
            usage: 'off_session',
            metadata: { userId, ...(subscriptionId ? { subscriptionId } : {}) },
          },
          { idempotencyKey: `setup-${userId}-${randomUUID()}` },
        );
        if (!intent.client_secret) throw unavailable();
        return { clientSecret: intent.client_secret };
      }),

    setCancelAtPeriodEnd: (subscriptionId, cancel) =>
      call(async () => {
        if (!subscriptionId) return;
        // A subscription run by a schedule (a period switch waiting for renewal) cannot take
        // cancel_at_period_end: the schedule is released first; a cancelled one renews no more.
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const schedule = scheduleIdOf(subscription);
        if (schedule && cancel) await stripe.subscriptionSchedules.release(schedule);
        await stripe.subscriptions.update(
          subscriptionId,
          { cancel_at_period_end: cancel },
          { idempotencyKey: `cancel-${subscriptionId}-${cancel}-${randomUUID()}` },
        );
      }),

    setRenewalPeriod: (subscriptionId, billingPeriod, amountCents) =>
      call(async () => {
        if (!subscriptionId) return;
        // Stripe's way to change what the next renewal charges without touching the period paid
        // for: a schedule whose current phase runs to its end, then the new price.
        const subscription = await stripe.subscriptions.retrieve(subscriptionId);
        const existing = scheduleIdOf(subscription);
        const schedule = existing
          ? await stripe.subscriptionSchedules.retrieve(existing)
          : await stripe.subscriptionSchedules.create(
              { from_subscription: subscriptionId },
              { idempotencyKey: `schedule-${subscriptionId}-${randomUUID()}` },
            );
        const current = schedule.phases[0];
        if (!current) throw unavailable();
        await stripe.subscriptionSchedules.update(
          schedule.id,
          {
            end_behavior: 'release',
            phases: [
              {
                items: current.items.map((item) => ({
                  price: typeof item.price === 'string' ? item.price : item.price.id,
                  quantity: item.quantity ?? 1,
                })),
                start_date: current.start_date,
                end_date: current.end_date,
              },
              {
                items: [
                  {
                    price_data: {
                      currency: 'usd',
                      product: await product(),
                      unit_amount: amountCents,
                      recurring: { interval: INTERVAL[billingPeriod] },
                    },
                    quantity: 1,
                  },
                ],
                duration: { interval: INTERVAL[billingPeriod], interval_count: 1 },
              },
            ],
          },
          { idempotencyKey: `period-${subscriptionId}-${billingPeriod}-${randomUUID()}` },
        );
      }),

    parseEvent(rawBody, signature) {
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature ?? '', options.webhookSecret);
      } catch (err) {
        throw new InvalidSignatureError(err instanceof Error ? err.message : 'Invalid signature');
      }
      return fromStripeEvent(event);
    },
  };
}
