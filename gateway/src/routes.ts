import { ORDER_PAYMENT_WEBHOOK_PATH, rolesWith, type Role } from '@coffee/contracts';
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
   * Rate-limit class (see ratelimit/). Unset: every request counts against the per-address API
   * limit and POST/PUT/PATCH/DELETE also against the per-address write limit. `sign-in`: writes
   * count against the much smaller sign-in limit instead (each one may cost a password hash).
   * `no-address-limits`: no per-address limit (callers that come from a few shared addresses and
   * prove themselves otherwise, like a signed webhook). The per-user limit applies to all.
   */
  limit?: 'sign-in' | 'no-address-limits';
  /**
   * Time for the service to start answering, instead of PROXY_TIMEOUT_MS: a sign-in or
   * registration waiting its turn for a password hash under load is not a dead service.
   */
  timeoutMs?: number;
  /**
   * The open issue that adds the endpoints: until it lands the service does not serve the
   * prefix (it answers 404), but who may call it is decided here already.
   */
  addedBy?: `issue ${number}`;
}

/** Sign-in and registration hash a password, and may wait for a free hashing slot under load. */
export const SIGN_IN_TIMEOUT_MS = 30_000;
/** Sign-in and registration: the small per-address limit, and the longer wait. */
const SIGN_IN = { limit: 'sign-in', timeoutMs: SIGN_IN_TIMEOUT_MS } as const;

/**
 * THE route table: the gateway's only knowledge of who owns which API path. Every prefix is one
 * its service mounts (routes.test.ts reads the services' sources), except those whose `addedBy`
 * names the open issue that adds them.
 */
export const routeTable: readonly RouteRule[] = [
  { prefix: '/api/register', service: 'account', auth: 'public', ...SIGN_IN },
  { prefix: '/api/login', service: 'account', auth: 'public', ...SIGN_IN },
  { prefix: '/api/logout', service: 'account', auth: 'public' },
  { prefix: '/api/user', service: 'account', auth: 'user' },
  { prefix: '/api/profile', service: 'account', auth: 'user' },
  // Forgot password and the mailed links (issue 27): the token is the proof. A reset's confirm
  // hashes the new password, and each request may send a mail: the sign-in limit for both.
  { prefix: '/api/password-reset', service: 'account', auth: 'public', ...SIGN_IN },
  { prefix: '/api/verify-email', service: 'account', auth: 'public', limit: 'sign-in' },
  // The home page's newsletter block and the unsubscribe link: no account needed.
  { prefix: '/api/newsletter', service: 'account', auth: 'public' },
  // RFC 8058: a mail client POSTs List-Unsubscribe=One-Click here with no cookie; the signed
  // token in the URL is the proof, so no CSRF token (nothing else lives under this path).
  { prefix: '/api/newsletter/one-click', service: 'account', auth: 'public', csrf: false },

  { prefix: '/api/products', service: 'catalog', auth: 'public' },
  { prefix: '/api/search', service: 'catalog', auth: 'public' },
  // Anyone reads reviews; writing one needs a session, which the service checks.
  { prefix: '/api/reviews', service: 'catalog', auth: 'public' },
  { prefix: '/api/favorites', service: 'catalog', auth: 'user' },
  { prefix: '/api/stores', service: 'catalog', auth: 'public' },

  { prefix: '/api/cart', service: 'cart-checkout', auth: 'user' },
  { prefix: '/api/orders', service: 'cart-checkout', auth: 'user' },
  // Subscribe & Save: each delivery becomes an order of the same service.
  { prefix: '/api/subscriptions', service: 'cart-checkout', auth: 'user' },
  // Guests track an order by its number and email or ZIP: guesses get the sign-in limit (the
  // service also counts failures per address and per number).
  { prefix: '/api/orders/track', service: 'cart-checkout', auth: 'public', limit: 'sign-in' },

  { prefix: '/api/subscribe', service: 'membership', auth: 'user' },
  { prefix: '/api/unsubscribe', service: 'membership', auth: 'user' },
  { prefix: '/api/membership', service: 'membership', auth: 'user' },
  // The Direct+ sign-up's card step shows the form before the account exists: which provider, its
  // publishable key and the prices, nothing of anyone's.
  { prefix: '/api/membership/payment-config', service: 'membership', auth: 'public' },
  { prefix: '/api/create-directplus-payment', service: 'membership', auth: 'user' },
  { prefix: '/api/payment-methods', service: 'membership', auth: 'user' },
  // The offline test provider's card form posts here (Stripe's own servers take that part).
  { prefix: '/api/offline-payments', service: 'membership', auth: 'user' },
  // Guesses at in-store membership numbers: the sign-in limit, but no password hash to wait for.
  { prefix: '/api/verify-membership', service: 'membership', auth: 'public', limit: 'sign-in' },
  // The account service creates the account (and its session) once membership has claimed the number.
  { prefix: '/api/register-membership', service: 'account', auth: 'public', ...SIGN_IN },
  // Signed by the provider over the raw body, which the gateway passes on untouched.
  {
    prefix: '/api/stripe-webhook',
    service: 'membership',
    auth: 'public',
    csrf: false,
    limit: 'no-address-limits',
  },

  // Order payments' signed provider events (raw body), as the membership webhook above.
  {
    prefix: ORDER_PAYMENT_WEBHOOK_PATH,
    service: 'cart-checkout',
    auth: 'public',
    csrf: false,
    limit: 'no-address-limits',
  },

  // Who may call the staff APIs is the contracts' role policy (roles.ts), as for the shell's
  // guards and the services' own checks; the services also check each action's permission.
  { prefix: '/api/admin', service: 'staff', auth: { roles: rolesWith('admin-portal') } },
  { prefix: '/api/employee', service: 'staff', auth: { roles: rolesWith('employee-portal') } },
  // The roastery's batches and plan live with the products (catalog), which checks each action.
  {
    prefix: '/api/employee/roast-batches',
    service: 'catalog',
    auth: { roles: rolesWith('employee-portal') },
  },
  {
    prefix: '/api/employee/roast-plan',
    service: 'catalog',
    auth: { roles: rolesWith('employee-portal') },
  },
  // The free-sample pool (issue 30, item 4) lives with the products (catalog), which checks the role.
  { prefix: '/api/admin/samples', service: 'catalog', auth: { roles: rolesWith('admin-portal') } },
  // Returns of delivered orders live with the orders (cart-checkout), which checks each step.
  {
    prefix: '/api/employee/returns',
    service: 'cart-checkout',
    auth: { roles: rolesWith('employee-portal') },
  },
  // Contact form and chat open tickets with or without an account; the service rate-limits them.
  { prefix: '/api/support', service: 'staff', auth: 'public' },
  // A guest reads a ticket by number and email: guesses get the sign-in limit, as order tracking.
  { prefix: '/api/support/tickets/lookup', service: 'staff', auth: 'public', limit: 'sign-in' },
];

