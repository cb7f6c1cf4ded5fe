import Stripe from 'stripe';
import { InvalidSignatureError } from './port';
import { checkSignature } from './signed-events';

/**
 * The SDK and the API version are pinned together: stripe-node 23.1.0 (this package's
 * dependency, at exactly that version, and the only one the services use) speaks API version
 * 2026-10-28.endive, its own `Stripe.API_VERSION`. Upgrade both at once.
 */
export const STRIPE_SDK_VERSION = '23.1.0';
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/**
 * The options every `new Stripe(secretKey, …)` is made with. `apiBase`: another API server than
 * Stripe's, e.g. stripe-mock in tests ('http://127.0.0.1:12111').
 */
export function stripeClientOptions(apiBase?: string) {
  const base = apiBase ? new URL(apiBase) : null;
  const protocol = base?.protocol === 'http:' ? ('http' as const) : ('https' as const);
  return {
    apiVersion: STRIPE_API_VERSION,
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(base
      ? { host: base.hostname, port: base.port || (protocol === 'http' ? 80 : 443), protocol }
      : {}),
  };
}

export interface StripeClientOptions {
  secretKey: string;
  /** Another API server than Stripe's, e.g. stripe-mock in tests: 'http://127.0.0.1:12111'. */
  apiBase?: string;
}

/** A Stripe client at the pinned API version, with the shop's timeout and retries. */
export function createStripeClient({ secretKey, apiBase }: StripeClientOptions): Stripe {
  return new Stripe(secretKey, stripeClientOptions(apiBase));
}

/**
 * A webhook delivery as Stripe signed it (its `stripe-signature` header over the raw body):
 * the event, or InvalidSignatureError when the signature is missing, forged, or too old.
 */
export function verifiedStripeEvent(
  stripe: Stripe,
  webhookSecret: string,
  rawBody: Buffer,
  signature: string | undefined,
): Stripe.Event {
  return checkSignature(
    () => stripe.webhooks.constructEvent(rawBody, signature ?? '', webhookSecret),
    InvalidSignatureError,
  );
}

/** True when Stripe answered with this error code ('resource_missing', ...). */
export const isStripeCode = (err: unknown, code: string): boolean =>
  err instanceof Stripe.errors.StripeError && err.code === code;

/** The id of an object Stripe gives either by id or expanded. */
export const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);
