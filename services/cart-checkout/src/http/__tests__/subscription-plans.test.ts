import {
  COFFEE_GRIND_MESSAGE,
  PLAN_COFFEE_CHANGE_MESSAGE,
  PLAN_COFFEE_MESSAGE,
  PLAN_GRIND_MESSAGE,
  PLAN_NOT_FOUND_MESSAGE,
  PLAN_NOT_SUBSCRIPTION_MESSAGE,
  PLAN_ORIGINS_REQUIRED_MESSAGE,
  planSizeMessage,
  subscriptionListSchema,
  subscriptionPlanSchema,
  subscriptionSchema,
  type StaffActor,
} from '@coffee/contracts';
import request from 'supertest';
import { orderItemModel } from '../../data/order-item-model';
import { orderModel } from '../../data/order-model';
import {
  newIdempotencyKey,
  newUserId,
  shippingAddress,
  type StartedCart,
} from '../../__tests__/start-cart';
import { subscriptionCart } from '../../__tests__/subscription-cart';

const manager: StaffActor = { userId: 'm0000000000000000000000m', role: 'manager', name: 'Max' };
const employee: StaffActor = { userId: 'e0000000000000000000000e', role: 'employee', name: 'Eli' };

describe('subscription plans: staff choose the coffee, each delivery orders it', () => {
  let cart: StartedCart;
  const { clock } = subscriptionCart((started) => {
    cart = started;
  });

  /** A bean sold 12 oz in two grinds (18.00 a bag), or a ground coffee sold 12 oz as it is. */
  const bean = (name: string) =>
    cart.catalog.addCoffee(
      [
        { size: '12 oz', grind: 'whole-bean', price: '18.00', inventory: 100 },
        { size: '12 oz', grind: 'pour-over', price: '18.00', inventory: 100 },
      ],
      { name },
    );
  const ground = (name: string) =>
    cart.catalog.addCoffee([{ size: '12 oz', grind: null, price: '15.00', inventory: 100 }], {
      name,
      category: 'ground-coffee',
    });
  const planProduct = (name: string, price = '34.00') =>
    cart.catalog.addProduct({ name, category: 'subscription', price, unitSize: '2 x 12 oz' });

  const savePlan = (productId: string, plan: unknown, actor: StaffActor = manager) =>
    cart.internal.put(`/internal/staff/subscription-plans/${productId}`).send({ plan, actor });

  async function subscribe(userId: string, productId: string, body: Record<string, unknown>) {
    return cart
      .as(userId)
      .post('/api/subscriptions')
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        productId,
        variantId: 'default',
        quantity: 1,
        frequencyWeeks: 1,
        firstDeliveryOn: '2026-12-08',
        shippingAddress,
        paymentMethodId: cart.others.addCard(userId),
        ...body,
      });
  }

  /** The paid delivery orders of a user, oldest first, each with its one line. */
  async function deliveriesOf(userId: string) {
    const orders = (
      await orderModel(cart.db).find({ userId }).sort({ createdAt: 1 }).lean()
    ).filter((o) => o.status === 'paid');
    return Promise.all(
      orders.map(async (order) => ({
        order,
        lines: await orderItemModel(cart.db).find({ orderId: order._id }).lean(),
      })),
    );
  }

  it('keeps a plan for staff only: unknown until set, checked against the catalog, managers only', async () => {
    const plan = planProduct("Roaster's Choice Test");
    const kenya = bean('Kenya Nyeri');
    const userId = newUserId();
    const open = await cart.as(userId).get(`/api/subscriptions/plans/${plan.id}`);
    expect(open.status).toBe(404);
    expect(open.body.message).toBe(PLAN_NOT_FOUND_MESSAGE);
    expect((await subscribe(userId, plan.id, { grind: 'drip' })).body.message).toBe(
      PLAN_NOT_FOUND_MESSAGE,
    );

    const good = {
      kind: 'roasters-choice',
      bagSize: '12 oz',
      bags: 2,
      picks: [{ from: '2026-12-01', productId: kenya.id }],
      origins: [],
    };
    await request(cart.url).get('/internal/staff/subscription-plans').expect(401);
    expect((await savePlan(plan.id, good, employee)).status).toBe(403);
    const single = await savePlan(plan.id, {
      ...good,
      kind: 'origin-explorer',
      origins: [kenya.id],
    });
    expect(single.status).toBe(400);
    expect(single.body.message).toBe(PLAN_ORIGINS_REQUIRED_MESSAGE);
    const notCoffee = await savePlan(plan.id, {
      ...good,
      picks: [{ from: '2026-12-01', productId: plan.id }],
    });
    expect(notCoffee.body.message).toBe(PLAN_COFFEE_MESSAGE);
    const big = await savePlan(plan.id, { ...good, bagSize: '2 lb' });
    expect(big.body.message).toBe(planSizeMessage('Kenya Nyeri', '2 lb'));
    const coffeeAsPlan = await savePlan(kenya.id, good);
    expect(coffeeAsPlan.body.message).toBe(PLAN_NOT_SUBSCRIPTION_MESSAGE);
    expect((await cart.internal.get('/internal/staff/subscription-plans')).body).toEqual([]);

    const saved = await savePlan(plan.id, good);
    expect(saved.status).toBe(200);
    expect(subscriptionPlanSchema.parse(saved.body)).toMatchObject({
      productId: plan.id,
      productName: "Roaster's Choice Test",
      kind: 'roasters-choice',
      picks: [{ from: '2026-12-01', productId: kenya.id, productName: 'Kenya Nyeri' }],
      price: '34.00',
      // 15% off each 17.00 bag.
      memberPrice: '28.90',
      nextCoffee: { productId: kenya.id, productName: 'Kenya Nyeri' },
      updatedBy: 'Max',
    });
    const read = await cart.as(userId).get(`/api/subscriptions/plans/${plan.id}`);
    expect(read.status).toBe(200);
    expect(read.body).toEqual(saved.body);
    expect((await cart.internal.get('/internal/staff/subscription-plans')).body).toContainEqual(
      saved.body,
    );
  });

  it("Roaster's Choice: each delivery orders the pick of its day, in the subscriber's grind, at the plan's price", async () => {
    const plan = planProduct("Roaster's Choice Monthly");
    const first = bean('Ethiopia Guji');
    const second = bean('Colombia Huila');
    await savePlan(plan.id, {
      kind: 'roasters-choice',
      bagSize: '12 oz',
      bags: 2,
      picks: [
        { from: '2026-12-15', productId: second.id },
        { from: '2026-11-01', productId: first.id },
      ],
      origins: [],
    }).expect(200);
    const userId = newUserId();
    const noGrind = await subscribe(userId, plan.id, {});
    expect(noGrind.status).toBe(400);
    expect(noGrind.body.message).toBe(PLAN_GRIND_MESSAGE);
    const res = await subscribe(userId, plan.id, { grind: 'pour-over' });
    expect(res.status).toBe(201);
    const sub = subscriptionSchema.parse(res.body);
    expect(sub).toMatchObject({
      item: {
        productId: plan.id,
        productName: "Roaster's Choice Monthly",
        variantLabel: '2 x 12 oz, pour-over',
        quantity: 1,
        plan: { kind: 'roasters-choice', grind: 'pour-over', bagSize: '12 oz', bags: 2 },
      },
      price: '34.00',
    });
    // Staff choose the coffee: the subscriber changes the grind, never the coffee.
    const swap = await cart
      .as(userId)
      .post(`/api/subscriptions/${sub.id}/change`)
      .send({ productId: first.id, variantId: '12oz-whole-bean' });
    expect(swap.status).toBe(400);
    expect(swap.body.message).toBe(PLAN_COFFEE_CHANGE_MESSAGE);

    // The roast plan counts the first delivery as the pick of Dec 8, in bags.
    const upcoming = await cart.internal.get(
      `/internal/roast/subscription-deliveries?until=${encodeURIComponent('2026-12-10T00:00:00Z')}`,
    );
    expect(upcoming.status).toBe(200);
    expect(upcoming.body).toContainEqual(
      expect.objectContaining({ subscriptionId: sub.id, productId: first.id, quantity: 2 }),
    );

    clock.set('2026-12-07T06:00:00Z');
    await cart.service.runSubscriptions();
    // Whole bean from the next delivery (Dec 15, not locked yet).
    const grind = await cart
      .as(userId)
      .post(`/api/subscriptions/${sub.id}/change`)
      .send({ grind: 'whole-bean' });
    expect(grind.status).toBe(200);
    clock.set('2026-12-14T06:00:00Z');
    await cart.service.runSubscriptions();

    const orders = await deliveriesOf(userId);
    expect(orders).toHaveLength(2);
    expect(orders.map((o) => o.order.subtotalCents)).toEqual([3400, 3400]);
    expect(
      orders.map((o) => o.lines.map((l) => [l.productId, l.variantId, l.quantity, l.priceCents])),
    ).toEqual([[[first.id, '12oz-pour-over', 2, 1700]], [[second.id, '12oz-whole-bean', 2, 1700]]]);
    const [after] = subscriptionListSchema.parse(
      (await cart.as(userId).get('/api/subscriptions')).body,
    );
    expect(after?.deliveries.map((d) => d.coffee)).toEqual([
      'Colombia Huila, 12 oz, whole bean',
      'Ethiopia Guji, 12 oz, pour-over',
    ]);
  });

  it('Single Origin Explorer: a different origin each delivery, then round again; a member pays 15% less', async () => {
    const plan = planProduct('Single Origin Explorer');
    const kenya = bean('Kenya Nyeri');
    const sumatra = ground('Sumatra Mandheling');
    await savePlan(plan.id, {
      kind: 'origin-explorer',
      bagSize: '12 oz',
      bags: 2,
      picks: [],
      origins: [kenya.id, sumatra.id],
    }).expect(200);
    const userId = newUserId();
    cart.account.addUser({ id: userId, isDirectPlus: true });
    const res = await subscribe(userId, plan.id, { grind: 'drip', quantity: 2 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ price: '68.00', memberPrice: '57.80' });
    for (const day of ['2026-12-07', '2026-12-14', '2026-12-21']) {
      clock.set(`${day}T06:00:00Z`);
      await cart.service.runSubscriptions();
    }
    const orders = await deliveriesOf(userId);
    // Kenya has no drip grind at 12 oz... it has pour-over and whole bean: whole bean is sent.
    expect(orders.map((o) => o.lines.map((l) => [l.productId, l.variantId, l.quantity]))).toEqual([
      [[kenya.id, '12oz-whole-bean', 4]],
      [[sumatra.id, '12oz', 4]],
      [[kenya.id, '12oz-whole-bean', 4]],
    ]);
    expect(orders.map((o) => o.order.subtotalCents)).toEqual([5780, 5780, 5780]);
    expect(orders.every((o) => o.order.shippingMethod === 'free')).toBe(true);
  });

  it('refuses a grind for a coffee: its grind is its bag', async () => {
    const kenya = bean('Kenya Nyeri');
    const userId = newUserId();
    const res = await subscribe(userId, kenya.id, { variantId: '12oz-whole-bean', grind: 'drip' });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(COFFEE_GRIND_MESSAGE);
  });

  it("a gift of Roaster's Choice: paid once at the plan's price, each delivery the pick, prepaid", async () => {
    const plan = planProduct("Roaster's Choice Gift");
    const pick = bean('Guatemala Antigua');
    await savePlan(plan.id, {
      kind: 'roasters-choice',
      bagSize: '12 oz',
      bags: 2,
      picks: [{ from: '2026-11-01', productId: pick.id }],
      origins: [],
    }).expect(200);
    const userId = newUserId();
    const res = await cart
      .as(userId)
      .post('/api/subscriptions/gifts')
      .set('Idempotency-Key', newIdempotencyKey())
      .send({
        productId: plan.id,
        variantId: 'default',
        grind: 'french-press',
        quantity: 1,
        frequencyWeeks: 1,
        deliveries: 3,
        firstDeliveryOn: '2026-12-08',
        recipient: { name: 'Grace Hopper', email: 'grace@example.com' },
        shippingAddress,
        paymentMethodId: cart.others.addCard(userId),
      });
    expect(res.status).toBe(201);
    clock.set('2026-12-07T06:00:00Z');
    await cart.service.runSubscriptions();
    const orders = (
      await orderModel(cart.db).find({ userId }).sort({ createdAt: 1 }).lean()
    ).filter((o) => o.status !== 'placing');
    // The purchase: 3 boxes at $34.00; the first delivery: 2 bags of the pick, prepaid.
    expect(orders.map((o) => o.subtotalCents)).toEqual([10200, 0]);
    const lines = await orderItemModel(cart.db).find({ orderId: orders[1]!._id }).lean();
    expect(lines.map((l) => [l.productId, l.variantId, l.quantity])).toEqual([
      [pick.id, '12oz-whole-bean', 2],
    ]);
  });
});
