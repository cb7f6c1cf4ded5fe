import {
  cartItemSchema,
  cartSchema,
  MAX_LINE_QUANTITY,
  productSchema,
  RETIRED_VARIANT_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  type ProductWire,
} from '@coffee/contracts';
import { invalidTokenKinds } from '@coffee/service-defaults/testing';
import request from 'supertest';
import { INSTANCES, newUserId, startCart, type StartedCart } from '../../__tests__/start-cart';
import { cartItemModel, dropLegacyCartIndex, LEGACY_CART_INDEX } from '../../data/cart-item-model';

/** A product as a cart line carries it: the catalog's, without its list of variants. */
const served = (product: ProductWire) => ({
  ...productSchema.parse(product),
  defaultVariantId: 'default',
  variants: [],
});
/** The one variant of a product the catalog sells without options. */
const defaultVariantOf = (product: ProductWire) => ({
  id: 'default',
  sku: product.sku,
  size: null,
  grind: null,
  label: '',
  price: product.price,
  originalPrice: product.originalPrice,
  inStock: product.inStock,
  inventory: product.inventory,
  imageUrl: null,
  retired: false,
});

describe('the cart API', () => {
  let cart: StartedCart;

  const addLine = (owner: string, productId: string, quantity?: number) =>
    cartItemModel(cart.db).create({ userId: owner, productId, quantity });
  const linesOf = (owner: string) =>
    cartItemModel(cart.db).find({ userId: owner }).sort({ createdAt: 1 }).lean();

  beforeAll(async () => {
    // Every one of a user's concurrent requests reaches the user's lock: what is proven here is
    // the lock (no lost update). The bound in front of it is shopper-limits.test.ts's.
    cart = await startCart({ CART_CHANGES_PER_USER: '100' });
  });

  afterAll(async () => {
    await cart.stop();
  });

  describe('authentication', () => {
    it('when no token is sent, then every cart call answers 401 Not authenticated', async () => {
      const id = '0123456789abcdef01234567';
      for (const call of [
        request(cart.url).get('/api/cart'),
        request(cart.url).post('/api/cart').send({ productId: id }),
        request(cart.url).put(`/api/cart/${id}`).send({ quantity: 2 }),
        request(cart.url).delete(`/api/cart/${id}`),
      ]) {
        const res = await call.expect(401);
        expect(res.body).toMatchObject({ message: 'Not authenticated' });
      }
    });

    it.each(invalidTokenKinds)('when the token is %s, then the answer is 401', async (kind) => {
      const owner = newUserId();
      await addLine(owner, cart.catalog.addProduct().id);
      const res = await request(cart.url)
        .get('/api/cart')
        .set('authorization', `Bearer ${cart.tokens[kind]({ sub: owner })}`)
        .expect(401);
      expect(res.body).toMatchObject({ message: 'Not authenticated' });
    });

    it('when the authorization header is not a bearer token, then the answer is 401', async () => {
      await request(cart.url)
        .get('/api/cart')
        .set('authorization', 'Basic dXNlcjpwYXNz')
        .expect(401);
    });
  });

  describe('GET /api/cart', () => {
    it('when the cart is empty, then the answer is an empty list', async () => {
      await cart.as(newUserId()).get('/api/cart').expect(200, []);
    });

    it('when the user has lines, then each carries id, productId, quantity, the catalog product and createdAt, oldest first', async () => {
      const owner = newUserId();
      const first = cart.catalog.addProduct({ price: '18.99', name: 'Ethiopian Yirgacheffe' });
      const second = cart.catalog.addProduct({ price: '12.49' });
      const a = await addLine(owner, first.id, 3);
      const b = await addLine(owner, second.id);

      const res = await cart.as(owner).get('/api/cart').expect(200);
      expect(cartSchema.safeParse(res.body).success).toBe(true);
      expect(res.body).toEqual([
        {
          id: a._id.toHexString(),
          productId: first.id,
          quantity: 3,
          product: served(first),
          variantId: 'default',
          variant: defaultVariantOf(first),
          createdAt: a.createdAt.toISOString(),
        },
        {
          id: b._id.toHexString(),
          productId: second.id,
          quantity: 1,
          product: served(second),
          variantId: 'default',
          variant: defaultVariantOf(second),
          createdAt: b.createdAt.toISOString(),
        },
      ]);
    });

    it('when another user has lines, then they never appear in my cart, whatever the query says', async () => {
      const me = newUserId();
      const other = newUserId();
      const mine = cart.catalog.addProduct();
      await addLine(me, mine.id);
      await addLine(other, cart.catalog.addProduct().id, 5);

      const res = await cart.as(me).get('/api/cart').expect(200);
      expect(res.body.map((line: { productId: string }) => line.productId)).toEqual([mine.id]);

      const query = await cart.as(me).get(`/api/cart?userId=${other}`).expect(400);
      expect(query.body).toMatchObject({ message: 'Unknown field: userId' });
    });

    it('when the request carries operator parameters or a malformed JSON body, then the answer is 400 JSON', async () => {
      const me = newUserId();
      const operator = await cart.as(me).get('/api/cart?userId[$ne]=x').expect(400);
      expect(operator.body.message).toMatch(/Unknown field/);
      const malformed = await cart
        .as(me)
        .get('/api/cart')
        .set('content-type', 'application/json')
        .send('{"userId":')
        .expect(400);
      expect(malformed.body).toMatchObject({ message: 'Malformed JSON body' });
    });

    it('when staff sign in, then they see only their own cart too', async () => {
      await addLine(newUserId(), cart.catalog.addProduct().id);
      await request(cart.url)
        .get('/api/cart')
        .set('authorization', `Bearer ${cart.tokens.valid({ sub: newUserId(), role: 'admin' })}`)
        .expect(200, []);
    });

    it('when a product has left the catalog, then its line is still listed, with product null', async () => {
      const owner = newUserId();
      const kept = cart.catalog.addProduct();
      await addLine(owner, kept.id);
      await addLine(owner, 'ffffffffffffffffffffffff', 2);
      await addLine(owner, 'not-a-product-id');

      const res = await cart.as(owner).get('/api/cart').expect(200);
      expect(
        res.body.map((line: { productId: string; product: unknown }) => [
          line.productId,
          line.product === null,
        ]),
      ).toEqual([
        [kept.id, false],
        ['ffffffffffffffffffffffff', true],
        ['not-a-product-id', true],
      ]);
    });

    it('when a request id comes with the call, then it reaches the catalog and the answer', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      await addLine(owner, product.id);
      const res = await cart
        .as(owner)
        .get('/api/cart')
        .set('x-request-id', 'cart-req-1')
        .expect(200);
      expect(res.headers['x-request-id']).toBe('cart-req-1');
      expect(cart.catalog.calls).toContainEqual(
        expect.objectContaining({ path: `/api/products/${product.id}`, requestId: 'cart-req-1' }),
      );
    });
  });

  describe('POST /api/cart', () => {
    it('when a product is added, then the answer is 201 with the new line priced by the catalog', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ price: '21.50' });

      const res = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id })
        .expect(201);
      expect(cartItemSchema.safeParse(res.body).success).toBe(true);
      expect(res.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f]{24}$/),
        productId: product.id,
        quantity: 1,
        product: served(product),
        variantId: 'default',
        variant: defaultVariantOf(product),
        createdAt: expect.any(String),
      });
      const list = await cart.as(owner).get('/api/cart').expect(200);
      expect(list.body).toEqual([res.body]);
    });

    it('when the same product is added again, then its one line grows by the quantity', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      const first = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, quantity: 2 })
        .expect(201);
      const second = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, quantity: 3 })
        .expect(201);
      expect(second.body).toMatchObject({ id: first.body.id, quantity: 5 });
      expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 5 })]);
    });

    it(`when the line would exceed ${MAX_LINE_QUANTITY}, then the answer is 400 with a readable message and the line is unchanged`, async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ name: 'Kenya AA', inventory: 500 });
      await addLine(owner, product.id, 98);

      const res = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, quantity: 2 })
        .expect(400);
      expect(res.body.message).toBe(
        `You already have 98 of Kenya AA in your cart; a cart line holds at most ${MAX_LINE_QUANTITY}`,
      );
      expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 98 })]);
      await cart.as(owner).post('/api/cart').send({ productId: product.id }).expect(201);
      expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 99 })]);
    });

    it('when the product does not exist, then the answer is 404 Product not found and nothing is stored', async () => {
      const owner = newUserId();
      const res = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: 'aaaaaaaaaaaaaaaaaaaaaaaa' })
        .expect(404);
      expect(res.body).toMatchObject({ message: 'Product not found' });
      expect(await linesOf(owner)).toEqual([]);
    });

    it('when the product is out of stock, then the answer is 409 naming it and nothing is stored', async () => {
      const owner = newUserId();
      const soldOut = cart.catalog.addProduct({ name: 'Geisha Reserve', inventory: 0 });
      const withdrawn = cart.catalog.addProduct({ name: 'Old Blend', inStock: false });

      const a = await cart.as(owner).post('/api/cart').send({ productId: soldOut.id }).expect(409);
      expect(a.body).toMatchObject({
        message: 'Geisha Reserve is out of stock',
        code: 'OUT_OF_STOCK',
        productId: soldOut.id,
        productName: 'Geisha Reserve',
        available: 0,
      });
      const b = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: withdrawn.id })
        .expect(409);
      expect(b.body.message).toBe('Old Blend is out of stock');
      expect(await linesOf(owner)).toEqual([]);
    });

    it('when more are asked than the catalog has, then the answer is 409 saying how many are left', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ name: 'Sumatra', inventory: 3 });
      await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, quantity: 2 })
        .expect(201);
      const res = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, quantity: 2 })
        .expect(409);
      expect(res.body).toMatchObject({ message: 'Only 3 left of Sumatra', available: 3 });
      expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 2 })]);
    });

    it.each([
      ['a price', { price: '0.01' }, 'Unknown field: price'],
      ['a userId', { userId: 'someone-else' }, 'Unknown field: userId'],
      ['quantity 0', { quantity: 0 }, 'Quantity must be at least 1'],
      ['quantity 100', { quantity: 100 }, `Quantity must be at most ${MAX_LINE_QUANTITY}`],
      ['quantity 1.5', { quantity: 1.5 }, 'Quantity must be a whole number'],
      ['quantity "2"', { quantity: '2' }, 'Quantity must be a whole number'],
      ['a malformed productId', { productId: 'abc' }, 'productId must be a product id'],
      ['an operator as productId', { productId: { $ne: null } }, 'productId must be a product id'],
    ])(
      'when the body has %s, then the answer is 400 and nothing is stored',
      async (_, extra, message) => {
        const owner = newUserId();
        const product = cart.catalog.addProduct();
        const res = await cart
          .as(owner)
          .post('/api/cart')
          .send({ productId: product.id, ...extra })
          .expect(400);
        expect(res.body.message).toBe(message);
        expect(await linesOf(owner)).toEqual([]);
      },
    );

    it('when the body is missing, not JSON or not an object, then the answer is a 4xx JSON error', async () => {
      const owner = newUserId();
      const missing = await cart.as(owner).post('/api/cart').expect(400);
      expect(missing.body.message).toBe('productId must be a product id');
      await cart
        .as(owner)
        .post('/api/cart')
        .set('content-type', 'text/plain')
        .send('x')
        .expect(415);
      const array = await cart.as(owner).post('/api/cart').send([1, 2]).expect(400);
      expect(array.body.message).toEqual(expect.any(String));
      expect(await linesOf(owner)).toEqual([]);
    });
  });

  // No lost cart update: the same guarantees on one instance, and with the requests spread over
  // two instances sharing the database (each with its own in-process per-user queue).
  describe.each(INSTANCES)('concurrent changes to one cart on %s', (_name, count) => {
    let over: Awaited<ReturnType<StartedCart['spread']>>;

    beforeAll(async () => {
      over = await cart.spread(count);
    });

    it('when the same product is added 20 times at once, then there is one line holding all 20 and each answer saw the one before', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          over(i).as(owner).post('/api/cart').send({ productId: product.id }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(20).fill(201));
      // Each add answers with the line after it: one after the other, they count 1 to 20.
      const seen = results.map((r) => cartItemSchema.parse(r.body).quantity);
      expect(seen.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
      expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 20 })]);
    });

    it('when different products are added at once, then each gets its own line with its quantity', async () => {
      const owner = newUserId();
      const products = Array.from({ length: 6 }, () => cart.catalog.addProduct());
      const results = await Promise.all(
        products.map((product, i) =>
          over(i)
            .as(owner)
            .post('/api/cart')
            .send({ productId: product.id, quantity: i + 1 }),
        ),
      );
      expect(results.map((r) => r.status)).toEqual(Array(6).fill(201));
      const lines = await linesOf(owner);
      expect(lines.map((line) => [line.productId, line.quantity]).sort()).toEqual(
        products.map((product, i) => [product.id, i + 1]).sort(),
      );
    });

    it('when one line is set and added to at once, then the last write wins and no add is lost after it', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      const line = await addLine(owner, product.id, 1);
      const calls = Array.from({ length: 11 }, (_, i) =>
        i === 5
          ? over(i).as(owner).put(`/api/cart/${line._id.toHexString()}`).send({ quantity: 50 })
          : over(i).as(owner).post('/api/cart').send({ productId: product.id }),
      );
      const results = await Promise.all(calls);
      expect(results.map((r) => r.status).sort()).toEqual([200, ...Array(10).fill(201)]);
      // One after the other: the adds before the set count 2, 3, ... and the set's 50 replaces
      // them; the adds after it count 51, 52, ... The line ends where the last of them left it.
      const added = results
        .filter((_, i) => i !== 5)
        .map((r) => cartItemSchema.parse(r.body).quantity)
        .sort((a, b) => a - b);
      const before = added.filter((q) => q < 50);
      const after = added.filter((q) => q > 50);
      expect(before).toEqual(before.map((_, i) => i + 2));
      expect(after).toEqual(after.map((_, i) => i + 51));
      expect(await linesOf(owner)).toEqual([
        expect.objectContaining({ quantity: 50 + after.length }),
      ]);
    });

    it('when one line is set to different quantities at once, then each set answers with its own and the line holds one of them', async () => {
      const owner = newUserId();
      const line = await addLine(owner, cart.catalog.addProduct().id, 1);
      const quantities = [3, 7, 11, 2, 9, 5, 8, 4];
      const results = await Promise.all(
        quantities.map((quantity, i) =>
          over(i).as(owner).put(`/api/cart/${line._id.toHexString()}`).send({ quantity }),
        ),
      );
      expect(results.map((r) => cartItemSchema.parse(r.body).quantity)).toEqual(quantities);
      const lines = await linesOf(owner);
      expect(lines).toHaveLength(1);
      expect(quantities).toContain(lines[0]?.quantity);
    });
  });

  describe('PUT /api/cart/:itemId', () => {
    it('when the quantity is set, then the answer is 200 with the line and the cart shows it', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct();
      const line = await addLine(owner, product.id, 2);
      const res = await cart
        .as(owner)
        .put(`/api/cart/${line._id.toHexString()}`)
        .send({ quantity: 7 })
        .expect(200);
      expect(res.body).toMatchObject({ id: line._id.toHexString(), quantity: 7, product });
      expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 7 })]);
    });

    it.each([
      [{ quantity: 0 }, 'Quantity must be at least 1'],
      [{ quantity: 100 }, `Quantity must be at most ${MAX_LINE_QUANTITY}`],
      [{ quantity: 1.5 }, 'Quantity must be a whole number'],
      [{ quantity: '2' }, 'Quantity must be a whole number'],
      [{}, 'Quantity must be a whole number'],
      [{ quantity: 2, productId: 'aaaaaaaaaaaaaaaaaaaaaaaa' }, 'Unknown field: productId'],
    ])(
      'when the body is %j, then the answer is 400 and the line is unchanged',
      async (body, message) => {
        const owner = newUserId();
        const line = await addLine(owner, cart.catalog.addProduct().id, 4);
        const res = await cart
          .as(owner)
          .put(`/api/cart/${line._id.toHexString()}`)
          .send(body)
          .expect(400);
        expect(res.body.message).toBe(message);
        expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 4 })]);
      },
    );

    it("when the line is unknown, malformed or someone else's, then the answer is 404 and nothing changes", async () => {
      const owner = newUserId();
      const theirs = await addLine(newUserId(), cart.catalog.addProduct().id, 2);
      for (const itemId of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id', theirs._id.toHexString()]) {
        const res = await cart
          .as(owner)
          .put(`/api/cart/${itemId}`)
          .send({ quantity: 5 })
          .expect(404);
        expect(res.body).toMatchObject({ message: 'Cart item not found' });
      }
      expect((await cartItemModel(cart.db).findById(theirs._id).lean())?.quantity).toBe(2);
    });

    it('when raising beyond the stock, then 409; lowering works even when sold out', async () => {
      const owner = newUserId();
      const product = cart.catalog.addProduct({ name: 'Panama Geisha', inventory: 5 });
      const line = await addLine(owner, product.id, 4);
      const path = `/api/cart/${line._id.toHexString()}`;
      const res = await cart.as(owner).put(path).send({ quantity: 6 }).expect(409);
      expect(res.body.message).toBe('Only 5 left of Panama Geisha');

      cart.catalog.products.set(product.id, { ...product, inventory: 0, inStock: false });
      await cart.as(owner).put(path).send({ quantity: 1 }).expect(200);
      expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 1 })]);
    });
  });

  describe('DELETE /api/cart/:itemId', () => {
    it('when a line is removed, then the answer is 204 and the line is gone; a second delete is 404', async () => {
      const owner = newUserId();
      const line = await addLine(owner, cart.catalog.addProduct().id);
      const path = `/api/cart/${line._id.toHexString()}`;
      await cart.as(owner).delete(path).expect(204);
      expect(await linesOf(owner)).toEqual([]);
      const again = await cart.as(owner).delete(path).expect(404);
      expect(again.body).toMatchObject({ message: 'Cart item not found' });
    });

    it("when the line is malformed or someone else's, then the answer is 404 and it stays", async () => {
      const owner = newUserId();
      const other = newUserId();
      const theirs = await addLine(other, cart.catalog.addProduct().id);
      await cart.as(owner).delete('/api/cart/not-an-id').expect(404);
      await cart.as(owner).delete(`/api/cart/${theirs._id.toHexString()}`).expect(404);
      expect(await linesOf(other)).toHaveLength(1);
    });
  });

  describe('variants (bag size x grind)', () => {
    const beans = () =>
      cart.catalog.addCoffee(
        [
          { size: '12 oz', grind: 'whole-bean', price: '18.99', inventory: 40 },
          { size: '2 lb', grind: 'pour-over', price: '44.99', inventory: 2 },
          { size: '5 lb', grind: 'espresso', price: '99.99', inventory: 9, retired: true },
        ],
        { name: 'Ethiopia Yirgacheffe' },
      );

    it('when two variants of one product are added, then each is its own line priced by its variant; the same variant again grows its line', async () => {
      const owner = newUserId();
      const product = beans();
      const small = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '12oz-whole-bean', quantity: 2 })
        .expect(201);
      const big = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '2lb-pour-over' })
        .expect(201);
      expect(big.body.id).not.toBe(small.body.id);
      const again = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '12oz-whole-bean' })
        .expect(201);
      expect(again.body).toMatchObject({ id: small.body.id, quantity: 3 });

      const res = await cart.as(owner).get('/api/cart').expect(200);
      expect(cartSchema.safeParse(res.body).success).toBe(true);
      expect(
        res.body.map(
          (line: {
            variantId: string;
            quantity: number;
            variant: { price: string; label: string; sku: string };
          }) => [
            line.variantId,
            line.quantity,
            line.variant.price,
            line.variant.label,
            line.variant.sku,
          ],
        ),
      ).toEqual([
        [
          '12oz-whole-bean',
          3,
          '18.99',
          '12 oz, whole bean',
          `SKU-${product.id.slice(-6)}-12OZ-WHOLE-BEAN`,
        ],
        [
          '2lb-pour-over',
          1,
          '44.99',
          '2 lb, pour-over',
          `SKU-${product.id.slice(-6)}-2LB-POUR-OVER`,
        ],
      ]);
      expect(await linesOf(owner)).toEqual([
        expect.objectContaining({
          variantId: '12oz-whole-bean',
          variantLabel: '12 oz, whole bean',
        }),
        expect.objectContaining({ variantId: '2lb-pour-over', variantLabel: '2 lb, pour-over' }),
      ]);
    });

    it("when no variant is named, then the line is the product's default variant", async () => {
      const owner = newUserId();
      const product = beans();
      const res = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id })
        .expect(201);
      expect(res.body).toMatchObject({ variantId: '12oz-whole-bean', variant: { price: '18.99' } });
      await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '12oz-whole-bean' })
        .expect(201);
      expect(await linesOf(owner)).toEqual([expect.objectContaining({ quantity: 2 })]);
    });

    it("when the variant is unknown, retired or malformed, then the answer is 400 with the contract's message and nothing is stored", async () => {
      const owner = newUserId();
      const product = beans();
      const unknown = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '8oz-cold-brew' })
        .expect(400);
      expect(unknown.body).toMatchObject({ message: UNKNOWN_VARIANT_MESSAGE });
      const retired = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '5lb-espresso' })
        .expect(400);
      expect(retired.body).toMatchObject({ message: RETIRED_VARIANT_MESSAGE });
      for (const variantId of ['2LB', '', 'a'.repeat(41), 7, { $ne: null }]) {
        await cart
          .as(owner)
          .post('/api/cart')
          .send({ productId: product.id, variantId })
          .expect(400);
      }
      expect(await linesOf(owner)).toEqual([]);
    });

    it('when a variant runs short, then its own stock counts and the 409 names it', async () => {
      const owner = newUserId();
      const product = beans();
      const res = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '2lb-pour-over', quantity: 3 })
        .expect(409);
      expect(res.body).toMatchObject({
        message: 'Only 2 left of Ethiopia Yirgacheffe, 2 lb, pour-over',
        code: 'OUT_OF_STOCK',
        productId: product.id,
        variantId: '2lb-pour-over',
        productName: 'Ethiopia Yirgacheffe, 2 lb, pour-over',
        available: 2,
      });
      // The 12 oz has plenty: the product's other variant is not held back.
      await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '12oz-whole-bean', quantity: 3 })
        .expect(201);
      const line = (await linesOf(owner))[0]!;
      const tooMany = await cart
        .as(owner)
        .put(`/api/cart/${line._id.toHexString()}`)
        .send({ quantity: 41 })
        .expect(409);
      expect(tooMany.body.message).toBe('Only 40 left of Ethiopia Yirgacheffe, 12 oz, whole bean');
    });

    it('when a line was stored before variants, then it reads as the default variant and adding that variant grows it', async () => {
      const owner = newUserId();
      const product = beans();
      const legacy = await addLine(owner, product.id, 2);
      const read = await cart.as(owner).get('/api/cart').expect(200);
      expect(read.body).toEqual([
        expect.objectContaining({
          variantId: '12oz-whole-bean',
          variant: expect.objectContaining({ price: '18.99' }),
        }),
      ]);
      const res = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id })
        .expect(201);
      expect(res.body).toMatchObject({ id: legacy._id.toHexString(), quantity: 3 });
      expect(await linesOf(owner)).toEqual([
        expect.objectContaining({ quantity: 3, variantId: '12oz-whole-bean' }),
      ]);
    });

    it("when a line's variant is retired later, then the cart lists it with variant null, it can be lowered but not raised", async () => {
      const owner = newUserId();
      const product = beans();
      const added = await cart
        .as(owner)
        .post('/api/cart')
        .send({ productId: product.id, variantId: '2lb-pour-over', quantity: 2 })
        .expect(201);
      cart.catalog.products.set(product.id, {
        ...product,
        variants: product.variants.map((v) =>
          v.id === '2lb-pour-over' ? { ...v, retired: true } : v,
        ),
      });
      const read = await cart.as(owner).get('/api/cart').expect(200);
      expect(read.body).toEqual([
        expect.objectContaining({ variantId: '2lb-pour-over', variant: null }),
      ]);
      const path = `/api/cart/${added.body.id}`;
      const raise = await cart.as(owner).put(path).send({ quantity: 3 }).expect(400);
      expect(raise.body).toMatchObject({ message: RETIRED_VARIANT_MESSAGE });
      await cart.as(owner).put(path).send({ quantity: 1 }).expect(200);
    });

    it('when a database still has the unique index of one line per product, then the start drops it (once) and two variants fit', async () => {
      // A database of its own, as an older deployment's: the old index and one line in it.
      const older = cart.db.useDb(`${cart.db.name}_before_variants`);
      const CartItem = cartItemModel(older);
      await CartItem.collection.createIndex(
        { userId: 1, productId: 1 },
        { unique: true, name: LEGACY_CART_INDEX },
      );
      await CartItem.createIndexes();
      const owner = newUserId();
      const productId = 'aaaaaaaaaaaaaaaaaaaaaaaa';
      await CartItem.create({ userId: owner, productId, quantity: 1 });
      // While it stands, a second variant of the product is refused by the database.
      await expect(
        CartItem.create({ userId: owner, productId, variantId: '2lb', quantity: 1 }),
      ).rejects.toThrow(/duplicate key|UNIQUE/i);

      expect(await dropLegacyCartIndex(older)).toBe(true);
      expect(await dropLegacyCartIndex(older)).toBe(false);
      const names = (await CartItem.collection.indexes()).map((index) => index.name);
      expect(names).not.toContain(LEGACY_CART_INDEX);
      expect(names).toContain('userId_1_productId_1_variantId_1');
      await CartItem.create({ userId: owner, productId, variantId: '2lb', quantity: 1 });
      // The new index still allows one line per variant only.
      await expect(
        CartItem.create({ userId: owner, productId, variantId: '2lb', quantity: 1 }),
      ).rejects.toThrow(/duplicate key|UNIQUE/i);
      expect(await CartItem.countDocuments({ userId: owner })).toBe(2);
      await older.dropDatabase();
    });
  });
});

describe('the cart API when the catalog is down', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    cart = await startCart({ SERVICE_TIMEOUT_MS: '500' });
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when the catalog cannot be reached, then reads and adds answer a quick 503 and nothing is stored', async () => {
    const owner = newUserId();
    const product = cart.catalog.addProduct();
    await cartItemModel(cart.db).create({ userId: owner, productId: product.id });
    await cart.catalog.stop();

    const started = Date.now();
    const res = await cart.as(owner).get('/api/cart').expect(503);
    expect(res.body).toMatchObject({ message: 'The catalog service is unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);

    const newcomer = newUserId();
    await cart.as(newcomer).post('/api/cart').send({ productId: product.id }).expect(503);
    expect(await cartItemModel(cart.db).countDocuments({ userId: newcomer })).toBe(0);
  });

  it('when the cart is empty, then the catalog is not needed and the answer is an empty list', async () => {
    await cart.as(newUserId()).get('/api/cart').expect(200, []);
  });
});
