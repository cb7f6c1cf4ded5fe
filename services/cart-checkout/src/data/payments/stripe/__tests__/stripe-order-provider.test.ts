import { findStripeMock, startStripeMock, type StripeMock } from '@coffee/payments/testing';
import Stripe from 'stripe';
import { InvalidSignatureError } from '../../../../domain/payments/ports';
import {
  PROVIDER_UNAVAILABLE_MESSAGE,
  STRIPE_API_VERSION,
  cardOfIntent,
  createStripeClient,
  createStripeOrderProvider,
  fromStripeEvent,
  orderPaymentParams,
  paymentKey,
  refundKey,
  returnRefundKey,
} from '../stripe-order-provider';

const STRIPE_MOCK = findStripeMock();

const WEBHOOK_SECRET = 'whsec_order_test_secret';
const ORDER_ID = '65f0c0ffee0000000000beef';

(STRIPE_MOCK ? describe : describe.skip)(
  'the Stripe order-payment adapter against stripe-mock',
  () => {
    let mock: StripeMock | undefined;
    let stripe: Stripe;
    let provider: ReturnType<typeof createStripeOrderProvider>;
    let responses: Stripe.ResponseEvent[] = [];
    const calls = () => responses.map((r) => `${r.status} ${r.method} ${r.path.split('?')[0]}`);
    const keyOf = (method: string, prefix: string) =>
      responses.find((r) => r.method === method && r.path.startsWith(prefix))?.idempotency_key;

    beforeAll(async () => {
      mock = await startStripeMock(STRIPE_MOCK!);
      const options = {
        secretKey: 'sk_test_123',
        publishableKey: 'pk_test_123',
        webhookSecret: WEBHOOK_SECRET,
        apiBase: mock.apiBase,
      };
      stripe = createStripeClient(options);
      stripe.on('response', (r: Stripe.ResponseEvent) => responses.push(r));
      provider = createStripeOrderProvider(options, stripe);
    }, 20_000);
    beforeEach(() => {
      responses = [];
    });
    afterAll(() => {
      mock?.stop();
    });

    it('when a request carries a parameter Stripe does not know, then stripe-mock refuses it (the checks below mean something)', async () => {
      await expect(
        stripe.paymentIntents.create({ amount: 100, currency: 'usd', bogus: 1 } as never),
      ).rejects.toMatchObject({ statusCode: 400 });
    });

    it('when the client is made, then it speaks the pinned API version (the membership service’s)', () => {
      expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
      expect(stripe.getApiField('version')).toBe(STRIPE_API_VERSION);
    });

    it('when an order’s payment starts, then a PaymentIntent for its total in USD, with the order in its metadata and automatic payment methods, is accepted under the order’s idempotency key', async () => {
      const params = orderPaymentParams({
        orderId: ORDER_ID,
        userId: 'u1',
        amountCents: 2793,
        currency: 'usd',
      });
      expect(params).toEqual({
        amount: 2793,
        currency: 'usd',
        automatic_payment_methods: { enabled: true },
        metadata: { orderId: ORDER_ID, userId: 'u1' },
      });
      const started = await provider.startPayment({
        orderId: ORDER_ID,
        userId: 'u1',
        amountCents: 2793,
        currency: 'usd',
        method: 'paypal',
      });
      expect(started).toEqual({
        clientSecret: expect.any(String),
        paymentRef: expect.stringMatching(/^pi_/),
      });
      expect(calls()).toEqual(['200 POST /v1/payment_intents']);
      expect(keyOf('POST', '/v1/payment_intents')).toBe(paymentKey(ORDER_ID, 2793));
    });

    it('when a refund is asked for, then refunds.create for the payment and amount is accepted under one key per order and payment', async () => {
      const first = await provider.refund({
        orderId: ORDER_ID,
        paymentRef: 'pi_1',
        amountCents: 2793,
      });
      expect(first.refundRef).toMatch(/^re_/);
      expect(calls()).toEqual(['200 POST /v1/refunds']);
      expect(keyOf('POST', '/v1/refunds')).toBe(refundKey(ORDER_ID, 'pi_1'));
      responses = [];
      // Taken twice: the same idempotency key, so Stripe gives the first refund back.
      await provider.refund({ orderId: ORDER_ID, paymentRef: 'pi_1', amountCents: 2793 });
      expect(keyOf('POST', '/v1/refunds')).toBe(refundKey(ORDER_ID, 'pi_1'));
    });

    it('when two returns of one payment are refunded, then each is its own refund under its own key per return, and a repeat uses the same key', async () => {
      await provider.refund({
        orderId: ORDER_ID,
        paymentRef: 'pi_1',
        amountCents: 500,
        key: 'return-a',
      });
      await provider.refund({
        orderId: ORDER_ID,
        paymentRef: 'pi_1',
        amountCents: 700,
        key: 'return-b',
      });
      await provider.refund({
        orderId: ORDER_ID,
        paymentRef: 'pi_1',
        amountCents: 500,
        key: 'return-a',
      });
      const keys = responses
        .filter((r) => r.path.startsWith('/v1/refunds'))
        .map((r) => r.idempotency_key);
      expect(keys).toEqual([
        returnRefundKey(ORDER_ID, 'return-a'),
        returnRefundKey(ORDER_ID, 'return-b'),
        returnRefundKey(ORDER_ID, 'return-a'),
      ]);
      // Never the cancel's key: a cancel's full refund and a return's part are different refunds.
      expect(keys).not.toContain(refundKey(ORDER_ID, 'pi_1'));
    });

    // Issue 25: the confirmation shows "Visa ending 4242", the card the provider reports.
    it('when the card of a paid intent is asked for, then the intent is read once with its charge and payment method expanded, and the charge’s card is the answer', async () => {
      const card = await provider.cardOf('pi_1');
      expect(calls()).toEqual(['200 GET /v1/payment_intents/pi_1']);
      const read = responses[0]!;
      expect(decodeURIComponent(read.path)).toContain('expand[0]=latest_charge');
      expect(decodeURIComponent(read.path)).toContain('expand[1]=payment_method');
      // stripe-mock's fixture charge is a Visa ending 4242.
      expect(card).toEqual({ brand: 'visa', last4: '4242' });
    });

    it('when Stripe cannot be reached, then the answer is one readable 503', async () => {
      const down = createStripeOrderProvider(
        {
          secretKey: 'sk_test_123',
          publishableKey: 'pk_test_123',
          webhookSecret: WEBHOOK_SECRET,
          apiBase: 'http://127.0.0.1:9',
        },
        new Stripe('sk_test_123', {
          apiVersion: STRIPE_API_VERSION,
          host: '127.0.0.1',
          port: 9,
          protocol: 'http',
          maxNetworkRetries: 0,
        }),
      );
      await expect(
        down.refund({ orderId: ORDER_ID, paymentRef: 'pi_1', amountCents: 1 }),
      ).rejects.toMatchObject({ status: 503, message: PROVIDER_UNAVAILABLE_MESSAGE });
    });
  },
);

