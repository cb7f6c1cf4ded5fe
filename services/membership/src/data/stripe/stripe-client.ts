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

/** Stripe's search language quotes values in single quotes; a quote or backslash is escaped. */
export const searchValue = (value: string) => `'${value.replace(/['\\]/g, '\\$&')}'`;
