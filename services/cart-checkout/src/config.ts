import {
  loadServiceConfig,
  offlineWebhookSecretOf,
  stripeEnv,
  stripeKeysOf,
  type Env,
} from '@coffee/service-defaults';
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
      /** Stripe, when all three keys are set (as the membership service); else offline. */
      ...stripeEnv,
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
  const parsed = config.env;
  const stripe = stripeKeysOf(
    {
      secretKey: parsed.STRIPE_SECRET_KEY,
      publishableKey: parsed.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: parsed.STRIPE_ORDER_WEBHOOK_SECRET ?? parsed.STRIPE_WEBHOOK_SECRET,
    },
    'STRIPE_(ORDER_)WEBHOOK_SECRET',
  );
  return {
    ...config,
    stripe: stripe && {
      ...stripe,
      ...(parsed.STRIPE_API_BASE ? { apiBase: parsed.STRIPE_API_BASE } : {}),
    },
    offlineWebhookSecret: offlineWebhookSecretOf(
      parsed.OFFLINE_WEBHOOK_SECRET,
      config.internalToken,
      'offline-order-payment-webhook',
    ),
  };
}
export type CartCheckoutConfig = ReturnType<typeof loadCartCheckoutConfig>;
