import { z } from 'zod';
import { ConfigError } from '../../config/parse-config';
import { offlineWebhookSecretOf, stripeEnv, stripeKeysOf } from '../stripe-config';
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
