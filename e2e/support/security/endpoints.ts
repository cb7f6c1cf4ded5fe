import fs from 'node:fs';
import path from 'node:path';
import { rolesWith, type Permission } from '@coffee/contracts';
import type { ServiceName } from './http';

export type Access = 'public' | 'user' | readonly string[];

export interface Endpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** As a client calls it; `{id}` stands for an id the test fills in. */
  path: string;
  service: ServiceName;
  access: Access;
  /** A body the endpoint accepts in shape (used where a body is needed to reach the check). */
  body?: unknown;
  /** The service does not serve it yet (the route table's `addedBy`): only the gateway answers. */
  gatewayOnly?: boolean;
}

const ANY_ID = '0123456789abcdef01234567';
/** The roles the contracts' policy (roles.ts) gives a permission: what gateway and service enforce. */
const only = (permission: Permission): readonly string[] => rolesWith(permission);
const STAFF = only('employee-portal');
export const SHIPPING = {
  firstName: 'Sam',
  lastName: 'Probe',
  address: '1 Test Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
};
export const ORDER_BODY = {
  shippingAddress: SHIPPING,
  shippingMethod: 'standard',
  paymentMethod: 'credit-card',
};

/**
 * Every endpoint behind a session, as the services mount them and the gateway's route table
 * guards them (gateway/src/routes.ts). `routeTablePrefixes` below keeps the two in step.
 */
