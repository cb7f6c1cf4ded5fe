import { uniqueName } from './client';
import { ORDER_BODY } from './endpoints';
import {
  HOSTILE_BODIES,
  HOSTILE_IDS,
  HOSTILE_TEXT,
  HOSTILE_VALUES,
  pick,
  seededRandom,
  type Random,
} from './hostile';
import { TEST_PASSWORD } from './messages';

/** Who sends a case: nobody signed in, a throw-away customer of the test's own, or a demo role. */
export type Sender = 'anonymous' | 'sign-in' | 'user' | 'admin' | 'employee';

export interface Target {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** `{id}` marks the path segment an id goes in. */
  path: string;
  sender: Sender;
  body?: () => Record<string, unknown>;
  query?: Record<string, string>;
  headers?: () => Record<string, string>;
}

export interface HostileCase {
  id: number;
  target: Target;
  /** What makes it hostile, e.g. "body.quantity = NoSQL $gt". */
  label: string;
  path: string;
  body?: unknown;
  raw?: { body: string; type?: string };
  headers: Record<string, string>;
}

const A_PRODUCT = '0123456789abcdef01234567';
const idempotencyKey = () => uniqueName('key-').padEnd(12, 'x');

/** Every endpoint a client can call, with a request it accepts in shape. */
export function hostileTargets(productId = A_PRODUCT): Target[] {
  const register = () => {
    const username = uniqueName('hostile');
    return {
      username,
      email: `${username}@example.com`,
      password: TEST_PASSWORD,
      fullName: 'Hal Hostile',
      plan: 'standard',
    };
  };
  const list = { limit: '10', offset: '0', inStock: 'true', q: 'coffee' };
  return [
    {
      method: 'POST',
      path: '/api/login',
      sender: 'sign-in',
      body: () => ({ username: 'nobody-here', password: 'not-the-password', rememberMe: false }),
    },
    { method: 'POST', path: '/api/register', sender: 'sign-in', body: register },
    {
      method: 'POST',
      path: '/api/register-membership',
      sender: 'sign-in',
      body: () => {
        const { username, email, password } = register();
        return {
          username,
          email,
          password,
          confirmPassword: TEST_PASSWORD,
          fullName: 'Ann Lee',
          membershipNumber: '0000000000000',
        };
      },
    },
    {
      method: 'POST',
      path: '/api/verify-membership',
      sender: 'sign-in',
      body: () => ({ membershipNumber: '0000000000000', firstName: 'Ann', lastName: 'Lee' }),
    },
    {
      method: 'POST',
      path: '/api/orders/track',
      sender: 'sign-in',
      body: () => ({ orderNumber: 'ORD-20250101-ZZZZZZ', contact: 'nobody@example.com' }),
    },
    {
      method: 'GET',
      path: '/api/products',
      sender: 'anonymous',
      query: { ...list, ids: A_PRODUCT },
    },
    { method: 'GET', path: '/api/products/category/{id}', sender: 'anonymous', query: list },
    { method: 'GET', path: '/api/products/{id}', sender: 'anonymous' },
    { method: 'GET', path: '/api/products/images/{id}', sender: 'anonymous' },
    { method: 'GET', path: '/api/search', sender: 'anonymous', query: list },
    {
      method: 'POST',
      path: '/api/stripe-webhook',
      sender: 'anonymous',
      body: () => ({ id: 'evt_1', type: 'invoice.paid', data: { object: {} } }),
      headers: () => ({ 'stripe-signature': 't=1,v1=00' }),
    },
    { method: 'GET', path: '/api/user', sender: 'user', query: {} },
    { method: 'GET', path: '/api/cart', sender: 'user', query: {} },
    {
      method: 'POST',
      path: '/api/cart',
      sender: 'user',
      body: () => ({ productId, quantity: 1 }),
    },
    { method: 'PUT', path: '/api/cart/{id}', sender: 'user', body: () => ({ quantity: 2 }) },
    { method: 'DELETE', path: '/api/cart/{id}', sender: 'user' },
    { method: 'GET', path: '/api/orders', sender: 'user', query: { limit: '10', offset: '0' } },
    {
      method: 'POST',
      path: '/api/orders',
      sender: 'user',
      body: () => structuredClone(ORDER_BODY),
      headers: () => ({ 'idempotency-key': idempotencyKey() }),
    },
    { method: 'GET', path: '/api/orders/{id}', sender: 'user' },
    { method: 'GET', path: '/api/membership', sender: 'user', query: {} },
    { method: 'POST', path: '/api/subscribe', sender: 'user', body: () => ({}) },
    { method: 'POST', path: '/api/unsubscribe', sender: 'user', body: () => ({}) },
    { method: 'POST', path: '/api/membership/resume', sender: 'user', body: () => ({}) },
    { method: 'POST', path: '/api/membership/refund', sender: 'user', body: () => ({}) },
    {
      method: 'POST',
      path: '/api/membership/billing-period',
      sender: 'user',
      body: () => ({ billingPeriod: 'monthly' }),
    },
    { method: 'POST', path: '/api/membership/payment-method', sender: 'user', body: () => ({}) },
    {
      method: 'POST',
      path: '/api/create-directplus-payment',
      sender: 'user',
      body: () => ({ billingPeriod: 'annual' }),
    },
    {
      method: 'POST',
      path: '/api/offline-payments/confirm',
      sender: 'user',
      body: () => ({
        clientSecret: 'pi_unknown_secret_x',
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      }),
    },
    {
      method: 'POST',
      path: '/api/offline-payments/authenticate',
      sender: 'user',
      body: () => ({ clientSecret: 'pi_unknown_secret_x', approve: true }),
    },
    { method: 'GET', path: '/api/admin/settings', sender: 'admin', query: {} },
    {
      method: 'PUT',
      path: '/api/admin/settings',
      sender: 'admin',
      // The time zone is the one setting stored: the Direct+ prices and currency are the
      // membership service's table, shown read-only, and a body naming them is refused whole.
      body: () => ({ timezone: 'America/New_York' }),
    },
    { method: 'GET', path: '/api/employee/overview', sender: 'employee', query: {} },
    {
      method: 'PUT',
      path: '/api/profile',
      sender: 'user',
      body: () => ({ fullName: 'Hal Hostile', email: `${uniqueName('hal')}@example.com` }),
    },
    {
      method: 'PUT',
      path: '/api/profile/preferences',
      sender: 'user',
      body: () => ({ notifications: { orderUpdates: true, directPlusReminders: false } }),
    },
    {
      method: 'POST',
      path: '/api/newsletter',
      sender: 'anonymous',
      body: () => ({ email: `${uniqueName('reader')}@example.com`, firstName: 'Hal' }),
    },
    {
      method: 'POST',
      path: '/api/newsletter/unsubscribe',
      sender: 'anonymous',
      body: () => ({ token: 'a'.repeat(43) }),
    },
    {
      method: 'GET',
      path: '/api/products/{id}/reviews',
      sender: 'anonymous',
      query: { sort: 'helpful', page: '1', pageSize: '5' },
    },
    {
      method: 'POST',
      path: '/api/reviews',
      sender: 'user',
      body: () => ({ productId, rating: 4, title: 'Fine', comment: 'A fine cup, all told.' }),
    },
    {
      method: 'PUT',
      path: '/api/reviews/{id}',
      sender: 'user',
      body: () => ({ rating: 3, title: 'Changed', comment: 'I changed my mind on it.' }),
    },
    { method: 'DELETE', path: '/api/reviews/{id}', sender: 'user' },
    { method: 'POST', path: '/api/reviews/{id}/helpful', sender: 'user', body: () => ({}) },
    { method: 'PUT', path: '/api/favorites/{id}', sender: 'user', body: () => ({}) },
    { method: 'DELETE', path: '/api/favorites/{id}', sender: 'user' },
    { method: 'GET', path: '/api/stores', sender: 'anonymous', query: { q: 'Portland' } },
    {
      method: 'POST',
      path: '/api/payment-methods/{id}/default',
      sender: 'user',
      body: () => ({}),
    },
    { method: 'DELETE', path: '/api/payment-methods/{id}', sender: 'user' },
    // Paying for and cancelling an order: ids of no order of the sender's.
    { method: 'POST', path: '/api/orders/{id}/payment', sender: 'user', body: () => ({}) },
    {
      method: 'POST',
      path: '/api/orders/{id}/payment/card',
      sender: 'user',
      body: () => ({
        clientSecret: 'pi_secret_x',
        card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
      }),
    },
    {
      method: 'POST',
      path: '/api/orders/{id}/payment/paypal',
      sender: 'user',
      body: () => ({ clientSecret: 'pi_secret_x', approve: true }),
    },
    { method: 'POST', path: '/api/orders/{id}/cancel', sender: 'user', body: () => ({}) },
    {
      method: 'POST',
      path: '/api/order-payments/webhook',
      sender: 'anonymous',
      body: () => ({ id: 'evt_1', type: 'payment_intent.succeeded', data: { object: {} } }),
      headers: () => ({ 'stripe-signature': 't=1,v1=00' }),
    },
    // Support tickets: the contact form and the chat open them, guests read them by number.
    {
      method: 'POST',
      path: '/api/support/tickets',
      sender: 'anonymous',
      body: () => ({
        source: 'contact',
        name: 'Hal Hostile',
        email: 'hal.hostile@example.com',
        topic: 'other',
        message: 'A message long enough to be a ticket.',
      }),
    },
    {
      method: 'POST',
      path: '/api/support/tickets/lookup',
      sender: 'anonymous',
      body: () => ({ ticketNumber: 'TKT-999999', email: 'hal.hostile@example.com' }),
    },
    { method: 'GET', path: '/api/support/tickets', sender: 'user', query: {} },
    { method: 'GET', path: '/api/support/tickets/{id}', sender: 'user' },
    {
      method: 'POST',
      path: '/api/support/tickets/{id}/messages',
      sender: 'user',
      body: () => ({ message: 'Any news on this?' }),
    },
    // The back office: ids of nothing, so an accepted shape changes nothing.
    {
      method: 'GET',
      path: '/api/employee/orders',
      sender: 'employee',
      query: { status: 'new', q: 'ORD', page: '1', pageSize: '20' },
    },
    { method: 'GET', path: '/api/employee/orders/{id}', sender: 'employee' },
    {
      method: 'POST',
      path: '/api/employee/orders/{id}/transitions',
      sender: 'employee',
      body: () => ({ to: 'shipped', trackingNumber: '1Z999AA10123456784' }),
    },
    {
      method: 'GET',
      path: '/api/employee/inventory',
      sender: 'employee',
      query: { q: 'roast', page: '1', sort: 'stock' },
    },
    {
      method: 'POST',
      path: '/api/employee/inventory/{id}',
      sender: 'employee',
      body: () => ({ mode: 'adjust', value: 5, reason: 'Delivery received' }),
    },
    {
      method: 'GET',
      path: '/api/employee/customers',
      sender: 'employee',
      query: { segment: 'direct-plus', q: 'a', page: '1' },
    },
    {
      method: 'GET',
      path: '/api/employee/tickets',
      sender: 'employee',
      query: { status: 'open', q: 'TKT', page: '1' },
    },
    {
      method: 'POST',
      path: '/api/employee/tickets/{id}/messages',
      sender: 'employee',
      body: () => ({ message: 'We are on it.' }),
    },
    {
      method: 'PUT',
      path: '/api/employee/tickets/{id}/status',
      sender: 'employee',
      body: () => ({ status: 'resolved' }),
    },
    { method: 'GET', path: '/api/admin/dashboard', sender: 'admin', query: {} },
    {
      method: 'GET',
      path: '/api/admin/products',
      sender: 'admin',
      query: { q: 'roast', page: '1', pageSize: '20' },
    },
    {
      method: 'PUT',
      path: '/api/admin/products/{id}',
      sender: 'admin',
      body: () => ({ price: '12.50', name: 'Hostile Roast' }),
    },
    {
      method: 'GET',
      path: '/api/admin/users',
      sender: 'admin',
      query: { q: 'a', role: 'customer', page: '1' },
    },
    {
      method: 'PUT',
      path: '/api/admin/users/{id}/role',
      sender: 'admin',
      body: () => ({ role: 'employee' }),
    },
    {
      method: 'PUT',
      path: '/api/admin/users/{id}/status',
      sender: 'admin',
      body: () => ({ disabled: true }),
    },
    { method: 'GET', path: '/api/admin/audit', sender: 'admin', query: { q: 'order', page: '1' } },
  ];
}

