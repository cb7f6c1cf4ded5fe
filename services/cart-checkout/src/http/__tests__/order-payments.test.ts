import {
  offlinePaymentResultSchema,
  orderPaymentSetupSchema,
  orderSchema,
  ORDER_ALREADY_PAID_MESSAGE,
  PAYPAL_NOT_APPROVED_MESSAGE,
} from '@coffee/contracts';
import request from 'supertest';
import {
  cents,
  deliver,
  intentEvent,
  placeOrderOf,
  refundsOf,
} from '../../__tests__/order-helpers';
import { newUserId, payOrder, startCart, type StartedCart } from '../../__tests__/start-cart';
import {
  OFFLINE_DECLINES,
  PAYS_BY_CARD_MESSAGE,
  PAYS_BY_PAYPAL_MESSAGE,
} from '../../data/payments/offline/offline-provider';

const card = (number: string, expiry = '12/40') => ({ number, expiry, cvc: '123' });

describe('paying for an order (offline provider, signed events through the webhook)', () => {
  let cart: StartedCart;

  beforeAll(async () => {
    cart = await startCart();
  });
  afterAll(async () => {
    await cart.stop();
  });

  const orderOf = async (owner: string, id: string) =>
    orderSchema.parse((await cart.as(owner).get(`/api/orders/${id}`).expect(200)).body);

  it('when the shopper pays by the success card, then the order is paid by the provider event, for exactly its total', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner, { quantity: 2 });
    const setup = await cart.as(owner).post(`/api/orders/${order.id}/payment`).expect(200);
    expect(orderPaymentSetupSchema.parse(setup.body)).toEqual({
      orderId: order.id,
      provider: 'offline',
      paymentMethod: 'credit-card',
      clientSecret: expect.stringMatching(/^offpi_/),
      publishableKey: null,
      amount: order.total,
      currency: 'usd',
      expiresAt: expect.any(String),
    });
    // Asking again hands back the same payment: one order, one charge.
    const again = await cart.as(owner).post(`/api/orders/${order.id}/payment`).expect(200);
    expect(again.body.clientSecret).toBe(setup.body.clientSecret);

    const paid = await cart
      .as(owner)
      .post(`/api/orders/${order.id}/payment/card`)
      .send({ clientSecret: setup.body.clientSecret, card: card('4242 4242 4242 4242') })
      .expect(200);
    expect(offlinePaymentResultSchema.parse(paid.body)).toEqual({
      status: 'succeeded',
      message: null,
    });
    const after = await orderOf(owner, order.id);
    expect(after.status).toBe('paid');
    expect(after.payment).toMatchObject({ status: 'paid', provider: 'offline' });
    expect(after.payment.paidAt).not.toBeNull();
    // The card typed, as the provider reports it: the confirmation shows "Visa ending 4242".
    expect(after.payment.card).toEqual({ brand: 'visa', last4: '4242' });
    expect(after.expiresAt).toBeNull();
    expect(after.timeline.map((e) => [e.status, e.by, e.note])).toEqual([
      ['pending', 'customer', null],
      ['paid', 'provider', 'Payment received'],
    ]);
    // Paid: no second payment.
    await cart
      .as(owner)
      .post(`/api/orders/${order.id}/payment`)
      .expect(409, /already been paid/);
  });

  it.each([
    ['4000 0000 0000 0002', OFFLINE_DECLINES.declined],
    ['4000 0000 0000 9995', OFFLINE_DECLINES.insufficientFunds],
    ['4000 0000 0000 0069', OFFLINE_DECLINES.expired],
  ])(
    'when card %s is refused, then the order stays pending with the message, and a retry on the same order pays it',
    async (number, message) => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      const { result, clientSecret } = await payOrder(cart, owner, order.id, card(number));
      expect(result.body).toEqual({ status: 'failed', message });
      const failed = await orderOf(owner, order.id);
      expect(failed.status).toBe('pending');
      expect(failed.payment).toMatchObject({ status: 'failed', failureMessage: message });

      const retry = await payOrder(cart, owner, order.id);
      expect(retry.clientSecret).toBe(clientSecret);
      expect(retry.result.body).toEqual({ status: 'succeeded', message: null });
      const paid = await orderOf(owner, order.id);
      expect(paid.status).toBe('paid');
      expect(paid.payment.failureMessage).toBeNull();
      const list = await cart.as(owner).get('/api/orders').expect(200);
      expect(list.body).toHaveLength(1);
    },
  );

  it('when the card expiry is in the past, then it is refused with Stripe’s message', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    const { result } = await payOrder(cart, owner, order.id, card('4242424242424242', '01/20'));
    expect(result.body).toEqual({ status: 'failed', message: OFFLINE_DECLINES.pastExpiry });
  });

  it('when the card needs authentication, then approving pays and refusing fails', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    const { result, clientSecret } = await payOrder(
      cart,
      owner,
      order.id,
      card('4000 0027 6000 3184'),
    );
    expect(result.body).toEqual({ status: 'requires_action', message: null });
    const refused = await cart
      .as(owner)
      .post(`/api/orders/${order.id}/payment/authenticate`)
      .send({ clientSecret, approve: false })
      .expect(200);
    expect(refused.body).toEqual({
      status: 'failed',
      message: OFFLINE_DECLINES.authenticationRefused,
    });
    // Not waiting for authentication any more.
    await cart
      .as(owner)
      .post(`/api/orders/${order.id}/payment/authenticate`)
      .send({ clientSecret, approve: true })
      .expect(409);
    await payOrder(cart, owner, order.id, card('4000 0027 6000 3184'));
    await cart
      .as(owner)
      .post(`/api/orders/${order.id}/payment/authenticate`)
      .send({ clientSecret, approve: true })
      .expect(200, { status: 'succeeded', message: null });
    const paid = await orderOf(owner, order.id);
    expect(paid.status).toBe('paid');
    expect(paid.payment.card).toEqual({ brand: 'visa', last4: '3184' });
  });

  it('when PayPal is refused, then the order says so; approved, it is paid', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner, { paymentMethod: 'paypal' });
    const setup = await cart.as(owner).post(`/api/orders/${order.id}/payment`).expect(200);
    expect(setup.body.paymentMethod).toBe('paypal');
    const { clientSecret } = setup.body as { clientSecret: string };
    await cart
      .as(owner)
      .post(`/api/orders/${order.id}/payment/paypal`)
      .send({ clientSecret, approve: false })
      .expect(200, { status: 'failed', message: PAYPAL_NOT_APPROVED_MESSAGE });
    expect((await orderOf(owner, order.id)).payment).toMatchObject({
      status: 'failed',
      failureMessage: PAYPAL_NOT_APPROVED_MESSAGE,
    });
    await cart
      .as(owner)
      .post(`/api/orders/${order.id}/payment/paypal`)
      .send({ clientSecret, approve: true })
      .expect(200, { status: 'succeeded', message: null });
    const paid = await orderOf(owner, order.id);
    expect(paid.status).toBe('paid');
    // No card paid it.
    expect(paid.payment.card).toBeNull();
  });

  // Issue 24: the PayPal step paid a card order, and the card form a PayPal order.
  it('when a step of the other method is used (the card form on a PayPal order, PayPal on a card order), then 409 with a message and nothing is paid', async () => {
    const owner = newUserId();
    const byPayPal = (await placeOrderOf(cart, owner, { paymentMethod: 'paypal' })).order;
    const byCard = (await placeOrderOf(cart, owner)).order;
    const secretOf = async (id: string) =>
      (
        (await cart.as(owner).post(`/api/orders/${id}/payment`).expect(200)).body as {
          clientSecret: string;
        }
      ).clientSecret;
    const [paypalSecret, cardSecret] = [await secretOf(byPayPal.id), await secretOf(byCard.id)];

    const onPayPal = await cart
      .as(owner)
      .post(`/api/orders/${byPayPal.id}/payment/card`)
      .send({ clientSecret: paypalSecret, card: card('4242 4242 4242 4242') })
      .expect(409);
    expect(onPayPal.body).toMatchObject({
      message: PAYS_BY_PAYPAL_MESSAGE,
      code: 'PAYMENT_METHOD_MISMATCH',
    });
    await cart
      .as(owner)
      .post(`/api/orders/${byPayPal.id}/payment/authenticate`)
      .send({ clientSecret: paypalSecret, approve: true })
      .expect(409, new RegExp(PAYS_BY_PAYPAL_MESSAGE));
    await cart
      .as(owner)
      .post(`/api/orders/${byCard.id}/payment/paypal`)
      .send({ clientSecret: cardSecret, approve: true })
      .expect(409, new RegExp(PAYS_BY_CARD_MESSAGE));
    for (const id of [byPayPal.id, byCard.id]) {
      const view = await orderOf(owner, id);
      expect(view.status).toBe('pending');
      expect(view.payment.status).toBe('unpaid');
    }
    // Each still pays by its own method.
    await cart
      .as(owner)
      .post(`/api/orders/${byPayPal.id}/payment/paypal`)
      .send({ clientSecret: paypalSecret, approve: true })
      .expect(200, { status: 'succeeded', message: null });
    await cart
      .as(owner)
      .post(`/api/orders/${byCard.id}/payment/card`)
      .send({ clientSecret: cardSecret, card: card('4242 4242 4242 4242') })
      .expect(200, { status: 'succeeded', message: null });
  });

  it('when someone else’s order id is used, then every endpoint answers 404 and nothing changes', async () => {
    const owner = newUserId();
    const stranger = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    const setup = await cart.as(owner).post(`/api/orders/${order.id}/payment`).expect(200);
    const { clientSecret } = setup.body as { clientSecret: string };
    const as = cart.as(stranger);
    await as.get(`/api/orders/${order.id}`).expect(404);
    await as.post(`/api/orders/${order.id}/payment`).expect(404);
    await as
      .post(`/api/orders/${order.id}/payment/card`)
      .send({ clientSecret, card: card('4242424242424242') })
      .expect(404);
    await as
      .post(`/api/orders/${order.id}/payment/authenticate`)
      .send({ clientSecret, approve: true })
      .expect(404);
    await as
      .post(`/api/orders/${order.id}/payment/paypal`)
      .send({ clientSecret, approve: true })
      .expect(404);
    await as.post(`/api/orders/${order.id}/cancel`).send({}).expect(404);
    // Their own order with the other's secret: unknown too.
    const theirs = await placeOrderOf(cart, stranger);
    await as
      .post(`/api/orders/${theirs.order.id}/payment/card`)
      .send({ clientSecret, card: card('4242424242424242') })
      .expect(404);
    expect((await orderOf(owner, order.id)).status).toBe('pending');
  });

  it('when inputs are bad, then the answers are 4xx with a message', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    const as = cart.as(owner);
    await request(cart.url).post(`/api/orders/${order.id}/payment`).expect(401);
    await as.post(`/api/orders/${order.id}/payment`).send({ amount: 1 }).expect(400);
    await as.post(`/api/orders/${order.id}/payment?x=1`).expect(400);
    await as.post('/api/orders/not-an-id/payment').expect(404);
    const bad = await as
      .post(`/api/orders/${order.id}/payment/card`)
      .send({ clientSecret: 'x', card: card('4242') })
      .expect(400);
    expect(bad.body.message).toEqual(expect.any(String));
    await as
      .post(`/api/orders/${order.id}/payment/card`)
      .send({ clientSecret: 'offpi_unknown', card: card('4242424242424242') })
      .expect(404);
    await as.post(`/api/orders/${order.id}/payment/paypal`).send({ approve: 'yes' }).expect(400);
    await as
      .post(`/api/orders/${order.id}/cancel`)
      .send({ reason: 'x'.repeat(501) })
      .expect(400);
    await as.post(`/api/orders/${order.id}/cancel`).send({ refund: true }).expect(400);
  });

  describe('the webhook', () => {
    it('when the signature is forged, missing or made with another secret, then 400 and nothing changes', async () => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      const event = intentEvent('payment_intent.succeeded', {
        orderId: order.id,
        userId: owner,
        amountCents: cents(order.total),
      });
      const forged = await deliver(cart, event, 'not-the-secret-not-the-secret-not-the-secret');
      expect(forged.status).toBe(400);
      expect(forged.body).toMatchObject({
        message: 'Invalid signature',
        code: 'INVALID_SIGNATURE',
      });
      await request(cart.url)
        .post('/api/order-payments/webhook')
        .set('content-type', 'application/json')
        .send(JSON.stringify(event))
        .expect(400);
      await request(cart.url)
        .post('/api/order-payments/webhook')
        .set('content-type', 'application/json')
        .set('stripe-signature', 't=1,v1=00')
        .send(JSON.stringify(event))
        .expect(400);
      expect((await orderOf(owner, order.id)).status).toBe('pending');
    });

    it('when an event is replayed, then it applies once', async () => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      const event = intentEvent('payment_intent.succeeded', {
        orderId: order.id,
        userId: owner,
        amountCents: cents(order.total),
      });
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => deliver(cart, event).expect(200)),
      );
      expect(answers.map((a) => a.body.outcome).sort()).toEqual([
        'duplicate',
        'duplicate',
        'duplicate',
        'duplicate',
        'paid',
      ]);
      const after = await orderOf(owner, order.id);
      expect(after.timeline.filter((e) => e.status === 'paid')).toHaveLength(1);
    });

    it('when a failure arrives after the success, then the order stays paid', async () => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      const paymentRef = 'offpi_out_of_order';
      const amountCents = cents(order.total);
      await deliver(
        cart,
        intentEvent('payment_intent.succeeded', {
          orderId: order.id,
          userId: owner,
          amountCents,
          paymentRef,
        }),
      ).expect(200, { received: true, outcome: 'paid' });
      const late = await deliver(
        cart,
        intentEvent('payment_intent.payment_failed', {
          orderId: order.id,
          userId: owner,
          amountCents,
          paymentRef,
        }),
      ).expect(200);
      expect(late.body.outcome).toBe('ignored-late-failure');
      const after = await orderOf(owner, order.id);
      expect(after.status).toBe('paid');
      expect(after.payment.status).toBe('paid');
    });

    it('when a success arrives for a cancelled order, then the money is refunded at once and recorded', async () => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      await cart.as(owner).post(`/api/orders/${order.id}/cancel`).send({}).expect(200);
      const late = await deliver(
        cart,
        intentEvent('payment_intent.succeeded', {
          orderId: order.id,
          userId: owner,
          amountCents: cents(order.total),
          paymentRef: 'offpi_late',
        }),
      ).expect(200);
      expect(late.body.outcome).toBe('refunded-late-payment');
      const after = await orderOf(owner, order.id);
      expect(after.status).toBe('cancelled');
      expect(after.payment).toMatchObject({ status: 'refunded', refundedAmount: order.total });
      expect(await refundsOf(cart, order.id)).toBe(1);
    });

    it('when a success is for another amount than the order total, then it is not paid and the money goes back', async () => {
      const owner = newUserId();
      const { order } = await placeOrderOf(cart, owner);
      const res = await deliver(
        cart,
        intentEvent('payment_intent.succeeded', {
          orderId: order.id,
          userId: owner,
          amountCents: 1,
        }),
      ).expect(200);
      expect(res.body.outcome).toBe('refunded-wrong-amount');
      expect((await orderOf(owner, order.id)).status).toBe('pending');
    });

    it('when the event is for an unknown order or of another type, then it is acknowledged and ignored', async () => {
      await deliver(
        cart,
        intentEvent('payment_intent.succeeded', {
          orderId: 'aaaaaaaaaaaaaaaaaaaaaaaa',
          userId: 'u',
          amountCents: 100,
        }),
      ).expect(200, { received: true, outcome: 'unknown-order' });
      await deliver(cart, {
        id: 'evt_x',
        object: 'event',
        type: 'customer.created',
        created: 1,
        data: { object: {} },
      }).expect(200, {
        received: true,
        outcome: 'ignored',
      });
    });
  });

  it('when a paid order is already paid and paid again, then 409 with the message', async () => {
    const owner = newUserId();
    const { order } = await placeOrderOf(cart, owner);
    await payOrder(cart, owner, order.id);
    const res = await cart.as(owner).post(`/api/orders/${order.id}/payment`).expect(409);
    expect(res.body.message).toBe(ORDER_ALREADY_PAID_MESSAGE);
  });
});
