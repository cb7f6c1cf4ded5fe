import { can, ROLE_PERMISSIONS, roles, type Permission, type Role } from '@coffee/contracts';
import { mongo } from 'mongoose';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { sampleOrder, sampleSubscription, sampleUser } from '../../__tests__/stand-ins';

interface Endpoint {
  method: 'get' | 'post' | 'put';
  path: string;
  /** The route's own permission; the prefix adds employee-portal or admin-portal. */
  permission: Permission;
  body?: object;
  image?: boolean;
}

const CUSTOMER_ID = 'dddddddddddddddddddddddd';
const TICKET = 'TKT-1001';
const MAIL_ID = '0123456789abcdef01234567';

/** Every staff endpoint with the permission the policy (roles.ts) asks of it. */
const employeeEndpoints: Endpoint[] = [
  { method: 'get', path: '/api/employee/overview', permission: 'employee-portal' },
  { method: 'get', path: '/api/employee/tickets', permission: 'support:read' },
  { method: 'get', path: `/api/employee/tickets/${TICKET}`, permission: 'support:read' },
  {
    method: 'post',
    path: `/api/employee/tickets/${TICKET}/messages`,
    permission: 'support:respond',
    body: { message: 'We are on it.' },
  },
  {
    method: 'put',
    path: `/api/employee/tickets/${TICKET}/status`,
    permission: 'support:respond',
    body: { status: 'in-progress' },
  },
  { method: 'get', path: '/api/employee/orders', permission: 'orders:read' },
  { method: 'get', path: '/api/employee/orders/o-1', permission: 'orders:read' },
  {
    method: 'post',
    path: '/api/employee/orders/o-1/transitions',
    permission: 'orders:fulfil',
    body: { to: 'processing' },
  },
  { method: 'get', path: '/api/employee/inventory', permission: 'inventory:read' },
  {
    method: 'post',
    path: '/api/employee/inventory',
    permission: 'inventory:adjust',
    body: { mode: 'adjust', lines: [{ productId: 'p-1', value: 1 }], reason: 'delivery' },
  },
  {
    method: 'post',
    path: '/api/employee/inventory/p-1',
    permission: 'inventory:adjust',
    body: { mode: 'adjust', value: 1, reason: 'delivery' },
  },
  {
    method: 'post',
    path: '/api/employee/inventory/p-1',
    permission: 'inventory:correct',
    body: { mode: 'set', value: 40, reason: 'stocktake' },
  },
  { method: 'get', path: '/api/employee/customers', permission: 'customers:read' },
  { method: 'get', path: `/api/employee/customers/${CUSTOMER_ID}`, permission: 'customers:read' },
  {
    method: 'get',
    path: `/api/employee/customers/${CUSTOMER_ID}/orders`,
    permission: 'customers:read',
  },
  { method: 'get', path: '/api/employee/reviews', permission: 'reviews:moderate' },
  {
    method: 'put',
    path: '/api/employee/reviews/r-1/visibility',
    permission: 'reviews:moderate',
    body: { hidden: false },
  },
  { method: 'get', path: '/api/employee/subscriptions', permission: 'subscriptions:read' },
  { method: 'get', path: '/api/employee/subscriptions/s-1', permission: 'subscriptions:read' },
  {
    method: 'post',
    path: '/api/employee/subscriptions/s-1/pause',
    permission: 'subscriptions:manage',
    body: { reason: 'Customer asked' },
  },
  {
    method: 'post',
    path: '/api/employee/subscriptions/s-1/cancel',
    permission: 'subscriptions:manage',
    body: { reason: 'Customer asked' },
  },
  { method: 'get', path: '/api/employee/subscription-plans', permission: 'subscriptions:read' },
  {
    method: 'put',
    path: '/api/employee/subscription-plans/p-1',
    permission: 'subscriptions:manage',
    body: {
      kind: 'origin-explorer',
      bagSize: '12 oz',
      bags: 2,
      picks: [],
      origins: ['a'.repeat(24), 'b'.repeat(24)],
    },
  },
];

