import {
  STAFF_REASON_REQUIRED_MESSAGE,
  staffSubscriptionPageSchema,
  staffSubscriptionSchema,
  SUBSCRIPTION_CANCELLED_MESSAGE,
  SUBSCRIPTION_NOT_FOUND_MESSAGE,
  subscriptionStatsSchema,
  type StaffActor,
  type Subscription,
} from '@coffee/contracts';
import { FORBIDDEN_MESSAGE } from '@coffee/service-defaults';
import request from 'supertest';
import { subscriptionModel } from '../../data/subscription-model';
import {
  newIdempotencyKey,
  newUserId,
  shippingAddress,
  type StartedCart,
} from '../../__tests__/start-cart';
import { SUBSCRIPTION_START, subscriptionCart } from '../../__tests__/subscription-cart';

const START = SUBSCRIPTION_START;
const LOCKED = '2026-12-03T15:00:00.000Z';

const manager: StaffActor = { userId: 'm0000000000000000000000m', role: 'manager', name: 'Max' };
const employee: StaffActor = { userId: 'e0000000000000000000000e', role: 'employee', name: 'Eli' };

describe('subscriptions in the back office (/internal/staff/subscriptions)', () => {
  let cart: StartedCart;
  const { clock } = subscriptionCart((started) => {
    cart = started;
  });

  /** A customer's subscription to a new coffee named `name` (18.00 a bag, 2 every 2 weeks). */
  async function subscribe(name: string, userId = newUserId()) {
    const product = cart.catalog.addCoffee([
      { size: '12 oz', grind: 'whole-bean', price: '18.00', inventory: 100 },
    ]);
    const res = await cart
      .as(userId)
      .post('/api/subscriptions')
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        productId: product.id,
        variantId: '12oz-whole-bean',
        quantity: 2,
        frequencyWeeks: 2,
        firstDeliveryOn: '2026-12-08',
        shippingAddress,
        paymentMethodId: cart.others.addCard(userId),
      })
      .expect(201);
    const sub = res.body as Subscription;
    // The coffee's name is what staff search by: each test gives its own.
    await subscriptionModel(cart.db).updateOne(
      { _id: sub.id },
      { $set: { 'item.productName': name } },
    );
    return { sub, userId, product };
  }

  const act = (id: string, action: 'pause' | 'cancel', reason: unknown, actor = manager) =>
    cart.internal
      .post(`/internal/staff/subscriptions/${id}/${action}`)
      .send({ action: { reason }, actor });

  it('when asked without the internal token, then 401; an unknown id is 404; a bad filter 400', async () => {
    await request(cart.url).get('/internal/staff/subscriptions').expect(401);
    await request(cart.url).get('/internal/staff/subscription-stats').expect(401);
    const unknown = await cart.internal.get(
      '/internal/staff/subscriptions/aaaaaaaaaaaaaaaaaaaaaaaa',
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ message: SUBSCRIPTION_NOT_FOUND_MESSAGE });
    await cart.internal.get('/internal/staff/subscriptions/not-an-id').expect(404);
    await cart.internal.get('/internal/staff/subscriptions?status=lost').expect(400);
    await cart.internal.get('/internal/staff/subscriptions?pageSize=1000').expect(400);
  });

  it('when staff list, then every customer shows newest first, searched by coffee or id, filtered and paged', async () => {
    const tag = `Kenya${Date.now()}`;
    const first = await subscribe(`${tag} AA`);
    const second = await subscribe(`${tag} Peaberry`);
    const other = await subscribe('Colombia Huila');

    const page = staffSubscriptionPageSchema.parse(
      (await cart.internal.get(`/internal/staff/subscriptions?q=${tag.toLowerCase()}`).expect(200))
        .body,
    );
    expect(page.total).toBe(2);
    expect(page.items.map((s) => s.id)).toEqual([second.sub.id, first.sub.id]);
    expect(page.items[0]).toMatchObject({
      userId: second.userId,
      status: 'active',
      item: { productName: `${tag} Peaberry`, variantLabel: '12 oz, whole bean', quantity: 2 },
      price: '36.00',
      next: { on: '2026-12-08' },
      staffNotes: [],
    });

    const byUser = await cart.internal
      .get(`/internal/staff/subscriptions?q=${other.userId}`)
      .expect(200);
    expect((byUser.body as { items: { id: string }[] }).items.map((s) => s.id)).toEqual([
      other.sub.id,
    ]);
    const byId = await cart.internal.get(`/internal/staff/subscriptions?q=${first.sub.id}`);
    expect((byId.body as { items: { id: string }[] }).items.map((s) => s.id)).toEqual([
      first.sub.id,
    ]);

    const paged = await cart.internal
      .get(`/internal/staff/subscriptions?q=${tag}&page=2&pageSize=1`)
      .expect(200);
    expect(paged.body).toMatchObject({ total: 2, page: 2, pageSize: 1 });
    expect((paged.body as { items: { id: string }[] }).items.map((s) => s.id)).toEqual([
      first.sub.id,
    ]);

    await act(first.sub.id, 'pause', 'Customer asked by phone').expect(200);
    const paused = await cart.internal
      .get(`/internal/staff/subscriptions?q=${tag}&status=paused`)
      .expect(200);
    expect((paused.body as { items: { id: string }[] }).items.map((s) => s.id)).toEqual([
      first.sub.id,
    ]);
    const active = await cart.internal
      .get(`/internal/staff/subscriptions?q=${tag}&status=active`)
      .expect(200);
    expect((active.body as { items: { id: string }[] }).items.map((s) => s.id)).toEqual([
      second.sub.id,
    ]);
  });

  it('when a manager pauses or cancels a locked delivery, then it happens at once, with the reason kept', async () => {
    const a = await subscribe('Guatemala Antigua');
    const b = await subscribe('Sumatra Mandheling');
    clock.set(LOCKED);

    const paused = staffSubscriptionSchema.parse(
      (await act(a.sub.id, 'pause', '  Card disputed  ').expect(200)).body,
    );
    expect(paused).toMatchObject({
      status: 'paused',
      pauseReason: 'staff',
      pausedUntil: null,
      next: null,
      staffNotes: [
        {
          action: 'pause',
          reason: 'Card disputed',
          staffId: manager.userId,
          staffName: 'Max',
          at: LOCKED,
        },
      ],
    });
    // The customer reads the staff pause too.
    const mine = await cart.as(a.userId).get('/api/subscriptions').expect(200);
    expect((mine.body as Subscription[])[0]).toMatchObject({
      status: 'paused',
      pauseReason: 'staff',
    });

    const cancelled = staffSubscriptionSchema.parse(
      (await act(b.sub.id, 'cancel', 'Moved abroad').expect(200)).body,
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      next: null,
      pendingFromCycle: null,
      cancelledAt: LOCKED,
      staffNotes: [{ action: 'cancel', reason: 'Moved abroad' }],
    });
    // Its charge day comes and nothing is charged: the cancel came first.
    clock.set('2026-12-07T15:00:00.000Z');
    await cart.service.runSubscriptions();
    const after = await cart.internal.get(`/internal/staff/subscriptions/${b.sub.id}`).expect(200);
    expect(after.body).toMatchObject({ status: 'cancelled', deliveries: [] });

    const again = await act(b.sub.id, 'cancel', 'Twice');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ message: SUBSCRIPTION_CANCELLED_MESSAGE });
  });

  it('when the reason is missing or blank, then 400 with its message; an employee is refused with 403', async () => {
    const { sub } = await subscribe('Yirgacheffe');
    for (const reason of [undefined, '   ']) {
      const res = await act(sub.id, 'pause', reason);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(STAFF_REASON_REQUIRED_MESSAGE);
    }
    const refused = await act(sub.id, 'cancel', 'No right', employee);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ message: FORBIDDEN_MESSAGE });
    const detail = await cart.internal.get(`/internal/staff/subscriptions/${sub.id}`).expect(200);
    expect(detail.body).toMatchObject({ status: 'active', staffNotes: [] });
  });

  it('when the dashboard asks, then active, paused, due this week (shop days) and monthly revenue add up', async () => {
    const stats = async () =>
      subscriptionStatsSchema.parse(
        (await cart.internal.get('/internal/staff/subscription-stats').expect(200)).body,
      );
    clock.set(LOCKED);
    const before = await stats();
    clock.set(START);
    const { sub } = await subscribe('Brazil Cerrado');
    const paused = await subscribe('Brazil Santos');
    await act(paused.sub.id, 'pause', 'Holiday').expect(200);

    // Dec 3: Dec 8 is within the next 7 days (Dec 3..9); on Dec 1 it is not (Dec 1..7).
    clock.set(LOCKED);
    const after = await stats();
    expect(after.active - before.active).toBe(1);
    expect(after.paused - before.paused).toBe(1);
    expect(after.dueThisWeek - before.dueThisWeek).toBe(1);
    // 2 x 18.00 every 2 weeks: 36.00 x 52 / 12 / 2 = 78.00 a month.
    expect(
      Math.round(
        (Number(after.monthlyRecurringRevenue) - Number(before.monthlyRecurringRevenue)) * 100,
      ),
    ).toBe(7800);
    expect(sub.id).toBeTruthy();

    await cart.internal.get('/internal/staff/subscription-stats?timezone=Mars/Base').expect(400);
    await cart.internal
      .get('/internal/staff/subscription-stats?timezone=America/Los_Angeles')
      .expect(200);
  });
});
