import request from 'supertest';
import {
  newUserId,
  orderBody,
  payOrder,
  startCart,
  type StartedCart,
} from '../../__tests__/start-cart';
import { cartItemModel } from '../../data/cart-item-model';
import { orderItemModel } from '../../data/order-item-model';
import { orderModel } from '../../data/order-model';

describe('the internal user routes (purchases, forget)', () => {
  let cart: StartedCart;
  const internal = () => {
    const url = cart.url;
    const token = cart.config.internalToken;
    return {
      get: (path: string) => request(url).get(path).set('x-internal-token', token),
      post: (path: string) => request(url).post(path).set('x-internal-token', token),
    };
  };

  /** Places an order of a new product for `owner` with a phone number; returns order and product. */
  const placeOrder = async (owner: string) => {
    const product = cart.catalog.addProduct();
    await cart.as(owner).post('/api/cart').send({ productId: product.id }).expect(201);
    const res = await cart
      .as(owner)
      .placeOrder({ ...orderBody, shippingAddress: { ...orderBody.shippingAddress, phone: '555' } })
      .expect(201);
    return { order: res.body as { id: string; orderNumber: string }, product };
  };

  beforeAll(async () => {
    cart = await startCart();
  });

  afterAll(async () => {
    await cart.stop();
  });

  describe('GET /internal/users/:userId/purchases/:productId', () => {
    it('when no or a wrong internal token is sent, then the answer is 401 / 403 and says nothing', async () => {
      const res = await request(cart.url).get('/internal/users/u1/purchases/p1');
      expect(res.status).toBe(401);
      expect(res.body).not.toHaveProperty('purchased');
      await request(cart.url)
        .get('/internal/users/u1/purchases/p1')
        .set('x-internal-token', 'wrong')
        .expect(403);
    });

    it('when a session token is sent instead, then it does not open the internal routes', async () => {
      const res = await cart.as(newUserId()).get('/internal/users/u1/purchases/p1');
      expect(res.status).toBe(401);
    });

    it('when the user ordered the product and has not paid, then purchased is false', async () => {
      const owner = newUserId();
      const { product } = await placeOrder(owner);
      await internal()
        .get(`/internal/users/${owner}/purchases/${product.id}`)
        .expect(200, { purchased: false, variants: [] });
    });

    it('when the user paid for the product, then purchased is true; for another product or user, false', async () => {
      const owner = newUserId();
      const { order, product } = await placeOrder(owner);
      await payOrder(cart, owner, order.id);
      const other = cart.catalog.addProduct();
      await internal()
        .get(`/internal/users/${owner}/purchases/${product.id}`)
        .expect(200, { purchased: true, variants: [] });
      await internal()
        .get(`/internal/users/${owner}/purchases/${other.id}`)
        .expect(200, { purchased: false, variants: [] });
      await internal()
        .get(`/internal/users/${newUserId()}/purchases/${product.id}`)
        .expect(200, { purchased: false, variants: [] });
    });

    it('when the only order with it is cancelled, then purchased is false', async () => {
      const owner = newUserId();
      const { order, product } = await placeOrder(owner);
      await orderModel(cart.db).updateOne({ _id: order.id }, { $set: { status: 'cancelled' } });
      await internal()
        .get(`/internal/users/${owner}/purchases/${product.id}`)
        .expect(200, { purchased: false, variants: [] });
    });

    it('when an order with it has shipped, then purchased is true', async () => {
      const owner = newUserId();
      const { order, product } = await placeOrder(owner);
      await orderModel(cart.db).updateOne({ _id: order.id }, { $set: { status: 'shipped' } });
      await internal()
        .get(`/internal/users/${owner}/purchases/${product.id}`)
        .expect(200, { purchased: true, variants: [] });
    });

    it('when the user paid for 12 oz once and for 2 lb twice since, then the answer names each size once, latest first', async () => {
      const owner = newUserId();
      const coffee = cart.catalog.addCoffee(
        [
          { size: '12 oz', grind: 'whole-bean', price: '18.99', inventory: 30 },
          { size: '2 lb', grind: 'pour-over', price: '44.99', inventory: 30 },
        ],
        { name: 'Ethiopia Yirgacheffe' },
      );
      const buy = async (variantIds: string[]) => {
        for (const variantId of variantIds)
          await cart
            .as(owner)
            .post('/api/cart')
            .send({ productId: coffee.id, variantId })
            .expect(201);
        const placed = await cart.as(owner).placeOrder(orderBody).expect(201);
        await payOrder(cart, owner, (placed.body as { id: string }).id);
      };
      await buy(['12oz-whole-bean']);
      // Placed a moment later, so "latest" is certain on any clock.
      await new Promise((resolve) => setTimeout(resolve, 20));
      await buy(['2lb-pour-over']);
      await buy(['2lb-pour-over']);
      await internal()
        .get(`/internal/users/${owner}/purchases/${coffee.id}`)
        .expect(200, { purchased: true, variants: ['2 lb, pour-over', '12 oz, whole bean'] });
    });

    it('when the ids are too long or a query is added, then the answer is 400', async () => {
      await internal()
        .get(`/internal/users/${'u'.repeat(65)}/purchases/p1`)
        .expect(400);
      await internal()
        .get(`/internal/users/u1/purchases/${'p'.repeat(65)}`)
        .expect(400);
      await internal().get('/internal/users/u1/purchases/p1?status=x').expect(400);
    });
  });

  describe('POST /internal/users/:userId/forget', () => {
    it('when no internal token is sent, then the answer is 401 and nothing changes', async () => {
      const owner = newUserId();
      await placeOrder(owner);
      await request(cart.url).post(`/internal/users/${owner}/forget`).expect(401);
      await cart.as(owner).post(`/internal/users/${owner}/forget`).expect(401);
      expect(await orderModel(cart.db).countDocuments({ userId: owner })).toBe(1);
    });

    it('when a user is forgotten, then the cart goes and the orders stay anonymised, another user untouched', async () => {
      const owner = newUserId();
      const bystander = newUserId();
      const { order } = await placeOrder(owner);
      await placeOrder(owner);
      const theirs = await placeOrder(bystander);
      const leftInCart = cart.catalog.addProduct();
      await cart.as(owner).post('/api/cart').send({ productId: leftInCart.id }).expect(201);
      await cart.as(bystander).post('/api/cart').send({ productId: leftInCart.id }).expect(201);
      const before = await orderModel(cart.db).findById(order.id).lean();
      const itemsBefore = await orderItemModel(cart.db).find({ orderId: order.id }).lean();

      await internal().post(`/internal/users/${owner}/forget`).expect(200, { forgotten: true });

      expect(await cartItemModel(cart.db).countDocuments({ userId: owner })).toBe(0);
      expect(await orderModel(cart.db).countDocuments({ userId: owner })).toBe(0);
      const after = await orderModel(cart.db).findById(order.id).lean();
      expect(after?.userId).toMatch(/^deleted-[0-9a-f]{24}$/);
      expect(after).not.toHaveProperty('contactEmail');
      expect(after?.shippingAddress).toEqual({
        firstName: '',
        lastName: '',
        address: '',
        city: before?.shippingAddress.city,
        state: before?.shippingAddress.state,
        zipCode: before?.shippingAddress.zipCode,
      });
      expect(after).toMatchObject({
        orderNumber: before?.orderNumber,
        status: before?.status,
        subtotalCents: before?.subtotalCents,
        taxCents: before?.taxCents,
        totalCents: before?.totalCents,
      });
      expect(await orderItemModel(cart.db).find({ orderId: order.id }).lean()).toEqual(itemsBefore);
      // Both of the owner's orders share the one tombstone.
      expect(await orderModel(cart.db).countDocuments({ userId: after?.userId })).toBe(2);

      // The bystander keeps everything.
      expect(await cartItemModel(cart.db).countDocuments({ userId: bystander })).toBe(1);
      const kept = await orderModel(cart.db).findById(theirs.order.id).lean();
      expect(kept).toMatchObject({
        userId: bystander,
        shippingAddress: { firstName: 'Ada', lastName: 'Lovelace', phone: '555' },
      });
      await cart.as(bystander).get(`/api/orders/${theirs.order.id}`).expect(200);
    });

    it('when the forgotten user’s session is used again, then their old orders are gone from their view', async () => {
      const owner = newUserId();
      const { order } = await placeOrder(owner);
      await internal().post(`/internal/users/${owner}/forget`).expect(200);
      await cart.as(owner).get('/api/orders').expect(200, []);
      await cart.as(owner).get(`/api/orders/${order.id}`).expect(404);
    });

    it('when it is repeated, or the user never had anything, then it answers the same', async () => {
      const owner = newUserId();
      await placeOrder(owner);
      await internal().post(`/internal/users/${owner}/forget`).expect(200, { forgotten: true });
      const tombstoned = await orderModel(cart.db)
        .find({ userId: /^deleted-/ })
        .lean();
      await internal().post(`/internal/users/${owner}/forget`).expect(200, { forgotten: true });
      await internal()
        .post(`/internal/users/${newUserId()}/forget`)
        .expect(200, { forgotten: true });
      // A repeat changes no tombstone.
      expect(
        await orderModel(cart.db)
          .find({ userId: /^deleted-/ })
          .lean(),
      ).toEqual(tombstoned);
    });

    it('when the user id is too long or a query is added, then the answer is 400', async () => {
      await internal()
        .post(`/internal/users/${'u'.repeat(65)}/forget`)
        .expect(400);
      await internal().post('/internal/users/u1/forget?all=true').expect(400);
      await internal().post('/internal/users/u1/forget').send({ userId: 'u2' }).expect(400);
      await internal().post('/internal/users/u1/forget').send({}).expect(200);
    });
  });
});
