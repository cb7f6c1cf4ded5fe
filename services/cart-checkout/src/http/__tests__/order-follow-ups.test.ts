import {
  ORDER_ACTOR_LABELS,
  ORDER_PAYMENT_CONFIG_PATH,
  orderPaymentConfigSchema,
  orderSchema,
  staffOrderPageSchema,
  staffOrderSchema,
} from '@coffee/contracts';
import request from 'supertest';
import { movableClock, placeOrderOf } from '../../__tests__/order-helpers';
import { newUserId, payOrder, startCart, type StartedCart } from '../../__tests__/start-cart';
import { orderModel } from '../../data/order-model';
import { SHOP_CANCEL_NOTE } from '../../domain/order-lifecycle';

const manager = { userId: 'staff-manager', role: 'manager', name: 'manager-jo' } as const;

/**
 * What an order's moves tell others, and what the customer reads of them (issues 24 and 25):
 * the catalog's Verified Purchase marks follow every payment and cancellation, staff list only
 * customers' orders by customer, and the customer's timeline names the shop, never a person.
 */
describe('what follows an order’s moves', () => {
  let cart: StartedCart;
  const clock = movableClock();

  beforeAll(async () => {
    cart = await startCart({}, { clock });
  });
  afterAll(async () => {
    await cart.stop();
  });
  afterEach(() => {
    clock.reset();
    cart.catalog.setFailPurchaseChanges(false);
  });

  const staffCancel = (orderId: string, note?: string) =>
    cart.internal
      .post(`/internal/staff/orders/${orderId}/transitions`)
      .send({ transition: { to: 'cancelled', ...(note ? { note } : {}) }, actor: manager });
  const toldOf = (userId: string) =>
    cart.catalog.purchaseChanges.filter((change) => change.userId === userId);
  const flagOf = async (orderId: string) =>
    (await orderModel(cart.db).findById(orderId).lean())?.reviewsToRecheck === true;

  describe('the catalog told when what a customer bought changes (Verified Purchase)', () => {
    it('when an order is paid, then cancelled by the customer, then the catalog is told each time, with its products', async () => {
      const owner = newUserId();
      const { order, product } = await placeOrderOf(cart, owner);
      expect(toldOf(owner)).toEqual([]);
      await payOrder(cart, owner, order.id);
      expect(toldOf(owner)).toEqual([{ userId: owner, productIds: [product.id] }]);
      await cart.as(owner).post(`/api/orders/${order.id}/cancel`).send({}).expect(200);
      expect(toldOf(owner)).toHaveLength(2);
      expect(toldOf(owner)[1]).toEqual({ userId: owner, productIds: [product.id] });
      expect(await flagOf(order.id)).toBe(false);
    });

    it.each([
      ['staff cancel it', 'staff'],
      ['its hold runs out', 'expiry'],
    ])('when %s, then the catalog is told', async (_case, how) => {
      const owner = newUserId();
      const { order, product } = await placeOrderOf(cart, owner);
      if (how === 'staff') await staffCancel(order.id).expect(200);
      else {
        clock.advanceMinutes(11);
        await cart.service.sweepOrders();
      }
      expect(toldOf(owner)).toEqual([{ userId: owner, productIds: [product.id] }]);
    });

    it('when the catalog cannot take it, then the cancel stands, the order keeps the news, and the sweeper tells it once the catalog is back', async () => {
      const owner = newUserId();
      const { order, product } = await placeOrderOf(cart, owner);
      await payOrder(cart, owner, order.id);
      const before = toldOf(owner).length;
      cart.catalog.setFailPurchaseChanges(true);
      await cart.as(owner).post(`/api/orders/${order.id}/cancel`).send({}).expect(200);
      expect(toldOf(owner)).toHaveLength(before);
      expect(await flagOf(order.id)).toBe(true);
      // Still down: kept for the next round.
      await cart.service.sweepOrders();
      expect(await flagOf(order.id)).toBe(true);
      cart.catalog.setFailPurchaseChanges(false);
      await cart.service.sweepOrders();
      expect(toldOf(owner).slice(before)).toEqual([{ userId: owner, productIds: [product.id] }]);
      expect(await flagOf(order.id)).toBe(false);
      // Told once: the next sweep has nothing for it.
      await cart.service.sweepOrders();
      expect(toldOf(owner)).toHaveLength(before + 1);
    });
  });

  describe('the staff’s customer filter (GET /api/employee/orders?userId=)', () => {
    it('when the id is a staff account’s, then 404 Customer not found and none of its orders is listed', async () => {
      const employee = cart.account.addUser({ role: 'employee' });
      const customer = cart.account.addUser({ role: 'customer' });
      // Staff shop too: their orders are in the queue, but not listed as a customer's.
      const staffOrder = await placeOrderOf(cart, employee.id);
      const customerOrder = await placeOrderOf(cart, customer.id);
      const refused = await cart.internal
        .get(`/internal/staff/orders?userId=${employee.id}`)
        .expect(404);
      expect(refused.body).toMatchObject({ message: 'Customer not found' });
      expect(JSON.stringify(refused.body)).not.toContain(staffOrder.order.orderNumber);
      const listed = staffOrderPageSchema.parse(
        (await cart.internal.get(`/internal/staff/orders?userId=${customer.id}`).expect(200)).body,
      );
      expect(listed.items.map((o) => o.id)).toEqual([customerOrder.order.id]);
      // The queue itself still holds the staff member's order.
      await cart.internal.get(`/internal/staff/orders/${staffOrder.order.id}`).expect(200);
    });

    it.each(['manager', 'admin'] as const)(
      'when the id is an account with the %s role, then 404 as well',
      async (role) => {
        const staff = cart.account.addUser({ role });
        await placeOrderOf(cart, staff.id);
        await cart.internal.get(`/internal/staff/orders?userId=${staff.id}`).expect(404);
      },
    );

    it('when the account does not know the id, then the list is what is under it (nothing)', async () => {
      const page = staffOrderPageSchema.parse(
        (await cart.internal.get(`/internal/staff/orders?userId=${newUserId()}`).expect(200)).body,
      );
      expect(page).toMatchObject({ items: [], total: 0 });
    });
  });

  describe('the customer’s timeline names the shop (Brew Haven), never a staff member', () => {
    it('when staff cancel an order without a note, then the customer reads "Cancelled by Brew Haven" and no staff name; staff still see who', async () => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      await staffCancel(order.id).expect(200);
      const res = await cart.as(owner).get(`/api/orders/${order.id}`).expect(200);
      const view = orderSchema.parse(res.body);
      expect(view.timeline.at(-1)).toEqual({
        status: 'cancelled',
        at: expect.any(String),
        by: 'staff',
        note: 'Cancelled by Brew Haven',
      });
      expect(SHOP_CANCEL_NOTE).toBe('Cancelled by Brew Haven');
      expect(ORDER_ACTOR_LABELS.staff).toBe('Brew Haven');
      expect(ORDER_ACTOR_LABELS.system).toBe('Brew Haven');
      expect(res.text).not.toContain(manager.name);
      expect(res.text).not.toContain(manager.userId);
      expect(res.text).not.toContain('Coffee Shop');
      const staff = staffOrderSchema.parse(
        (await cart.internal.get(`/internal/staff/orders/${order.id}`).expect(200)).body,
      );
      expect(staff.timeline.at(-1)).toMatchObject({ actorName: manager.name, by: 'staff' });
    });

    it('when an order is paid, moved on and shipped by staff, then the customer’s whole timeline carries no staff name', async () => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      await payOrder(cart, owner, order.id);
      for (const transition of [
        { to: 'processing' },
        { to: 'shipped', trackingNumber: '1Z999AA10123456784' },
        { to: 'completed' },
      ])
        await cart.internal
          .post(`/internal/staff/orders/${order.id}/transitions`)
          .send({ transition, actor: manager })
          .expect(200);
      const res = await cart.as(owner).get(`/api/orders/${order.id}`).expect(200);
      expect(orderSchema.parse(res.body).timeline.map((e) => e.by)).toEqual([
        'customer',
        'provider',
        'staff',
        'staff',
        'staff',
      ]);
      expect(res.text).not.toContain(manager.name);
    });
  });

  describe('GET /api/orders/payment-config (the checkout’s card step, before the order exists)', () => {
    it('when a signed-in shopper asks, then the provider, its publishable key and the currency', async () => {
      const res = await cart.as(newUserId()).get(ORDER_PAYMENT_CONFIG_PATH).expect(200);
      expect(orderPaymentConfigSchema.parse(res.body)).toEqual({
        provider: 'offline',
        publishableKey: null,
        currency: 'usd',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it('when signed out, or with a query, then 401 or 400', async () => {
      await request(cart.url).get(ORDER_PAYMENT_CONFIG_PATH).expect(401);
      await cart.as(newUserId()).get(`${ORDER_PAYMENT_CONFIG_PATH}?x=1`).expect(400);
    });
  });
});
