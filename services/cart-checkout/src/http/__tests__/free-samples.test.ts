import { seedProducts } from '@coffee/catalog-service';
import {
  formatCents,
  MEMBER_SAVINGS_PATH,
  memberSavingsSchema,
  orderSchema,
  SAMPLE_SIZE,
  SAMPLE_VALUE_CENTS,
  samplePoolSchema,
  type ProductCategory,
} from '@coffee/contracts';
import { trusted } from 'mongoose';
import request from 'supertest';
import {
  checkOutTogether,
  INSTANCES,
  newUserId,
  payOrder,
  startCart,
  startCartWithCatalog,
  type StartedCart,
  type StartedCartWithCatalog,
} from '../../__tests__/start-cart';
import { mailOf } from '../../__tests__/mail-helpers';
import { orderModel } from '../../data/order-model';

/**
 * Issue 30, item 4: every Direct+ order gets one free 2 oz sample from the admin's pool at the
 * REAL catalog, reserved like stock under the order's id, shown on the order, and given back
 * when the order is cancelled or expires unpaid. An empty pool (or a catalog that cannot
 * answer) leaves it out and the order goes ahead.
 */
describe('free samples on member orders (real catalog)', () => {
  let cart: StartedCartWithCatalog;
  let sku = 0;

  const admin = () => `Bearer ${cart.tokens.valid({ sub: 'u-admin', role: 'admin' })}`;

  /** A fresh product (a coffee unless told), with plenty of stock; its id and name. */
  async function product(name: string, category: ProductCategory = 'beans') {
    sku += 1;
    await seedProducts(cart.catalog.ctx.db, [
      { sku: `FREE-SAMPLE-${sku}`, name, price: '17.99', category, inventory: 10_000 },
    ]);
    await cart.catalog.reloadProducts();
    const doc = await cart.catalog.ctx.db
      .collection('products')
      .findOne({ sku: `FREE-SAMPLE-${sku}` });
    return { id: doc!._id.toHexString(), name };
  }

  /** The admin sets a coffee's samples, as the admin portal does (through the catalog's API). */
  const setPool = (productId: string, count: number) =>
    request(cart.catalogUrl)
      .put(`/api/admin/samples/${productId}`)
      .set('authorization', admin())
      .send({ count })
      .expect(200);

  /** One coffee's pool as the admin lists it. */
  async function poolOf(productId: string) {
    const { body } = await request(cart.catalogUrl)
      .get('/api/admin/samples')
      .set('authorization', admin())
      .expect(200);
    return samplePoolSchema.parse(body).find((entry) => entry.productId === productId);
  }

  const shopper = (isDirectPlus: boolean): string => {
    const id = newUserId();
    cart.account.addUser({ id, isDirectPlus });
    return id;
  };

  /** The shopper's order of one bag of `item`. */
  async function order(owner: string, item: { id: string }) {
    await cart.as(owner).post('/api/cart').send({ productId: item.id, quantity: 1 }).expect(201);
    const res = await cart.as(owner).placeOrder();
    if (res.status !== 201) throw new Error(`${res.status} ${res.text}`);
    return orderSchema.parse(res.body);
  }

  let bag: { id: string; name: string };

  beforeAll(async () => {
    cart = await startCartWithCatalog();
    bag = await product('House Blend Bag');
  }, 60_000);
  afterAll(async () => {
    await cart.stop();
  });
  // Each test decides what is in the pool.
  beforeEach(async () => {
    await cart.catalog.ctx.db.collection('sample_pool').deleteMany({});
  });

  it('when a member orders, then the order carries a 2 oz sample and the pool has one less', async () => {
    const sumatra = await product('Sumatra Sample Pool');
    await setPool(sumatra.id, 3);
    const member = shopper(true);
    const placed = await order(member, bag);
    expect(placed.sample).toEqual({
      productId: sumatra.id,
      name: 'Sumatra Sample Pool',
      size: SAMPLE_SIZE,
      value: formatCents(SAMPLE_VALUE_CENTS),
    });
    // The sample costs nothing: the total is the lines, shipping and tax alone.
    const cents = (money: string) => Math.round(Number(money) * 100);
    expect(placed.total).toBe(
      formatCents(cents(placed.subtotal) + cents(placed.shippingCost) + cents(placed.tax)),
    );
    expect(await poolOf(sumatra.id)).toMatchObject({ count: 2, reserved: 1 });
    // Read again, in the list and on its own.
    const again = orderSchema.parse(
      (await cart.as(member).get(`/api/orders/${placed.id}`).expect(200)).body,
    );
    expect(again.sample?.name).toBe('Sumatra Sample Pool');
  });

  it('when a Standard customer orders, then there is no sample and the pool is untouched', async () => {
    const colombia = await product('Colombia Sample Pool');
    await setPool(colombia.id, 3);
    const placed = await order(shopper(false), bag);
    expect(placed.sample).toBeNull();
    expect(await poolOf(colombia.id)).toMatchObject({ count: 3, reserved: 0 });
  });

  it('when the pool is empty, then the member’s order is placed without a sample', async () => {
    const empty = await product('Empty Sample Pool');
    await setPool(empty.id, 0);
    const placed = await order(shopper(true), bag);
    expect(placed.status).toBe('pending');
    expect(placed.sample).toBeNull();
    expect(placed.items).toHaveLength(1);
  });

  it('when the member orders the pool’s fullest coffee, then the sample is another one', async () => {
    const full = await product('Full Sample Pool');
    const other = await product('Other Sample Pool');
    await setPool(full.id, 9);
    await setPool(other.id, 2);
    const placed = await order(shopper(true), full);
    expect(placed.sample?.productId).toBe(other.id);
  });

  it('when the member cancels the unpaid order, then the sample is back in the pool', async () => {
    const kenya = await product('Kenya Sample Pool');
    await setPool(kenya.id, 2);
    const member = shopper(true);
    const placed = await order(member, bag);
    expect(await poolOf(kenya.id)).toMatchObject({ count: 1, reserved: 1 });
    await cart.as(member).post(`/api/orders/${placed.id}/cancel`).send({}).expect(200);
    expect(await poolOf(kenya.id)).toMatchObject({ count: 2, reserved: 0 });
  });

  it('when the unpaid order expires, then the sample is back in the pool', async () => {
    const peru = await product('Peru Sample Pool');
    await setPool(peru.id, 1);
    const placed = await order(shopper(true), bag);
    expect(await poolOf(peru.id)).toMatchObject({ count: 0, reserved: 1 });
    // Its hold ran out: the sweeper cancels it and gives back its stock and its sample.
    await orderModel(cart.db).updateOne(
      { _id: placed.id },
      { $set: { holdUntil: new Date(Date.now() - 60_000) } },
    );
    await cart.service.sweepOrders();
    expect((await orderModel(cart.db).findById(placed.id).lean())?.status).toBe('cancelled');
    expect(await poolOf(peru.id)).toMatchObject({ count: 1, reserved: 0 });
  });

  it('when the member pays, then the sample stays taken and the savings count its value', async () => {
    const java = await product('Java Sample Pool');
    await setPool(java.id, 5);
    const member = shopper(true);
    const placed = await order(member, bag);
    await payOrder(cart, member, placed.id);
    const paid = orderSchema.parse(
      (await cart.as(member).get(`/api/orders/${placed.id}`).expect(200)).body,
    );
    expect(paid.payment.status).toBe('paid');
    expect(paid.sample?.productId).toBe(java.id);
    expect(await poolOf(java.id)).toMatchObject({ count: 4, reserved: 1 });
    // The receipt lists it with the lines, free.
    const receipt = await mailOf(cart, placed.id, 'order-paid');
    expect(receipt.text).toContain('- Free sample: Java Sample Pool, 2 oz x 1: Free');
    expect(receipt.html).toContain('Free sample: Java Sample Pool, 2 oz &times; 1');
    expect(receipt.text).toContain(`Total: $${paid.total}`);
    const savings = memberSavingsSchema.parse(
      (await cart.as(member).get(MEMBER_SAVINGS_PATH).expect(200)).body,
    );
    expect(savings).toMatchObject({
      orders: 1,
      sampleCount: 1,
      samples: formatCents(SAMPLE_VALUE_CENTS),
    });
    const parts = [savings.memberPrices, savings.freeShipping, savings.samples];
    const sum = parts.reduce((cents, part) => cents + Math.round(Number(part) * 100), 0);
    expect(savings.total).toBe(formatCents(sum));
  });

  describe.each(INSTANCES)('on %s', (_name, instances) => {
    it('when 20 members order at once from a pool of 5, then exactly 5 orders get a sample', async () => {
      const over = await cart.spread(instances);
      const rush = await product(`Rush Sample Pool ${instances}`);
      await setPool(rush.id, 5);
      const members = Array.from({ length: 20 }, () => shopper(true));
      const answers = await checkOutTogether(cart, bag, members, over);
      expect(answers.map((answer) => answer.status)).toEqual(members.map(() => 201));
      const orders = answers.map((answer) => orderSchema.parse(answer.body));
      expect(orders.filter((placed) => placed.sample !== null)).toHaveLength(5);
      expect(await poolOf(rush.id)).toMatchObject({ count: 0, reserved: 5 });
      // What the orders say is what is stored.
      const stored = await orderModel(cart.db).countDocuments({
        _id: trusted({ $in: orders.map((placed) => placed.id) }),
        'sample.productId': rush.id,
      });
      expect(stored).toBe(5);
    });
  });
});

describe('free samples when the catalog cannot give one', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    // The stand-in catalog has stock but no sample pool: every sample call fails.
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  it('when the catalog’s sample pool does not answer, then the member’s order is placed without one', async () => {
    const member = newUserId();
    cart.account.addUser({ id: member, isDirectPlus: true });
    const coffee = cart.catalog.addProduct({ name: 'Fallback Coffee', inventory: 5 });
    await cart.as(member).post('/api/cart').send({ productId: coffee.id, quantity: 1 }).expect(201);
    const placed = orderSchema.parse((await cart.as(member).placeOrder().expect(201)).body);
    expect(placed.sample).toBeNull();
    expect(placed.items).toHaveLength(1);
    // It asked, then gave back whatever an unclear answer might have taken.
    const sampleCalls = cart.catalog.calls.filter((call) =>
      call.path.startsWith('/internal/samples'),
    );
    expect(sampleCalls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
  });
});
