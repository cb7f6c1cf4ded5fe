import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { startCartWithCatalog, type StartedCart } from '../../__tests__/start-cart';
import { cartItemModel } from '../../data/cart-item-model';

const userId = () => randomBytes(12).toString('hex');

describe('GET /api/cart', () => {
  let cart: StartedCart;
  let products: { id: string; name: string; price: string }[];

  const addItem = (owner: string, productId: string, quantity?: number) =>
    cartItemModel(cart.db).create({ userId: owner, productId, quantity });
  const getCart = (
    owner: string,
    role: 'customer' | 'employee' | 'manager' | 'admin' = 'customer',
  ) =>
    request(cart.url)
      .get('/api/cart')
      .set('authorization', `Bearer ${cart.tokens.valid({ sub: owner, role })}`);

  beforeAll(async () => {
    cart = await startCartWithCatalog();
    products = (await request(cart.catalogUrl).get('/api/products').expect(200)).body;
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when no token is sent, then the answer is 401 Not authenticated', async () => {
    const res = await request(cart.url).get('/api/cart').expect(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
  });

  it.each([
    'malformed',
    'expired',
    'wrongKey',
    'wrongIssuer',
    'wrongAudience',
    'hmacWithPublicKey',
    'unsigned',
    'noExpiry',
    'tampered',
  ] as const)('when the token is %s, then the answer is 401', async (kind) => {
    const owner = userId();
    await addItem(owner, products[0]!.id);
    const res = await request(cart.url)
      .get('/api/cart')
      .set('authorization', `Bearer ${cart.tokens[kind]({ sub: owner })}`)
      .expect(401);
    expect(res.body).toMatchObject({ message: 'Not authenticated' });
  });

  it('when the authorization header is not a bearer token, then the answer is 401', async () => {
    await request(cart.url).get('/api/cart').set('authorization', 'Basic dXNlcjpwYXNz').expect(401);
  });

  it('when the cart is empty, then the answer is an empty list', async () => {
    const res = await getCart(userId()).expect(200);
    expect(res.body).toEqual([]);
  });

  it('when the user has items, then each line carries id, quantity, productId and the catalog product', async () => {
    const owner = userId();
    const first = await addItem(owner, products[1]!.id, 3);
    const second = await addItem(owner, products[0]!.id);
    const catalogProduct = (await request(cart.catalogUrl).get(`/api/products/${products[1]!.id}`))
      .body;

    const res = await getCart(owner).expect(200);
    expect(res.body).toEqual([
      {
        id: first._id.toHexString(),
        quantity: 3,
        productId: products[1]!.id,
        product: catalogProduct,
      },
      {
        id: second._id.toHexString(),
        quantity: 1,
        productId: products[0]!.id,
        product: expect.objectContaining({ id: products[0]!.id, price: products[0]!.price }),
      },
    ]);
  });

  it('when another user has items, then they never appear in my cart, whatever the query says', async () => {
    const me = userId();
    const other = userId();
    await addItem(me, products[0]!.id);
    await addItem(other, products[1]!.id, 5);
    await addItem(other, products[2]!.id, 2);

    const mine = await getCart(me).expect(200);
    expect(mine.body.map((line: { productId: string }) => line.productId)).toEqual([
      products[0]!.id,
    ]);

    const res = await request(cart.url)
      .get(`/api/cart?userId=${other}`)
      .set('authorization', `Bearer ${cart.tokens.valid({ sub: me })}`)
      .expect(400);
    expect(res.body).toMatchObject({ message: 'Unknown field: userId' });
  });

  it('when the request carries operator parameters or a malformed JSON body, then the answer is 400 JSON', async () => {
    const me = userId();
    const auth = `Bearer ${cart.tokens.valid({ sub: me })}`;
    const operator = await request(cart.url)
      .get('/api/cart?userId[$ne]=x')
      .set('authorization', auth)
      .expect(400);
    expect(operator.body.message).toMatch(/Unknown field/);
    const malformed = await request(cart.url)
      .get('/api/cart')
      .set('authorization', auth)
      .set('content-type', 'application/json')
      .send('{"userId":')
      .expect(400);
    expect(malformed.body).toMatchObject({ message: 'Malformed JSON body' });
  });

  it('when staff sign in, then they see only their own cart too', async () => {
    const admin = userId();
    await addItem(userId(), products[0]!.id);
    await getCart(admin, 'admin').expect(200, []);
  });

  it('when a product has left the catalog, then its line is dropped from the answer', async () => {
    const owner = userId();
    await addItem(owner, products[0]!.id);
    await addItem(owner, 'ffffffffffffffffffffffff');
    await addItem(owner, 'not-a-product-id');

    const res = await getCart(owner).expect(200);
    expect(res.body.map((line: { productId: string }) => line.productId)).toEqual([
      products[0]!.id,
    ]);
  });

  it('when the signed-in user comes through the gateway, then the request id reaches the answer', async () => {
    const res = await getCart(userId()).set('x-request-id', 'cart-req-1').expect(200);
    expect(res.headers['x-request-id']).toBe('cart-req-1');
  });
});

describe('GET /api/cart when the catalog is down', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    cart = await startCartWithCatalog({ SERVICE_TIMEOUT_MS: '500' });
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when the catalog cannot be reached, then the answer is a quick 503 JSON error', async () => {
    const owner = userId();
    const [product] = (await request(cart.catalogUrl).get('/api/products').expect(200)).body;
    await cartItemModel(cart.db).create({ userId: owner, productId: product.id });
    await cart.catalog.stop();

    const started = Date.now();
    const res = await request(cart.url)
      .get('/api/cart')
      .set('authorization', `Bearer ${cart.tokens.valid({ sub: owner })}`)
      .expect(503);
    expect(res.body).toMatchObject({ message: 'The catalog service is unavailable' });
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('when the cart is empty, then the catalog is not needed and the answer is an empty list', async () => {
    await request(cart.url)
      .get('/api/cart')
      .set('authorization', `Bearer ${cart.tokens.valid()}`)
      .expect(200, []);
  });
});
