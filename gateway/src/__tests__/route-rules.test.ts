import type { Role } from '@coffee/contracts';
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
  it.each<[string, Role, number]>([
    ['/api/admin/users', 'admin', 200],
    ['/api/admin/users', 'manager', 403],
    ['/api/admin/users', 'employee', 403],
    ['/api/admin/users', 'customer', 403],
    ['/api/employee/tickets', 'employee', 200],
    ['/api/employee/tickets', 'manager', 200],
    ['/api/employee/tickets', 'admin', 200],
    ['/api/employee/tickets', 'customer', 403],
    ['/api/support/tickets', 'customer', 200],
  ])('when %s is requested as %s, then %i', async (path, role, status) => {
    const res = await get(path, role);
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body).toMatchObject({ message: 'Forbidden' });
    else expect(res.body.service).toBe('staff');
  });

  it.each([
    '/api/admin',
    '/api/employee/tickets',
    '/api/support',
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
  ])(
    'when a path with dot segments (%s) is requested, then 400 and nothing is proxied',
    async (path) => {
      const before = h.services.catalog!.seen.length;
      const res = await request(h.url).get(path);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Invalid path' });
      expect(h.services.catalog!.seen).toHaveLength(before);
    },
  );
});
