import {
  FREE_SHIPPING_MEMBERS_ONLY_MESSAGE,
  orderSchema,
  orderTotals,
  RETIRED_VARIANT_MESSAGE,
  type ProductWire,
} from '@coffee/contracts';
import request from 'supertest';
import {
  INSTANCES,
  newIdempotencyKey,
  newUserId,
  orderBody,
  shippingAddress,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';
import { cartItemModel } from '../../data/cart-item-model';
import { orderItemModel } from '../../data/order-item-model';
import { orderModel } from '../../data/order-model';

describe('POST /api/orders', () => {
  let cart: StartedCart;

  /** Fills the user's cart through the API, as the shop does. */
  const fillCart = async (owner: string, lines: [ProductWire, number][]) => {
    for (const [product, quantity] of lines) {
      await cart.as(owner).post('/api/cart').send({ productId: product.id, quantity }).expect(201);
    }
  };
  const place = (
    owner: string,
    key: string | null = newIdempotencyKey(),
    body: object = orderBody,
  ) => {
    const call = cart.as(owner).post('/api/orders');
    return (key === null ? call : call.set('Idempotency-Key', key)).send(body);
  };
  const ordersOf = (owner: string) => orderModel(cart.db).find({ userId: owner }).lean();
  const cartOf = (owner: string) => cartItemModel(cart.db).find({ userId: owner }).lean();
  const inventoryOf = (product: ProductWire) => cart.catalog.products.get(product.id)?.inventory;

  /** Nothing happened: no order in any state, the cart as it was, the stock untouched. */
  const expectNothingTaken = async (
    owner: string,
    cartSize: number,
    stock: [ProductWire, number][],
  ) => {
    expect(await ordersOf(owner)).toEqual([]);
    expect(await cartOf(owner)).toHaveLength(cartSize);
    for (const [product, inventory] of stock) expect(inventoryOf(product)).toBe(inventory);
  };

  beforeAll(async () => {
    // Every one of a user's concurrent requests reaches the user's lock: what is proven here is
    // the lock (one order per cart). The bound in front of it is shopper-limits.test.ts's.
    cart = await startCart({ CART_CHANGES_PER_USER: '100' });
  });

  afterAll(async () => {
    await cart.stop();
  });

  describe('a placed order', () => {
    it('when a customer checks out, then the answer is 201 with the order priced by the catalog, the stock is taken and the cart emptied', async () => {
      const owner = newUserId();
      const beans = cart.catalog.addProduct({
        name: 'Yirgacheffe',
        price: '18.99',
        unitSize: '12 oz',
      });
      const mugs = cart.catalog.addProduct({
        name: 'Mug',
        price: '12.49',
        unitSize: null,
        imageUrl: null,
      });
      await fillCart(owner, [
        [beans, 2],
        [mugs, 1],
      ]);

      const res = await place(owner).set('x-request-id', 'checkout-1').expect(201);
      expect(orderSchema.safeParse(res.body).success).toBe(true);
      const totals = orderTotals(2 * 1899 + 1249, 'standard');
      expect(totals).toEqual({
        subtotalCents: 5047,
        discountCents: 0,
        shippingCents: 599,
        taxCents: 353,
        totalCents: 5999,
      });
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        orderNumber: expect.stringMatching(/^ORD-\d{8}-[A-HJ-NP-Z2-9]{6}$/),
        status: 'pending',
        items: [
          {
            id: expect.any(String),
            productId: beans.id,
            name: 'Yirgacheffe',
            imageUrl: beans.imageUrl,
            unitSize: '12 oz',
            quantity: 2,
            price: '18.99',
            listPrice: null,
            discount: '0.00',
            // A product sold without options is its one 'default' variant, named by the product.
            variantId: 'default',
            variantLabel: '',
            sku: beans.sku,
            roastedOn: null,
          },
          {
            id: expect.any(String),
            productId: mugs.id,
            name: 'Mug',
            imageUrl: null,
            unitSize: null,
            quantity: 1,
            price: '12.49',
            listPrice: null,
            discount: '0.00',
            variantId: 'default',
            variantLabel: '',
            sku: mugs.sku,
            roastedOn: null,
          },
        ],
        subtotal: '50.47',
        memberSavings: '0.00',
        // No promotion, no sample (a Standard customer's order).
        discount: '0.00',
        promotion: null,
        sample: null,
        shippingCost: '5.99',
        tax: '3.53',
        total: '59.99',
        shippingMethod: 'standard',
        paymentMethod: 'credit-card',
        shippingAddress,
        trackingNumber: null,
        // Unpaid until the provider's event: it holds its stock for ORDER_HOLD_MINUTES (10),
        // extended once its payment starts.
        payment: {
          status: 'unpaid',
          provider: 'offline',
          failureMessage: null,
          paidAt: null,
          refundedAt: null,
          refundedAmount: null,
          card: null,
        },
        expiresAt: expect.any(String),
        timeline: [{ status: 'pending', at: expect.any(String), by: 'customer', note: null }],
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(await cartOf(owner)).toEqual([]);
      expect(inventoryOf(beans)).toBe(98);
      expect(inventoryOf(mugs)).toBe(99);
      // Each line reserves its variant (a product without options: its 'default').
      expect(cart.catalog.reservations.get(res.body.id)).toEqual([
        { productId: beans.id, variantId: 'default', quantity: 2 },
        { productId: mugs.id, variantId: 'default', quantity: 1 },
      ]);
      // The request id follows the checkout into the catalog.
      expect(cart.catalog.calls).toContainEqual({
        method: 'POST',
        path: '/internal/stock/reservations',
        requestId: 'checkout-1',
      });
      await cart.as(owner).get(`/api/orders/${res.body.id}`).expect(200, res.body);
    });

    it('when the catalog price changed after the product went into the cart, then the order charges the current price', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ price: '10.00' });
      await fillCart(owner, [[product, 3]]);
      cart.catalog.products.set(product.id, { ...product, price: '8.50' });

      const res = await place(owner, newIdempotencyKey(), {
        ...orderBody,
        shippingMethod: 'express',
        paymentMethod: 'paypal',
      }).expect(201);
      expect(res.body).toMatchObject({
        items: [expect.objectContaining({ price: '8.50', quantity: 3 })],
        subtotal: '25.50',
        shippingCost: '14.99',
        tax: '1.79',
        total: '42.28',
        shippingMethod: 'express',
        paymentMethod: 'paypal',
      });
    });

    it.each([
      ['a total', { total: '0.01' }, 'Unknown field: total'],
      ['a subtotal', { subtotal: '0.01' }, 'Unknown field: subtotal'],
      ['items with prices', { items: [{ price: '0.01' }] }, 'Unknown field: items'],
      ['a status', { status: 'completed' }, 'Unknown field: status'],
    ])(
      'when the client sends %s, then the answer is 400 and nothing is taken',
      async (_, extra, message) => {
        const owner = newUserId();
        const product = cart.catalog.addProduct();
        await fillCart(owner, [[product, 1]]);
        const res = await place(owner, newIdempotencyKey(), { ...orderBody, ...extra }).expect(400);
        expect(res.body.message).toBe(message);
        await expectNothingTaken(owner, 1, [[product, 100]]);
      },
    );

    it('when the phone is given, then the order keeps it; an empty phone is left out', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      await fillCart(owner, [[product, 1]]);
      const withPhone = {
        ...orderBody,
        shippingAddress: { ...shippingAddress, phone: ' 555-0100 ' },
      };
      const res = await place(owner, newIdempotencyKey(), withPhone).expect(201);
      expect(res.body.shippingAddress).toEqual({ ...shippingAddress, phone: '555-0100' });

      await fillCart(owner, [[product, 1]]);
      const noPhone = { ...orderBody, shippingAddress: { ...shippingAddress, phone: '' } };
      const second = await place(owner, newIdempotencyKey(), noPhone).expect(201);
      expect(second.body.shippingAddress).toEqual(shippingAddress);
    });
  });

  describe('shipping and membership', () => {
    it('when a Direct+ member chooses free shipping, then shipping costs nothing', async () => {
      const owner = newUserId();
      cart.account.addUser({ id: owner, isDirectPlus: true });
      const product = cart.catalog.addProduct({ price: '20.00' });
      await fillCart(owner, [[product, 1]]);
      const res = await place(owner, newIdempotencyKey(), {
        ...orderBody,
        shippingMethod: 'free',
      }).expect(201);
      expect(res.body).toMatchObject({ shippingCost: '0.00', tax: '1.40', total: '21.40' });
    });

    it.each([
      ['a Standard customer', false],
      ['an account the account service does not know', null],
    ])(
      'when %s chooses free shipping, then the answer is 400 and nothing is taken',
      async (_, member) => {
        const owner = newUserId();
        if (member !== null) cart.account.addUser({ id: owner, isDirectPlus: member });
        const product = cart.catalog.addProduct();
        await fillCart(owner, [[product, 1]]);
        const res = await place(owner, newIdempotencyKey(), {
          ...orderBody,
          shippingMethod: 'free',
        }).expect(400);
        expect(res.body).toMatchObject({ message: FREE_SHIPPING_MEMBERS_ONLY_MESSAGE });
        await expectNothingTaken(owner, 1, [[product, 100]]);
      },
    );

    it('when the shipping is paid, then the account service is asked once, for the email the order keeps', async () => {
      const owner = cart.account.addUser({ email: 'Ada.Keeps@Example.com' }).id;
      await fillCart(owner, [[cart.catalog.addProduct(), 1]]);
      const before = cart.account.calls.length;
      await place(owner).expect(201);
      expect(cart.account.calls.slice(before)).toEqual([
        expect.objectContaining({ method: 'GET', path: `/internal/users/${owner}` }),
      ]);
      expect(await ordersOf(owner)).toEqual([
        expect.objectContaining({ contactEmail: 'Ada.Keeps@Example.com' }),
      ]);
    });

    it('when the account service cannot say who ordered and the shipping is paid, then the order is placed without an email', async () => {
      const owner = newUserId();
      await fillCart(owner, [[cart.catalog.addProduct(), 1]]);
      // From now on not a user: the account client calls it an invalid answer (502).
      cart.account.users.set(owner, { nonsense: true });
      await place(owner).expect(201);
      const [order] = await ordersOf(owner);
      expect(order).toMatchObject({ status: 'pending' });
      expect(order?.contactEmail).toBeUndefined();
    });
  });

  describe('member prices', () => {
    it('when a member orders, then each line is charged at its member price with the regular price beside it; a Standard customer pays the regular one', async () => {
      const member = cart.account.addUser({ isDirectPlus: true }).id;
      const standard = cart.account.addUser({ isDirectPlus: false }).id;
      const coffee = cart.catalog.addProduct({ price: '18.99', memberDiscountPercent: 10 });
      const grinder = cart.catalog.addProduct({
        price: '149.99',
        category: 'coffee-makers',
        memberDiscountPercent: 15,
      });
      const mug = cart.catalog.addProduct({ price: '12.49', category: 'accessories' });
      for (const owner of [member, standard]) {
        await fillCart(owner, [
          [coffee, 2],
          [grinder, 1],
          [mug, 1],
        ]);
      }
      const theirs = (await place(member).expect(201)).body;
      // 18.99 - 1.90 = 17.09; 149.99 - 22.50 = 127.49; the mug has no member price.
      expect(
        theirs.items.map((i: { price: string; listPrice: string | null }) => [
          i.price,
          i.listPrice,
        ]),
      ).toEqual([
        ['17.09', '18.99'],
        ['127.49', '149.99'],
        ['12.49', null],
      ]);
      const subtotal = 2 * 1709 + 12749 + 1249;
      const totals = orderTotals(subtotal, 'standard');
      expect(theirs).toMatchObject({
        subtotal: '174.16',
        memberSavings: '26.30',
        tax: (totals.taxCents / 100).toFixed(2),
        total: (totals.totalCents / 100).toFixed(2),
      });
      const regular = (await place(standard).expect(201)).body;
      expect(regular).toMatchObject({ subtotal: '200.46', memberSavings: '0.00' });
      expect(regular.items.every((i: { listPrice: string | null }) => i.listPrice === null)).toBe(
        true,
      );
    });

    it('when the account service cannot say whether a member orders and a line has a member price, then the order is refused with the account service’s failure (502) and nothing is taken; without one it goes ahead', async () => {
      const owner = newUserId();
      const coffee = cart.catalog.addProduct({ memberDiscountPercent: 10 });
      await fillCart(owner, [[coffee, 1]]);
      cart.account.users.set(owner, { nonsense: true });
      await place(owner).expect(502);
      await expectNothingTaken(owner, 1, [[coffee, 100]]);

      const other = newUserId();
      const mug = cart.catalog.addProduct({ category: 'accessories' });
      await fillCart(other, [[mug, 1]]);
      cart.account.users.set(other, { nonsense: true });
      await place(other).expect(201);
    });
  });

  describe('bad requests', () => {
    it.each([
      ['missing', null, 'An Idempotency-Key header is required'],
      ['too short', 'abc', 'Idempotency-Key must be 8 to 100 letters, digits, - or _'],
      ['with spaces', 'not a good key', 'Idempotency-Key must be 8 to 100 letters, digits, - or _'],
      ['too long', 'k'.repeat(101), 'Idempotency-Key must be 8 to 100 letters, digits, - or _'],
    ])(
      'when the Idempotency-Key header is %s, then the answer is 400 and nothing is taken',
      async (_, key, message) => {
        const owner = newUserId();
        const product = cart.catalog.addProduct();
        await fillCart(owner, [[product, 1]]);
        const res = await place(owner, key).expect(400);
        expect(res.body.message).toBe(message);
        await expectNothingTaken(owner, 1, [[product, 100]]);
      },
    );

    it.each([
      ['an unknown field', { ...orderBody, coupon: 'FREE' }, 'Unknown field: coupon'],
      [
        'no shipping address',
        { ...orderBody, shippingAddress: undefined },
        'Shipping address is required',
      ],
      [
        'an empty first name',
        { ...orderBody, shippingAddress: { ...shippingAddress, firstName: '  ' } },
        'Please fill out all required fields',
      ],
      [
        'a missing zip code',
        { ...orderBody, shippingAddress: { ...shippingAddress, zipCode: undefined } },
        'Please fill out all required fields',
      ],
      [
        'a numeric zip code',
        { ...orderBody, shippingAddress: { ...shippingAddress, zipCode: 2101 } },
        'Please fill out all required fields',
      ],
      [
        'an unknown address field',
        { ...orderBody, shippingAddress: { ...shippingAddress, country: 'US' } },
        'Unknown field: country',
      ],
      [
        'an unknown shipping method',
        { ...orderBody, shippingMethod: 'overnight' },
        'Shipping method must be free, standard or express',
      ],
      [
        'an unknown payment method',
        { ...orderBody, paymentMethod: 'cash' },
        'Payment method must be credit-card or paypal',
      ],
      [
        'a shipping method of the wrong type',
        { ...orderBody, shippingMethod: 1 },
        'Shipping method must be free, standard or express',
      ],
    ])(
      'when the body has %s, then the answer is 400 and nothing is taken',
      async (_, body, message) => {
        const owner = newUserId();
        const product = cart.catalog.addProduct();
        await fillCart(owner, [[product, 1]]);
        const res = await place(owner, newIdempotencyKey(), body).expect(400);
        expect(res.body.message).toBe(message);
        await expectNothingTaken(owner, 1, [[product, 100]]);
      },
    );

    it('when the body is not JSON or the query names anything, then the answer is a 4xx and nothing is taken', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      await fillCart(owner, [[product, 1]]);
      await place(owner).set('content-type', 'text/plain').send('hello').expect(415);
      const malformed = await cart
        .as(owner)
        .post('/api/orders')
        .set('Idempotency-Key', newIdempotencyKey())
        .set('content-type', 'application/json')
        .send('{"shippingAddress":')
        .expect(400);
      expect(malformed.body.message).toBe('Malformed JSON body');
      const query = await cart
        .as(owner)
        .post(`/api/orders?userId=${newUserId()}`)
        .set('Idempotency-Key', newIdempotencyKey())
        .send(orderBody)
        .expect(400);
      expect(query.body.message).toBe('Unknown field: userId');
      await expectNothingTaken(owner, 1, [[product, 100]]);
    });

    it('when no token is sent, then the answer is 401', async () => {
      await request(cart.url)
        .post('/api/orders')
        .set('Idempotency-Key', newIdempotencyKey())
        .send(orderBody)
        .expect(401);
    });
  });

  describe('what the cart and the stock allow', () => {
    it('when the cart is empty, then the answer is 409 Your cart is empty', async () => {
      const owner = newUserId();
      const res = await place(owner).expect(409);
      expect(res.body).toMatchObject({ message: 'Your cart is empty', code: 'CART_EMPTY' });
      expect(await ordersOf(owner)).toEqual([]);
    });

    it('when one line cannot be filled, then the answer is 409 naming that product and nothing is taken', async () => {
      const owner = newUserId();
      const plenty = cart.catalog.addProduct({ inventory: 50 });
      const scarce = cart.catalog.addProduct({ name: 'Jamaica Blue Mountain', inventory: 5 });
      await fillCart(owner, [
        [plenty, 2],
        [scarce, 4],
      ]);
      cart.catalog.products.set(scarce.id, { ...scarce, inventory: 1 });

      const res = await place(owner).expect(409);
      expect(res.body).toMatchObject({
        message: 'Only 1 left of Jamaica Blue Mountain',
        code: 'OUT_OF_STOCK',
        productId: scarce.id,
        productName: 'Jamaica Blue Mountain',
        available: 1,
      });
      await expectNothingTaken(owner, 2, [
        [plenty, 50],
        [scarce, 1],
      ]);
    });

    it('when a product was withdrawn from sale, then the answer is 409 saying it is out of stock', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ name: 'Holiday Blend' });
      await fillCart(owner, [[product, 1]]);
      cart.catalog.products.set(product.id, { ...product, inStock: false });
      const res = await place(owner).expect(409);
      expect(res.body).toMatchObject({
        message: 'Holiday Blend is out of stock',
        productId: product.id,
      });
      await expectNothingTaken(owner, 1, []);
    });

    it('when a product left the catalog, then the answer is 409 naming it by the name it had', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ name: 'Discontinued Decaf' });
      const other = cart.catalog.addProduct();
      await fillCart(owner, [
        [other, 1],
        [product, 1],
      ]);
      cart.catalog.products.delete(product.id);
      const res = await place(owner).expect(409);
      expect(res.body).toMatchObject({
        message: 'Discontinued Decaf is no longer available',
        code: 'PRODUCT_UNAVAILABLE',
        productId: product.id,
      });
      await expectNothingTaken(owner, 2, [[other, 100]]);
    });

    it("when the stock is sold between the check and the reservation, then the catalog's 409 is passed on and nothing is taken", async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ name: 'Last Bag', inventory: 3 });
      await fillCart(owner, [[product, 2]]);
      // Someone else's order wins the race at the catalog.
      cart.catalog.setBeforeReserve(() => {
        cart.catalog.products.set(product.id, { ...product, inventory: 1 });
      });
      try {
        const res = await place(owner).expect(409);
        expect(res.body).toMatchObject({
          message: 'Only 1 left of Last Bag',
          code: 'OUT_OF_STOCK',
          productId: product.id,
          available: 1,
        });
      } finally {
        cart.catalog.setBeforeReserve(undefined);
      }
      await expectNothingTaken(owner, 1, [[product, 1]]);
    });
  });

  describe('variants (bag size x grind)', () => {
    const twoSizes = () =>
      cart.catalog.addCoffee(
        [
          { size: '12 oz', grind: 'whole-bean', price: '18.99', inventory: 30 },
          { size: '2 lb', grind: 'pour-over', price: '44.99', inventory: 5 },
        ],
        { name: 'Ethiopia Yirgacheffe' },
      );
    const addVariant = (owner: string, productId: string, variantId: string, quantity: number) =>
      cart.as(owner).post('/api/cart').send({ productId, variantId, quantity }).expect(201);

    it('when two variants of one product are ordered, then each line is priced, reserved and kept by its variant', async () => {
      const owner = newUserId();
      const product = twoSizes();
      await addVariant(owner, product.id, '12oz-whole-bean', 2);
      await addVariant(owner, product.id, '2lb-pour-over', 1);

      const res = await place(owner).expect(201);
      expect(orderSchema.safeParse(res.body).success).toBe(true);
      expect(res.body.items).toEqual([
        expect.objectContaining({
          productId: product.id,
          name: 'Ethiopia Yirgacheffe',
          variantId: '12oz-whole-bean',
          variantLabel: '12 oz, whole bean',
          sku: `SKU-${product.id.slice(-6)}-12OZ-WHOLE-BEAN`,
          unitSize: '12 oz',
          price: '18.99',
          quantity: 2,
        }),
        expect.objectContaining({
          variantId: '2lb-pour-over',
          variantLabel: '2 lb, pour-over',
          sku: `SKU-${product.id.slice(-6)}-2LB-POUR-OVER`,
          unitSize: '2 lb',
          price: '44.99',
          quantity: 1,
        }),
      ]);
      expect(res.body.subtotal).toBe('82.97');
      // The catalog was asked for each variant's stock, and each variant's stock was taken.
      expect(cart.catalog.reservations.get(res.body.id)).toEqual([
        { productId: product.id, variantId: '12oz-whole-bean', quantity: 2 },
        { productId: product.id, variantId: '2lb-pour-over', quantity: 1 },
      ]);
      expect(cart.catalog.variantStock(product.id, '12oz-whole-bean')).toBe(28);
      expect(cart.catalog.variantStock(product.id, '2lb-pour-over')).toBe(4);
      // Stored with the order: read back the same.
      const read = await cart.as(owner).get(`/api/orders/${res.body.id}`).expect(200);
      expect(read.body.items).toEqual(res.body.items);
    });

    it("when a line's variant was retired after it went into the cart, then the answer is 400 and nothing is taken", async () => {
      const owner = newUserId();
      const product = twoSizes();
      await addVariant(owner, product.id, '2lb-pour-over', 1);
      cart.catalog.products.set(product.id, {
        ...product,
        variants: product.variants.map((v) =>
          v.id === '2lb-pour-over' ? { ...v, retired: true } : v,
        ),
      });
      const res = await place(owner).expect(400);
      expect(res.body).toMatchObject({ message: RETIRED_VARIANT_MESSAGE });
      expect(await ordersOf(owner)).toEqual([]);
      expect(await cartOf(owner)).toHaveLength(1);
      expect(cart.catalog.variantStock(product.id, '2lb-pour-over')).toBe(5);
    });

    it('when one variant runs short at the catalog, then the 409 names that variant and nothing is taken', async () => {
      const owner = newUserId();
      const product = twoSizes();
      await addVariant(owner, product.id, '12oz-whole-bean', 1);
      await addVariant(owner, product.id, '2lb-pour-over', 3);
      // Someone else's order takes the 2 lb bags first.
      cart.catalog.setBeforeReserve(() => {
        const now = cart.catalog.products.get(product.id)!;
        cart.catalog.products.set(product.id, {
          ...now,
          variants: (now.variants ?? []).map((v) =>
            v.id === '2lb-pour-over' ? { ...v, inventory: 1 } : v,
          ),
        });
      });
      try {
        const res = await place(owner).expect(409);
        expect(res.body).toMatchObject({
          message: 'Only 1 left of Ethiopia Yirgacheffe, 2 lb, pour-over',
          code: 'OUT_OF_STOCK',
          productId: product.id,
          variantId: '2lb-pour-over',
          productName: 'Ethiopia Yirgacheffe, 2 lb, pour-over',
          available: 1,
        });
      } finally {
        cart.catalog.setBeforeReserve(undefined);
      }
      expect(await ordersOf(owner)).toEqual([]);
      expect(await cartOf(owner)).toHaveLength(2);
      expect(cart.catalog.variantStock(product.id, '12oz-whole-bean')).toBe(30);
    });

    it('when an order was stored before variants, then it still reads, with no variant', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ name: 'House Blend' });
      await fillCart(owner, [[product, 1]]);
      const placed = await place(owner).expect(201);
      // As an order line was stored before this change: no variant, label or SKU.
      await orderItemModel(cart.db).collection.updateMany(
        { productId: product.id },
        { $unset: { variantId: '', variantLabel: '', sku: '' } },
      );
      const read = await cart.as(owner).get(`/api/orders/${placed.body.id}`).expect(200);
      expect(orderSchema.safeParse(read.body).success).toBe(true);
      expect(read.body.items).toEqual([
        expect.objectContaining({
          name: 'House Blend',
          variantId: null,
          variantLabel: '',
          sku: null,
        }),
      ]);
    });
  });

  describe('idempotency', () => {
    it('when the same key is sent twice, then the second answer is 200 with the same order and nothing is taken twice', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      await fillCart(owner, [[product, 2]]);
      const key = newIdempotencyKey();
      const first = await place(owner, key).expect(201);
      // The cart is empty now: a real second placement would say so.
      const second = await place(owner, key).expect(200);
      expect(second.body).toEqual(first.body);
      expect(await ordersOf(owner)).toHaveLength(1);
      expect(inventoryOf(product)).toBe(98);
    });

    it('when the same key comes with different details, then the answer is 409 and the order is unchanged', async () => {
      const owner = newUserId();
      await fillCart(owner, [[cart.catalog.addProduct(), 1]]);
      const key = newIdempotencyKey();
      const first = await place(owner, key).expect(201);
      const res = await place(owner, key, { ...orderBody, shippingMethod: 'express' }).expect(409);
      expect(res.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED' });
      await cart.as(owner).get(`/api/orders/${first.body.id}`).expect(200, first.body);
    });

    it('when another user sends the same key, then they get their own order', async () => {
      const [alice, bob] = [newUserId(), newUserId()];
      await fillCart(alice, [[cart.catalog.addProduct(), 1]]);
      await fillCart(bob, [[cart.catalog.addProduct(), 1]]);
      const key = newIdempotencyKey();
      const a = await place(alice, key).expect(201);
      const b = await place(bob, key).expect(201);
      expect(b.body.id).not.toBe(a.body.id);
    });

    it('when the same key is submitted twice at once, then one order is placed and both answers carry it', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      await fillCart(owner, [[product, 3]]);
      const key = newIdempotencyKey();
      const [a, b] = await Promise.all([place(owner, key), place(owner, key)]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body).toEqual(b.body);
      expect(await ordersOf(owner)).toHaveLength(1);
      expect(inventoryOf(product)).toBe(97);
    });

    it('when the same key reaches two instances of the service at once, then one order is placed and both answers carry it', async () => {
      const other = await cart.startAnotherInstance();
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      await fillCart(owner, [[product, 2]]);
      const key = newIdempotencyKey();
      const send = (as: StartedCart['as']) => as(owner).placeOrder(orderBody, key);
      const [a, b] = await Promise.all([send(cart.as), send(other.as)]);
      expect([a.status, b.status].sort()).toEqual([200, 201]);
      expect(a.body.id).toBe(b.body.id);
      expect(await ordersOf(owner)).toHaveLength(1);
      expect(await orderItemModel(cart.db).countDocuments({ orderId: a.body.id })).toBe(1);
      expect(inventoryOf(product)).toBe(98);
    });

    // A checkout never overlaps a cart change, whichever instances they reach.
    it.each(INSTANCES)(
      'when a checkout and adds of the same product race on %s, then every bag added is either in the order or still in the cart',
      async (_name, count) => {
        const over = await cart.spread(count);
        const owner = newUserId();
        const product = cart.catalog.addProduct();
        await fillCart(owner, [[product, 1]]);
        const [placed, ...adds] = await Promise.all([
          over(0).as(owner).placeOrder(),
          ...[1, 2, 3].map((i) =>
            over(i).as(owner).post('/api/cart').send({ productId: product.id }),
          ),
        ]);
        expect(placed?.status).toBe(201);
        expect(adds.map((a) => a.status)).toEqual([201, 201, 201]);
        const ordered = (placed?.body as { items: { quantity: number }[] }).items[0]?.quantity ?? 0;
        const left = (await cartOf(owner)).reduce((sum, line) => sum + line.quantity, 0);
        expect(ordered + left).toBe(4);
        expect(inventoryOf(product)).toBe(100 - ordered);
      },
    );

    // A cart checked out once: the same on one instance and with the checkouts spread over two.
    it.each(INSTANCES)(
      'when six checkouts with different keys reach %s at once for one cart, then one order is placed and the others find the cart empty',
      async (_name, count) => {
        const over = await cart.spread(count);
        const owner = newUserId();
        const product = cart.catalog.addProduct();
        await fillCart(owner, [[product, 2]]);
        const reservationsBefore = cart.catalog.reservations.size;
        const answers = await Promise.all(
          Array.from({ length: 6 }, (_, i) => over(i).as(owner).placeOrder()),
        );
        expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409, 409]);
        for (const a of answers.filter((r) => r.status === 409)) {
          expect(a.body).toMatchObject({ message: 'Your cart is empty', code: 'CART_EMPTY' });
        }
        const placed = answers.find((a) => a.status === 201)?.body as { id: string };
        expect((await ordersOf(owner)).map((o) => o.status)).toEqual(['pending']);
        expect(await orderItemModel(cart.db).countDocuments({ orderId: placed.id })).toBe(1);
        expect(cart.catalog.reservations.size).toBe(reservationsBefore + 1);
        expect(inventoryOf(product)).toBe(98);
        expect(await cartOf(owner)).toEqual([]);
      },
    );
  });
});
