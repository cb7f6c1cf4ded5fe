import Stripe from 'stripe';
import { InvalidSignatureError } from '../port';
import {
  STRIPE_API_VERSION,
  createStripeClient,
  idOf,
  isStripeCode,
  verifiedStripeEvent,
} from '../stripe-client';
import { findStripeMock, startStripeMock, type StripeMock } from '../testing';

const WEBHOOK_SECRET = 'whsec_shared_test_secret';
const STRIPE_MOCK = findStripeMock();

describe('Stripe webhook deliveries', () => {
  const stripe = createStripeClient({ secretKey: 'sk_test_123' });
  const body = JSON.stringify({
    id: 'evt_1',
    object: 'event',
    type: 'payment_intent.succeeded',
    created: 1_790_000_000,
    data: { object: { id: 'pi_1', object: 'payment_intent' } },
  });
  const signed = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
    stripe.webhooks.generateTestHeaderString({
      payload,
      secret,
      ...(timestamp ? { timestamp } : {}),
    });

  it('when Stripe signed the body with our secret, then the event is read', () => {
    const event = verifiedStripeEvent(stripe, WEBHOOK_SECRET, Buffer.from(body), signed(body));
    expect(event).toMatchObject({ id: 'evt_1', type: 'payment_intent.succeeded' });
  });

  it('when the signature is missing, forged, over another body or too old, then InvalidSignatureError', () => {
    const check = (rawBody: string, signature: string | undefined) => () =>
      verifiedStripeEvent(stripe, WEBHOOK_SECRET, Buffer.from(rawBody), signature);
    expect(check(body, undefined)).toThrow(InvalidSignatureError);
    expect(check(body, signed(body, 'whsec_someone_else'))).toThrow(InvalidSignatureError);
    expect(check(body.replace('pi_1', 'pi_2'), signed(body))).toThrow(InvalidSignatureError);
    const anHourAgo = Math.floor(Date.now() / 1000) - 3600;
    expect(check(body, signed(body, WEBHOOK_SECRET, anHourAgo))).toThrow(InvalidSignatureError);
  });

  it('when Stripe names an object by id or expanded, then idOf gives its id', () => {
    expect(idOf('pi_1')).toBe('pi_1');
    expect(idOf({ id: 'pi_2' })).toBe('pi_2');
    expect(idOf(null)).toBeNull();
    expect(idOf(undefined)).toBeNull();
  });
});

(STRIPE_MOCK ? describe : describe.skip)('the Stripe client against stripe-mock', () => {
  let mock: StripeMock | undefined;
  let stripe: Stripe;
  const responses: Stripe.ResponseEvent[] = [];

  beforeAll(async () => {
    mock = await startStripeMock(STRIPE_MOCK!);
    stripe = createStripeClient({ secretKey: 'sk_test_123', apiBase: mock.apiBase });
    stripe.on('response', (r: Stripe.ResponseEvent) => responses.push(r));
  }, 20_000);
  afterAll(() => {
    mock?.stop();
  });

  it('when the client is made, then it speaks the pinned API version to the server it is given', async () => {
    expect(stripe.getApiField('version')).toBe(STRIPE_API_VERSION);
    const intent = await stripe.paymentIntents.create(
      { amount: 1250, currency: 'usd', metadata: { orderId: 'o1' } },
      { idempotencyKey: 'order-payment-o1-1250' },
    );
    expect(intent.object).toBe('payment_intent');
    expect(responses.at(-1)).toMatchObject({
      method: 'POST',
      path: '/v1/payment_intents',
      status: 200,
      idempotency_key: 'order-payment-o1-1250',
    });
  });

  it('when Stripe refuses a request, then isStripeCode reads its code, and only a Stripe error has one', async () => {
    const refused = await stripe.paymentIntents
      .create({ amount: 100, currency: 'usd', bogus: 1 } as never)
      .catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(isStripeCode(refused, 'resource_missing')).toBe(false);
    const missing = Stripe.errors.StripeError.generate({
      type: 'invalid_request_error',
      code: 'resource_missing',
      message: 'No such subscription',
    });
    expect(isStripeCode(missing, 'resource_missing')).toBe(true);
    const lookalike = Object.assign(new Error('other'), { code: 'resource_missing' });
    expect(isStripeCode(lookalike, 'resource_missing')).toBe(false);
  });
});
