import { INITIAL_PAYMENT_REQUIRED_MESSAGE, type Role } from '@coffee/contracts';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import {
  newIdempotencyKey,
  orderBody,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';
import { cartItemModel } from '../../data/cart-item-model';
import { orderModel } from '../../data/order-model';

/**
 * The initial-payment rule, enforced by the service and not only by the web's guard: a customer
 * who registered for Direct+ and has not paid may read the cart and orders, but every write is
 * 403 and leaves the cart as it was. The cart lives in the real (embedded) database.
 */
describe('a Direct+ registrant who has not made the initial payment', () => {
  let cart: StartedCart;
  const linesOf = (owner: string) =>
    cartItemModel(cart.db).find({ userId: owner }).sort({ _id: 1 }).lean();

  /** A user the account service knows, signed in with one session, with one line in the cart. */
  async function shopper(role: Role, hasCompletedInitialPayment: boolean) {
    const user = cart.account.addUser({
      role,
      hasCompletedInitialPayment,
      isDirectPlus: false,
      directPlusExpiry: null,
    });
    const product = cart.catalog.addProduct();
    const line = await cartItemModel(cart.db).create({
      userId: user.id,
      productId: product.id,
      quantity: 1,
    });
    const token = cart.tokens.valid({ sub: user.id, role, sid: randomBytes(12).toString('hex') });
    const call = (method: 'get' | 'post' | 'put' | 'delete', path: string) =>
      request(cart.url)[method](path).set('authorization', `Bearer ${token}`);
    const writes = () => [
      call('post', '/api/cart').send({ productId: cart.catalog.addProduct().id, quantity: 1 }),
      call('put', `/api/cart/${line.id}`).send({ quantity: 3 }),
      call('delete', `/api/cart/${line.id}`),
      call('post', '/api/orders').set('Idempotency-Key', newIdempotencyKey()).send(orderBody),
      // The order payment and cancel endpoints are writes too (an id they do not own: still 403
      // first, the rule comes before the lookup).
      call('post', '/api/orders/aaaaaaaaaaaaaaaaaaaaaaaa/payment'),
      call('post', '/api/orders/aaaaaaaaaaaaaaaaaaaaaaaa/payment/paypal').send({
        clientSecret: 'x',
        approve: true,
      }),
      call('post', '/api/orders/aaaaaaaaaaaaaaaaaaaaaaaa/cancel').send({}),
    ];
    return { user, product, line, call, writes };
  }

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  it('when they add, change, remove or order, then each answer is 403 INITIAL_PAYMENT_REQUIRED and the cart is unchanged', async () => {
    const { user, writes } = await shopper('customer', false);
    const before = await linesOf(user.id);
    for (const write of writes()) {
      const res = await write;
      expect(res.status).toBe(403);
      expect(res.body).toMatchObject({
        message: INITIAL_PAYMENT_REQUIRED_MESSAGE,
        code: 'INITIAL_PAYMENT_REQUIRED',
      });
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(await linesOf(user.id)).toEqual(before);
    expect(await orderModel(cart.db).countDocuments({ userId: user.id })).toBe(0);
  });

  it('when they read the cart and their orders, then both answer 200', async () => {
    const { call, product } = await shopper('customer', false);
    const res = await call('get', '/api/cart').expect(200);
    expect(res.body).toEqual([expect.objectContaining({ productId: product.id, quantity: 1 })]);
    await call('get', '/api/orders').expect(200, []);
  });

  it('when they have paid, then the same writes work at once', async () => {
    const { user, call, line } = await shopper('customer', false);
    await call('put', `/api/cart/${line.id}`).send({ quantity: 2 }).expect(403);
    // The membership service records the first payment on the account.
    cart.account.users.set(user.id, { ...user, hasCompletedInitialPayment: true });
    await call('put', `/api/cart/${line.id}`).send({ quantity: 2 }).expect(200);
    await call('post', '/api/cart').send({ productId: cart.catalog.addProduct().id }).expect(201);
    await call('post', '/api/orders')
      .set('Idempotency-Key', newIdempotencyKey())
      .send(orderBody)
      .expect(201);
    await call('get', '/api/cart').expect(200, []);
  });

  it.each<Role>(['employee', 'manager', 'admin'])(
    'when a %s has no initial payment on record, then the rule does not apply (staff are not customers)',
    async (role) => {
      const { user, call, line } = await shopper(role, false);
      await call('put', `/api/cart/${line.id}`).send({ quantity: 2 }).expect(200);
      expect((await linesOf(user.id))[0]?.quantity).toBe(2);
    },
  );

  it('when the customer registered for Standard (paid nothing, owes nothing), then writes work', async () => {
    const { call, line } = await shopper('customer', true);
    await call('delete', `/api/cart/${line.id}`).expect(204);
  });
});
