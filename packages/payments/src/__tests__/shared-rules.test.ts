import { fixedClock, ConfigError, AppError } from '@coffee/service-defaults';
import { OFFLINE_TEST_CARDS, type CardSummary, type OfflinePaymentResult } from '@coffee/contracts';
import type { Connection } from 'mongoose';
import { freshKey, onceKey } from '../idempotency';
import { OFFLINE_DECLINES, NO_AUTHENTICATION_PENDING_MESSAGE } from '../offline-cards';
import {
  OFFLINE_NOT_IN_USE_MESSAGE,
  offlineCardSteps,
  offlineInUse,
  type HeldPayment,
} from '../offline-steps';
import type { OfflineProviderOptions } from '../offline-payments';
import { InvalidSignatureError, paymentProvidersOf } from '../port';
import { offlineWebhookSecretOf, paymentSettingsOf } from '../stripe-config';

const card = (number: string) => ({ number, expiry: '12/40', cvc: '123' });

function stepsOnRecord() {
  const seen: string[] = [];
  const payment: HeldPayment & { id: string } = {
    id: 'offpi_1',
    status: 'requires_payment_method',
  };
  const steps = offlineCardSteps<typeof payment>({
    clock: fixedClock(new Date('2026-11-01T10:00:00Z')),
    async fail(p, message): Promise<OfflinePaymentResult> {
      seen.push(`fail ${p.id}: ${message}`);
      return { status: 'failed', message };
    },
    async succeed(p, paid: CardSummary): Promise<OfflinePaymentResult> {
      seen.push(`succeed ${p.id}: ${paid.brand} ${paid.last4} ${paid.expMonth}/${paid.expYear}`);
      return { status: 'succeeded', message: null };
    },
    async hold(p, held) {
      seen.push(`hold ${p.id}: ${held.last4}`);
      Object.assign(p, { status: 'requires_action', card: held });
    },
  });
  return { seen, payment, steps };
}

describe('the offline card steps', () => {
  it('when the paying test card is typed, then the service is told it succeeded with its summary', async () => {
    const { seen, payment, steps } = stepsOnRecord();
    await expect(steps.confirm(payment, card(OFFLINE_TEST_CARDS.success))).resolves.toEqual({
      status: 'succeeded',
      message: null,
    });
    expect(seen).toEqual(['succeed offpi_1: visa 4242 12/2040']);
  });

  it('when a declining test card is typed, then the service fails the payment with Stripe’s message', async () => {
    const { seen, payment, steps } = stepsOnRecord();
    const result = await steps.confirm(payment, card(OFFLINE_TEST_CARDS.declined));
    expect(result).toEqual({ status: 'failed', message: OFFLINE_DECLINES.declined });
    expect(seen).toEqual([`fail offpi_1: ${OFFLINE_DECLINES.declined}`]);
  });

  it('when the 3-D Secure card is typed, then it is held, and the answer to the step decides', async () => {
    const { seen, payment, steps } = stepsOnRecord();
    await expect(
      steps.confirm(payment, card(OFFLINE_TEST_CARDS.requiresAuthentication)),
    ).resolves.toEqual({
      status: 'requires_action',
      message: null,
    });
    await expect(steps.authenticate(payment, true)).resolves.toEqual({
      status: 'succeeded',
      message: null,
    });
    expect(seen).toEqual(['hold offpi_1: 3184', 'succeed offpi_1: visa 3184 12/2040']);
    const refused = stepsOnRecord();
    await refused.steps.confirm(refused.payment, card(OFFLINE_TEST_CARDS.requiresAuthentication));
    await expect(refused.steps.authenticate(refused.payment, false)).resolves.toEqual({
      status: 'failed',
      message: OFFLINE_DECLINES.authenticationRefused,
    });
  });

  it('when nothing waits for the extra step, then answering it is a 409 and nothing is called', async () => {
    const { seen, payment, steps } = stepsOnRecord();
    await expect(steps.authenticate(payment, true)).rejects.toMatchObject({
      status: 409,
      code: 'NO_AUTHENTICATION_PENDING',
      message: NO_AUTHENTICATION_PENDING_MESSAGE,
    });
    expect(seen).toEqual([]);
  });

  it('when Stripe takes the payments, then the offline routes are a 409; else the provider is handed back', () => {
    expect(() => offlineInUse(null)).toThrow(
      new AppError(409, OFFLINE_NOT_IN_USE_MESSAGE, 'OFFLINE_NOT_IN_USE'),
    );
    const offline = { name: 'offline' };
    expect(offlineInUse(offline)).toBe(offline);
  });
});

