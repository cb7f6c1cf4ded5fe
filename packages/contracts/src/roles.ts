import type { Role } from './session';

/**
 * THE role policy: what each role may do, in one place. The shell's route guards, the gateway's
 * route table and every service read it from here, so the three can no longer disagree (they
 * used to about `manager`).
 *
 * The spec's rules stand: the admin portal is for admins only, the employee portal for employees
 * and admins; our policy adds managers to the employee portal, with rights an employee lacks.
 */
export const permissions = [
  /** Open /employee-portal and call the staff API every staff role shares (/api/employee). */
  'employee-portal',
  /** Open /admin-portal and call the admin API (/api/admin). */
  'admin-portal',
  /** Read every order, search them, see their payment and timeline. */
  'orders:read',
  /** Move an order forward: paid -> processing -> shipped (tracking number) -> completed. */
  'orders:fulfil',
  /** Cancel an order nobody has paid for yet (pending). */
  'orders:cancel-unpaid',
  /** Cancel an order after payment (paid or processing): the stock returns, the money is refunded. */
  'orders:cancel-paid',
  /** Read every Subscribe & Save subscription, search them, see their deliveries. */
  'subscriptions:read',
  /** Pause or cancel a customer's subscription, with a reason (at once, even when locked). */
  'subscriptions:manage',
  /** Read stock levels. */
  'inventory:read',
  /** Add to or take from a product's stock, with a reason (deliveries, breakage). */
  'inventory:adjust',
  /** Set a product's stock to a counted figure, or many at once (stocktake corrections). */
  'inventory:correct',
  /** Read customers, their profiles and their orders. */
  'customers:read',
  /** Read support tickets. */
  'support:read',
  /** Answer support tickets and change their status. */
  'support:respond',
  /** Hide or restore a product review. */
  'reviews:moderate',
  /** Create and edit products, their pictures and prices. */
  'products:write',
  /** Read every account. */
  'users:read',
  /** Change an account's role, disable or enable it. */
  'users:manage',
  /** Read and change the store settings. */
  'settings:manage',
  /** Read the shop's figures (revenue, orders by status, members, low stock). */
  'dashboard:read',
  /** Read the audit log of staff actions. */
  'audit:read',
  /** Create, pause and resume promotions (codes and automatic offers), and read their uses. */
  'promotions:manage',
] as const;
export type Permission = (typeof permissions)[number];

const EMPLOYEE: readonly Permission[] = [
  'employee-portal',
  'orders:read',
  'orders:fulfil',
  'orders:cancel-unpaid',
  // Reading subscriptions goes with reading orders (each delivery is an order).
  'subscriptions:read',
  'inventory:read',
  'inventory:adjust',
  'customers:read',
  'support:read',
  'support:respond',
];

const MANAGER: readonly Permission[] = [
  ...EMPLOYEE,
  'orders:cancel-paid',
  // Stopping a customer's paid deliveries goes with cancelling paid orders.
  'subscriptions:manage',
  'inventory:correct',
  'reviews:moderate',
];

/** Each role's rights. A customer has none of these: what is theirs is checked by ownership. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  customer: [],
  employee: EMPLOYEE,
  manager: MANAGER,
  // Everything, including users, roles and settings.
  admin: permissions,
};

/** Whether `role` may do `permission`. Unknown roles (a forged token) may do nothing. */
export function can(role: Role | null | undefined, permission: Permission): boolean {
  if (!role || !Object.hasOwn(ROLE_PERMISSIONS, role)) return false;
  return ROLE_PERMISSIONS[role].includes(permission);
}

/** The roles that may do `permission`, in the order of `roles`: what guards and routes list. */
export function rolesWith(permission: Permission): Role[] {
  return (Object.keys(ROLE_PERMISSIONS) as Role[]).filter((role) => can(role, permission));
}

/** Whether the role is one of the shop's staff (anything beyond a customer). */
export const isStaffRole = (role: Role | null | undefined): boolean => can(role, 'employee-portal');

/** How the staff frame and the admin's user table name each role. */
export const ROLE_LABELS: Readonly<Record<Role, string>> = {
  customer: 'Customer',
  employee: 'Employee',
  manager: 'Manager',
  admin: 'Admin',
};
