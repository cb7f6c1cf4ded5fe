import type { BillingPeriod } from '@coffee/contracts';
import { stripeClientOptions } from '@coffee/service-defaults';
import Stripe from 'stripe';

// The pinned API version lives in service-defaults, beside the SDK version it goes with (the
// shapes read here and in stripe-events.ts are that version's).
export { STRIPE_API_VERSION, STRIPE_SDK_VERSION } from '@coffee/service-defaults';

/** The product Direct+ is priced under, by a fixed id: found again after any restart. */
export const DIRECT_PLUS_PRODUCT_ID = 'coffee-shop-direct-plus';

export const INTERVAL = { annual: 'year', monthly: 'month' } as const;

export interface StripeClientOptions {
  secretKey: string;
  /** Another API server than Stripe's, e.g. stripe-mock in tests: 'http://127.0.0.1:12111'. */
  apiBase?: string;
}

export function createStripeClient({ secretKey, apiBase }: StripeClientOptions): Stripe {
  return new Stripe(secretKey, stripeClientOptions(apiBase));
}

/**
 * The subscription a first payment creates: 'default_incomplete', so Stripe waits for the Payment
 * Element to confirm its first invoice's payment, whose confirmation secret comes back expanded.
 * (This API version has no `invoice.payment_intent`: the confirmation secret replaced it.)
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

/** What Stripe already has of the user's first payment for this period and amount. */
export type FirstPaymentAtStripe =
  | { state: 'none' }
  /** An incomplete subscription (Stripe expires those after 23 hours), its first invoice open. */
  | { state: 'waiting'; clientSecret: string }
  /** An active subscription: paid at Stripe, its event not applied here yet. */
  | { state: 'paid' };

/**
 * Asking again hands back the waiting payment, and a paid one refuses a new one, rather than open
 * a second subscription that could be paid too (the shopper charged twice). Newest first; the
 * list, unlike search, is up to date at once.
 */
export async function firstPaymentAtStripe(
  stripe: Stripe,
  input: { customer: string; userId: string; billingPeriod: BillingPeriod; amountCents: number },
): Promise<FirstPaymentAtStripe> {
  const subscriptions = await stripe.subscriptions.list({
    customer: input.customer,
    status: 'all',
    limit: 10,
    expand: ['data.latest_invoice.confirmation_secret'],
  });
  const mine = subscriptions.data.filter((s) => s.metadata.userId === input.userId);
  // Only 'active': a past_due or unpaid one (renewals failing) must not keep a lapsed member out.
  if (mine.some((s) => s.status === 'active')) return { state: 'paid' };
  for (const subscription of mine) {
    const price = subscription.items.data[0]?.price;
    const invoice = subscription.latest_invoice;
    const secret =
      subscription.status === 'incomplete' &&
      typeof invoice === 'object' &&
      invoice?.status === 'open'
        ? invoice.confirmation_secret?.client_secret
        : null;
    if (
      secret &&
      subscription.metadata.billingPeriod === input.billingPeriod &&
      price?.unit_amount === input.amountCents &&
      price.currency === 'usd'
    )
      return { state: 'waiting', clientSecret: secret };
  }
  return { state: 'none' };
}

/** Stripe's search language quotes values in single quotes; a quote or backslash is escaped. */
export const searchValue = (value: string) => `'${value.replace(/['\\]/g, '\\$&')}'`;
