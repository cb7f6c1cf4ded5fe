import { createHmac } from 'node:crypto';
import { ConfigError, loadServiceConfig, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback)
    .transform((value) => value === 'true');

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadMembershipConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'membership',
    defaultPort: SERVICES.membership.port,
    defaultDbName: SERVICES.membership.database,
    extend: {
      /** The account service: the users' Direct+ state lives on the user (GET /internal/users/:id). */
      ACCOUNT_URL: z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default(defaultServiceUrl('account')),
      /** Seed the unclaimed in-store memberships at start-up (idempotent). */
      SEED_DEMO_DATA: flag('false'),
      /**
       * The offline test provider's webhook secret. Several instances must share it (any of them
       * may receive an event another signed); by default it is derived from the internal token,
       * which they already share.
       */
      OFFLINE_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
      /** Stripe, when all three are set (test-mode keys in development); else the offline provider. */
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
      /** The Stripe product Direct+ is priced under; created once when not given. */
      STRIPE_PRODUCT_ID: z
        .string()
        .regex(/^prod_/, 'must be a Stripe product id')
        .optional(),
    },
    env,
  });
  const { STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET } = config.env;
  const stripeKeys = [STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET];
  // Half a Stripe set-up would take payments nobody's webhook confirms: all three, or none.
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new ConfigError([
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three, or none',
    ]);
  }
  return {
    ...config,
    stripe:
      STRIPE_SECRET_KEY && STRIPE_PUBLISHABLE_KEY && STRIPE_WEBHOOK_SECRET
        ? {
            secretKey: STRIPE_SECRET_KEY,
            publishableKey: STRIPE_PUBLISHABLE_KEY,
            webhookSecret: STRIPE_WEBHOOK_SECRET,
            ...(config.env.STRIPE_PRODUCT_ID ? { productId: config.env.STRIPE_PRODUCT_ID } : {}),
          }
        : null,
    seedDemoData: config.env.SEED_DEMO_DATA,
    offlineWebhookSecret:
      config.env.OFFLINE_WEBHOOK_SECRET ??
      createHmac('sha256', config.internalToken).update('offline-payment-webhook').digest('hex'),
  };
}
export type MembershipConfig = ReturnType<typeof loadMembershipConfig>;
