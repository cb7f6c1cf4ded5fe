import Stripe from 'stripe';
import { InvalidSignatureError } from '../../../domain/billing/ports';
import { STRIPE_API_VERSION } from '../stripe-client';
import { fromStripeEvent } from '../stripe-events';
import { createStripeProvider } from '../stripe-provider';

const WEBHOOK_SECRET = 'whsec_test_secret';
const CREATED = 1_800_000_000;
const PERIOD_END = 1_831_536_000;

const event = (type: string, object: object) =>
  ({
    id: `evt_${type}`,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: CREATED,
    type,
    data: { object },
  }) as unknown as Stripe.Event;

const invoice = (fields: object, metadata: object = { userId: 'u1', billingPeriod: 'annual' }) => ({
  id: 'in_1',
  object: 'invoice',
  parent: {
    type: 'subscription_details',
    subscription_details: { subscription: 'sub_1', metadata },
  },
  amount_paid: 9900,
  billing_reason: 'subscription_create',
  last_finalization_error: null,
  lines: { data: [{ period: { start: CREATED, end: PERIOD_END } }] },
  ...fields,
});

const signed = (payload: object) => {
  const body = JSON.stringify(payload);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret: WEBHOOK_SECRET,
  });
  return { body: Buffer.from(body), header };
};

describe('the Stripe adapter: what its events mean (fromStripeEvent)', () => {
  it('when a subscription’s first invoice is paid, then an activation to the end of the invoiced period', () => {
    expect(fromStripeEvent(event('invoice.paid', invoice({})))).toEqual({
      kind: 'payment-succeeded',
      id: 'evt_invoice.paid',
      at: new Date(CREATED * 1000),
      userId: 'u1',
      billingPeriod: 'annual',
      amountCents: 9900,
      periodEnd: new Date(PERIOD_END * 1000),
      card: null,
      reason: 'activation',
      subscriptionId: 'sub_1',
      // The subscription is the purchase; a refund of this payment names its invoice.
      purchaseRef: 'sub_1',
      paymentRef: 'in_1',
    });
  });

  it('when a renewal invoice with a proration line is paid, then a renewal to the latest line’s end', () => {
    const renewal = invoice(
      {
        amount_paid: 999,
        billing_reason: 'subscription_cycle',
        parent: {
          type: 'subscription_details',
          subscription_details: {
            subscription: { id: 'sub_2' },
            metadata: { userId: 'u1', billingPeriod: 'monthly' },
          },
        },
        lines: {
          data: [
            { period: { start: CREATED, end: CREATED + 100 } },
            { period: { start: CREATED, end: CREATED + 2_592_000 } },
          ],
        },
      },
      {},
    );
    expect(fromStripeEvent(event('invoice.paid', renewal))).toMatchObject({
      kind: 'payment-succeeded',
      billingPeriod: 'monthly',
      amountCents: 999,
      periodEnd: new Date((CREATED + 2_592_000) * 1000),
      reason: 'renewal',
      subscriptionId: 'sub_2',
      purchaseRef: 'sub_2',
    });
  });

  it('when a paid invoice is not one of ours (no userId or period), then it is ignored', () => {
    for (const metadata of [{}, { userId: 'u1' }, { userId: 'u1', billingPeriod: 'weekly' }]) {
      expect(fromStripeEvent(event('invoice.paid', invoice({}, metadata)))).toEqual({
        kind: 'ignored',
        id: 'evt_invoice.paid',
        type: 'invoice.paid',
      });
    }
    expect(fromStripeEvent(event('invoice.paid', invoice({ parent: null })))).toMatchObject({
      kind: 'ignored',
    });
  });

  it('when a payment fails, then a failure with the invoice’s error or the decline, activation or renewal', () => {
    expect(fromStripeEvent(event('invoice.payment_failed', invoice({})))).toEqual({
      kind: 'payment-failed',
      id: 'evt_invoice.payment_failed',
      at: new Date(CREATED * 1000),
      userId: 'u1',
      message: 'Your card was declined.',
      reason: 'activation',
    });
    const renewal = invoice({
      billing_reason: 'subscription_cycle',
      last_finalization_error: { message: 'Your card has expired.' },
    });
    expect(fromStripeEvent(event('invoice.payment_failed', renewal))).toMatchObject({
      kind: 'payment-failed',
      message: 'Your card has expired.',
      reason: 'renewal',
    });
  });

  it('when a card setup succeeds with its payment method expanded, then the new card', () => {
    const intent = {
      object: 'setup_intent',
      metadata: { userId: 'u1', subscriptionId: 'sub_1' },
      payment_method: {
        id: 'pm_1',
        card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2030 },
      },
    };
    expect(fromStripeEvent(event('setup_intent.succeeded', intent))).toEqual({
      kind: 'card-updated',
      id: 'evt_setup_intent.succeeded',
      at: new Date(CREATED * 1000),
      userId: 'u1',
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: 2030 },
    });
  });

  it('when a card setup succeeds with only the payment method’s id (a webhook’s usual), then it is ignored', () => {
    const intent = { object: 'setup_intent', metadata: { userId: 'u1' }, payment_method: 'pm_1' };
    expect(fromStripeEvent(event('setup_intent.succeeded', intent))).toMatchObject({
      kind: 'ignored',
    });
  });

  it('when a card-book setup (any signed-in user) succeeds, then it is ignored: not the membership’s card', () => {
    const intent = {
      object: 'setup_intent',
      metadata: { userId: 'u1', purpose: 'card-book' },
      payment_method: {
        id: 'pm_1',
        card: { brand: 'visa', last4: '0341', exp_month: 12, exp_year: 2030 },
      },
    };
    expect(fromStripeEvent(event('setup_intent.succeeded', intent))).toMatchObject({
      kind: 'ignored',
    });
  });

  it('when an event is of another type, then it is ignored', () => {
    expect(fromStripeEvent(event('customer.created', { object: 'customer' }))).toEqual({
      kind: 'ignored',
      id: 'evt_customer.created',
      type: 'customer.created',
    });
  });
});

