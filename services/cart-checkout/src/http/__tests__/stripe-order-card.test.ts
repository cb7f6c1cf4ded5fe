import { orderPaymentConfigSchema, orderSchema } from '@coffee/contracts';
import { findStripeMock, startStripeMock, type StripeMock } from '@coffee/payments/testing';
import request from 'supertest';
import Stripe from 'stripe';
import { cents, placeOrderOf } from '../../__tests__/order-helpers';
import { newUserId, startCart, type StartedCart } from '../../__tests__/start-cart';
import { STRIPE_API_VERSION } from '../../data/payments/stripe/stripe-order-provider';

const STRIPE_MOCK = findStripeMock();
const WEBHOOK_SECRET = 'whsec_orders_card_test';

/**
 * Issue 25, defect 8: the order confirmation shows the card the provider reports ("Visa ending
 * 4242"). The service runs with Stripe keys against stripe-mock: the order's payment is a
 * PaymentIntent there, Stripe's signed success event marks it paid, and the card is read from
 * the intent's charge (stripe-mock's fixture charge is a Visa ending 4242).
 */
(STRIPE_MOCK ? describe : describe.skip)('the card that paid, with Stripe (stripe-mock)', () => {
  let mock: StripeMock | undefined;
  let cart: StartedCart;

  beforeAll(async () => {
    mock = await startStripeMock(STRIPE_MOCK!);
    cart = await startCart({
      STRIPE_SECRET_KEY: 'sk_test_123',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_BASE: mock.apiBase,
    });
  }, 20_000);
  afterAll(async () => {
    await cart?.stop();
    mock?.stop();
  });

  /** A Stripe event as Stripe signs it for the order webhook. */
  const stripeEvent = (type: string, object: object) => {
    const body = JSON.stringify({
      id: `evt_${Math.random().toString(36).slice(2)}`,
      object: 'event',
      api_version: STRIPE_API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      data: { object },
    });
    return request(cart.url)
      .post('/api/order-payments/webhook')
      .set('content-type', 'application/json')
      .set(
        'stripe-signature',
        Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }),
      )
      .send(body);
  };

  it('when the checkout asks how payments are taken, then Stripe with its publishable key', async () => {
    const res = await cart.as(newUserId()).get('/api/orders/payment-config').expect(200);
    expect(orderPaymentConfigSchema.parse(res.body)).toEqual({
      provider: 'stripe',
      publishableKey: 'pk_test_123',
      currency: 'usd',
    });
  });

  it('when a card payment succeeds, then the order is paid and its payment names the card (brand and last four)', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    const setup = await cart.as(owner).post(`/api/orders/${order.id}/payment`).expect(200);
    expect(setup.body).toMatchObject({ provider: 'stripe', publishableKey: 'pk_test_123' });
    const paymentRef = String(setup.body.clientSecret).split('_secret_')[0]!;
    expect(paymentRef).toMatch(/^pi_/);

    const delivered = await stripeEvent('payment_intent.succeeded', {
      id: paymentRef,
      object: 'payment_intent',
      amount: cents(order.total),
      amount_received: cents(order.total),
      currency: 'usd',
      metadata: { orderId: order.id, userId: owner },
      latest_charge: 'ch_1',
      payment_method: 'pm_1',
    }).expect(200);
    expect(delivered.body.outcome).toBe('paid');
    const view = orderSchema.parse(
      (await cart.as(owner).get(`/api/orders/${order.id}`).expect(200)).body,
    );
    expect(view.status).toBe('paid');
    expect(view.payment).toMatchObject({
      status: 'paid',
      provider: 'stripe',
      card: { brand: 'visa', last4: '4242' },
    });
  });

  it('when a PayPal order is paid, then no card is named (none is asked of Stripe)', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner, { paymentMethod: 'paypal' });
    const setup = await cart.as(owner).post(`/api/orders/${order.id}/payment`).expect(200);
    const paymentRef = String(setup.body.clientSecret).split('_secret_')[0]!;
    await stripeEvent('payment_intent.succeeded', {
      id: paymentRef,
      object: 'payment_intent',
      amount: cents(order.total),
      amount_received: cents(order.total),
      currency: 'usd',
      metadata: { orderId: order.id, userId: owner },
    }).expect(200);
    const view = orderSchema.parse(
      (await cart.as(owner).get(`/api/orders/${order.id}`).expect(200)).body,
    );
    expect(view.payment).toMatchObject({ status: 'paid', card: null });
  });
});