const EXTRA_KEYS = ['role', 'isAdmin', 'userId', '$where', '__proto__', 'constructor', 'price'];
const VALID_IDS: Record<string, string> = {
  '/api/products/category/{id}': 'beans',
  '/api/products/images/{id}': 'missing.svg',
};

function setPath(body: Record<string, unknown>, path: string[], value: unknown): void {
  let node = body;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, unknown>;
  node[path.at(-1)!] = value;
}

/** Field paths of a body, nested objects included ("shippingAddress.city"). */
function fieldPaths(body: Record<string, unknown>, prefix: string[] = []): string[][] {
  return Object.entries(body).flatMap(([key, value]) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? [[...prefix, key], ...fieldPaths(value as Record<string, unknown>, [...prefix, key])]
      : [[...prefix, key]],
  );
}

function oneCase(target: Target, random: Random): Omit<HostileCase, 'id' | 'target'> {
  const body = target.body?.();
  const query = { ...target.query };
  const headers = target.headers?.() ?? {};
  const families: string[] = [];
  if (body) families.push('field', 'field', 'field', 'extra key', 'whole body', 'whole body');
  else if (target.method !== 'GET') families.push('whole body');
  if (target.query) families.push('query value', 'query value', 'query key');
  if (target.path.includes('{id}')) families.push('path id', 'path id', 'path id');
  if (Object.keys(headers).length) families.push('header');
  const family = pick(random, families);
  let path = target.path.replace('{id}', VALID_IDS[target.path] ?? A_PRODUCT);
  let label = family;
  let raw: HostileCase['raw'];

  if (family === 'field' && body && fieldPaths(body).length) {
    const field = pick(random, fieldPaths(body));
    const value = pick(random, HOSTILE_VALUES);
    setPath(body, field, structuredClone(value.value));
    label = `body.${field.join('.')} = ${value.label}`;
  } else if ((family === 'field' || family === 'extra key') && body) {
    const key = pick(random, EXTRA_KEYS);
    const value = pick(random, HOSTILE_VALUES);
    Object.defineProperty(body, key, {
      value: structuredClone(value.value),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    label = `body.${key} added = ${value.label}`;
  } else if (family === 'whole body') {
    const hostile = pick(random, HOSTILE_BODIES);
    raw = hostile.value;
    label = `body: ${hostile.label}`;
  } else if (family === 'query value') {
    const keys = Object.keys(query);
    const key = keys.length ? pick(random, keys) : 'q';
    const value = pick(random, HOSTILE_TEXT);
    query[key] = value.value;
    label = `query ${key} = ${value.label}`;
  } else if (family === 'query key') {
    const key = pick(random, [
      '__proto__[admin]',
      'limit[$gt]',
      'constructor',
      'unknown',
      'limit',
      'q[]',
    ]);
    label = `query key ${key}`;
    path += `?${encodeURIComponent(key)}=1&${encodeURIComponent(key)}=2`;
  } else if (family === 'path id') {
    const id = pick(random, HOSTILE_IDS);
    path = target.path.replace('{id}', id.value);
    label = `path id: ${id.label}`;
  } else if (family === 'header') {
    const name = pick(random, Object.keys(headers));
    const value = pick(
      random,
      HOSTILE_TEXT.filter((v) => !/[\0\r\n]/.test(v.value) && /^[\x20-\x7e]*$/.test(v.value)),
    );
    headers[name] = value.value;
    label = `header ${name} = ${value.label}`;
  }
  const search = new URLSearchParams(query).toString();
  if (search && !path.includes('?')) path += `?${search}`;
  return { label, path, body: raw ? undefined : body, raw, headers };
}

/** `count` cases spread over every target, the same ones for the same seed. */
export function hostileCases(seed: number, count: number, productId?: string): HostileCase[] {
  const random = seededRandom(seed);
  const targets = hostileTargets(productId);
  return Array.from({ length: count }, (_, id) => {
    const target = targets[id % targets.length]!;
    return { id, target, ...oneCase(target, random) };
  });
}
