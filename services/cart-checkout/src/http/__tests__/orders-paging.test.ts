import { orderListSchema } from '@coffee/contracts';
import { newUserId, payOrder, startCart, type StartedCart } from '../../__tests__/start-cart';

describe('GET /api/orders?page=&pageSize=', () => {
  let cart: StartedCart;
  const owner = newUserId();
  const placed: string[] = [];
  const ids = (body: { id: string }[]) => body.map((order) => order.id);

  beforeAll(async () => {
    cart = await startCart();
    for (let i = 0; i < 7; i += 1) {
      const product = cart.catalog.addProduct();
      await cart.as(owner).post('/api/cart').send({ productId: product.id }).expect(201);
      const res = await cart.as(owner).placeOrder().expect(201);
      placed.unshift((res.body as { id: string }).id);
      // Paid, as a history is: an account holds only so many orders unpaid at once.
      await payOrder(cart, owner, (res.body as { id: string }).id);
    }
    // Someone else's order never shows up in anyone's pages.
    const other = cart.catalog.addProduct();
    await cart.as('someone-else').post('/api/cart').send({ productId: other.id }).expect(201);
    await cart.as('someone-else').placeOrder().expect(201);
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when pages are asked for, then they come newest first, with the total across all pages', async () => {
    const first = await cart.as(owner).get('/api/orders?page=1&pageSize=3').expect(200);
    expect(orderListSchema.safeParse(first.body).success).toBe(true);
    expect(ids(first.body)).toEqual(placed.slice(0, 3));
    expect(first.headers['x-total-count']).toBe('7');

    const third = await cart.as(owner).get('/api/orders?page=3&pageSize=3').expect(200);
    expect(ids(third.body)).toEqual(placed.slice(6));

    const past = await cart.as(owner).get('/api/orders?page=4&pageSize=3').expect(200, []);
    expect(past.headers['x-total-count']).toBe('7');
  });

  it('when only page is given, then the widget page size (5) applies', async () => {
    const res = await cart.as(owner).get('/api/orders?page=2').expect(200);
    expect(ids(res.body)).toEqual(placed.slice(5, 7));
  });

  it('when neither is given, then the old answer stays (up to 50, newest first)', async () => {
    const res = await cart.as(owner).get('/api/orders').expect(200);
    expect(ids(res.body)).toEqual(placed);
  });

  it('when the user has no orders, then a page is empty with a zero total', async () => {
    const res = await cart.as(newUserId()).get('/api/orders?page=1&pageSize=5').expect(200, []);
    expect(res.headers['x-total-count']).toBe('0');
  });

  it.each([
    ['page=0', 'page must be at least 1'],
    ['page=abc', 'page must be a whole number'],
    ['page=-1', 'page must be a whole number'],
    ['pageSize=0', 'pageSize must be at least 1'],
    ['pageSize=101', 'pageSize must be at most 100'],
    ['page=10001', 'page must be at most 10000'],
    ['page=1&offset=5', 'Use page and pageSize, or limit and offset, not both'],
    ['pageSize=5&limit=5', 'Use page and pageSize, or limit and offset, not both'],
    ['page=1&userId=x', 'Unknown field: userId'],
  ])('when the query has %s, then the answer is 400', async (query, message) => {
    const res = await cart.as(owner).get(`/api/orders?${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });
});