describe('the Stripe adapter: signed deliveries (parseEvent)', () => {
  // No request is made: parseEvent only checks the signature locally.
  const provider = createStripeProvider({
    secretKey: 'sk_test_123',
    publishableKey: 'pk_test_123',
    webhookSecret: WEBHOOK_SECRET,
    apiBase: 'http://127.0.0.1:9',
  });

  it('when the signature holds, then the event is read', () => {
    const { body, header } = signed(event('invoice.paid', invoice({})));
    expect(provider.parseEvent(body, header)).toMatchObject({
      kind: 'payment-succeeded',
      userId: 'u1',
      subscriptionId: 'sub_1',
    });
  });

  it('when the signature is missing, wrong, over another body or by another secret, then InvalidSignatureError', () => {
    const { body, header } = signed(event('invoice.paid', invoice({})));
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: body.toString(),
      secret: 'whsec_other',
    });
    expect(() => provider.parseEvent(body, undefined)).toThrow(InvalidSignatureError);
    expect(() => provider.parseEvent(body, 't=1,v1=00')).toThrow(InvalidSignatureError);
    expect(() => provider.parseEvent(body, otherSecret)).toThrow(InvalidSignatureError);
    expect(() => provider.parseEvent(Buffer.from(`${body.toString()} `), header)).toThrow(
      InvalidSignatureError,
    );
  });

  it('when the signature is older than the tolerance (a replay), then InvalidSignatureError', () => {
    const body = JSON.stringify(event('invoice.paid', invoice({})));
    const header = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: WEBHOOK_SECRET,
      timestamp: Math.floor(Date.now() / 1000) - 3600,
    });
    expect(() => provider.parseEvent(Buffer.from(body), header)).toThrow(InvalidSignatureError);
  });
});
