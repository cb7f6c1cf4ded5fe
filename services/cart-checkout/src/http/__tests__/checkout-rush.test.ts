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

  it('when 40 customers rush two variants of one product (5 and 3 left), then exactly 5 and 3 orders are placed and each 409 names its variant', async () => {
    const product = cart.catalog.addCoffee(
      [
        { size: '12 oz', grind: 'whole-bean', price: '18.99', inventory: 5 },
        { size: '2 lb', grind: 'pour-over', price: '44.99', inventory: 3 },
      ],
      { name: 'Limited Gesha' },
    );
    const users = Array.from({ length: 40 }, newUserId);
    const variantOf = (i: number) => (i % 2 === 0 ? '12oz-whole-bean' : '2lb-pour-over');
    const results = await checkOutTogether(cart, product, users, over, variantOf);

    const placed = (variantId: string) =>
      results.filter((res, i) => res.status === 201 && variantOf(i) === variantId);
    expect(placed('12oz-whole-bean')).toHaveLength(5);
    expect(placed('2lb-pour-over')).toHaveLength(3);
    results.forEach((res, i) => {
      if (res.status === 201) return;
      expect(res.status).toBe(409);
      const label = i % 2 === 0 ? '12 oz, whole bean' : '2 lb, pour-over';
      expect(res.body).toMatchObject({
        message: expect.stringContaining(`Limited Gesha, ${label}`),
        code: 'OUT_OF_STOCK',
        productId: product.id,
        variantId: variantOf(i),
      });
    });
    expect(cart.catalog.variantStock(product.id, '12oz-whole-bean')).toBe(0);
    expect(cart.catalog.variantStock(product.id, '2lb-pour-over')).toBe(0);
    const orderIds = results.filter((r) => r.status === 201).map((r) => r.body.id as string);
    expect(await orderModel(cart.db).countDocuments({ status: 'placing' })).toBe(0);
    expect(orderIds).toHaveLength(8);
  });
});
