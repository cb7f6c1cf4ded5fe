import request from 'supertest';
import { startCart, type StartedCart } from '../../__tests__/start-cart';

describe('cart-checkout health', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    cart = await startCart();
  });

  afterAll(async () => {
    await cart.stop();
  });

  it('when the service is up, then /healthz and /readyz answer 200', async () => {
    await request(cart.url).get('/healthz').expect(200, { status: 'ok' });
    await request(cart.url).get('/readyz').expect(200, { status: 'ready' });
  });

  it('when the service has stopped, then /readyz answers 503', async () => {
    await cart.service.stop();
    const res = await request(cart.service.app).get('/readyz').expect(503);
    expect(res.body).toMatchObject({ code: 'NOT_READY' });
  });
});