const adminEndpoints: Endpoint[] = [
  { method: 'get', path: '/api/admin/settings', permission: 'settings:manage' },
  {
    method: 'put',
    path: '/api/admin/settings',
    permission: 'settings:manage',
    body: { timezone: 'America/New_York' },
  },
  { method: 'get', path: '/api/admin/dashboard', permission: 'dashboard:read' },
  { method: 'get', path: '/api/admin/products', permission: 'products:write' },
  { method: 'get', path: '/api/admin/products/p-1', permission: 'products:write' },
  {
    method: 'post',
    path: '/api/admin/products',
    permission: 'products:write',
    body: { name: 'Dark Roast', price: '14.50', category: 'beans' },
  },
  {
    method: 'put',
    path: '/api/admin/products/p-1',
    permission: 'products:write',
    body: { name: 'House Blend' },
  },
  {
    method: 'put',
    path: '/api/admin/products/p-1/variants',
    permission: 'products:write',
    body: { variants: [{ size: null, grind: null, price: '9.99', sku: null, inventory: 1 }] },
  },
  {
    method: 'put',
    path: '/api/admin/products/p-1/coffee',
    permission: 'products:write',
    body: {
      origin: null,
      roastLevel: null,
      process: null,
      altitude: null,
      flavorNotes: [],
      brewSuggestions: [],
    },
  },
  {
    method: 'put',
    path: '/api/admin/products/p-1/image',
    permission: 'products:write',
    image: true,
  },
  { method: 'get', path: '/api/admin/users', permission: 'users:read' },
  {
    method: 'put',
    path: `/api/admin/users/${CUSTOMER_ID}/role`,
    permission: 'users:manage',
    body: { role: 'customer' },
  },
  {
    method: 'put',
    path: `/api/admin/users/${CUSTOMER_ID}/status`,
    permission: 'users:manage',
    body: { disabled: false },
  },
  { method: 'get', path: '/api/admin/audit', permission: 'audit:read' },
  { method: 'get', path: '/api/admin/promotions', permission: 'promotions:manage' },
  {
    method: 'post',
    path: '/api/admin/promotions',
    permission: 'promotions:manage',
    body: { name: 'Fall', code: 'fall10', kind: 'percent', percentOff: 10 },
  },
  {
    method: 'put',
    path: '/api/admin/promotions/r-1/status',
    permission: 'promotions:manage',
    body: { paused: true },
  },
  { method: 'get', path: '/api/admin/mail-outbox', permission: 'admin-portal' },
  {
    method: 'post',
    path: `/api/admin/mail-outbox/staff/${MAIL_ID}/resend`,
    permission: 'admin-portal',
  },
];

const endpoints = [
  ...employeeEndpoints.map((e) => ({ ...e, portal: 'employee-portal' as const })),
  ...adminEndpoints.map((e) => ({ ...e, portal: 'admin-portal' as const })),
];

/** What the policy says a role gets: generated from ROLE_PERMISSIONS, so it cannot drift. */
const expected = (role: Role, e: (typeof endpoints)[number]) =>
  can(role, e.portal) && can(role, e.permission) ? 'allowed' : 403;

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

/** A tested path as its route is written ('/api/employee/orders/o-1' -> '/api/employee/orders/:id'). */
const templateOf = (path: string) =>
  path
    .replace(TICKET, ':number')
    .replace(CUSTOMER_ID, ':id')
    .replace(`/staff/${MAIL_ID}/`, '/:service/:id/')
    .replace(/\/inventory\/p-1/, '/inventory/:productId')
    .replace(/\/(o-1|p-1|r-1|s-1)(?=\/|$)/, '/:id');

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
}

/** 'GET /api/employee/orders/:id', … : every route mounted in the app, nested routers included. */
function mountedRoutes(app: unknown): string[] {
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap((layer) => {
      if (layer.route) {
        return Object.keys(layer.route.methods)
          .filter((m) => m !== '_all')
          .map((m) => `${m.toUpperCase()} ${layer.route!.path}`);
      }
      return layer.handle?.stack ? walk(layer.handle.stack) : [];
    });
  return walk((app as { router: { stack: Layer[] } }).router.stack);
}

