import { orderListSchema } from '@coffee/contracts';
import request from 'supertest';
import {
  newIdempotencyKey,
  newUserId,
  orderBody,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';
import { orderModel } from '../../data/order-model';

describe('GET /api/orders and /api/orders/:id', () => {
  let cart: StartedCart;

  /** Places an order of one new product through the API; returns the answer's body. */
  const placeOrder = async (owner: string, quantity = 1) => {
    const product = cart.catalog.addProduct();
    await cart.as(owner).post('/api/cart').send({ productId: product.id, quantity }).expect(201);
    const res = await cart.as(owner).placeOrder().expect(201);
    return res.body as { id: string; orderNumber: string };
  };

  beforeAll(async () => {
    cart = await startCart();
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when no token is sent, then both answer 401', async () => {
    await request(cart.url).get('/api/orders').expect(401);
    await request(cart.url).get('/api/orders/aaaaaaaaaaaaaaaaaaaaaaaa').expect(401);
  });

  it('when the user has no orders, then the list is empty', async () => {
    const res = await cart.as(newUserId()).get('/api/orders').expect(200, []);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it('when the user has orders, then they come newest first, with their items, and only theirs', async () => {
    const owner = newUserId();
    const first = await placeOrder(owner, 2);
    const second = await placeOrder(owner);
    const third = await placeOrder(owner, 3);
    await placeOrder(newUserId());

    const res = await cart.as(owner).get('/api/orders').expect(200);
    expect(orderListSchema.safeParse(res.body).success).toBe(true);
    expect(res.body.map((order: { id: string }) => order.id)).toEqual([
      third.id,
      second.id,
      first.id,
    ]);
    expect(res.body[2].items).toEqual([expect.objectContaining({ quantity: 2 })]);
    expect(res.headers['x-total-count']).toBe('3');

    const page = await cart.as(owner).get('/api/orders?limit=1&offset=1').expect(200);
    expect(page.body.map((order: { id: string }) => order.id)).toEqual([second.id]);
    expect(page.headers['x-total-count']).toBe('3');
  });

  it('when an order is still being placed, then it is in neither the list nor the detail', async () => {
    const owner = newUserId();
    const placed = await placeOrder(owner);
    const placing = await orderModel(cart.db).create({
      userId: owner,
      orderNumber: `ORD-TEST-${Date.now()}`,
      status: 'placing',
      idempotencyKey: newIdempotencyKey(),
      requestHash: 'x',
      subtotalCents: 100,
      shippingCents: 0,
      taxCents: 7,
      totalCents: 107,
      shippingAddress: orderBody.shippingAddress,
      shippingMethod: 'standard',
      paymentMethod: 'credit-card',
    });
    const list = await cart.as(owner).get('/api/orders').expect(200);
    expect(list.body.map((order: { id: string }) => order.id)).toEqual([placed.id]);
    expect(list.headers['x-total-count']).toBe('1');
    await cart.as(owner).get(`/api/orders/${placing._id.toHexString()}`).expect(404);
  });

  it('when one order is asked for, then it comes with its items', async () => {
    const owner = newUserId();
    const placed = await placeOrder(owner, 4);
    const res = await cart.as(owner).get(`/api/orders/${placed.id}`).expect(200);
    expect(res.body).toMatchObject({
      id: placed.id,
      orderNumber: placed.orderNumber,
      status: 'pending',
      items: [expect.objectContaining({ quantity: 4 })],
    });
  });

  it("when the order is unknown, malformed or another user's, then the answer is 404 JSON", async () => {
    const theirs = await placeOrder(newUserId());
    const me = newUserId();
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id', theirs.id]) {
      const res = await cart.as(me).get(`/api/orders/${id}`).expect(404);
      expect(res.body).toMatchObject({ message: 'Order not found' });
    }
  });

  it.each([
    ['limit=0', 'limit must be at least 1'],
    ['limit=101', 'limit must be at most 100'],
    ['limit=abc', 'limit must be a whole number'],
    ['offset=-1', 'offset must be a whole number'],
    ['userId=someone', 'Unknown field: userId'],
    ['status[$ne]=x', 'Unknown field: status[$ne]'],
  ])('when the list query has %s, then the answer is 400', async (query, message) => {
    const res = await cart.as(newUserId()).get(`/api/orders?${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });
});