describe('idempotency keys', () => {
  it('when the same once-only request is made again, then its key is the same', () => {
    expect(onceKey('order-payment', 'o1', 1250)).toBe('order-payment-o1-1250');
    expect(onceKey('order-refund', 'o1', 'pi_1')).toBe(onceKey('order-refund', 'o1', 'pi_1'));
  });

  it('when a new request is asked for, then each key is new but says what it is for', () => {
    const first = freshKey('subscription', 'u1');
    expect(first).toMatch(/^subscription-u1-[0-9a-f-]{36}$/);
    expect(freshKey('subscription', 'u1')).not.toBe(first);
  });
});

describe('the provider in use and the payment settings', () => {
  const keys = {
    STRIPE_SECRET_KEY: 'sk_test_1',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
    STRIPE_WEBHOOK_SECRET: 'whsec_1',
  };
  const base = { internalToken: 'internal-token', offlinePurpose: 'test-webhook' };

  it('when Stripe’s keys are set, then Stripe takes the payments and the offline routes have none; else the offline provider does', () => {
    const warnings: string[] = [];
    const made: string[] = [];
    const ctx = {
      db: {} as Connection,
      clock: fixedClock('2026-11-01T10:00:00Z'),
      selfUrl: () => 'http://127.0.0.1:4003',
      logger: { warn: (m: string) => void warnings.push(m) },
    };
    const stripe = { name: 'stripe' };
    const offline = { provider: { name: 'offline' } };
    const make = {
      webhookPath: '/api/order-payments/webhook',
      createOffline: (_db: Connection, options: OfflineProviderOptions) => {
        made.push(`offline ${options.webhookPath} ${options.webhookSecret} ${options.selfUrl()}`);
        return offline;
      },
      createStripe: (keys: { secretKey: string }) => {
        made.push(`stripe ${keys.secretKey}`);
        return stripe;
      },
      what: 'order payments',
    };
    const settings = (keys: { secretKey: string } | null, demo: boolean) => ({
      stripe: keys,
      demoPayments: demo,
      offlineWebhookSecret: 'offline-secret',
    });
    expect(paymentProvidersOf(settings({ secretKey: 'sk_test_1' }, false), ctx, make)).toEqual({
      provider: stripe,
      offline: null,
    });
    expect(made).toEqual([
      'offline /api/order-payments/webhook offline-secret http://127.0.0.1:4003',
      'stripe sk_test_1',
    ]);
    const none = paymentProvidersOf(settings(null, false), ctx, make);
    expect(none.provider).toBe(offline.provider);
    expect(none.offline).toBe(offline);
    expect(warnings).toEqual([]);
    expect(paymentProvidersOf(settings(null, true), ctx, make).provider).toBe(offline.provider);
    expect(warnings).toEqual([
      'DEMO_PAYMENTS=true: order payments go to the offline test provider (no real money)',
    ]);
  });

  it('when all keys are set, then the settings carry them; the offline secret is derived per purpose', () => {
    const settings = paymentSettingsOf({
      ...base,
      env: { ...keys, DEMO_PAYMENTS: false },
      nodeEnv: 'production',
    });
    expect(settings).toEqual({
      stripe: { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' },
      demoPayments: false,
      offlineWebhookSecret: offlineWebhookSecretOf(undefined, 'internal-token', 'test-webhook'),
    });
    expect(settings.offlineWebhookSecret).not.toBe(
      offlineWebhookSecretOf(undefined, 'internal-token', 'another-webhook'),
    );
  });

  it('when the service names its own webhook secret, then that one counts and the messages name its key', () => {
    const settings = paymentSettingsOf({
      ...base,
      env: { ...keys, STRIPE_WEBHOOK_SECRET: undefined, DEMO_PAYMENTS: false },
      webhookSecret: 'whsec_order',
      webhookKey: 'STRIPE_ORDER_WEBHOOK_SECRET',
      nodeEnv: undefined,
    });
    expect(settings.stripe?.webhookSecret).toBe('whsec_order');
    expect(() =>
      paymentSettingsOf({
        ...base,
        env: { STRIPE_SECRET_KEY: 'sk_test_1', DEMO_PAYMENTS: false },
        webhookKey: 'STRIPE_ORDER_WEBHOOK_SECRET',
        nodeEnv: undefined,
      }),
    ).toThrow(
      new ConfigError([
        'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_ORDER_WEBHOOK_SECRET: set all three, or none',
      ]),
    );
  });

  it('when production has no keys, then it refuses unless it is a declared demo', () => {
    const demo = (flag: boolean) =>
      paymentSettingsOf({ ...base, env: { DEMO_PAYMENTS: flag }, nodeEnv: 'production' });
    expect(() => demo(false)).toThrow(ConfigError);
    expect(demo(true)).toMatchObject({ stripe: null, demoPayments: true });
    expect(() =>
      paymentSettingsOf({ ...base, env: { ...keys, DEMO_PAYMENTS: true }, nodeEnv: undefined }),
    ).toThrow(ConfigError);
  });

  it('when a signature error is thrown, then it is the one class every provider throws', () => {
    expect(new InvalidSignatureError('no')).toBeInstanceOf(Error);
  });
});