describe('every staff endpoint x every role (the contracts policy)', () => {
  let staff: StartedStaff;

  beforeAll(async () => {
    staff = await startStaff();
    staff.upstream.users.set(CUSTOMER_ID, sampleUser({ id: CUSTOMER_ID, role: 'customer' }));
    await request(staff.url)
      .post('/api/support/tickets')
      .send({
        source: 'contact',
        name: 'Ada',
        email: 'ada@example.com',
        topic: 'order-status',
        message: 'Where is my order, please?',
      })
      .expect(201, /TKT-1001/);
    // A sent support mail in our outbox, for the admin's resend (only the admin's succeeds).
    const at = new Date();
    await staff.db.collection('mail_outbox').insertOne({
      _id: new mongo.ObjectId(MAIL_ID),
      key: 'permissions:mail',
      messageId: '<permissions@brewhaven.mail>',
      to: 'ada@example.com',
      toName: null,
      subject: 'Sent before',
      html: '<p>Hi</p>',
      text: 'Hi',
      headers: {},
      category: 'transactional',
      status: 'sent',
      attempts: 1,
      claims: 1,
      resends: 0,
      nextAttemptAt: at,
      leaseUntil: null,
      leaseOwner: null,
      lastError: null,
      createdAt: at,
      sentAt: at,
    });
  });
  afterAll(async () => {
    await staff.stop();
  });

  const send = (e: Endpoint, authorization?: string) => {
    // A fresh paid order each time: a transition by one role must not change the next one's.
    staff.upstream.orders.set('o-1', sampleOrder());
    staff.upstream.subscriptions.set('s-1', sampleSubscription());
    let req = request(staff.url)[e.method](e.path);
    if (authorization) req = req.set('authorization', authorization);
    if (e.image) return req.set('content-type', 'image/png').send(PNG);
    return e.body ? req.send(e.body) : req;
  };

  it('when the matrix is built, then it covers every staff route the service mounts, and every role', () => {
    expect(roles).toEqual(Object.keys(ROLE_PERMISSIONS));
    const mounted = mountedRoutes(staff.service.app).filter((r) =>
      /^\S+ \/api\/(admin|employee)\//.test(r),
    );
    const tested = new Set(endpoints.map((e) => `${e.method.toUpperCase()} ${templateOf(e.path)}`));
    expect(mounted.length).toBeGreaterThanOrEqual(28);
    expect([...tested].sort()).toEqual([...new Set(mounted)].sort());
  });

  const cases = endpoints.flatMap((e) =>
    roles.map((role) => [e.method.toUpperCase(), e.path, role, expected(role, e), e] as const),
  );

  it.each(cases)('%s %s as %s answers %s', async (_m, _p, role, outcome, e) => {
    const res = await send(e, staff.as(role, undefined, `${role}-1`));
    if (outcome === 'allowed') {
      const created = e.method === 'post' && /\/(messages|products|promotions)$/.test(e.path);
      // The body is in the comparison so a failure shows why.
      expect({ status: res.status, body: res.body as unknown }).toMatchObject({
        status: created ? 201 : 200,
      });
    } else {
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({ message: 'Forbidden' });
    }
  });

  it.each(endpoints.map((e) => [e.method.toUpperCase(), e.path, e] as const))(
    '%s %s without a session answers 401',
    async (_m, _p, e) => {
      const res = await send(e);
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Not authenticated' });
    },
  );

  it('when a role is refused, then no other service was asked', async () => {
    const before = staff.upstream.calls.length;
    await send(employeeEndpoints[15]!, staff.as('employee')).expect(403);
    await send(adminEndpoints[9]!, staff.as('manager')).expect(403);
    expect(staff.upstream.calls.length).toBe(before);
  });
});
