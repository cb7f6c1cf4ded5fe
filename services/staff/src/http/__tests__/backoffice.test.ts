import {
  adminDashboardWithSupportSchema,
  auditPageSchema,
  LAST_ADMIN_MESSAGE,
  ORDER_TRANSITION_REFUSED_MESSAGE,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  PRODUCT_IMAGE_TYPE_MESSAGE,
  staffOrderPageSchema,
  STOCK_BELOW_ZERO_MESSAGE,
} from '@coffee/contracts';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { sampleOrder, sampleProduct, sampleUser } from '../../__tests__/stand-ins';
import { z } from 'zod';

const ADMIN_ID = 'aaaaaaaaaaaaaaaaaaaaaaaa';
const CUSTOMER_ID = 'cccccccccccccccccccccccc';
const STAFF_USER_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const MANAGER_ID = 'ffffffffffffffffffffffff';
const PNG = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), Buffer.alloc(1000, 7)]);

/**
 * The staff API as a BFF, against stand-ins for the other services' /internal/staff endpoints
 * (see stand-ins.ts: those services cannot run in this workspace's tests).
 */
describe('the staff API over the other services', () => {
  let staff: StartedStaff;
  const admin = () => staff.as('admin', ADMIN_ID, 'root');
  const employee = () => staff.as('employee', STAFF_USER_ID, 'emma');
  const manager = () => staff.as('manager', MANAGER_ID, 'max');
  const lastCall = () => staff.upstream.calls[staff.upstream.calls.length - 1]!;
  const audit = () => staff.db.collection('audit_log');

  beforeAll(async () => {
    staff = await startStaff();
  });
  afterAll(async () => {
    await staff.stop();
  });
  beforeEach(async () => {
    staff.upstream.behaviour.catalog = {};
    staff.upstream.behaviour['cart-checkout'] = {};
    staff.upstream.behaviour.account = {};
    staff.upstream.orders.set('o-1', sampleOrder());
    staff.upstream.products.set('p-1', sampleProduct());
    staff.upstream.users.clear();
    staff.upstream.users.set(
      ADMIN_ID,
      sampleUser({ id: ADMIN_ID, username: 'Rita Root', fullName: 'Rita Root', role: 'admin' }),
    );
    staff.upstream.users.set(CUSTOMER_ID, sampleUser({ id: CUSTOMER_ID, role: 'customer' }));
    staff.upstream.users.set(
      STAFF_USER_ID,
      sampleUser({
        id: STAFF_USER_ID,
        username: 'Emma Stone',
        fullName: 'Emma Stone',
        role: 'employee',
      }),
    );
    staff.upstream.users.set(
      MANAGER_ID,
      sampleUser({
        id: MANAGER_ID,
        username: 'Max Moreau',
        fullName: 'Max Moreau',
        role: 'manager',
      }),
    );
    await audit().deleteMany({});
  });

  describe('orders', () => {
    it('when an account has no full name, or the account service cannot say, then the write goes on under the username', async () => {
      const nameless = '0123456789abcdef01234567';
      staff.upstream.users.set(
        nameless,
        sampleUser({ id: nameless, username: 'nemo', fullName: null, role: 'employee' }),
      );
      await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', staff.as('employee', nameless, 'nemo'))
        .send({ to: 'processing' })
        .expect(200);
      expect(lastCall().body).toMatchObject({ actor: { userId: nameless, name: 'nemo' } });

      const unknown = '76543210fedcba9876543210';
      staff.upstream.users.set(
        unknown,
        sampleUser({ id: unknown, username: 'una', fullName: 'Una Known', role: 'employee' }),
      );
      staff.upstream.behaviour.account = { fail: 500 };
      await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', staff.as('employee', unknown, 'una'))
        .send({ to: 'shipped', trackingNumber: '1Z999AA10123456784' })
        .expect(200);
      expect(lastCall().body).toMatchObject({ actor: { userId: unknown, name: 'una' } });
      // Not remembered: once the account service answers, the name is there.
      staff.upstream.behaviour.account = {};
      await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', staff.as('employee', unknown, 'una'))
        .send({ to: 'completed' })
        .expect(200);
      expect(lastCall().body).toMatchObject({ actor: { userId: unknown, name: 'Una Known' } });
    });

    it('when staff only read, then nobody is asked for their name', async () => {
      const before = staff.upstream.calls.length;
      await request(staff.url).get('/api/employee/orders').set('authorization', employee());
      expect(staff.upstream.calls.slice(before).map((c) => c.path)).toEqual([
        '/internal/staff/orders',
      ]);
    });

    it('when staff list orders, then the query goes to cart-checkout as parsed and the page comes back', async () => {
      const res = await request(staff.url)
        .get('/api/employee/orders')
        .query({ status: 'new', q: 'ada', page: '2' })
        .set('authorization', employee())
        .expect(200);
      expect(staffOrderPageSchema.parse(res.body).items[0]?.id).toBe('o-1');
      expect(lastCall()).toMatchObject({
        service: 'cart-checkout',
        path: '/internal/staff/orders',
        query: { status: 'new', q: 'ada', page: '2', pageSize: '20' },
      });
      await request(staff.url)
        .get('/api/employee/orders?status=lost')
        .set('authorization', employee())
        .expect(400, /Unknown order filter/);
    });

    it('when an employee moves an order on, then the actor goes with it and the audit log records it', async () => {
      const res = await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', employee())
        .send({ to: 'processing', note: 'Packing now' })
        .expect(200);
      expect(res.body).toMatchObject({ status: 'processing' });
      expect(lastCall().body).toEqual({
        transition: { to: 'processing', note: 'Packing now' },
        actor: { userId: STAFF_USER_ID, role: 'employee', name: 'Emma Stone' },
      });
      expect(await audit().findOne({ action: 'order.transition' })).toMatchObject({
        actor: { userId: STAFF_USER_ID, name: 'Emma Stone', role: 'employee' },
        target: { kind: 'order', id: 'o-1', label: '1000000000001' },
        summary: '-> processing (note: Packing now)',
      });
    });

    it('when cart-checkout refuses (409 lifecycle, 403 role), then its status and message pass through and nothing is audited', async () => {
      const refused = await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', employee())
        .send({ to: 'completed' })
        .expect(409);
      expect(refused.body).toMatchObject({ message: ORDER_TRANSITION_REFUSED_MESSAGE });
      // An employee may not cancel a paid order; a manager may.
      await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', employee())
        .send({ to: 'cancelled' })
        .expect(403, /Forbidden/);
      expect(await audit().countDocuments()).toBe(0);
      await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', manager())
        .send({ to: 'cancelled' })
        .expect(200);
      await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', employee())
        .send({ to: 'shipped' })
        .expect(400);
      await request(staff.url)
        .get('/api/employee/orders/nope')
        .set('authorization', employee())
        .expect(404, /Order not found/);
    });

    it('when cart-checkout fails (5xx) or answers nothing, then the answer is 503 with a readable message', async () => {
      staff.upstream.behaviour['cart-checkout'] = { fail: 500 };
      const res = await request(staff.url)
        .get('/api/employee/orders')
        .set('authorization', employee())
        .expect(503);
      expect(res.body).toMatchObject({ message: 'The cart-checkout service is unavailable' });
    });
  });

  describe('inventory and products', () => {
    it('when the inventory is listed, then lowest stock first is the default', async () => {
      await request(staff.url)
        .get('/api/employee/inventory')
        .set('authorization', employee())
        .expect(200);
      expect(lastCall()).toMatchObject({
        path: '/internal/staff/products',
        query: { sort: 'stock' },
      });
      await request(staff.url)
        .get('/api/admin/products?q=house')
        .set('authorization', admin())
        .expect(200);
      expect(lastCall().query).toMatchObject({ sort: 'name', q: 'house' });
    });

    it('when an employee adjusts stock, then the product comes back, the change is audited with its reason; "set" is a manager\'s', async () => {
      const res = await request(staff.url)
        .post('/api/employee/inventory/p-1')
        .set('authorization', employee())
        .send({ mode: 'adjust', value: 12, reason: 'delivery' })
        .expect(200);
      expect(res.body).toMatchObject({ id: 'p-1', inventory: 52 });
      expect(await audit().findOne({ action: 'stock.change' })).toMatchObject({
        target: { kind: 'product', id: 'p-1', label: 'House Blend' },
        summary: 'stock adjusted by +12, now 52: delivery',
      });

      const calls = staff.upstream.calls.length;
      await request(staff.url)
        .post('/api/employee/inventory/p-1')
        .set('authorization', employee())
        .send({ mode: 'set', value: 5, reason: 'stocktake' })
        .expect(403);
      expect(staff.upstream.calls.length).toBe(calls);
      await request(staff.url)
        .post('/api/employee/inventory')
        .set('authorization', manager())
        .send({ mode: 'set', lines: [{ productId: 'p-1', value: 5 }], reason: 'stocktake' })
        .expect(200, {
          items: [{ ...sampleProduct(), inventory: 5 }].map((p) => ({
            id: p.id,
            name: p.name,
            category: p.category,
            imageUrl: p.imageUrl,
            price: p.price,
            inStock: p.inStock,
            inventory: 5,
            sku: p.sku,
            variants: p.variants,
          })),
        });
    });

    it("when a change would take stock below zero, then the catalog's 409 passes through and nothing is audited", async () => {
      const res = await request(staff.url)
        .post('/api/employee/inventory/p-1')
        .set('authorization', employee())
        .send({ mode: 'adjust', value: -1000, reason: 'breakage' })
        .expect(409);
      expect(res.body).toMatchObject({ message: STOCK_BELOW_ZERO_MESSAGE });
      expect(await audit().countDocuments()).toBe(0);
      await request(staff.url)
        .post('/api/employee/inventory/p-1')
        .set('authorization', employee())
        .send({ mode: 'adjust', value: 1, reason: '' })
        .expect(400, /Please give a reason/);
    });

    it('when an admin creates and edits a product, then the body goes on as typed (prices as text) and both are audited', async () => {
      const created = await request(staff.url)
        .post('/api/admin/products')
        .set('authorization', admin())
        .send({ name: 'Dark Roast', price: '14.50', category: 'beans' })
        .expect(201);
      expect(lastCall().body).toEqual({
        product: { name: 'Dark Roast', price: '14.50', category: 'beans' },
        actor: { userId: ADMIN_ID, role: 'admin', name: 'Rita Root' },
      });
      await request(staff.url)
        .put(`/api/admin/products/${created.body.id}`)
        .set('authorization', admin())
        .send({ price: 15, isNew: true })
        .expect(200);
      expect(lastCall().body).toMatchObject({ update: { price: 15, isNew: true } });
      const entries = await audit().find().sort({ at: 1 }).toArray();
      expect(entries.map((e) => [e.action, e.summary])).toEqual([
        ['product.create', 'created Dark Roast at $14.50'],
        ['product.update', 'changed isNew, price'],
      ]);
      // The editor sends every field: the log names those whose value changed, not all sent.
      await request(staff.url)
        .put(`/api/admin/products/${created.body.id}`)
        .set('authorization', admin())
        .send({ name: 'Dark Roast', price: 15, isNew: true, category: 'beans' })
        .expect(200);
      await request(staff.url)
        .put(`/api/admin/products/${created.body.id}`)
        .set('authorization', admin())
        .send({ name: 'Darker Roast', price: 15, isNew: true, category: 'beans' })
        .expect(200);
      const later = await audit().find().sort({ at: 1 }).toArray();
      expect(later.slice(2).map((e) => e.summary)).toEqual([
        'saved with no change',
        'changed name',
      ]);
      await request(staff.url)
        .post('/api/admin/products')
        .set('authorization', admin())
        .send({ name: 'X', price: 0, category: 'beans' })
        .expect(400, /Name must be at least 2 characters/);
      await request(staff.url)
        .put('/api/admin/products/p-1')
        .set('authorization', admin())
        .send({})
        .expect(400, /No changes to save/);
    });

    it('when an admin uploads a picture, then its bytes and type go to the catalog with the actor; a wrong type is 415, over 2 MB is 413', async () => {
      const res = await request(staff.url)
        .put('/api/admin/products/p-1/image')
        .set('authorization', admin())
        .set('content-type', 'image/png')
        .send(PNG)
        .expect(200);
      expect(res.body.imageUrl).toBe('/api/images/p-1.png');
      const call = lastCall();
      expect(call.contentType).toBe('image/png');
      expect(Buffer.compare(call.body as Buffer, PNG)).toBe(0);
      expect(JSON.parse(call.actorHeader!)).toEqual({
        userId: ADMIN_ID,
        role: 'admin',
        name: 'Rita Root',
      });
      expect(await audit().findOne({ action: 'product.image' })).toMatchObject({
        summary: 'new picture (image/png, 1 KB)',
      });

      await request(staff.url)
        .put('/api/admin/products/p-1/image')
        .set('authorization', admin())
        .set('content-type', 'image/gif')
        .send(PNG)
        .expect(415, new RegExp(PRODUCT_IMAGE_TYPE_MESSAGE));
      const big = await request(staff.url)
        .put('/api/admin/products/p-1/image')
        .set('authorization', admin())
        .set('content-type', 'image/jpeg')
        .send(Buffer.alloc(2 * 1024 * 1024 + 1, 1))
        .expect(413);
      expect(big.body).toMatchObject({ message: PRODUCT_IMAGE_SIZE_MESSAGE });
      await request(staff.url)
        .put('/api/admin/products/missing/image')
        .set('authorization', admin())
        .set('content-type', 'image/png')
        .send(PNG)
        .expect(404);
    });

    it('when an admin edits variants and coffee data, then the bodies go on as typed, answers are the detail, and both are audited', async () => {
      const variants = [
        { size: '12 oz', grind: 'whole-bean', price: '18.99', sku: null, inventory: 20 },
        { size: '2 lb', grind: 'whole-bean', price: '44.99', sku: null, inventory: 4 },
      ];
      const res = await request(staff.url)
        .put('/api/admin/products/p-1/variants')
        .set('authorization', admin())
        .send({ variants })
        .expect(200);
      expect(lastCall()).toMatchObject({
        method: 'PUT',
        path: '/internal/staff/products/p-1/variants',
        body: { variants, actor: { userId: ADMIN_ID, role: 'admin' } },
      });
      expect(
        res.body.variants.map((v: { id: string; lowStock: boolean }) => [v.id, v.lowStock]),
      ).toEqual([
        ['12oz-whole-bean', false],
        ['2lb-whole-bean', true],
      ]);
      await request(staff.url)
        .put('/api/admin/products/p-1/variants')
        .set('authorization', admin())
        .send({ variants: [{ ...variants[0], grind: 'turkish' }] })
        .expect(400, /Grind must be one of/);
      // The catalog's refusal comes back with the row it names, for the form to mark.
      const taken = await request(staff.url)
        .put('/api/admin/products/p-1/variants')
        .set('authorization', admin())
        .send({ variants: [variants[0], { ...variants[1], sku: 'TAKEN' }] })
        .expect(409);
      expect(taken.body).toMatchObject({
        message: 'Another product already has this SKU',
        code: 'PRODUCT_SKU_TAKEN',
        issues: [{ path: 'variants.1.sku', message: 'Another product already has this SKU' }],
      });
      const coffee = {
        origin: { country: 'Kenya', region: 'Nyeri' },
        roastLevel: 'light',
        process: 'washed',
        altitude: { min: 1700, max: 1900 },
        flavorNotes: ['blackcurrant'],
        brewSuggestions: [],
      };
      const saved = await request(staff.url)
        .put('/api/admin/products/p-1/coffee')
        .set('authorization', admin())
        .send(coffee)
        .expect(200);
      expect(saved.body).toMatchObject({ origin: { country: 'Kenya' }, roastLevel: 'light' });
      expect(lastCall().body).toMatchObject({ coffee });
      await request(staff.url)
        .put('/api/admin/products/p-1/coffee')
        .set('authorization', admin())
        .send({ ...coffee, roastLevel: 'burnt' })
        .expect(400, /Unknown roast level/);
      const entries = await audit().find().sort({ at: 1 }).toArray();
      expect(entries.map((e) => [e.action, e.summary])).toEqual([
        ['product.variants', 'variants on sale: 12 oz, whole bean; 2 lb, whole bean'],
        ['product.coffee', 'coffee data saved'],
      ]);
      // One variant's stock: the variant goes to the catalog and the log names it.
      await request(staff.url)
        .post('/api/employee/inventory/p-1')
        .set('authorization', employee())
        .send({ variantId: '2lb-whole-bean', mode: 'adjust', value: 3, reason: 'delivery' })
        .expect(200);
      expect(lastCall().body).toMatchObject({
        change: { lines: [{ productId: 'p-1', variantId: '2lb-whole-bean', value: 3 }] },
      });
    });

    it('when the catalog does not answer at all, then 503', async () => {
      staff.upstream.behaviour.catalog = { fail: 502 };
      await request(staff.url)
        .get('/api/admin/products')
        .set('authorization', admin())
        .expect(503, /The catalog service is unavailable/);
    });
  });

  describe('customers and users', () => {
    it('when staff list customers, then the role is always customer; a staff account is not a customer (404)', async () => {
      await request(staff.url)
        .get('/api/employee/customers?segment=direct-plus')
        .set('authorization', employee())
        .expect(200);
      expect(lastCall().query).toMatchObject({ role: 'customer', segment: 'direct-plus' });
      await request(staff.url)
        .get('/api/employee/customers?role=admin')
        .set('authorization', employee())
        .expect(400, /Unknown field: role/);
      await request(staff.url)
        .get(`/api/employee/customers/${CUSTOMER_ID}`)
        .set('authorization', employee())
        .expect(200);
      await request(staff.url)
        .get(`/api/employee/customers/${ADMIN_ID}`)
        .set('authorization', employee())
        .expect(404, /Customer not found/);
      const orders = await request(staff.url)
        .get(`/api/employee/customers/${CUSTOMER_ID}/orders`)
        .set('authorization', employee())
        .expect(200);
      expect(orders.body.items).toHaveLength(1);
      expect(lastCall().query).toMatchObject({ userId: CUSTOMER_ID });
    });

    it("when an admin changes roles and status, then the account service's rules pass through and successes are audited", async () => {
      const refused = await request(staff.url)
        .put(`/api/admin/users/${ADMIN_ID}/role`)
        .set('authorization', admin())
        .send({ role: 'customer' })
        .expect(409);
      expect(refused.body).toMatchObject({ message: LAST_ADMIN_MESSAGE });
      await request(staff.url)
        .put(`/api/admin/users/${STAFF_USER_ID}/role`)
        .set('authorization', admin())
        .send({ role: 'manager' })
        .expect(200);
      await request(staff.url)
        .put(`/api/admin/users/${STAFF_USER_ID}/status`)
        .set('authorization', admin())
        .send({ disabled: true })
        .expect(200);
      expect(lastCall().body).toEqual({
        change: { disabled: true },
        actor: { userId: ADMIN_ID, role: 'admin', name: 'Rita Root' },
      });
      await request(staff.url)
        .put(`/api/admin/users/${STAFF_USER_ID}/role`)
        .set('authorization', admin())
        .send({ role: 'owner' })
        .expect(400);
      const entries = await audit().find().sort({ at: 1 }).toArray();
      expect(entries.map((e) => [e.action, e.summary])).toEqual([
        ['user.role', 'role -> manager'],
        ['user.status', 'disabled (sessions ended)'],
      ]);
    });

    it('when a manager hides a review, then the catalog is told who and it is audited', async () => {
      await request(staff.url)
        .put('/api/employee/reviews/r-1/visibility')
        .set('authorization', manager())
        .send({ hidden: true })
        .expect(200);
      expect(await audit().findOne({ action: 'review.moderate' })).toMatchObject({
        actor: { name: 'Max Moreau', role: 'manager' },
        summary: 'hidden: review by ada',
      });
    });
  });

  describe('dashboard and audit log', () => {
    it("when the dashboard is read, then the order figures are asked for the store's time zone from the settings", async () => {
      await request(staff.url)
        .put('/api/admin/settings')
        .set('authorization', admin())
        .send({ timezone: 'Europe/Lisbon' })
        .expect(200);
      staff.upstream.products.set('p-2', sampleProduct({ id: 'p-2', name: 'Low', inventory: 2 }));
      const res = await request(staff.url)
        .get('/api/admin/dashboard')
        .set('authorization', admin())
        .expect(200);
      const dashboard = z.strictObject(adminDashboardWithSupportSchema.shape).parse(res.body);
      expect(dashboard).toMatchObject({
        timezone: 'Europe/Lisbon',
        revenue: { today: '33.79' },
        customers: 1,
        activeDirectPlusMembers: 1,
        lowStock: { total: 1, items: [{ id: 'p-2' }] },
      });
      expect(staff.upstream.orderStatsTimezones.at(-1)).toBe('Europe/Lisbon');
      // New customers are counted by the store's days too.
      expect(
        staff.upstream.calls.filter((c) => c.path === '/internal/staff/user-stats').at(-1)?.query,
      ).toEqual({ timezone: 'Europe/Lisbon' });
      staff.upstream.products.delete('p-2');

      staff.upstream.behaviour.account = { fail: 500 };
      await request(staff.url)
        .get('/api/admin/dashboard')
        .set('authorization', admin())
        .expect(503, /The account service is unavailable/);
    });

    it('when staff write, then the audit log lists them newest first, paged, and q matches action, target or actor', async () => {
      await request(staff.url)
        .put('/api/admin/settings')
        .set('authorization', admin())
        .send({ timezone: 'Europe/Paris' })
        .expect(200);
      await request(staff.url)
        .post('/api/employee/orders/o-1/transitions')
        .set('authorization', employee())
        .send({ to: 'processing' })
        .expect(200);
      await request(staff.url)
        .post('/api/employee/inventory/p-1')
        .set('authorization', employee())
        .send({ mode: 'adjust', value: -2, reason: 'broken bags' })
        .expect(200);

      const all = await request(staff.url)
        .get('/api/admin/audit')
        .set('authorization', admin())
        .expect(200);
      const page = auditPageSchema.parse(all.body);
      expect(page.items.map((e) => e.action)).toEqual([
        'stock.change',
        'order.transition',
        'settings.update',
      ]);
      expect(page).toMatchObject({ total: 3, page: 1, pageSize: 20 });
      expect(page.items[2]).toMatchObject({
        actor: { userId: ADMIN_ID, name: 'Rita Root', role: 'admin' },
        target: { kind: 'settings', id: 'store' },
        summary: 'timezone = Europe/Paris',
      });

      const byActor = await request(staff.url)
        .get('/api/admin/audit?q=EMMA')
        .set('authorization', admin())
        .expect(200);
      expect(byActor.body.items.map((e: { action: string }) => e.action)).toEqual([
        'stock.change',
        'order.transition',
      ]);
      const byTarget = await request(staff.url)
        .get('/api/admin/audit?q=1000000000001')
        .set('authorization', admin())
        .expect(200);
      expect(byTarget.body.total).toBe(1);
      const byAction = await request(staff.url)
        .get('/api/admin/audit?q=settings.')
        .set('authorization', admin())
        .expect(200);
      expect(byAction.body.total).toBe(1);
      const paged = await request(staff.url)
        .get('/api/admin/audit?page=2&pageSize=2')
        .set('authorization', admin())
        .expect(200);
      expect(paged.body).toMatchObject({
        total: 3,
        page: 2,
        pageSize: 2,
        items: [{ action: 'settings.update' }],
      });
      await request(staff.url)
        .get('/api/admin/audit?q=(')
        .set('authorization', admin())
        .expect(200, { items: [], total: 0, page: 1, pageSize: 20 });
    });
  });

  // Last: the catalog stand-in stops for good.
  it('when a service is down (connection refused), then the answer is 503 with a readable message', async () => {
    await staff.upstream.stopCatalog();
    const res = await request(staff.url)
      .get('/api/admin/products')
      .set('authorization', admin())
      .expect(503);
    expect(res.body).toMatchObject({ message: 'The catalog service is unavailable' });
  });
});
