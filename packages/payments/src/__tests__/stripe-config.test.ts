import { z } from 'zod';
import { ConfigError } from '@coffee/service-defaults';
import {
  offlineWebhookSecretOf,
  paymentProviderOf,
  stripeEnv,
  stripeKeysOf,
} from '../stripe-config';
import { STRIPE_API_VERSION, stripeClientOptions } from '../stripe-client';

const keys = { secretKey: 'sk_test_1', publishableKey: 'pk_test_1', webhookSecret: 'whsec_1' };

describe('Stripe configuration', () => {
  it('when all three keys are set, then Stripe; when none, then null (the offline provider)', () => {
    expect(stripeKeysOf(keys)).toEqual(keys);
    expect(stripeKeysOf({})).toBeNull();
  });

  it('when only some are set, then the service refuses to start and names the keys', () => {
    expect(() => stripeKeysOf({ secretKey: 'sk_test_1' })).toThrow(ConfigError);
    expect(() =>
      stripeKeysOf({ ...keys, webhookSecret: undefined }, 'STRIPE_(ORDER_)WEBHOOK_SECRET'),
    ).toThrow(
      new ConfigError([
        'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_(ORDER_)WEBHOOK_SECRET: set all three, or none',
      ]),
    );
  });

  it('when a key does not look like its kind, then the env schema says so', () => {
    const env = z.object(stripeEnv);
    expect(env.safeParse({ STRIPE_PUBLISHABLE_KEY: 'sk_oops' }).success).toBe(false);
    expect(env.safeParse({ STRIPE_WEBHOOK_SECRET: 'secret' }).success).toBe(false);
    expect(env.safeParse({ OFFLINE_WEBHOOK_SECRET: 'short' }).success).toBe(false);
    expect(env.safeParse({ STRIPE_SECRET_KEY: 'rk_test_1' }).success).toBe(true);
  });

  it('when a key is empty (compose passes an unset variable as ""), then it counts as unset', () => {
    const env = z.object(stripeEnv);
    const parsed = env.parse({
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_WEBHOOK_SECRET: '',
      OFFLINE_WEBHOOK_SECRET: '',
      DEMO_PAYMENTS: '',
    });
    expect(parsed).toEqual({
      STRIPE_SECRET_KEY: undefined,
      STRIPE_PUBLISHABLE_KEY: undefined,
      STRIPE_WEBHOOK_SECRET: undefined,
      OFFLINE_WEBHOOK_SECRET: undefined,
      DEMO_PAYMENTS: false,
    });
  });

  it('when DEMO_PAYMENTS is given, then only true or false', () => {
    const env = z.object(stripeEnv);
    expect(env.parse({ DEMO_PAYMENTS: 'true' }).DEMO_PAYMENTS).toBe(true);
    expect(env.parse({ DEMO_PAYMENTS: 'false' }).DEMO_PAYMENTS).toBe(false);
    expect(env.parse({}).DEMO_PAYMENTS).toBe(false);
    expect(env.safeParse({ DEMO_PAYMENTS: 'yes' }).success).toBe(false);
  });

  it('when no offline secret is given, then one derived from the internal token and the purpose', () => {
    const derived = offlineWebhookSecretOf(undefined, 'tok', 'offline-payment-webhook');
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(offlineWebhookSecretOf(undefined, 'tok', 'offline-payment-webhook')).toBe(derived);
    expect(offlineWebhookSecretOf(undefined, 'other', 'offline-payment-webhook')).not.toBe(derived);
    expect(offlineWebhookSecretOf(undefined, 'tok', 'offline-order-payment-webhook')).not.toBe(
      derived,
    );
    expect(offlineWebhookSecretOf('given', 'tok', 'x')).toBe('given');
  });

  it('when a Stripe client is configured, then the pinned API version, and another server only when named', () => {
    expect(STRIPE_API_VERSION).toBe('2026-10-28.endive');
    expect(stripeClientOptions()).toEqual({
      apiVersion: STRIPE_API_VERSION,
      maxNetworkRetries: 2,
      timeout: 20_000,
    });
    expect(stripeClientOptions('http://127.0.0.1:12111')).toMatchObject({
      host: '127.0.0.1',
      port: '12111',
      protocol: 'http',
    });
    expect(stripeClientOptions('https://stripe.example')).toMatchObject({
      port: 443,
      protocol: 'https',
    });
  });
});

describe('the payment provider of a paying service (paymentProviderOf)', () => {
  const problemsOf = (choice: Parameters<typeof paymentProviderOf>[0]): string[] => {
    try {
      paymentProviderOf(choice);
    } catch (err) {
      if (err instanceof ConfigError) return err.problems;
      throw err;
    }
    return [];
  };

  it('when not in production and no keys are set, then the offline provider, demo or not', () => {
    for (const nodeEnv of [undefined, 'development', 'test'])
      for (const demo of [false, true])
        expect(paymentProviderOf({ keys: {}, demo, nodeEnv })).toBeNull();
  });

  it('when in production with no keys and no DEMO_PAYMENTS, then it refuses to start and lists what to set', () => {
    expect(problemsOf({ keys: {}, demo: false, nodeEnv: 'production' })).toEqual([
      'NODE_ENV=production needs a real payment provider: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET (Stripe), or DEMO_PAYMENTS=true for a demo shop on the offline test provider, which takes no real payments (every page then says so)',
    ]);
    // The order service names its own webhook secret.
    expect(
      problemsOf({
        keys: {},
        demo: false,
        nodeEnv: 'production',
        webhookKey: 'STRIPE_ORDER_WEBHOOK_SECRET',
      })[0],
    ).toContain('set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_ORDER_WEBHOOK_SECRET');
  });

  it('when in production with DEMO_PAYMENTS=true and no keys, then the offline provider (a demo)', () => {
    expect(paymentProviderOf({ keys: {}, demo: true, nodeEnv: 'production' })).toBeNull();
  });

  it('when in production with all three keys, then Stripe', () => {
    expect(paymentProviderOf({ keys, demo: false, nodeEnv: 'production' })).toEqual(keys);
  });

  it('when DEMO_PAYMENTS=true and Stripe keys are set, then it refuses: a demo takes no real payments', () => {
    for (const nodeEnv of ['production', 'development'])
      expect(problemsOf({ keys, demo: true, nodeEnv })).toEqual([
        'DEMO_PAYMENTS: true, yet Stripe keys are set: unset DEMO_PAYMENTS to take real payments through Stripe, or unset the STRIPE_* keys for a demo shop that takes none',
      ]);
  });

  it('when only some keys are set, then it refuses, in production or not, with every problem at once', () => {
    const partial = { secretKey: 'sk_test_1' };
    expect(problemsOf({ keys: partial, demo: false, nodeEnv: 'production' })).toEqual([
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three, or none',
    ]);
    expect(problemsOf({ keys: partial, demo: false, nodeEnv: 'development' })).toHaveLength(1);
    expect(problemsOf({ keys: partial, demo: true, nodeEnv: 'production' })).toHaveLength(2);
  });
});
