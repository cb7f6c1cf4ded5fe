import { can, roles, rolesWith, type Role } from '@coffee/contracts';
import request from 'supertest';
import { startHarness, type Harness } from './support/harness';

let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.close());

async function get(path: string, role?: Role) {
  const req = request(h.url).get(path);
  if (role) req.set('Cookie', h.signIn({ role }).cookie);
  return req;
}

describe('role rules', () => {
  // The expectations come from the contracts' role policy, the one the shell and services read.
  const cases = roles.flatMap((role): [string, Role, number][] => [
    ['/api/admin/users', role, can(role, 'admin-portal') ? 200 : 403],
    ['/api/employee/tickets', role, can(role, 'employee-portal') ? 200 : 403],
    ['/api/support/tickets', role, 200],
  ]);

  it('when the policy is read, then managers open the employee API and only admins the admin API', () => {
    expect(rolesWith('admin-portal')).toEqual(['admin']);
    expect(rolesWith('employee-portal')).toEqual(['employee', 'manager', 'admin']);
  });

  it.each(cases)('when %s is requested as %s, then %i', async (path, role, status) => {
    const res = await get(path, role);
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body).toMatchObject({ message: 'Forbidden' });
    else expect(res.body.service).toBe('staff');
  });

  it.each(['/api/support/tickets', '/api/support/tickets/lookup', '/api/order-payments/webhook'])(
    'when %s is requested signed out, then it reaches its service (the service decides)',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
    },
  );

  // Services route without regard to case: so does the rule (a guest tracks an order whatever
  // the case; a customer cannot reach the admin API in capitals, which the staff service routes).
  it.each([
    ['/api/ADMIN/users', 'customer', 403],
    ['/api/Employee/Tickets', 'customer', 403],
    ['/API/admin/users', 'customer', 404],
    ['/api/Admin/Users', 'admin', 200],
  ] as const)('when %s is requested as %s, then %i', async (path, role, status) => {
    const res = await get(path, role);
    expect(res.status).toBe(status);
    if (status === 200) expect(res.body).toMatchObject({ service: 'staff', url: path });
  });

  it.each(['/api/ORDERS/TRACK', '/api/Support/Tickets/Lookup/'])(
    'when %s is requested signed out, then the public rule of its lower-case route applies',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body.url).toBe(path);
    },
  );

  it.each([
    '/api/admin',
    '/api/employee/tickets',
    '/api/cart',
    '/api/orders/7',
    '/api/orders/tracking',
    '/api/membership',
    '/api/profile',
  ])('when %s is requested signed out, then 401', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
  });
});

describe('route table', () => {
  it.each([
    ['/api/products', 'catalog'],
    ['/api/search?q=latte', 'catalog'],
    ['/api/reviews/3', 'catalog'],
    ['/api/verify-membership', 'membership'],
    ['/api/register-membership', 'account'],
    // The longer prefix wins over /api/orders (signed in only): guests track orders.
    ['/api/orders/track', 'cart-checkout'],
    // ... and over /api/membership: the Direct+ sign-up's card step, before the account exists.
    ['/api/membership/payment-config', 'membership'],
  ])(
    'when public %s is requested, then it reaches %s with the path kept',
    async (path, service) => {
      const res = await get(path);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ service, url: path });
    },
  );

  it.each([
    ['/api/cart/items', 'cart-checkout'],
    ['/api/subscribe', 'membership'],
    ['/api/create-directplus-payment', 'membership'],
    ['/api/profile', 'account'],
  ])('when signed-in %s is requested, then it reaches %s', async (path, service) => {
    const res = await get(path, 'customer');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ service, url: path });
  });

  it.each([
    '/api/nope',
    '/api',
    '/api/',
    '/api/productsx',
    '/api/internal/sessions/x',
    '/API/products',
  ])('when unknown %s is requested, then 404 JSON Not found', async (path) => {
    const res = await request(h.url).get(path).set('Accept', 'application/json');
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ message: 'Not found' });
  });

  it.each(['/internal/sessions/abc', '/internal', '/internal/anything?x=1'])(
    'when %s is requested, then it is never proxied (404)',
    async (path) => {
      const calls = h.account.internalCalls;
      const res = await request(h.url).get(path);
      expect(res.status).toBe(404);
      expect(res.body).toMatchObject({ message: 'Not found' });
      expect(h.account.internalCalls).toBe(calls);
    },
  );

  it.each([
    '/api/products/../internal/sessions/x',
    '/api/products/%2e%2e/%2e%2e/internal/sessions/x',
    '/api/products/./1',
    '/api/products//1',
    '/api/support//tickets/lookup',
    '/api/products/1//',
  ])(
    'when a path with dot or empty segments (%s) is requested, then 400 and nothing is proxied',
    async (path) => {
      const before = h.services.catalog!.seen.length;
      const res = await request(h.url).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Invalid path' });
      expect(h.services.catalog!.seen).toHaveLength(before);
    },
  );
});
