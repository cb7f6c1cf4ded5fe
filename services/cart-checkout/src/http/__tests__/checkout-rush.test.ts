import {
  newUserId,
  checkOutTogether,
  INSTANCES,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';
import { orderModel } from '../../data/order-model';

describe.each(INSTANCES)('a rush on the last bags (catalog stand-in) on %s', (_name, count) => {
  let cart: StartedCart;
  let over: Awaited<ReturnType<StartedCart['spread']>>;

  beforeAll(async () => {
    cart = await startCart();
    over = await cart.spread(count);
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when 50 customers check out the same product at once and 10 are left, then exactly 10 orders are placed and 40 get a clear 409', async () => {
    const product = cart.catalog.addProduct({ name: 'Limited Geisha', inventory: 10 });
    const users = Array.from({ length: 50 }, newUserId);
    const results = await checkOutTogether(cart, product, users, over);

    const statuses = results.map((res) => res.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 409)).toHaveLength(40);
    for (const res of results.filter((r) => r.status === 409)) {
      expect(res.body).toMatchObject({
        message: expect.stringMatching(/Limited Geisha/),
        code: 'OUT_OF_STOCK',
        productId: product.id,
      });
    }
    expect(cart.catalog.products.get(product.id)?.inventory).toBe(0);
    expect(await orderModel(cart.db).countDocuments({ status: 'pending' })).toBe(10);
    expect(await orderModel(cart.db).countDocuments({ status: 'placing' })).toBe(0);
  });
});