export const PROTECTED_ENDPOINTS: readonly Endpoint[] = [
  { method: 'GET', path: '/api/user', service: 'account', access: 'user' },
  { method: 'GET', path: '/api/profile', service: 'account', access: 'user' },
  {
    method: 'PUT',
    path: '/api/profile',
    service: 'account',
    access: 'user',
    body: { fullName: 'Sam Probe', email: 'sam.probe@example.com' },
  },
  {
    method: 'PUT',
    path: '/api/profile/password',
    service: 'account',
    access: 'user',
    body: { currentPassword: 'x', newPassword: 'Probe1234!', confirmPassword: 'Probe1234!' },
  },
  {
    method: 'POST',
    path: '/api/profile/sign-out-everywhere',
    service: 'account',
    access: 'user',
    body: {},
  },
  {
    method: 'DELETE',
    path: '/api/profile',
    service: 'account',
    access: 'user',
    body: { password: 'x' },
  },
  { method: 'GET', path: '/api/profile/preferences', service: 'account', access: 'user' },
  {
    method: 'PUT',
    path: '/api/profile/preferences',
    service: 'account',
    access: 'user',
    body: { cookies: { functional: true, analytics: false, marketing: false } },
  },
  { method: 'GET', path: '/api/favorites', service: 'catalog', access: 'user' },
  { method: 'GET', path: '/api/favorites/ids', service: 'catalog', access: 'user' },
  { method: 'PUT', path: `/api/favorites/${ANY_ID}`, service: 'catalog', access: 'user' },
  { method: 'DELETE', path: `/api/favorites/${ANY_ID}`, service: 'catalog', access: 'user' },
  // Under the public /api/reviews prefix: the gateway forwards no session, the service refuses.
  { method: 'GET', path: '/api/reviews/mine', service: 'catalog', access: 'user' },
  {
    method: 'POST',
    path: '/api/reviews',
    service: 'catalog',
    access: 'user',
    body: { productId: ANY_ID, rating: 5, title: 'Probe', comment: 'A probing review.' },
  },
  { method: 'GET', path: '/api/payment-methods', service: 'membership', access: 'user' },
  {
    method: 'POST',
    path: '/api/payment-methods/setup',
    service: 'membership',
    access: 'user',
    body: {},
  },
  {
    method: 'POST',
    path: `/api/payment-methods/pm_probe/default`,
    service: 'membership',
    access: 'user',
    body: {},
  },
  {
    method: 'DELETE',
    path: '/api/payment-methods/pm_probe',
    service: 'membership',
    access: 'user',
  },
  { method: 'GET', path: '/api/cart', service: 'cart-checkout', access: 'user' },
  {
    method: 'POST',
    path: '/api/cart',
    service: 'cart-checkout',
    access: 'user',
    body: { productId: ANY_ID, quantity: 1 },
  },
  {
    method: 'PUT',
    path: `/api/cart/${ANY_ID}`,
    service: 'cart-checkout',
    access: 'user',
    body: { quantity: 2 },
  },
  { method: 'DELETE', path: `/api/cart/${ANY_ID}`, service: 'cart-checkout', access: 'user' },
  { method: 'GET', path: '/api/orders', service: 'cart-checkout', access: 'user' },
  { method: 'GET', path: '/api/orders/member-savings', service: 'cart-checkout', access: 'user' },
  {
    method: 'POST',
    path: '/api/orders',
    service: 'cart-checkout',
    access: 'user',
    body: ORDER_BODY,
  },
  { method: 'GET', path: `/api/orders/${ANY_ID}`, service: 'cart-checkout', access: 'user' },
  { method: 'GET', path: '/api/subscriptions', service: 'cart-checkout', access: 'user' },
  { method: 'GET', path: '/api/subscriptions/options', service: 'cart-checkout', access: 'user' },
  {
    method: 'POST',
    path: `/api/subscriptions/${ANY_ID}/skip`,
    service: 'cart-checkout',
    access: 'user',
    body: {},
  },
  { method: 'GET', path: '/api/membership', service: 'membership', access: 'user' },
  { method: 'POST', path: '/api/subscribe', service: 'membership', access: 'user', body: {} },
  { method: 'POST', path: '/api/unsubscribe', service: 'membership', access: 'user', body: {} },
  {
    method: 'POST',
    path: '/api/membership/refund',
    service: 'membership',
    access: 'user',
    body: {},
  },
  {
    method: 'POST',
    path: '/api/membership/resume',
    service: 'membership',
    access: 'user',
    body: {},
  },
  {
    method: 'POST',
    path: '/api/membership/billing-period',
    service: 'membership',
    access: 'user',
    body: { billingPeriod: 'monthly' },
  },
  {
    method: 'POST',
    path: '/api/membership/payment-method',
    service: 'membership',
    access: 'user',
    body: {},
  },
  {
    method: 'POST',
    path: '/api/create-directplus-payment',
    service: 'membership',
    access: 'user',
    body: {},
  },
  {
    method: 'POST',
    path: '/api/offline-payments/confirm',
    service: 'membership',
    access: 'user',
    body: { clientSecret: 'x', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  },
  {
    method: 'POST',
    path: '/api/offline-payments/authenticate',
    service: 'membership',
    access: 'user',
    body: { clientSecret: 'x', approve: true },
  },
  // Paying for an order and cancelling it: the customer's own orders only.
  {
    method: 'POST',
    path: `/api/orders/${ANY_ID}/payment`,
    service: 'cart-checkout',
    access: 'user',
    body: {},
  },
  {
    method: 'POST',
    path: `/api/orders/${ANY_ID}/payment/card`,
    service: 'cart-checkout',
    access: 'user',
    body: { clientSecret: 'x', card: { number: '4242424242424242', expiry: '12/34', cvc: '123' } },
  },
  {
    method: 'POST',
    path: `/api/orders/${ANY_ID}/payment/authenticate`,
    service: 'cart-checkout',
    access: 'user',
    body: { clientSecret: 'x', approve: true },
  },
  {
    method: 'POST',
    path: `/api/orders/${ANY_ID}/payment/paypal`,
    service: 'cart-checkout',
    access: 'user',
    body: { clientSecret: 'x', approve: true },
  },
  {
    method: 'POST',
    path: `/api/orders/${ANY_ID}/cancel`,
    service: 'cart-checkout',
    access: 'user',
    body: {},
  },
  { method: 'GET', path: '/api/admin/settings', service: 'staff', access: only('settings:manage') },
  {
    method: 'PUT',
    path: '/api/admin/settings',
    service: 'staff',
    access: only('settings:manage'),
    body: { currency: 'USD' },
  },
  { method: 'GET', path: '/api/admin/dashboard', service: 'staff', access: only('dashboard:read') },
  { method: 'GET', path: '/api/admin/products', service: 'staff', access: only('products:write') },
  { method: 'GET', path: '/api/admin/users', service: 'staff', access: only('users:read') },
  { method: 'GET', path: '/api/admin/audit', service: 'staff', access: only('audit:read') },
  { method: 'GET', path: '/api/employee/overview', service: 'staff', access: STAFF },
  { method: 'GET', path: '/api/employee/orders', service: 'staff', access: only('orders:read') },
  {
    method: 'GET',
    path: '/api/employee/subscriptions',
    service: 'staff',
    access: only('subscriptions:read'),
  },
  {
    method: 'GET',
    path: '/api/employee/inventory',
    service: 'staff',
    access: only('inventory:read'),
  },
  {
    method: 'GET',
    path: '/api/employee/customers',
    service: 'staff',
    access: only('customers:read'),
  },
  { method: 'GET', path: '/api/employee/tickets', service: 'staff', access: only('support:read') },
  {
    method: 'GET',
    path: '/api/employee/reviews',
    service: 'staff',
    access: only('reviews:moderate'),
  },
  // The roastery's batches and plan: served by the catalog, under the employee portal's roles.
  {
    method: 'GET',
    path: '/api/employee/roast-batches',
    service: 'catalog',
    access: only('inventory:read'),
  },
  {
    method: 'GET',
    path: '/api/employee/roast-plan',
    service: 'catalog',
    access: only('inventory:read'),
  },
  // Issue 30: promotions (staff, admins), the sample pool (catalog, admins), returns (orders).
  {
    method: 'GET',
    path: '/api/admin/promotions',
    service: 'staff',
    access: only('promotions:manage'),
  },
  { method: 'GET', path: '/api/admin/samples', service: 'catalog', access: only('admin-portal') },
  {
    method: 'GET',
    path: '/api/employee/returns',
    service: 'cart-checkout',
    access: only('orders:read'),
  },
  { method: 'GET', path: '/api/cart/promotion', service: 'cart-checkout', access: 'user' },
  // Under the public /api/support prefix: a customer's own tickets need a session.
  { method: 'GET', path: '/api/support/tickets', service: 'staff', access: 'user' },
];

export interface RouteTableRule {
  prefix: string;
  /** 'public', 'user', or the roles listed. */
  auth: string;
}

/**
 * The gateway's route table read from its source: the suite must name an endpoint under every
 * protected prefix, so a new protected route cannot slip past the probes unnoticed.
 */
export function routeTableRules(): RouteTableRule[] {
  const source = fs.readFileSync(path.resolve(__dirname, '../../../gateway/src/routes.ts'), 'utf8');
  const rules: RouteTableRule[] = [];
  // A rule reads `auth: 'user'`, or `auth: { roles: rolesWith('<permission>') }` (the policy).
  for (const match of source.matchAll(
    /\{\s*prefix:\s*'([^']+)'[^}]*?auth:\s*('(\w+)'|\{\s*roles:\s*rolesWith\('([\w:-]+)'\))/g,
  )) {
    const roles = match[4] ? rolesWith(match[4] as Permission) : null;
    rules.push({ prefix: match[1]!, auth: match[3] ?? roles!.join(',') });
  }
  return rules;
}

export const accessLabel = (access: Access) =>
  typeof access === 'string' ? access : access.join(',');

export const underPrefix = (endpointPath: string, prefix: string) =>
  endpointPath === prefix || endpointPath.startsWith(`${prefix}/`);