/** The gateway answers this one itself (see security/csrf). */
export const CSRF_TOKEN_PATH = '/api/csrf';

export type RouteMatcher = (pathname: string) => RouteRule | undefined;

const ASCII_UPPER = /[A-Z]/g;

/**
 * The path as the services' routers compare it: Express matches routes without regard to ASCII
 * case and accepts one trailing slash, so `/api/support/TICKETS/lookup/` is the sign-in route
 * there and must get that route's rule here. Only ASCII letters are folded, as a case-insensitive
 * (non-unicode) regex does: `toLowerCase()` would turn the Kelvin sign into `k`, a match the
 * service never makes. Percent-encodings are left alone, as Express leaves them in the literal
 * parts it compares (`%6cookup` is not `lookup` there either).
 */
export function routeKey(pathname: string): string {
  const folded = pathname.replace(ASCII_UPPER, (c) => c.toLowerCase());
  return folded.length > 1 && folded.endsWith('/') ? folded.slice(0, -1) : folded;
}

/**
 * Longest-prefix match on segment boundaries with one Map lookup per segment: no regex and no
 * scan of the table on the hot path. Compared as `routeKey` says (case and one trailing slash).
 */
export function createRouteMatcher(table: readonly RouteRule[] = routeTable): RouteMatcher {
  const byPrefix = new Map<string, RouteRule>();
  for (const rule of table) {
    if (!/^\/api\/[a-z0-9/_-]*[a-z0-9_-]$/.test(rule.prefix)) {
      throw new Error(`Route prefix must look like /api/name, in lower case: ${rule.prefix}`);
    }
    if (byPrefix.has(rule.prefix)) throw new Error(`Duplicate route prefix: ${rule.prefix}`);
    byPrefix.set(rule.prefix, rule);
  }
  return (pathname) => {
    let candidate = routeKey(pathname);
    for (;;) {
      const rule = byPrefix.get(candidate);
      if (rule) return rule;
      const cut = candidate.lastIndexOf('/');
      if (cut <= 0) return undefined;
      candidate = candidate.slice(0, cut);
    }
  };
}
