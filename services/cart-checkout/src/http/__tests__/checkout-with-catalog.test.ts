import { seedProducts } from '@coffee/catalog-service';
import { orderSchema, productSchema, type Product } from '@coffee/contracts';
import { trusted } from 'mongoose';
import request from 'supertest';
import {
  newUserId,
  checkOutTogether,
  INSTANCES,
  payOrder,
  startCartWithCatalog,
  type StartedCartWithCatalog,
} from '../../__tests__/start-cart';
import { cartItemModel } from '../../data/cart-item-model';
import { orderModel } from '../../data/order-model';

/** The cart service against the REAL catalog service (products, prices and stock). */
describe('checkout against the real catalog service', () => {
  let cart: StartedCartWithCatalog;

  /** Adds a product to the real catalog and returns it as the catalog serves it. */
  const addProduct = async (sku: string, inventory: number, price = '24.00'): Promise<Product> => {
    await seedProducts(cart.catalog.ctx.db, [
      { sku, name: `Catalog Test ${sku}`, price, category: 'beans', inventory, unitSize: '12 oz' },
    ]);
    await cart.catalog.reloadProducts();
    const list = await request(cart.catalogUrl).get('/api/products?limit=100').expect(200);
    const found = (list.body as { sku: string | null }[]).find((p) => p.sku === sku);
    return productSchema.parse(found);
  };
  const catalogProduct = async (id: string) =>
    productSchema.parse(
      (await request(cart.catalogUrl).get(`/api/products/${id}`).expect(200)).body,
    );
  /**
   * The product as the first catalog instance serves it once it has caught up: a write made
   * through the other instance reaches this one's in-memory index by the change feed (within
   * CATALOG_SYNC_MS, 1 s, without Redis). Gives the last answer after `withinMs`.
   */
  const catalogProductSettled = async (
    id: string,
    done: (product: Product) => boolean,
    withinMs = 5000,
  ): Promise<Product> => {
    const until = Date.now() + withinMs;
    for (;;) {
      const product = await catalogProduct(id);
      if (done(product) || Date.now() > until) return product;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  };

  beforeAll(async () => {
    cart = await startCartWithCatalog();
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when a customer fills the cart and checks out, then the catalog prices the lines and takes the stock', async () => {
    const owner = newUserId();
    const product = await addProduct('CART-REAL-1', 20, '18.99');
    await cart.as(owner).post('/api/cart').send({ productId: product.id, quantity: 3 }).expect(201);

    const line = await cart.as(owner).get('/api/cart').expect(200);
    expect(line.body).toEqual([
      // The line's product is the catalog's without its variants list; the line's own variant
      // is `variant` (the product's default here), whose price is the unit price.
      expect.objectContaining({
        quantity: 3,
        product: { ...(await catalogProduct(product.id)), variants: [] },
        variant: expect.objectContaining({ price: product.price }),
      }),
    ]);

    const res = await cart.as(owner).placeOrder().expect(201);
    expect(orderSchema.parse(res.body)).toMatchObject({
      status: 'pending',
      items: [expect.objectContaining({ productId: product.id, price: '18.99', quantity: 3 })],
      subtotal: '56.97',
      total: '66.95',
    });
    expect((await catalogProduct(product.id)).inventory).toBe(17);
    await cart.as(owner).get('/api/cart').expect(200, []);
  });

  it('when the customer pays and then cancels, then the real catalog gets the stock back and the order is refunded', async () => {
    const owner = newUserId();
    const product = await addProduct('CART-REAL-CANCEL', 9);
    await cart.as(owner).post('/api/cart').send({ productId: product.id, quantity: 4 }).expect(201);
    const order = orderSchema.parse((await cart.as(owner).placeOrder().expect(201)).body);
    expect((await catalogProduct(product.id)).inventory).toBe(5);
    await payOrder(cart, owner, order.id);
    const cancelled = orderSchema.parse(
      (await cart.as(owner).post(`/api/orders/${order.id}/cancel`).send({}).expect(200)).body,
    );
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      payment: { status: 'refunded', refundedAmount: order.total },
    });
    expect((await catalogProduct(product.id)).inventory).toBe(9);
  });

  // Issue 24: the mark was asked only when the review was written, so it survived a refund.
  it('when a customer reviews a product they paid for and the order is cancelled and refunded, then the review loses Verified Purchase; bought again, it is back', async () => {
    const owner = newUserId();
    const product = await addProduct('CART-REAL-REVIEW', 9);
    const buy = async () => {
      await cart.as(owner).post('/api/cart').send({ productId: product.id }).expect(201);
      const order = orderSchema.parse((await cart.as(owner).placeOrder().expect(201)).body);
      await payOrder(cart, owner, order.id);
      return order;
    };
    const markOf = async () =>
      (
        (await cart.toCatalog(owner).get('/api/reviews/mine').expect(200)).body as {
          productId: string;
          isVerifiedPurchase: boolean;
        }[]
      ).find((review) => review.productId === product.id)?.isVerifiedPurchase;

    const first = await buy();
    const review = await cart
      .toCatalog(owner)
      .post('/api/reviews')
      .send({ productId: product.id, rating: 5, title: 'Lovely', comment: 'Bright cup.' })
      .expect(201);
    expect(review.body.isVerifiedPurchase).toBe(true);

    await cart.as(owner).post(`/api/orders/${first.id}/cancel`).send({}).expect(200);
    expect(await markOf()).toBe(false);

    // Bought again (paid): the catalog is told, and the mark comes back.
    const second = await buy();
    expect(await markOf()).toBe(true);
    // Two orders bought it; one cancelled keeps the mark while the other stands.
    const third = await buy();
    await cart.as(owner).post(`/api/orders/${second.id}/cancel`).send({}).expect(200);
    expect(await markOf()).toBe(true);
    await cart.as(owner).post(`/api/orders/${third.id}/cancel`).send({}).expect(200);
    expect(await markOf()).toBe(false);
  });

  it('when more are in the cart than the catalog has, then the 409 names the product and nothing is taken', async () => {
    const owner = newUserId();
    const product = await addProduct('CART-REAL-2', 2);
    await cartItemModel(cart.db).create({
      userId: owner,
      productId: product.id,
      quantity: 5,
      productName: product.name,
    });
    const res = await cart.as(owner).placeOrder().expect(409);
    expect(res.body).toMatchObject({
      message: expect.stringContaining(product.name),
      code: 'OUT_OF_STOCK',
      productId: product.id,
    });
    expect((await catalogProduct(product.id)).inventory).toBe(2);
  });

  // Stock exact and never negative through the whole chain: on one cart and one catalog, and
  // spread over two of each (every pair sharing its database).
  it.each(INSTANCES)(
    'when 50 customers check out the same product at once on %s and 10 are left, then exactly 10 orders are placed, the stock ends at 0 and 40 get a clear 409',
    async (_name, count) => {
      const over = await cart.spread(count);
      const product = await addProduct(`CART-REAL-RUSH-${count}`, 10);
      const users = Array.from({ length: 50 }, newUserId);
      const results = await checkOutTogether(cart, product, users, over);

      const statuses = results.map((res) => res.status);
      expect(statuses.filter((status) => status >= 500)).toEqual([]);
      expect(statuses.filter((status) => status === 201)).toHaveLength(10);
      expect(statuses.filter((status) => status === 409)).toHaveLength(40);
      for (const res of results.filter((r) => r.status === 409)) {
        expect(res.body).toMatchObject({
          message: expect.stringContaining(product.name),
          code: 'OUT_OF_STOCK',
          productId: product.id,
        });
      }
      const after = await catalogProductSettled(product.id, (p) => p.inventory === 0);
      expect(after).toMatchObject({ inventory: 0, inStock: false });
      const placed = await orderModel(cart.db)
        .find({ userId: trusted({ $in: users }) })
        .lean();
      expect(placed.map((order) => order.status)).toEqual(Array(10).fill('pending'));
      // The 40 keep their cart line; the 10 have theirs removed.
      expect(await cartItemModel(cart.db).countDocuments({ productId: product.id })).toBe(40);
    },
  );
});
