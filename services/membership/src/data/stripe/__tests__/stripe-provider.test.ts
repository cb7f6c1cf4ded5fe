import { findStripeMock, startStripeMock, type StripeMock } from '@coffee/payments/testing';
import type Stripe from 'stripe';
import {
  DIRECT_PLUS_PRODUCT_ID,
  STRIPE_API_VERSION,
  createStripeClient,
  firstPaymentParams,
} from '../stripe-client';
import { internalSavedCardSchema, savedPaymentMethodListSchema } from '@coffee/contracts';
import { defaultCardParams, findCustomer } from '../stripe-cards';
import { PROVIDER_UNAVAILABLE_MESSAGE, createStripeProvider } from '../stripe-provider';

const STRIPE_MOCK = findStripeMock();

(STRIPE_MOCK ? describe : describe.skip)('the Stripe adapter against stripe-mock', () => {
  let mock: StripeMock | undefined;
  let stripe: Stripe;
  let provider: ReturnType<typeof createStripeProvider>;
  let responses: Stripe.ResponseEvent[] = [];
  const calls = () => responses.map((r) => `${r.status} ${r.method} ${r.path.split('?')[0]}`);
  const keyOf = (method: string, prefix: string) =>
    responses.find((r) => r.method === method && r.path.startsWith(prefix))?.idempotency_key;

  beforeAll(async () => {
    mock = await startStripeMock(STRIPE_MOCK!);
    const options = {
      secretKey: 'sk_test_123',
      publishableKey: 'pk_test_123',
      webhookSecret: 'whsec_test_secret',
      apiBase: mock.apiBase,
    };
    stripe = createStripeClient(options);
    stripe.on('response', (r: Stripe.ResponseEvent) => responses.push(r));
    provider = createStripeProvider(options, stripe);
  }, 20_000);
  beforeEach(() => {
    responses = [];
  });
  afterAll(() => {
    mock?.stop();
  });

  it('when a request carries a parameter Stripe does not know, then stripe-mock refuses it (the checks below mean something)', async () => {
    await expect(
      stripe.subscriptions.update('sub_1', { cancel_at_period_end: true, bogus: 1 } as never),
    ).rejects.toMatchObject({ statusCode: 400 });
  });

  it('when the client is made, then it speaks the pinned API version', () => {
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
    expect(stripe.getApiField('version')).toBe(STRIPE_API_VERSION);
  });

  it('when a first payment’s subscription is created, then its first invoice’s confirmation secret comes back expanded', async () => {
    const subscription = await stripe.subscriptions.create(
      firstPaymentParams({
        customer: 'cus_1',
        product: 'prod_1',
        userId: 'u1',
        billingPeriod: 'annual',
        amountCents: 9900,
      }),
    );
    expect(subscription.latest_invoice).toMatchObject({
      confirmation_secret: { client_secret: expect.any(String) },
    });
  });

  it('when the product is missing, then its create with our fixed id is accepted', async () => {
    await expect(
      stripe.products.create({ id: DIRECT_PLUS_PRODUCT_ID, name: 'Direct+ membership' }),
    ).resolves.toMatchObject({ object: 'product' });
  });

  it('when a first payment starts, then customer, product and subscription requests are all accepted, the create carrying its idempotency key', async () => {
    // stripe-mock's fixture has an empty confirmation secret: the adapter refuses it rather than
    // hand the page nothing, so the answer is the 503; the requests before it must all pass.
    await expect(
      provider.startPayment({ userId: "u'1", billingPeriod: 'monthly', amountCents: 999 }),
    ).rejects.toMatchObject({ status: 503, message: PROVIDER_UNAVAILABLE_MESSAGE });
    // stripe-mock's listed subscription is not this user's open one: a new one is made.
    expect(calls()).toEqual([
      '200 GET /v1/customers/search',
      '200 GET /v1/subscriptions',
      `200 GET /v1/products/${DIRECT_PLUS_PRODUCT_ID}`,
      '200 POST /v1/subscriptions',
    ]);
    const list = responses.find(
      (r) => r.method === 'GET' && r.path.startsWith('/v1/subscriptions'),
    );
    expect(decodeURIComponent(list?.path ?? '')).toContain('status=all');
    expect(keyOf('POST', '/v1/subscriptions')).toMatch(/^subscription-u'1-[0-9a-f-]{36}$/);
  });

  describe('when Stripe already has a first payment of the user', () => {
    /** stripe-mock's subscription (it is stateless), made the user's, first invoice open. */
    const theirs = async (
      status: Stripe.Subscription.Status,
      billingPeriod: 'annual' | 'monthly',
      amountCents: number,
      invoiceStatus: Stripe.Invoice.Status = 'open',
    ) => {
      const fixture = (await stripe.subscriptions.list({ limit: 1 })).data[0]!;
      const item = fixture.items.data[0]!;
      const subscription = {
        ...fixture,
        status,
        metadata: { userId: 'u1', billingPeriod },
        items: {
          ...fixture.items,
          data: [{ ...item, price: { ...item.price, unit_amount: amountCents, currency: 'usd' } }],
        },
        latest_invoice: {
          id: 'in_open_1',
          object: 'invoice',
          status: invoiceStatus,
          confirmation_secret: { client_secret: 'pi_open_secret_1', type: 'payment_intent' },
        },
      };
      responses = [];
      return jest
        .spyOn(stripe.subscriptions, 'list')
        .mockResolvedValue({ object: 'list', data: [subscription], has_more: false } as never);
    };
    afterEach(() => jest.restoreAllMocks());

    it('waiting for the same period and amount, then its secret comes back and no second subscription is made', async () => {
      const list = await theirs('incomplete', 'annual', 9900);
      await expect(
        provider.startPayment({ userId: 'u1', billingPeriod: 'annual', amountCents: 9900 }),
      ).resolves.toEqual({ clientSecret: 'pi_open_secret_1' });
      expect(list).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'all', customer: expect.any(String) }),
      );
      expect(calls()).toEqual(['200 GET /v1/customers/search']);
    });

    it('waiting for another period, then that one is voided and cancelled first (one open first payment per user), then a subscription of its own is made', async () => {
      await theirs('incomplete', 'annual', 9900);
      const subscription = (await stripe.subscriptions.list({ limit: 1 })).data[0]!;
      responses = [];
      // stripe-mock's created subscription has no confirmation secret: the 503 after the create.
      await expect(
        provider.startPayment({ userId: 'u1', billingPeriod: 'monthly', amountCents: 999 }),
      ).rejects.toMatchObject({ status: 503 });
      // Before this, the annual one stayed payable beside the new monthly one (issue 24).
      const made = calls();
      const create = made.indexOf('200 POST /v1/subscriptions');
      expect(made.indexOf('200 POST /v1/invoices/in_open_1/void')).toBeGreaterThan(0);
      expect(made.indexOf(`200 DELETE /v1/subscriptions/${subscription.id}`)).toBeGreaterThan(
        made.indexOf('200 POST /v1/invoices/in_open_1/void'),
      );
      expect(create).toBeGreaterThan(
        made.indexOf(`200 DELETE /v1/subscriptions/${subscription.id}`),
      );
      expect(keyOf('POST', '/v1/invoices/in_open_1/void')).toBe('void-in_open_1');
      expect(keyOf('DELETE', `/v1/subscriptions/${subscription.id}`)).toBe(
        `cancel-now-${subscription.id}`,
      );
    });

    it('waiting, its first invoice paid a moment ago (the subscription not active yet), then 409 in progress and nothing is cancelled or made', async () => {
      await theirs('incomplete', 'annual', 9900, 'paid');
      await expect(
        provider.startPayment({ userId: 'u1', billingPeriod: 'monthly', amountCents: 999 }),
      ).rejects.toMatchObject({ status: 409, code: 'PAYMENT_IN_PROGRESS' });
      expect(calls()).toEqual(['200 GET /v1/customers/search']);
    });

    it('paid (active, its event not here yet), then 409 in progress and nothing is made', async () => {
      await theirs('active', 'annual', 9900);
      await expect(
        provider.startPayment({ userId: 'u1', billingPeriod: 'annual', amountCents: 9900 }),
      ).rejects.toMatchObject({ status: 409, code: 'PAYMENT_IN_PROGRESS' });
      expect(calls()).toEqual(['200 GET /v1/customers/search']);
    });

    it('ended unpaid (incomplete_expired) or renewals failing (past_due), then a new one is made', async () => {
      for (const status of ['incomplete_expired', 'past_due'] as const) {
        await theirs(status, 'annual', 9900);
        await expect(
          provider.startPayment({ userId: 'u1', billingPeriod: 'annual', amountCents: 9900 }),
        ).rejects.toMatchObject({ status: 503 });
        expect(calls()).toContain('200 POST /v1/subscriptions');
        jest.restoreAllMocks();
      }
    });
  });

  describe('when a first payment arrived for a member who already pays (a double charge)', () => {
    afterEach(() => jest.restoreAllMocks());

    it('then its subscription is cancelled at once and each payment of its invoice refunded in full, under one key per invoice and payment', async () => {
      const listed = await stripe.invoicePayments.list({ invoice: 'in_2' });
      const payment = listed.data[0]!;
      const list = jest.spyOn(stripe.invoicePayments, 'list').mockResolvedValue({
        ...listed,
        data: [
          { ...payment, payment: { type: 'payment_intent', payment_intent: 'pi_paid_twice' } },
        ],
      } as never);
      responses = [];
      await provider.refundFirstPayment({
        userId: 'u1',
        purchaseRef: 'sub_2',
        paymentRef: 'in_2',
        amountCents: 9900,
      });
      expect(list).toHaveBeenCalledWith({ invoice: 'in_2', status: 'paid', limit: 10 });
      expect(calls()).toEqual([
        '200 GET /v1/subscriptions/sub_2',
        '200 DELETE /v1/subscriptions/sub_2',
        '200 POST /v1/refunds',
      ]);
      expect(keyOf('DELETE', '/v1/subscriptions/sub_2')).toBe('cancel-now-sub_2');
      expect(keyOf('POST', '/v1/refunds')).toBe('refund-in_2-pi_paid_twice');
      // The parameters themselves, as stripe-mock validates them against Stripe's spec.
      await expect(
        stripe.refunds.create({
          payment_intent: 'pi_paid_twice',
          reason: 'duplicate',
          metadata: { userId: 'u1', invoice: 'in_2' },
        }),
      ).resolves.toMatchObject({ object: 'refund' });
    });

    it('then a subscription already cancelled is left, and an invoice payment with nothing to refund is skipped', async () => {
      const sub = await stripe.subscriptions.retrieve('sub_3');
      jest
        .spyOn(stripe.subscriptions, 'retrieve')
        .mockResolvedValue({ ...sub, status: 'canceled' } as never);
      responses = [];
      await provider.refundFirstPayment({
        userId: 'u1',
        purchaseRef: 'sub_3',
        paymentRef: 'in_3',
        amountCents: 999,
      });
      // stripe-mock's invoice payment names no PaymentIntent or charge.
      expect(calls()).toEqual(['200 GET /v1/invoice_payments']);
    });
  });

  describe('when a member claims the money-back guarantee', () => {
    afterEach(() => jest.restoreAllMocks());

    it('then the subscription ends at once and every payment of each named invoice is refunded at the customer’s request, one key per invoice and payment', async () => {
      const listed = await stripe.invoicePayments.list({ invoice: 'in_first' });
      const template = listed.data[0]!;
      const list = jest.spyOn(stripe.invoicePayments, 'list').mockImplementation((async (params: {
        invoice: string;
      }) => ({
        ...listed,
        data: [
          {
            ...template,
            payment: { type: 'payment_intent', payment_intent: `pi_of_${params.invoice}` },
          },
        ],
      })) as never);
      const refunds = jest.spyOn(stripe.refunds, 'create');
      responses = [];
      await provider.refundPurchase({
        userId: 'u1',
        purchaseRef: 'sub_9',
        paymentRefs: ['in_first', 'in_renewal'],
      });
      expect(list.mock.calls.map(([params]) => params)).toEqual([
        { invoice: 'in_first', status: 'paid', limit: 10 },
        { invoice: 'in_renewal', status: 'paid', limit: 10 },
      ]);
      expect(calls()).toEqual([
        '200 GET /v1/subscriptions/sub_9',
        '200 DELETE /v1/subscriptions/sub_9',
        '200 POST /v1/refunds',
        '200 POST /v1/refunds',
      ]);
      expect(refunds.mock.calls.map(([params]) => params)).toEqual([
        {
          payment_intent: 'pi_of_in_first',
          reason: 'requested_by_customer',
          metadata: { userId: 'u1', invoice: 'in_first' },
        },
        {
          payment_intent: 'pi_of_in_renewal',
          reason: 'requested_by_customer',
          metadata: { userId: 'u1', invoice: 'in_renewal' },
        },
      ]);
      expect(responses.filter((r) => r.method === 'POST').map((r) => r.idempotency_key)).toEqual([
        'refund-in_first-pi_of_in_first',
        'refund-in_renewal-pi_of_in_renewal',
      ]);
    });
  });

  it('when a card is set up, then a setup intent’s secret comes back', async () => {
    const { clientSecret } = await provider.startCardSetup({
      userId: 'u1',
      subscriptionId: 'sub_1',
    });
    expect(clientSecret).toEqual(expect.any(String));
    expect(calls()).toEqual(['200 GET /v1/customers/search', '200 POST /v1/setup_intents']);
    expect(keyOf('POST', '/v1/setup_intents')).toMatch(/^setup-u1-/);
  });

  it('when a non-member sets up a card for the card book, then an off-session SetupIntent for their customer (made when there is none) comes back, no subscription touched', async () => {
    const create = jest.spyOn(stripe.setupIntents, 'create');
    const search = jest
      .spyOn(stripe.customers, 'search')
      .mockResolvedValue({ object: 'search_result', data: [], has_more: false } as never);
    try {
      const { clientSecret } = await provider.startCardBookSetup('u2');
      expect(clientSecret).toEqual(expect.any(String));
      expect(search).toHaveBeenCalledTimes(1);
      // No customer yet: made as the first Direct+ payment makes it (one per user).
      expect(calls()).toEqual(['200 POST /v1/customers', '200 POST /v1/setup_intents']);
      expect(keyOf('POST', '/v1/customers')).toBe('customer-u2');
      expect(keyOf('POST', '/v1/setup_intents')).toMatch(/^card-book-setup-u2-/);
      expect(create).toHaveBeenCalledWith(
        {
          customer: expect.any(String),
          usage: 'off_session',
          metadata: { userId: 'u2', purpose: 'card-book' },
        },
        expect.anything(),
      );
      expect(calls().some((c) => c.includes('/v1/subscriptions'))).toBe(false);
    } finally {
      jest.restoreAllMocks();
    }
  });

  it('when cancelled and resumed, then each update is accepted', async () => {
    await expect(provider.setCancelAtPeriodEnd('sub_1', true)).resolves.toBeUndefined();
    await expect(provider.setCancelAtPeriodEnd('sub_1', false)).resolves.toBeUndefined();
    expect(calls().every((c) => c.startsWith('200 '))).toBe(true);
    expect(calls()).toContain('200 POST /v1/subscriptions/sub_1');
  });

  it('when the renewal switches to monthly, then the schedule’s phases are accepted', async () => {
    await expect(provider.setRenewalPeriod('sub_1', 'monthly', 999)).resolves.toBeUndefined();
    expect(calls().every((c) => c.startsWith('200 '))).toBe(true);
    expect(calls().at(-1)).toMatch(/^200 POST \/v1\/subscription_schedules\/\w+$/);
  });

  it('when there is no subscription, then nothing is asked of Stripe', async () => {
    await provider.setCancelAtPeriodEnd(null, true);
    await provider.setRenewalPeriod(null, 'annual', 9900);
    expect(responses).toEqual([]);
  });

  describe('saved cards', () => {
    /** Makes stripe-mock's card fixture belong to the customer the search finds (it is stateless). */
    const ownCard = async () => {
      const customer = await findCustomer(stripe, 'u1');
      const card = await stripe.paymentMethods.retrieve('pm_1');
      responses = [];
      return jest
        .spyOn(stripe.paymentMethods, 'retrieve')
        .mockResolvedValue({ ...card, customer } as never);
    };
    afterEach(() => jest.restoreAllMocks());

    it('when the cards are listed, then the customer and its card payment methods are read into the contract', async () => {
      const cards = await provider.listCards('u1', null);
      expect(savedPaymentMethodListSchema.safeParse(cards).success).toBe(true);
      expect(cards.length).toBeGreaterThan(0);
      expect(cards[0]).toMatchObject({ last4: expect.stringMatching(/^\d{4}$/) });
      expect(calls()).toHaveLength(3);
      expect(calls()).toEqual(
        expect.arrayContaining([
          '200 GET /v1/customers/search',
          expect.stringMatching(/^200 GET \/v1\/customers\/\w+$/),
          expect.stringMatching(/^200 GET \/v1\/customers\/\w+\/payment_methods$/),
        ]),
      );
    });

    it('when the card is not attached to the user’s customer, then default and remove change nothing', async () => {
      jest
        .spyOn(stripe.paymentMethods, 'retrieve')
        .mockResolvedValue({ id: 'pm_x', customer: 'cus_someone_else' } as never);
      await expect(provider.setDefaultCard('u1', 'pm_x', 'sub_1')).resolves.toBeNull();
      await expect(provider.removeCard('u1', 'pm_x')).resolves.toBe(false);
      expect(calls().every((c) => c.startsWith('200 GET'))).toBe(true);
    });

    it('when there is a subscription, then its card is read too (it outranks the customer’s default)', async () => {
      const cards = await provider.listCards('u1', 'sub_1');
      expect(savedPaymentMethodListSchema.safeParse(cards).success).toBe(true);
      expect(calls()).toContain('200 GET /v1/subscriptions/sub_1');
    });

    it('when an owned card is made the default, then the customer’s and the subscription’s updates are accepted', async () => {
      await ownCard();
      await expect(provider.setDefaultCard('u1', 'pm_1', 'sub_1')).resolves.toMatchObject({
        last4: expect.any(String),
      });
      expect(calls()).toEqual([
        '200 GET /v1/customers/search',
        expect.stringMatching(/^200 POST \/v1\/customers\/\w+$/),
        '200 POST /v1/subscriptions/sub_1',
      ]);
      await expect(
        stripe.customers.update('cus_1', defaultCardParams('pm_1')),
      ).resolves.toBeTruthy();
    });

    it('when an owned card is looked up, then it comes with its customer, as cart-checkout charges it', async () => {
      await ownCard();
      const customer = await findCustomer(stripe, 'u1');
      responses = [];
      const card = await provider.findCard('u1', 'pm_1');
      expect(internalSavedCardSchema.parse(card)).toEqual({
        id: 'pm_1',
        brand: expect.any(String),
        last4: expect.stringMatching(/^\d{4}$/),
        expMonth: expect.any(Number),
        expYear: expect.any(Number),
        provider: 'stripe',
        customerRef: customer,
        offSessionDecline: null,
      });
      expect(calls()).toEqual(['200 GET /v1/customers/search']);
    });

    it('when someone else’s card is looked up, then null', async () => {
      jest
        .spyOn(stripe.paymentMethods, 'retrieve')
        .mockResolvedValue({ id: 'pm_x', customer: 'cus_someone_else' } as never);
      await expect(provider.findCard('u1', 'pm_x')).resolves.toBeNull();
    });

    it('when an owned card is removed, then it is detached', async () => {
      await ownCard();
      await expect(provider.removeCard('u1', 'pm_1')).resolves.toBe(true);
      expect(calls()).toEqual([
        '200 GET /v1/customers/search',
        '200 POST /v1/payment_methods/pm_1/detach',
      ]);
    });

    it('when the customer is forgotten, then the subscription is cancelled at once and every card detached', async () => {
      await expect(provider.forgetCustomer('u1', 'sub_1')).resolves.toBeUndefined();
      const made = calls();
      expect(made.every((c) => c.startsWith('200 '))).toBe(true);
      expect(made[0]).toBe('200 GET /v1/subscriptions/sub_1');
      expect(made).toContain('200 GET /v1/customers/search');
      expect(made.some((c) => /^200 POST \/v1\/payment_methods\/\w+\/detach$/.test(c))).toBe(true);
    });

    it('when there is no subscription, then only the cards are asked about', async () => {
      await provider.forgetCustomer('u1', null);
      expect(calls().some((c) => c.includes('/v1/subscriptions'))).toBe(false);
    });
  });
});
