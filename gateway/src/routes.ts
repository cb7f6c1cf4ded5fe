import type { Role } from '@coffee/contracts';
import type { ServiceName } from '@coffee/topology';

/**
 * `public`: a session is optional; a valid one is forwarded, an invalid one is dropped.
 * `user`: any signed-in user. `{ roles }`: a signed-in user with one of these roles.
 */
export type AuthRule = 'public' | 'user' | { roles: readonly Role[] };

export interface RouteRule {
  /** Matched on whole path segments: `/api/cart` covers `/api/cart/42`, not `/api/cartel`. */
  prefix: string;
  service: ServiceName;
  auth: AuthRule;
  /** Only for callers that cannot hold a cookie (Stripe signs its webhook instead). */
  csrf?: false;
  /**
   * The open issue that adds the endpoints: until it lands the service does not serve the
   * prefix (it answers 404), but who may call it is decided here already.
   */
  addedBy?: `issue ${number}`;
}

/**
 * THE route table: the gateway's only knowledge of who owns which API path. Every prefix is one
 * its service mounts (routes.test.ts reads the services' sources), except those whose `addedBy`
 * names the open issue that adds them.
 */
export const routeTable: readonly RouteRule[] = [
  { prefix: '/api/register', service: 'account', auth: 'public' },
  { prefix: '/api/login', service: 'account', auth: 'public' },
  { prefix: '/api/logout', service: 'account', auth: 'public' },
  { prefix: '/api/user', service: 'account', auth: 'user' },
  { prefix: '/api/profile', service: 'account', auth: 'user', addedBy: 'issue 10' },

  { prefix: '/api/products', service: 'catalog', auth: 'public' },
  { prefix: '/api/search', service: 'catalog', auth: 'public' },
  { prefix: '/api/reviews', service: 'catalog', auth: 'public', addedBy: 'issue 10' },

  { prefix: '/api/cart', service: 'cart-checkout', auth: 'user' },
  { prefix: '/api/orders', service: 'cart-checkout', auth: 'user' },

  { prefix: '/api/subscribe', service: 'membership', auth: 'user' },
  { prefix: '/api/unsubscribe', service: 'membership', auth: 'user' },
  { prefix: '/api/membership', service: 'membership', auth: 'user' },
  { prefix: '/api/create-directplus-payment', service: 'membership', auth: 'user' },
  // The offline test provider's card form posts here (Stripe's own servers take that part).
  { prefix: '/api/offline-payments', service: 'membership', auth: 'user' },
  { prefix: '/api/verify-membership', service: 'membership', auth: 'public' },
  // The account service creates the account (and its session) once membership has claimed the number.
  { prefix: '/api/register-membership', service: 'account', auth: 'public' },
  // Signed by the provider over the raw body, which the gateway passes on untouched.
  { prefix: '/api/stripe-webhook', service: 'membership', auth: 'public', csrf: false },

  { prefix: '/api/admin', service: 'staff', auth: { roles: ['admin'] } },
  { prefix: '/api/employee', service: 'staff', auth: { roles: ['employee', 'manager', 'admin'] } },
  { prefix: '/api/support', service: 'staff', auth: 'user', addedBy: 'issue 13' },
];

/** The gateway answers this one itself (see security/csrf). */
export const CSRF_TOKEN_PATH = '/api/csrf';

export type RouteMatcher = (pathname: string) => RouteRule | undefined;

/**
 * Longest-prefix match on segment boundaries with one Map lookup per segment: no regex and no
 * scan of the table on the hot path.
 */
export function createRouteMatcher(table: readonly RouteRule[] = routeTable): RouteMatcher {
  const byPrefix = new Map<string, RouteRule>();
  for (const rule of table) {
    if (!rule.prefix.startsWith('/api/') || rule.prefix.endsWith('/')) {
      throw new Error(`Route prefix must look like /api/name: ${rule.prefix}`);
    }
    if (byPrefix.has(rule.prefix)) throw new Error(`Duplicate route prefix: ${rule.prefix}`);
    byPrefix.set(rule.prefix, rule);
  }
  return (pathname) => {
    let candidate =
      pathname.length > 1 && pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
    for (;;) {
      const rule = byPrefix.get(candidate);
      if (rule) return rule;
      const cut = candidate.lastIndexOf('/');
      if (cut <= 0) return undefined;
      candidate = candidate.slice(0, cut);
    }
  };
}
