import type { BillingPeriod } from '@coffee/contracts';
import type Stripe from 'stripe';

// The pinned API version lives in @coffee/payments, beside the SDK version it goes with (the
// shapes read here and in stripe-events.ts are that version's).
export {
  STRIPE_API_VERSION,
  STRIPE_SDK_VERSION,
  createStripeClient,
  type StripeClientOptions,
} from '@coffee/payments';

/** The product Direct+ is priced under, by a fixed id: found again after any restart. */
export const DIRECT_PLUS_PRODUCT_ID = 'coffee-shop-direct-plus';

export const INTERVAL = { annual: 'year', monthly: 'month' } as const;

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

/** A first payment still open at Stripe: an incomplete subscription, its first invoice open. */
export interface OpenFirstPayment {
  subscriptionId: string;
  invoiceId: string | null;
}

/** What Stripe already has of the user's first payments. */
export type FirstPaymentAtStripe =
  /**
   * None open for this period and amount; `others` are open for another (to be cancelled: one
   * open first payment per user).
   */
  | { state: 'none'; others: OpenFirstPayment[] }
  /** An incomplete subscription (Stripe expires those after 23 hours), its first invoice open. */
  | { state: 'waiting'; clientSecret: string; others: OpenFirstPayment[] }
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
  let waiting: string | null = null;
  const others: OpenFirstPayment[] = [];
  for (const subscription of mine) {
    const invoice = subscription.latest_invoice;
    const status = typeof invoice === 'object' ? invoice?.status : null;
    if (subscription.status !== 'incomplete') continue;
    // Its first invoice paid a moment ago, the subscription not active yet: being paid.
    if (status === 'paid') return { state: 'paid' };
    // A void or uncollectible first invoice can no longer be paid: nothing to cancel.
    if (status !== 'open' || typeof invoice !== 'object' || !invoice) continue;
    const price = subscription.items.data[0]?.price;
    const secret = invoice.confirmation_secret?.client_secret ?? null;
    const same =
      subscription.metadata.billingPeriod === input.billingPeriod &&
      price?.unit_amount === input.amountCents &&
      price.currency === 'usd';
    if (secret && same && waiting === null) waiting = secret;
    else others.push({ subscriptionId: subscription.id, invoiceId: invoice.id ?? null });
  }
  return waiting === null
    ? { state: 'none', others }
    : { state: 'waiting', clientSecret: waiting, others };
}

/** Stripe's search language quotes values in single quotes; a quote or backslash is escaped. */
export const searchValue = (value: string) => `'${value.replace(/['\\]/g, '\\$&')}'`;
