import { Types } from 'mongoose';
import {
  newUserId,
  shippingAddress as address,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';
import { cartItemModel } from '../cart-item-model';
import { orderItemModel } from '../order-item-model';
import { orderModel } from '../order-model';

const newOrder = (orderNumber: string, userId = newUserId(), idempotencyKey = orderNumber) => ({
  userId,
  orderNumber,
  idempotencyKey,
  requestHash: 'hash',
  subtotalCents: 4999,
  shippingCents: 599,
  taxCents: 350,
  totalCents: 5948,
  shippingAddress: address,
  paymentMethod: 'credit-card' as const,
  shippingMethod: 'standard' as const,
});

describe('cart and order models', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    cart = await startCart();
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when an order is created with only the required fields, then the spec defaults apply', async () => {
    const order = await orderModel(cart.db).create(newOrder('ORD-1001'));
    expect(order.toObject()).toMatchObject({
      status: 'pending',
      totalCents: 5948,
      shippingAddress: address,
      createdAt: expect.any(Date),
      updatedAt: expect.any(Date),
    });
  });

  it('when two orders share an order number, then the unique index refuses the second', async () => {
    await orderModel(cart.db).create(newOrder('ORD-2002'));
    await expect(
      orderModel(cart.db).create(newOrder('ORD-2002', newUserId(), 'other-key')),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await orderModel(cart.db).countDocuments({ orderNumber: 'ORD-2002' })).toBe(1);
  });

  it('when one user sends the same idempotency key twice, then the second order is refused; another user may use it', async () => {
    const owner = newUserId();
    await orderModel(cart.db).create(newOrder('ORD-2101', owner, 'same-key-123'));
    await expect(
      orderModel(cart.db).create(newOrder('ORD-2102', owner, 'same-key-123')),
    ).rejects.toMatchObject({ code: 11000 });
    await orderModel(cart.db).create(newOrder('ORD-2103', newUserId(), 'same-key-123'));
    expect(await orderModel(cart.db).countDocuments({ idempotencyKey: 'same-key-123' })).toBe(2);
  });

  it('when an order or a line has an unknown status, a fractional amount or a stray field, then it is refused', async () => {
    // Built untyped on purpose: these are the documents the types would stop at compile time.
    const Order = orderModel(cart.db);
    const save = async (doc: Record<string, unknown>) => new Order(doc).save();
    await expect(save({ ...newOrder('ORD-3003'), status: 'lost' })).rejects.toThrow();
    await expect(save({ ...newOrder('ORD-3004'), totalCents: 10.5 })).rejects.toThrow();
    await expect(save({ ...newOrder('ORD-3005'), isPaid: true })).rejects.toThrow();
    await expect(
      orderItemModel(cart.db).create({
        orderId: new Types.ObjectId(),
        productId: 'p',
        name: 'Beans',
        priceCents: -1,
      }),
    ).rejects.toThrow();
    expect(await Order.countDocuments({ orderNumber: /^ORD-300/ })).toBe(0);
  });

  it('when an order line is created, then its quantity defaults to 1 and its price is kept in cents', async () => {
    const line = await orderItemModel(cart.db).create({
      orderId: new Types.ObjectId(),
      productId: 'p',
      name: 'Beans',
      priceCents: 1899,
    });
    expect(line.toObject()).toMatchObject({
      quantity: 1,
      name: 'Beans',
      priceCents: 1899,
      createdAt: expect.any(Date),
    });
  });

  it('when a cart item is created, then the quantity defaults to 1, stays within 1..99, and a variant of a product appears once per user', async () => {
    const CartItem = cartItemModel(cart.db);
    const owner = newUserId();
    const item = await CartItem.create({ userId: owner, productId: 'p1', variantId: '2lb' });
    expect(item.quantity).toBe(1);
    await expect(
      CartItem.create({ userId: owner, productId: 'p2', quantity: 0 }),
    ).rejects.toThrow();
    await expect(
      CartItem.create({ userId: owner, productId: 'p3', quantity: 100 }),
    ).rejects.toThrow();
    await expect(
      CartItem.create({ userId: owner, productId: 'p1', variantId: '2lb' }),
    ).rejects.toMatchObject({ code: 11000 });
    // Another variant of the same product is another line.
    await CartItem.create({ userId: owner, productId: 'p1', variantId: '12oz-whole-bean' });
  });
});
