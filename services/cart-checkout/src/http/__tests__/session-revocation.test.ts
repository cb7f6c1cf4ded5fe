import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { newUserId, startCart, type StartedCart } from '../../__tests__/start-cart';

/** A signed-out token called straight to the cart-checkout service (not through the gateway). */
describe('cart and orders with a revoked session', () => {
  let cart: StartedCart;
  const bearer = (sid: string) => `Bearer ${cart.tokens.valid({ sub: newUserId(), sid })}`;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  it.each(['/api/cart', '/api/orders'])(
    'when the session is active, then GET %s answers 200',
    async (path) => {
      const sid = randomBytes(12).toString('hex');
      await request(cart.url).get(path).set('authorization', bearer(sid)).expect(200);
    },
  );

  it.each(['/api/cart', '/api/orders'])(
    'when the session was signed out, then GET %s with its still-valid token answers 401',
    async (path) => {
      const sid = randomBytes(12).toString('hex');
      cart.account.revokeSession(sid);
      const res = await request(cart.url).get(path).set('authorization', bearer(sid));
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ message: 'Not authenticated' });
    },
  );
});
