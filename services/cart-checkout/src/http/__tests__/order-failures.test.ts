import { placeOrderSchema, type ProductWire } from '@coffee/contracts';
import {
  newIdempotencyKey,
  newUserId,
  orderBody,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';
import { cartItemModel } from '../../data/cart-item-model';
import { orderModel } from '../../data/order-model';
import { requestHashOf } from '../../domain/place-order';

/** The hash a request with `orderBody` carries. */
const orderBodyHash = requestHashOf(placeOrderSchema.parse(orderBody));

const waitFor = async (check: () => Promise<boolean>, timeoutMs = 3000) => {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

describe('placing an order when something fails', () => {
  let cart: StartedCart;

  const fillCart = async (owner: string, product: ProductWire, quantity = 1) => {
    await cart.as(owner).post('/api/cart').send({ productId: product.id, quantity }).expect(201);
  };
  const place = (owner: string, key = newIdempotencyKey(), body: object = orderBody) =>
    cart.as(owner).placeOrder(body, key);
  const ordersOf = (owner: string) => orderModel(cart.db).find({ userId: owner }).lean();
  const inventoryOf = (product: ProductWire) => cart.catalog.products.get(product.id)?.inventory;
  const releasesOf = (orderId: string) =>
    cart.catalog.calls.filter(
      (call) => call.method === 'DELETE' && call.path === `/internal/stock/reservations/${orderId}`,
    );

  beforeAll(async () => {
    // A short abandonment window and a fast sweeper, so recovery is visible within a test.
    cart = await startCart(
      { SERVICE_TIMEOUT_MS: '250' },
      { abandonedAfterMs: 400, sweepIntervalMs: 100 },
    );
  });

  afterAll(async () => {
    await cart.stop();
  });

  afterEach(() => {
    cart.catalog.setFailRelease(false);
  });

  it('when the catalog fails after taking the stock, then the stock is given back, no order remains and the cart is kept', async () => {
    const owner = newUserId();
    const product = cart.catalog.addProduct();
    await fillCart(owner, product, 2);
    cart.catalog.failAfterReserve.push(500);

    const res = await place(owner).expect(503);
    expect(res.body).toMatchObject({ message: 'The catalog service is unavailable' });
    expect(await ordersOf(owner)).toEqual([]);
    expect(inventoryOf(product)).toBe(100);
    const held = [...cart.catalog.reservations.values()].flat();
    expect(held.some((line) => line.productId === product.id)).toBe(false);
    expect(await cartItemModel(cart.db).countDocuments({ userId: owner })).toBe(1);

    // The customer simply tries again.
    await place(owner).expect(201);
    expect(inventoryOf(product)).toBe(98);
  });

  it('when the stock cannot be given back either, then the claim is kept hidden and the sweeper gives the stock back later', async () => {
    const owner = newUserId();
    const product = cart.catalog.addProduct();
    await fillCart(owner, product, 3);
    cart.catalog.failAfterReserve.push(500);
    cart.catalog.setFailRelease(true);

    await place(owner).expect(503);
    const [claim] = await ordersOf(owner);
    expect(claim).toMatchObject({ status: 'placing', failedAt: expect.any(Date) });
    expect(inventoryOf(product)).toBe(97);
    await cart.as(owner).get('/api/orders').expect(200, []);

    cart.catalog.setFailRelease(false);
    await waitFor(async () => (await ordersOf(owner)).length === 0);
    expect(inventoryOf(product)).toBe(100);
    expect(releasesOf(claim!._id.toHexString()).length).toBeGreaterThanOrEqual(2);
  });

  it('when a failed claim holds the key and the customer retries, then the stock is given back and the order is placed', async () => {
    const owner = newUserId();
    const product = cart.catalog.addProduct();
    await fillCart(owner, product, 1);
    const key = newIdempotencyKey();
    cart.catalog.failAfterReserve.push(500);
    cart.catalog.setFailRelease(true);
    await place(owner, key).expect(503);
    cart.catalog.setFailRelease(false);

    const res = await place(owner, key).expect(201);
    expect(await ordersOf(owner)).toEqual([expect.objectContaining({ status: 'pending' })]);
    expect(res.body.id).not.toBe(undefined);
    expect(inventoryOf(product)).toBe(99);
  });

  it('when a placement was interrupted (the process died), then a retry with its key recovers the stock and places the order', async () => {
    const owner = newUserId();
    const product = cart.catalog.addProduct();
    await fillCart(owner, product, 2);
    const key = newIdempotencyKey();
    // What a crash after the reservation leaves behind: an old claim and the stock it holds.
    const old = new Date(Date.now() - 60_000);
    const claim = await new (orderModel(cart.db))({
      userId: owner,
      orderNumber: `ORD-CRASH-${Date.now()}`,
      status: 'placing',
      idempotencyKey: key,
      // Whatever the crashed request sent: a claim that never became an order binds nothing.
      requestHash: 'other-details',
      subtotalCents: 2598,
      shippingCents: 599,
      taxCents: 182,
      totalCents: 3379,
      shippingAddress: orderBody.shippingAddress,
      shippingMethod: 'standard',
      paymentMethod: 'credit-card',
      createdAt: old,
      updatedAt: old,
    }).save({ timestamps: false });
    const claimId = claim._id.toHexString();
    cart.catalog.reservations.set(claimId, [{ productId: product.id, quantity: 2 }]);
    cart.catalog.products.set(product.id, { ...product, inventory: 98 });

    // The retry clears the claim itself (or finds it cleared by the sweeper) and places anew.
    const res = await place(owner, key).expect(201);
    expect(res.body.id).not.toBe(claimId);
    expect(await orderModel(cart.db).exists({ _id: claim._id })).toBeNull();
    expect(releasesOf(claimId).length).toBeGreaterThanOrEqual(1);
    expect(inventoryOf(product)).toBe(98);
    expect(cart.catalog.reservations.has(claimId)).toBe(false);
  });

  it('when the catalog is busy once, then the reservation is tried again and the order placed', async () => {
    const owner = newUserId();
    const product = cart.catalog.addProduct();
    await fillCart(owner, product);
    cart.catalog.failReserve.push(503);
    await place(owner).expect(201);
    expect(inventoryOf(product)).toBe(99);
  });

  it('when the catalog stays unavailable at checkout, then the answer is 503 and nothing is taken', async () => {
    const owner = newUserId();
    const product = cart.catalog.addProduct();
    await fillCart(owner, product);
    cart.catalog.failReserve.push(503, 503);
    const res = await place(owner).expect(503);
    expect(res.body.message).toBe('The catalog service is unavailable');
    expect(await ordersOf(owner)).toEqual([]);
    expect(inventoryOf(product)).toBe(100);
    expect(await cartItemModel(cart.db).countDocuments({ userId: owner })).toBe(1);
  });

  it('when the account service is down and free shipping is chosen, then the answer is 503 and nothing is taken', async () => {
    const owner = newUserId();
    const product = cart.catalog.addProduct();
    await fillCart(owner, product);
    await cart.account.stop();
    const res = await place(owner, newIdempotencyKey(), {
      ...orderBody,
      shippingMethod: 'free',
    }).expect(503);
    expect(res.body.message).toBe('The account service is unavailable');
    expect(await ordersOf(owner)).toEqual([]);
    expect(inventoryOf(product)).toBe(100);
  });
});

describe('a duplicate request while another instance is still placing the order', () => {
  let cart: StartedCart;

  const claimFor = (owner: string, key: string) =>
    new (orderModel(cart.db))({
      userId: owner,
      orderNumber: `ORD-WAIT-${key}`,
      status: 'placing',
      idempotencyKey: key,
      requestHash: orderBodyHash,
      subtotalCents: 1299,
      shippingCents: 599,
      taxCents: 91,
      totalCents: 1989,
      shippingAddress: orderBody.shippingAddress,
      shippingMethod: 'standard',
      paymentMethod: 'credit-card',
    }).save();

  beforeAll(async () => {
    cart = await startCart({}, { placingWaitMs: 800 });
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when the first instance finishes meanwhile, then the duplicate answers 200 with its order', async () => {
    const owner = newUserId();
    const key = newIdempotencyKey();
    const claim = await claimFor(owner, key);

    const duplicate = cart.as(owner).placeOrder(orderBody, key);
    setTimeout(() => {
      void orderModel(cart.db)
        .updateOne({ _id: claim._id }, { $set: { status: 'pending' } })
        .exec();
    }, 300);
    const res = await duplicate.expect(200);
    expect(res.body).toMatchObject({ id: claim._id.toHexString(), status: 'pending' });
  });

  it('when the first instance never finishes in time, then the duplicate answers 409 asking to try again', async () => {
    const owner = newUserId();
    const key = newIdempotencyKey();
    await claimFor(owner, key);

    const res = await cart.as(owner).placeOrder(orderBody, key).expect(409);
    expect(res.body).toMatchObject({
      message: 'Your order is still being placed. Please try again in a moment.',
      code: 'ORDER_IN_PROGRESS',
    });
  });
});
