import {
  adminDashboardSchema,
  PLAN_ORIGINS_REQUIRED_MESSAGE,
  subscriptionPlanListSchema,
  STAFF_REASON_REQUIRED_MESSAGE,
  staffSubscriptionPageSchema,
  staffSubscriptionSchema,
} from '@coffee/contracts';
import request from 'supertest';
import { startStaff, type StartedStaff } from '../../__tests__/start-staff';
import { sampleSubscription, sampleUser } from '../../__tests__/stand-ins';

const STAFF_USER_ID = 'eeeeeeeeeeeeeeeeeeeeeeee';
const MANAGER_ID = 'ffffffffffffffffffffffff';

/** Subscribe & Save in the employee portal, over a stand-in cart-checkout (stand-ins.ts). */
describe('the staff API: subscriptions', () => {
  let staff: StartedStaff;
  const employee = () => staff.as('employee', STAFF_USER_ID, 'emma');
  const manager = () => staff.as('manager', MANAGER_ID, 'max');
  const lastCall = () => staff.upstream.calls[staff.upstream.calls.length - 1]!;
  const audit = () => staff.db.collection('audit_log');
  const cartCalls = () => staff.upstream.calls.filter((c) => c.service === 'cart-checkout').length;

  beforeAll(async () => {
    staff = await startStaff();
    staff.upstream.users.set(
      MANAGER_ID,
      sampleUser({ id: MANAGER_ID, username: 'max', fullName: 'Max Moreau', role: 'manager' }),
    );
  });
  afterAll(async () => {
    await staff.stop();
  });
  beforeEach(async () => {
    staff.upstream.behaviour['cart-checkout'] = {};
    staff.upstream.subscriptions.set('s-1', sampleSubscription());
    await audit().deleteMany({});
  });

  it('when an employee lists and reads, then the query goes to cart-checkout as parsed', async () => {
    const res = await request(staff.url)
      .get('/api/employee/subscriptions?status=paused&q=%20kenya%20&page=2')
      .set('authorization', employee())
      .expect(200);
    expect(staffSubscriptionPageSchema.parse(res.body).items[0]).toMatchObject({ id: 's-1' });
    expect(lastCall()).toMatchObject({
      service: 'cart-checkout',
      path: '/internal/staff/subscriptions',
      query: { status: 'paused', q: 'kenya', page: '2', pageSize: '20' },
    });
    const one = await request(staff.url)
      .get('/api/employee/subscriptions/s-1')
      .set('authorization', employee())
      .expect(200);
    expect(staffSubscriptionSchema.parse(one.body)).toMatchObject({
      userId: 'cccccccccccccccccccccccc',
      deliveries: [{ orderNumber: '1000000000001', outcome: 'ordered' }],
    });
    await request(staff.url)
      .get('/api/employee/subscriptions?status=lost')
      .set('authorization', employee())
      .expect(400, /Unknown subscription filter/);
    await request(staff.url)
      .get('/api/employee/subscriptions/nope')
      .set('authorization', employee())
      .expect(404, /Subscription not found/);
  });

  it('when an employee tries to pause or cancel, then 403 and cart-checkout is not asked', async () => {
    const before = cartCalls();
    for (const action of ['pause', 'cancel']) {
      await request(staff.url)
        .post(`/api/employee/subscriptions/s-1/${action}`)
        .set('authorization', employee())
        .send({ reason: 'Customer asked' })
        .expect(403, /Forbidden/);
    }
    expect(cartCalls()).toBe(before);
    expect(await audit().countDocuments()).toBe(0);
  });

  it('when the reason is missing or blank, then 400 with "A reason is required" and nothing is asked', async () => {
    const before = cartCalls();
    for (const body of [{}, { reason: '   ' }]) {
      const res = await request(staff.url)
        .post('/api/employee/subscriptions/s-1/pause')
        .set('authorization', manager())
        .send(body)
        .expect(400);
      expect(res.body).toMatchObject({
        issues: [{ path: 'reason', message: STAFF_REASON_REQUIRED_MESSAGE }],
      });
    }
    await request(staff.url)
      .post('/api/employee/subscriptions/s-1/cancel')
      .set('authorization', manager())
      .send({ reason: 'x'.repeat(501) })
      .expect(400);
    expect(cartCalls()).toBe(before);
  });

  it('when a manager pauses and then cancels, then the actor and reason go on and both are audited', async () => {
    const paused = await request(staff.url)
      .post('/api/employee/subscriptions/s-1/pause')
      .set('authorization', manager())
      .send({ reason: '  Card disputed ' })
      .expect(200);
    expect(paused.body).toMatchObject({ status: 'paused', pauseReason: 'staff' });
    expect(lastCall().body).toEqual({
      action: { reason: 'Card disputed' },
      actor: { userId: MANAGER_ID, role: 'manager', name: 'Max Moreau' },
    });
    await request(staff.url)
      .post('/api/employee/subscriptions/s-1/cancel')
      .set('authorization', manager())
      .send({ reason: 'Moved abroad' })
      .expect(200, /"status":"cancelled"/);
    const entries = await audit().find().sort({ at: 1 }).toArray();
    expect(entries).toMatchObject([
      {
        action: 'subscription.pause',
        actor: { userId: MANAGER_ID, name: 'Max Moreau', role: 'manager' },
        target: { kind: 'subscription', id: 's-1', label: 'House Blend, 12 oz, whole bean' },
        summary: 'paused: Card disputed',
      },
      { action: 'subscription.cancel', summary: 'cancelled: Moved abroad' },
    ]);
    // Cart-checkout's refusal passes through, and nothing more is audited.
    await request(staff.url)
      .post('/api/employee/subscriptions/s-1/cancel')
      .set('authorization', manager())
      .send({ reason: 'Again' })
      .expect(409, /cancelled/);
    expect(await audit().countDocuments()).toBe(2);
  });

  it("when the dashboard is read, then it carries the subscription figures for the store's days", async () => {
    const res = await request(staff.url)
      .get('/api/admin/dashboard')
      .set('authorization', staff.as('admin'))
      .expect(200);
    expect(adminDashboardSchema.parse(res.body).subscriptions).toEqual({
      active: 12,
      paused: 3,
      dueThisWeek: 5,
      monthlyRecurringRevenue: '842.40',
    });
    expect(staff.upstream.subscriptionStatsTimezones.at(-1)).toBe(
      staff.upstream.orderStatsTimezones.at(-1),
    );
  });

  it('when a manager saves a plan, then cart-checkout keeps it with the actor, and the audit log says what', async () => {
    const kenya = 'a'.repeat(24);
    const peru = 'b'.repeat(24);
    const plan = {
      kind: 'origin-explorer',
      bagSize: '12 oz',
      bags: 2,
      picks: [],
      origins: [kenya, peru],
    };
    const before = cartCalls();
    await request(staff.url)
      .put('/api/employee/subscription-plans/p-1')
      .set('authorization', manager())
      .send({ ...plan, origins: [kenya] })
      .expect(400, new RegExp(PLAN_ORIGINS_REQUIRED_MESSAGE));
    await request(staff.url)
      .put('/api/employee/subscription-plans/p-1')
      .set('authorization', employee())
      .send(plan)
      .expect(403);
    expect(cartCalls()).toBe(before);

    const saved = await request(staff.url)
      .put('/api/employee/subscription-plans/p-1')
      .set('authorization', manager())
      .send(plan)
      .expect(200);
    expect(lastCall()).toMatchObject({
      service: 'cart-checkout',
      method: 'PUT',
      path: '/internal/staff/subscription-plans/p-1',
      body: { plan, actor: { userId: MANAGER_ID, role: 'manager', name: 'Max Moreau' } },
    });
    expect(saved.body).toMatchObject({ kind: 'origin-explorer', updatedBy: 'Max Moreau' });
    const list = await request(staff.url)
      .get('/api/employee/subscription-plans')
      .set('authorization', employee())
      .expect(200);
    expect(subscriptionPlanListSchema.parse(list.body).map((p) => p.productId)).toContain('p-1');
    const [entry] = await audit().find({ action: 'subscription-plan.save' }).toArray();
    expect(entry).toMatchObject({
      actor: { userId: MANAGER_ID },
      target: { kind: 'product', id: 'p-1' },
    });
    expect(entry?.summary).toMatch(/^Single Origin Explorer, 2 x 12 oz: /);
  });
});
