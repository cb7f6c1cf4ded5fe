import { orderSchema } from '@coffee/contracts';
import { cents, deliver, intentEvent, refundsOf } from '../../__tests__/order-helpers';
import {
  checkOutTogether,
  INSTANCES,
  newUserId,
  payOrder,
  startCart,
  TEST_CARD,
  type StartedCart,
} from '../../__tests__/start-cart';
import { orderModel } from '../../data/order-model';

/**
 * Concurrency on the real (embedded FerretDB) database, where a conditional update is not atomic:
 * every move of an order is serialised by its lease lock, across instances too. Each guarantee is
 * proven on one instance and with its requests spread over two sharing the database.
 */
describe.each(INSTANCES)('orders under concurrency on %s', (_name, count) => {
  let cart: StartedCart;
  let over: Awaited<ReturnType<StartedCart['spread']>>;

  beforeAll(async () => {
    cart = await startCart();
    over = await cart.spread(count);
  });
  afterAll(async () => {
    await cart.stop();
  });

  /** A new customer's order (pending) for one bag of a new product (stock `inventory`). */
  async function orderOf(inventory: number) {
    const owner = newUserId();
    const product = cart.catalog.addProduct({ inventory });
    await cart.as(owner).post('/api/cart').send({ productId: product.id }).expect(201);
    const order = (await cart.as(owner).placeOrder().expect(201)).body as {
      id: string;
      total: string;
    };
    return { owner, product, order };
  }
  const viewOf = async (owner: string, id: string) =>
    orderSchema.parse((await cart.as(owner).get(`/api/orders/${id}`).expect(200)).body);

  it('when 30 customers order one product at once, then half pay and half cancel at once, the stock is exact and never negative', async () => {
    const product = cart.catalog.addProduct({ name: 'Rush Roast', inventory: 30 });
    const users = Array.from({ length: 30 }, newUserId);
    const placed = await checkOutTogether(cart, product, users, over);
    expect(placed.map((res) => res.status)).toEqual(Array(30).fill(201));
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(0);

    const orders = placed.map((res, i) => ({ id: res.body.id as string, owner: users[i] ?? '' }));
    await Promise.all(
      orders.map(({ id, owner }, i) =>
        i % 2 === 0
          ? payOrder(over(i >> 1), owner, id)
          : over(i >> 1)
              .as(owner)
              .post(`/api/orders/${id}/cancel`)
              .send({}),
      ),
    );
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(15);
    const statuses = await Promise.all(
      orders.map(async ({ id, owner }) => (await viewOf(owner, id)).status),
    );
    expect(statuses.filter((s) => s === 'paid')).toHaveLength(15);
    expect(statuses.filter((s) => s === 'cancelled')).toHaveLength(15);
  });

  it('when one order’s payment is confirmed several times at once and its event replayed, then it is paid once and nothing is refunded', async () => {
    const { owner, order } = await orderOf(5);
    const setup = await cart.as(owner).post(`/api/orders/${order.id}/payment`).send().expect(200);
    const { clientSecret } = setup.body as { clientSecret: string };
    const confirms = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        over(i)
          .as(owner)
          .post(`/api/orders/${order.id}/payment/card`)
          .send({ clientSecret, card: TEST_CARD }),
      ),
    );
    expect(confirms.filter((r) => r.status === 200 && r.body.status === 'succeeded')).toHaveLength(
      1,
    );
    expect(confirms.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    // The provider tells of that same payment again (a retried webhook), to every instance.
    const paid = await orderModel(cart.db).findById(order.id).lean();
    const event = intentEvent('payment_intent.succeeded', {
      orderId: order.id,
      userId: owner,
      amountCents: cents(order.total),
      paymentRef: paid?.payment?.ref ?? '',
    });
    const replays = await Promise.all(
      Array.from({ length: 4 }, (_, i) => deliver({ ...cart, url: over(i).url }, event)),
    );
    expect(replays.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    expect(new Set(replays.map((r) => r.body.outcome))).toEqual(
      new Set(['already-paid', 'duplicate']),
    );
    const view = await viewOf(owner, order.id);
    expect(view).toMatchObject({ status: 'paid', payment: { status: 'paid' } });
    expect(view.timeline.filter((e) => e.status === 'paid')).toHaveLength(1);
    expect(await refundsOf(cart, order.id)).toBe(0);
  });

  it('when 12 cancels of one paid order arrive at once, then exactly one cancels and it is refunded once', async () => {
    const { owner, product, order } = await orderOf(3);
    await payOrder(cart, owner, order.id);
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        over(i).as(owner).post(`/api/orders/${order.id}/cancel`).send({}),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, ...Array(11).fill(409)]);
    expect(await refundsOf(cart, order.id)).toBe(1);
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(3);
    const view = await viewOf(owner, order.id);
    expect(view.payment).toMatchObject({ status: 'refunded', refundedAmount: order.total });
    expect(view.payment.refundedAt).not.toBeNull();
    expect(view.timeline.filter((e) => e.status === 'cancelled')).toHaveLength(1);
  });

  it('when the payment event (delivered to every instance, twice) races cancels, then the order ends cancelled, refunded once, stock back once', async () => {
    const { owner, product, order } = await orderOf(4);
    const event = intentEvent('payment_intent.succeeded', {
      orderId: order.id,
      userId: owner,
      amountCents: cents(order.total),
      paymentRef: `offpi_race_${order.id}`,
    });
    const answers = await Promise.all([
      ...Array.from({ length: 4 }, (_, i) => deliver({ ...cart, url: over(i).url }, event)),
      ...Array.from({ length: 6 }, (_, i) =>
        over(i).as(owner).post(`/api/orders/${order.id}/cancel`).send({}),
      ),
    ]);
    const [deliveries, cancels] = [answers.slice(0, 4), answers.slice(4)];
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200, 200]);
    expect(cancels.map((c) => c.status).sort()).toEqual([200, ...Array(5).fill(409)]);
    const view = await viewOf(owner, order.id);
    expect(view.status).toBe('cancelled');
    expect(view.payment.status).toBe('refunded');
    expect(view.timeline.filter((e) => e.status === 'cancelled')).toHaveLength(1);
    expect(view.timeline.filter((e) => e.status === 'paid').length).toBeLessThanOrEqual(1);
    expect(await refundsOf(cart, order.id)).toBe(1);
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(4);
  });
});
