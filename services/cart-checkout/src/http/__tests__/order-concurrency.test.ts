import { orderSchema } from '@coffee/contracts';
import { refundsOf } from '../../__tests__/order-helpers';
import {
  checkOutTogether,
  newUserId,
  payOrder,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';

/**
 * Concurrency on the real (embedded FerretDB) database, where a conditional update is not atomic:
 * every move of an order is serialised by its lease lock, across instances too.
 */
describe('orders under concurrency', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  it('when 30 customers order one product at once, then half pay and half cancel at once, the stock is exact and never negative', async () => {
    const product = cart.catalog.addProduct({ name: 'Rush Roast', inventory: 30 });
    const users = Array.from({ length: 30 }, newUserId);
    const placed = await checkOutTogether(cart, product, users);
    expect(placed.map((res) => res.status)).toEqual(Array(30).fill(201));
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(0);

    const orders = placed.map((res, i) => ({ id: res.body.id as string, owner: users[i] ?? '' }));
    await Promise.all(
      orders.map(({ id, owner }, i) =>
        i % 2 === 0
          ? payOrder(cart, owner, id)
          : cart.as(owner).post(`/api/orders/${id}/cancel`).send({}),
      ),
    );
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(15);
    const statuses = await Promise.all(
      orders.map(
        async ({ id, owner }) =>
          orderSchema.parse((await cart.as(owner).get(`/api/orders/${id}`).expect(200)).body)
            .status,
      ),
    );
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(15);
    expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(15);
  });

  it('when two instances take cancels of one paid order at once, then exactly one cancels and it is refunded once', async () => {
    const other = await cart.startAnotherInstance();
    const owner = newUserId();
    const product = cart.catalog.addProduct({ inventory: 3 });
    await cart.as(owner).post('/api/cart').send({ productId: product.id }).expect(201);
    const order = (await cart.as(owner).placeOrder().expect(201)).body as { id: string };
    await payOrder(cart, owner, order.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        (i % 2 === 0 ? cart.as(owner) : other.as(owner))
          .post(`/api/orders/${order.id}/cancel`)
          .send({}),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(11).fill(409)]);
    expect(await refundsOf(cart, order.id)).toBe(1);
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(3);
    const view = orderSchema.parse((await cart.as(owner).get(`/api/orders/${order.id}`)).body);
    expect(view.timeline.filter((e) => e.status === 'cancelled')).toHaveLength(1);
  });
});
