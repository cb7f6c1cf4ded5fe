import {
  ORDER_NUMBER_FORMAT_MESSAGE,
  ORDER_TRACKING_NOT_FOUND_MESSAGE,
  TOO_MANY_TRACKING_ATTEMPTS_MESSAGE,
  TRACKING_CONTACT_REQUIRED_MESSAGE,
  orderTrackingSchema,
} from '@coffee/contracts';
import { gatewayForwardHeaders } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { orderBody, startCart, type StartedCart } from '../../__tests__/start-cart';
import { orderModel } from '../../data/order-model';
import { TRACKING_LIMITS } from '../../server';

let address = 0;
/** Each test speaks from its own address (as the gateway forwards it), so limits do not mix. */
const nextAddress = () => `198.51.100.${(address += 1)}`;

describe('POST /api/orders/track', () => {
  let cart: StartedCart;

  /** A guest's request: no token, from `from` as the gateway forwards it. */
  const track = (body: object, from = nextAddress()) =>
    request(cart.url)
      .post('/api/orders/track')
      .set(gatewayForwardHeaders(cart.config.internalToken, from))
      .send(body);

  /** A customer with this email places an order of `quantity` bags shipped to `zipCode`. */
  const placeOrder = async (email: string, zipCode = '02101', quantity = 2) => {
    const owner = cart.account.addUser({ email }).id;
    const product = cart.catalog.addProduct();
    await cart.as(owner).post('/api/cart').send({ productId: product.id, quantity }).expect(201);
    const res = await cart
      .as(owner)
      .placeOrder({ ...orderBody, shippingAddress: { ...orderBody.shippingAddress, zipCode } })
      .expect(201);
    return res.body as { id: string; orderNumber: string; createdAt: string };
  };

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(() => cart.stop());

  it('when a guest gives the number and the email it was placed with, then the order’s status and tracking show, and nothing personal', async () => {
    const order = await placeOrder('grace@example.com');
    const res = await track({ orderNumber: order.orderNumber, contact: 'grace@example.com' })
      .expect(200)
      .expect('cache-control', 'no-store');
    expect(orderTrackingSchema.parse(res.body)).toEqual({
      orderNumber: order.orderNumber,
      status: 'pending',
      placedAt: order.createdAt,
      updatedAt: expect.any(String),
      shippingMethod: 'standard',
      trackingNumber: null,
      itemCount: 2,
      // Not shipped: no roast day yet.
      roastedOn: [],
    });
    // Exactly these keys: no name, address, email, phone, amounts or ids.
    expect(Object.keys(res.body).sort()).toEqual(
      [
        'itemCount',
        'orderNumber',
        'placedAt',
        'roastedOn',
        'shippingMethod',
        'status',
        'trackingNumber',
        'updatedAt',
      ].sort(),
    );
    expect(JSON.stringify(res.body)).not.toMatch(/Lovelace|Main St|Boston|02101|grace/);
  });

  it('when the email or the number are typed in another case and with spaces, then the order is still found', async () => {
    const order = await placeOrder('Mixed.Case@Example.com');
    await track({
      orderNumber: ` ${order.orderNumber.toLowerCase()} `,
      contact: '  mixed.case@EXAMPLE.COM ',
    }).expect(200);
  });

  it('when the shipping ZIP is given instead of the email, then the order is found, in any case and spacing', async () => {
    const order = await placeOrder('zip@example.com', 'SW1A 1AA');
    const res = await track({ orderNumber: order.orderNumber, contact: ' sw1a  1aa ' }).expect(200);
    expect(res.body.orderNumber).toBe(order.orderNumber);
  });

  it('when the number does not exist or the contact is wrong, then both answers are the same 404', async () => {
    const order = await placeOrder('right@example.com');
    const wrongContact = await track({
      orderNumber: order.orderNumber,
      contact: 'wrong@example.com',
    }).expect(404);
    const wrongZip = await track({ orderNumber: order.orderNumber, contact: '99999' }).expect(404);
    const wrongNumber = await track({
      orderNumber: 'ORD-20250101-ZZZZZZ',
      contact: 'right@example.com',
    }).expect(404);
    const { requestId: _a, ...contactBody } = wrongContact.body;
    const { requestId: _b, ...zipBody } = wrongZip.body;
    const { requestId: _c, ...numberBody } = wrongNumber.body;
    expect(contactBody).toEqual({
      message: ORDER_TRACKING_NOT_FOUND_MESSAGE,
      code: 'ORDER_NOT_FOUND',
    });
    expect(zipBody).toEqual(contactBody);
    expect(numberBody).toEqual(contactBody);
    // And the same headers, but for the request's own id.
    const headerNames = (res: request.Response) =>
      Object.keys(res.headers)
        .filter((name) => !['date', 'x-request-id', 'etag', 'content-length'].includes(name))
        .sort();
    expect(headerNames(wrongContact)).toEqual(headerNames(wrongNumber));
  });

  it('when another customer’s contact is given, then their order is not found; only its own contact finds it', async () => {
    const mine = await placeOrder('me@example.com', '10001');
    const theirs = await placeOrder('them@example.com', '94105');
    await track({ orderNumber: theirs.orderNumber, contact: 'me@example.com' }).expect(404);
    await track({ orderNumber: theirs.orderNumber, contact: '10001' }).expect(404);
    await track({ orderNumber: mine.orderNumber, contact: 'them@example.com' }).expect(404);
    await track({ orderNumber: theirs.orderNumber, contact: 'them@example.com' }).expect(200);
    await track({ orderNumber: theirs.orderNumber, contact: '94105' }).expect(200);
  });

  it('when a signed-in customer tracks someone else’s order, then their session does not help', async () => {
    const theirs = await placeOrder('other@example.com');
    const me = cart.account.addUser().id;
    await cart
      .as(me)
      .post('/api/orders/track')
      .send({ orderNumber: theirs.orderNumber, contact: 'nobody@example.com' })
      .expect(404);
    await cart
      .as(me)
      .post('/api/orders/track')
      .send({ orderNumber: theirs.orderNumber, contact: 'other@example.com' })
      .expect(200);
  });

  it('when an order is still being placed, then it cannot be tracked', async () => {
    const order = await placeOrder('placing@example.com');
    await orderModel(cart.db).updateOne(
      { orderNumber: order.orderNumber },
      { $set: { status: 'placing' } },
    );
    await track({ orderNumber: order.orderNumber, contact: 'placing@example.com' }).expect(404);
  });

  it('when the order has shipped, then its status and tracking number show', async () => {
    const order = await placeOrder('shipped@example.com');
    await orderModel(cart.db).updateOne(
      { orderNumber: order.orderNumber },
      { $set: { status: 'shipped', trackingNumber: '1Z999AA10123456784' } },
    );
    const res = await track({ orderNumber: order.orderNumber, contact: 'shipped@example.com' });
    expect(res.body).toMatchObject({ status: 'shipped', trackingNumber: '1Z999AA10123456784' });
  });

  it.each([
    [{}, 'orderNumber', 'Please enter your order number'],
    [
      { orderNumber: 'ORD-1', contact: 'a@example.com' },
      'orderNumber',
      ORDER_NUMBER_FORMAT_MESSAGE,
    ],
    [
      { orderNumber: 'ORD-20250101-ZZZZZZ', contact: ' ' },
      'contact',
      TRACKING_CONTACT_REQUIRED_MESSAGE,
    ],
    [
      { orderNumber: 'ORD-20250101-ZZZZZZ', contact: 'ada@' },
      'contact',
      'Please enter a valid email address or ZIP code',
    ],
  ])('when the body is %j, then 400 says what is wrong with %s', async (body, path, message) => {
    const res = await track(body).expect(400);
    expect(res.body.issues).toContainEqual(expect.objectContaining({ path, message }));
  });

  it('when the body carries other fields or the query has parameters, then 400', async () => {
    await track({ orderNumber: 'ORD-20250101-ZZZZZZ', contact: '02101', userId: 'x' }).expect(400);
    await request(cart.url)
      .post('/api/orders/track?email=a@example.com')
      .send({ orderNumber: 'ORD-20250101-ZZZZZZ', contact: '02101' })
      .expect(400);
  });

  it(`when one address fails ${TRACKING_LIMITS.perAddress} times, then it gets 429 with Retry-After, even for a right guess; other addresses are not affected`, async () => {
    const order = await placeOrder('throttle@example.com');
    const from = nextAddress();
    for (let i = 0; i < TRACKING_LIMITS.perAddress; i += 1) {
      await track(
        { orderNumber: `ORD-20250101-ZZZZ${'ABCDEFGHJK'[i]}Z`, contact: '02101' },
        from,
      ).expect(404);
    }
    const res = await track(
      { orderNumber: order.orderNumber, contact: 'throttle@example.com' },
      from,
    ).expect(429);
    expect(res.body).toMatchObject({
      message: TOO_MANY_TRACKING_ATTEMPTS_MESSAGE,
      code: 'TOO_MANY_TRACKING_ATTEMPTS',
    });
    const retryAfter = Number(res.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    await track({ orderNumber: order.orderNumber, contact: 'throttle@example.com' }).expect(200);
  });

  it('when many addresses guess the contact of one number, then that number is throttled too', async () => {
    const order = await placeOrder('number@example.com');
    for (let i = 0; i < TRACKING_LIMITS.perNumber; i += 1) {
      await track({ orderNumber: order.orderNumber, contact: `${10000 + i}` }).expect(404);
    }
    await track({ orderNumber: order.orderNumber, contact: '20000' }).expect(429);
  });

  it('when an address finds its orders, then those successes do not count as failures', async () => {
    const order = await placeOrder('often@example.com');
    const from = nextAddress();
    for (let i = 0; i < TRACKING_LIMITS.perAddress + 2; i += 1) {
      await track({ orderNumber: order.orderNumber, contact: 'often@example.com' }, from).expect(
        200,
      );
    }
  });
});
