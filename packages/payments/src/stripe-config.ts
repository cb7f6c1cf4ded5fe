import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from '@coffee/service-defaults';

/**
 * An empty value is no value: compose passes `${STRIPE_SECRET_KEY-}` through as '' when the
 * shell has none, and Kubernetes an empty Secret key the same way.
 */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

/** A Stripe webhook signing secret in the env, optional (STRIPE_ORDER_WEBHOOK_SECRET uses it too). */
export const stripeWebhookSecretEnv = z.preprocess(
  emptyAsUnset,
  z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret')
    .optional(),
);

/**
 * Stripe's keys in a service's env: spread into its `extend`. Stripe, when all three are set;
 * the offline test provider, when none are and this is no production (or DEMO_PAYMENTS=true).
 */
export const stripeEnv = {
  STRIPE_SECRET_KEY: z.preprocess(
    emptyAsUnset,
    z
      .string()
      .regex(/^(sk|rk)_/, 'must be a Stripe secret key')
      .optional(),
  ),
  STRIPE_PUBLISHABLE_KEY: z.preprocess(
    emptyAsUnset,
    z.string().regex(/^pk_/, 'must be a Stripe publishable key').optional(),
  ),
  STRIPE_WEBHOOK_SECRET: stripeWebhookSecretEnv,
  /**
   * The offline test provider's webhook secret. Several instances must share it (any of them may
   * receive an event another signed); by default it is derived from the internal token, which
   * they already share.
   */
  OFFLINE_WEBHOOK_SECRET: z.preprocess(
    emptyAsUnset,
    z.string().min(32, 'must be at least 32 characters').optional(),
  ),
  /**
   * This shop is a demo: under NODE_ENV=production the offline test provider takes the payments
   * (no real money moves) and every page says so. Without it, production needs Stripe's keys.
   */
  DEMO_PAYMENTS: z.preprocess(
    emptyAsUnset,
    z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('false')
      .transform((value) => value === 'true'),
  ),
};

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

type GivenKeys = Partial<Record<keyof StripeKeys, string | undefined>>;

const allOrNone = (webhookKey: string) =>
  `STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, ${webhookKey}: set all three, or none`;

/**
 * Stripe's keys, or null for the offline provider. Half a Stripe set-up would take payments
 * nobody's webhook confirms: all three, or none (`webhookKey` names the secret's env key(s)).
 */
export function stripeKeysOf(
  keys: GivenKeys,
  webhookKey = 'STRIPE_WEBHOOK_SECRET',
): StripeKeys | null {
  const { secretKey, publishableKey, webhookSecret } = keys;
  const given = [secretKey, publishableKey, webhookSecret];
  if (given.some(Boolean) && !given.every(Boolean)) throw new ConfigError([allOrNone(webhookKey)]);
  return secretKey && publishableKey && webhookSecret
    ? { secretKey, publishableKey, webhookSecret }
    : null;
}

export interface PaymentProviderChoice {
  /** The keys as given (STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, the webhook secret). */
  keys: GivenKeys;
  /** The env key(s) of the webhook secret, for the messages (STRIPE_ORDER_WEBHOOK_SECRET). */
  webhookKey?: string;
  /** DEMO_PAYMENTS (stripeEnv's parsed flag). */
  demo: boolean;
  /** NODE_ENV as the process was given it. */
  nodeEnv: string | undefined;
}

/**
 * The one rule of both paying services (membership, cart-checkout): Stripe's keys, or null for
 * the offline test provider, which approves any test card, so that a production deployment
 * never takes orders through it by accident (issue 24):
 * - all three Stripe keys, or none (half a set-up takes payments no webhook confirms);
 * - under NODE_ENV=production, no keys only with DEMO_PAYMENTS=true: the shop says it is a demo;
 * - DEMO_PAYMENTS=true with Stripe keys is a contradiction: which one was meant?
 * Every problem is listed in one ConfigError, with what to set.
 */
export function paymentProviderOf({
  keys,
  webhookKey = 'STRIPE_WEBHOOK_SECRET',
  demo,
  nodeEnv,
}: PaymentProviderChoice): StripeKeys | null {
  const given = [keys.secretKey, keys.publishableKey, keys.webhookSecret].filter(Boolean);
  const problems: string[] = [];
  if (given.length > 0 && given.length < 3) problems.push(allOrNone(webhookKey));
  if (demo && given.length > 0)
    problems.push(
      'DEMO_PAYMENTS: true, yet Stripe keys are set: unset DEMO_PAYMENTS to take real payments ' +
        'through Stripe, or unset the STRIPE_* keys for a demo shop that takes none',
    );
  if (nodeEnv === 'production' && !demo && given.length === 0)
    problems.push(
      `NODE_ENV=production needs a real payment provider: set STRIPE_SECRET_KEY, ` +
        `STRIPE_PUBLISHABLE_KEY and ${webhookKey} (Stripe), or DEMO_PAYMENTS=true for a demo ` +
        'shop on the offline test provider, which takes no real payments (every page then says so)',
    );
  if (problems.length > 0) throw new ConfigError(problems);
  return stripeKeysOf(keys, webhookKey);
}

/**
 * The offline provider's webhook secret: the one given, else one derived from the internal token
 * under `purpose` (each service its own, so one's events are never taken by another).
 */
export const offlineWebhookSecretOf = (
  given: string | undefined,
  internalToken: string,
  purpose: string,
) => given ?? createHmac('sha256', internalToken).update(purpose).digest('hex');

/** What `stripeEnv` parses to (the keys a service reads with it). */
export interface PaymentEnv {
  STRIPE_SECRET_KEY?: string | undefined;
  STRIPE_PUBLISHABLE_KEY?: string | undefined;
  STRIPE_WEBHOOK_SECRET?: string | undefined;
  OFFLINE_WEBHOOK_SECRET?: string | undefined;
  DEMO_PAYMENTS: boolean;
}

export interface PaymentSettingsInput {
  /** The service's parsed env (its `extend` spread `stripeEnv`). */
  env: PaymentEnv;
  /** NODE_ENV as the process was given it. */
  nodeEnv: string | undefined;
  /** The service's internal token, from which the offline webhook secret is derived. */
  internalToken: string;
  /** Names the offline provider's derived secret ('offline-payment-webhook'): one per service. */
  offlinePurpose: string;
  /** The Stripe webhook secret when the service reads its own key for it; else the env's. */
  webhookSecret?: string | undefined;
  /** The env key(s) of that secret, for the messages. */
  webhookKey?: string;
}

/**
 * A paying service's payment settings, by the one rule (`paymentProviderOf`): Stripe's keys or
 * null for the offline test provider, whether this is a declared demo, and the offline
 * provider's webhook secret. Throws the ConfigError that stops the service at start.
 */
export function paymentSettingsOf(input: PaymentSettingsInput) {
  const { env } = input;
  const stripe = paymentProviderOf({
    keys: {
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: input.webhookSecret ?? env.STRIPE_WEBHOOK_SECRET,
    },
    ...(input.webhookKey ? { webhookKey: input.webhookKey } : {}),
    demo: env.DEMO_PAYMENTS,
    nodeEnv: input.nodeEnv,
  });
  return {
    stripe,
    /** DEMO_PAYMENTS=true: the offline provider in a shop that says it is a demo. */
    demoPayments: env.DEMO_PAYMENTS,
    offlineWebhookSecret: offlineWebhookSecretOf(
      env.OFFLINE_WEBHOOK_SECRET,
      input.internalToken,
      input.offlinePurpose,
    ),
  };
}
