/**
 * The SDK and the API version are pinned together: stripe-node 23.1.0 (each service's own
 * dependency, at exactly that version) speaks API version 2026-10-28.endive, its own
 * `Stripe.API_VERSION`. Upgrade both at once, in every service that has Stripe.
 */
export const STRIPE_SDK_VERSION = '23.1.0';
export const STRIPE_API_VERSION = '2026-10-28.endive' as const;

/**
 * The options every service's `new Stripe(secretKey, …)` is made with. Only the options, so this
 * package need not depend on stripe itself. `apiBase`: another API server than Stripe's, e.g.
 * stripe-mock in tests ('http://127.0.0.1:12111').
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
