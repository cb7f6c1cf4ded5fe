import { createHmac } from 'node:crypto';
import { ConfigError, loadServiceConfig, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const serviceUrl = (fallback: string) =>
  z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' }).default(fallback);

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadCartCheckoutConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'cart-checkout',
    defaultPort: SERVICES['cart-checkout'].port,
    defaultDbName: SERVICES['cart-checkout'].database,
    extend: {
      /** The catalog service: product details and prices, and the stock reservations of orders. */
      CATALOG_URL: serviceUrl(defaultServiceUrl('catalog')),
      /** The account service: whether the user is a Direct+ member (free shipping). */
      ACCOUNT_URL: serviceUrl(defaultServiceUrl('account')),
      /**
       * How long a stock reservation at the catalog may take. Longer than SERVICE_TIMEOUT_MS on
       * purpose: the catalog queues reservations of one product behind a lock (up to its
       * STOCK_LOCK_WAIT_MS, 5 s), so in a rush the answer is slow but right.
       */
      STOCK_TIMEOUT_MS: z.coerce.number().int().min(1).default(10_000),
      /**
       * The offline test provider's webhook secret (instances must share it); by default derived
       * from the internal token, which they already share.
       */
      OFFLINE_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
      /** Stripe, when all three are set (as the membership service); else the offline provider. */
      STRIPE_SECRET_KEY: z
        .string()
        .regex(/^(sk|rk)_/, 'must be a Stripe secret key')
        .optional(),
      STRIPE_PUBLISHABLE_KEY: z
        .string()
        .regex(/^pk_/, 'must be a Stripe publishable key')
        .optional(),
      STRIPE_WEBHOOK_SECRET: z
        .string()
        .regex(/^whsec_/, 'must be a Stripe webhook secret')
        .optional(),
      /**
       * The signing secret of the Stripe webhook endpoint for /api/order-payments/webhook, when it
       * is another endpoint than the membership's (each Stripe endpoint has its own secret).
       * Falls back to STRIPE_WEBHOOK_SECRET.
       */
      STRIPE_ORDER_WEBHOOK_SECRET: z
        .string()
        .regex(/^whsec_/, 'must be a Stripe webhook secret')
        .optional(),
      /** Another Stripe API server (stripe-mock in tests). */
      STRIPE_API_BASE: z.url({ protocol: /^https?$/ }).optional(),
    },
    env,
  });
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY } = config.env;
  const webhookSecret = config.env.STRIPE_ORDER_WEBHOOK_SECRET ?? config.env.STRIPE_WEBHOOK_SECRET;
  const stripeKeys = [STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, webhookSecret];
  // Half a Stripe set-up would take payments nobody's webhook confirms: all three, or none.
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_(ORDER_)WEBHOOK_SECRET: set all three, or none',
    ]);
  }
  return {
    ...config,
    stripe:
      STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && webhookSecret
        ? {
            secretKey: STRIPE_SECRET_KEY,
            publishableKey: STRIPE_PUBLISHABLE_KEY,
            webhookSecret,
            ...(config.env.STRIPE_API_BASE ? { apiBase: config.env.STRIPE_API_BASE } : {}),
          }
        : null,
    offlineWebhookSecret:
      config.env.OFFLINE_WEBHOOK_SECRET ??
      createHmac('sha256', config.internalToken)
        .update('offline-order-payment-webhook')
        .digest('hex'),
  };
}
export type CartCheckoutConfig = ReturnType<typeof loadCartCheckoutConfig>;