describe('the Stripe order events', () => {
  const provider = createStripeOrderProvider(
    { secretKey: 'sk_test_123', publishableKey: 'pk_test_123', webhookSecret: WEBHOOK_SECRET },
    new Stripe('sk_test_123', { apiVersion: STRIPE_API_VERSION }),
  );
  const event = (type: string, object: object) => ({
    id: `evt_${type}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: 1_800_000_000,
    type,
    data: { object },
  });
  const intent = (fields: object = {}) => ({
    id: 'pi_1',
    object: 'payment_intent',
    amount: 2793,
    amount_received: 2793,
    currency: 'usd',
    metadata: { orderId: ORDER_ID, userId: 'u1' },
    last_payment_error: null,
    ...fields,
  });
  const signed = (payload: object, secret = WEBHOOK_SECRET) => {
    const body = JSON.stringify(payload);
    return {
      body: Buffer.from(body),
      header: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
    };
  };

  it('when a PaymentIntent succeeded, then it is the order’s payment for the amount received', () => {
    const { body, header } = signed(event('payment_intent.succeeded', intent()));
    expect(provider.parseEvent(body, header)).toEqual({
      kind: 'payment-succeeded',
      id: 'evt_payment_intent.succeeded',
      at: new Date(1_800_000_000_000),
      orderId: ORDER_ID,
      paymentRef: 'pi_1',
      amountCents: 2793,
    });
  });

  it('when a PaymentIntent failed, then the provider’s message is kept', () => {
    const { body, header } = signed(
      event(
        'payment_intent.payment_failed',
        intent({ last_payment_error: { message: 'Your card has insufficient funds.' } }),
      ),
    );
    expect(provider.parseEvent(body, header)).toMatchObject({
      kind: 'payment-failed',
      message: 'Your card has insufficient funds.',
    });
  });

  it('when a charge is refunded, then the refund names the payment (the order found by it)', () => {
    const charge = {
      id: 'ch_1',
      object: 'charge',
      payment_intent: 'pi_1',
      amount_refunded: 2793,
      metadata: {},
    };
    const parsed = fromStripeEvent(event('charge.refunded', charge) as unknown as Stripe.Event);
    expect(parsed).toMatchObject({ kind: 'refunded', orderId: null, paymentRef: 'pi_1' });
  });

  it('when an intent’s card is read, then the charge’s card first, else the payment method’s, else none (PayPal)', () => {
    const base = intent() as unknown as Stripe.PaymentIntent;
    const charge = (card: object | null) =>
      ({ id: 'ch_1', payment_method_details: { type: 'card', card } }) as unknown as Stripe.Charge;
    const method = (card: object | null) =>
      ({ id: 'pm_1', type: 'card', card }) as unknown as Stripe.PaymentMethod;
    expect(
      cardOfIntent({
        ...base,
        latest_charge: charge({ brand: 'mastercard', last4: '4444' }),
        payment_method: method({ brand: 'visa', last4: '4242' }),
      }),
    ).toEqual({ brand: 'mastercard', last4: '4444' });
    expect(
      cardOfIntent({
        ...base,
        latest_charge: 'ch_1',
        payment_method: method({ brand: 'amex', last4: '0005' }),
      }),
    ).toEqual({ brand: 'amex', last4: '0005' });
    expect(
      cardOfIntent({
        ...base,
        latest_charge: {
          id: 'ch_1',
          payment_method_details: { type: 'paypal', paypal: {} },
        } as unknown as Stripe.Charge,
        payment_method: { id: 'pm_1', type: 'paypal' } as unknown as Stripe.PaymentMethod,
      }),
    ).toBeNull();
    expect(cardOfIntent({ ...base, latest_charge: null, payment_method: null })).toBeNull();
  });

  it('when an intent is not an order’s, or the type is another, then it is ignored', () => {
    expect(
      fromStripeEvent(
        event('payment_intent.succeeded', intent({ metadata: {} })) as unknown as Stripe.Event,
      ),
    ).toMatchObject({ kind: 'ignored' });
    expect(fromStripeEvent(event('invoice.paid', {}) as unknown as Stripe.Event)).toMatchObject({
      kind: 'ignored',
    });
  });

  it('when the signature is made with another secret or missing, then InvalidSignatureError', () => {
    const { body, header } = signed(event('payment_intent.succeeded', intent()), 'whsec_other');
    expect(() => provider.parseEvent(body, header)).toThrow(InvalidSignatureError);
    expect(() => provider.parseEvent(body, undefined)).toThrow(InvalidSignatureError);
  });
});
