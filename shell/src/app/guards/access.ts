import { rolesWith, type PublicUser, type Role } from '@coffee/contracts';
import type { PageGuard } from '@coffee/topology';

/**
 * Route rules of spec sections 4 and 6, as data on each route of the topology's page list:
 * 'auth' needs a signed-in user, 'admin' the admin portal's permission, 'staff' the employee
 * portal's. Which roles hold them is the contracts' role policy (roles.ts), which the gateway
 * and the services read too: employees, managers and admins for the employee portal.
 */
export type Guard = PageGuard;

export const SIGN_IN_PATH = '/auth';
export const INITIAL_PAYMENT_PATH = '/direct-plus-payment';

export type AccessDecision =
  | { kind: 'loading' }
  | { kind: 'allow' }
  | { kind: 'redirect'; to: string }
  /** Signed in, but without the role: said in place. Sending them to /auth would loop, since
   * /auth sends signed-in users back where they came from. */
  | { kind: 'forbidden'; roles: readonly Role[] };

export const ROLES_BY_GUARD: Record<Guard, readonly Role[] | null> = {
  auth: null,
  admin: rolesWith('admin-portal'),
  staff: rolesWith('employee-portal'),
};

/** Paths a customer who owes the initial Direct+ payment may still open. */
function isPaymentPath(pathname: string): boolean {
  return (
    pathname === INITIAL_PAYMENT_PATH ||
    pathname === '/payment-confirmation' ||
    pathname.startsWith('/payment-confirmation/')
  );
}

export function decideAccess(
  guard: Guard,
  session: { isLoading: boolean; user: PublicUser | null },
  pathname: string,
): AccessDecision {
  if (session.isLoading) return { kind: 'loading' };
  const { user } = session;
  if (!user) return { kind: 'redirect', to: SIGN_IN_PATH };
  // Spec section 4 order: the initial-payment rule comes right after sign-in, before roles.
  if (user.role === 'customer' && !user.hasCompletedInitialPayment && !isPaymentPath(pathname)) {
    return { kind: 'redirect', to: INITIAL_PAYMENT_PATH };
  }
  const roles = ROLES_BY_GUARD[guard];
  if (roles && !roles.includes(user.role)) return { kind: 'forbidden', roles };
  return { kind: 'allow' };
}
