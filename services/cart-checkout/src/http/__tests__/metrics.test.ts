import { sampleOf, scrapeMetrics } from '@coffee/service-defaults/testing';
import { placeOrderOf } from '../../__tests__/order-helpers';
import {
  newIdempotencyKey,
  newUserId,
  orderBody,
  payOrder,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';

describe('the cart-checkout service metrics (GET /metrics on its own port)', () => {
  let cart: StartedCart;
  const scrape = () => scrapeMetrics(cart.url);

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  it('when nothing happened yet, then the domain counters are there at 0', async () => {
    const text = await scrape();
    expect(text).toMatch(/^orders_placed_total \d+$/m);
    expect(text).toMatch(/^payments_failed_total\{kind="order"\} \d+$/m);
  });

  it('when an order is placed (and its retry replayed), then orders_placed_total counts it once', async () => {
    const before = sampleOf(await scrape(), 'orders_placed_total');
    const owner = newUserId();
    const product = cart.catalog.addProduct({ inventory: 10 });
    await cart.as(owner).post('/api/cart').send({ productId: product.id, quantity: 1 }).expect(201);
    const key = newIdempotencyKey();
    const first = await cart.as(owner).placeOrder(orderBody, key).expect(201);
    const retry = await cart.as(owner).placeOrder(orderBody, key);
    expect(retry.body.id).toBe(first.body.id);
    const after = await scrape();
    expect(sampleOf(after, 'orders_placed_total') - before).toBe(1);
    expect(after).toContain('route="/api/orders"');
  });

  it('when a card is declined, then payments_failed_total{kind="order"} counts it', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    const before = sampleOf(await scrape(), 'payments_failed_total', { kind: 'order' });
    const { result } = await payOrder(cart, owner, order.id, {
      number: '4000 0000 0000 0002',
      expiry: '12/40',
      cvc: '123',
    });
    expect(result.body).toMatchObject({ status: 'failed' });
    expect(sampleOf(await scrape(), 'payments_failed_total', { kind: 'order' }) - before).toBe(1);
  });
});
