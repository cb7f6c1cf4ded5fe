import { ConfigError } from '@coffee/service-defaults';
import { createTestTokens, testServiceEnv } from '@coffee/service-defaults/testing';
import { loadCartCheckoutConfig } from '../config';
import { OFFLINE_NOT_IN_USE_MESSAGE } from '../http/order-payments-router';
import { deliver, intentEvent, placeOrderOf } from './order-helpers';
import { newUserId, startCart, type StartedCart } from './start-cart';

const keys = createTestTokens().keys;
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_membership',
};

describe('the order payment provider’s configuration', () => {
  it('when no Stripe keys are set, then the offline provider is used with a secret derived from the internal token', () => {
    const config = loadCartCheckoutConfig(testServiceEnv(keys, 'cart'));
    expect(config.stripe).toBeNull();
    expect(config.offlineWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
  });

  it('when all three are set, then Stripe is used; the orders’ own webhook secret wins over the shared one', () => {
    expect(loadCartCheckoutConfig(testServiceEnv(keys, 'cart', STRIPE)).stripe).toMatchObject({
      webhookSecret: 'whsec_membership',
    });
    const own = loadCartCheckoutConfig(
      testServiceEnv(keys, 'cart', { ...STRIPE, STRIPE_ORDER_WEBHOOK_SECRET: 'whsec_orders' }),
    );
    expect(own.stripe).toMatchObject({
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_orders',
    });
  });

  it('when only some are set, or one is malformed, then the service does not start', () => {
    expect(() =>
      loadCartCheckoutConfig(testServiceEnv(keys, 'cart', { STRIPE_SECRET_KEY: 'sk_test_1' })),
    ).toThrow(ConfigError);
    expect(() =>
      loadCartCheckoutConfig(
        testServiceEnv(keys, 'cart', { ...STRIPE, STRIPE_PUBLISHABLE_KEY: 'sk_wrong' }),
      ),
    ).toThrow(ConfigError);
  });

  describe('a service started with Stripe keys', () => {
    let cart: StartedCart;
    beforeAll(async () => {
      cart = await startCart(STRIPE);
    });
    afterAll(async () => {
      await cart.stop();
    });

    it('when the offline form is used, then 409; an offline-signed event is refused as forged', async () => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      const res = await cart
        .as(owner)
        .post(`/api/orders/${order.id}/payment/card`)
        .send({
          clientSecret: 'offpi_1_secret_1',
          card: { number: '4242424242424242', expiry: '12/40', cvc: '123' },
        })
        .expect(409);
      expect(res.body.message).toBe(OFFLINE_NOT_IN_USE_MESSAGE);
      const view = await cart.as(owner).get(`/api/orders/${order.id}`).expect(200);
      expect(view.body.payment.provider).toBe('stripe');
      await deliver(
        cart,
        intentEvent('payment_intent.succeeded', {
          orderId: order.id,
          userId: owner,
          amountCents: 1,
        }),
      ).expect(400);
    });
  });
});
