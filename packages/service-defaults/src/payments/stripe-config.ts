import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { ConfigError } from '../config/parse-config';

/** Stripe's keys in a service's env: spread into its `extend`. Stripe, when all three are set. */
export const stripeEnv = {
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key')
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_/, 'must be a Stripe publishable key').optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a Stripe webhook secret')
    .optional(),
  /**
   * The offline test provider's webhook secret. Several instances must share it (any of them may
   * receive an event another signed); by default it is derived from the internal token, which
   * they already share.
   */
  OFFLINE_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

export interface StripeKeys {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
}

/**
 * Stripe's keys, or null for the offline provider. Half a Stripe set-up would take payments
 * nobody's webhook confirms: all three, or none (`webhookKey` names the secret's env key(s)).
 */
export function stripeKeysOf(
  keys: Partial<Record<keyof StripeKeys, string | undefined>>,
  webhookKey = 'STRIPE_WEBHOOK_SECRET',
): StripeKeys | null {
  const { secretKey, publishableKey, webhookSecret } = keys;
  const given = [secretKey, publishableKey, webhookSecret];
  if (given.some(Boolean) && !given.every(Boolean)) {
    throw new ConfigError([
      `STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, ${webhookKey}: set all three, or none`,
    ]);
  }
  return secretKey && publishableKey && webhookSecret
    ? { secretKey, publishableKey, webhookSecret }
    : null;
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
