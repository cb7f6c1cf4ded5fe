import { ConfigError } from '@coffee/service-defaults';
import { loadMembershipConfig } from '../config';

const base = { JWT_PUBLIC_KEY: 'pub', INTERNAL_TOKEN: 'tok' };
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

describe('membership configuration', () => {
  it('when no Stripe keys are set, then the offline test provider, with a webhook secret derived from the internal token', () => {
    const config = loadMembershipConfig(base);
    expect(config.stripe).toBeNull();
    expect(config.offlineWebhookSecret).toMatch(/^[0-9a-f]{64}$/);
    expect(loadMembershipConfig(base).offlineWebhookSecret).toBe(config.offlineWebhookSecret);
    expect(
      loadMembershipConfig({ ...base, INTERNAL_TOKEN: 'other' }).offlineWebhookSecret,
    ).not.toBe(config.offlineWebhookSecret);
  });

  it('when all three Stripe keys are set, then Stripe', () => {
    expect(loadMembershipConfig({ ...base, ...stripe }).stripe).toEqual({
      secretKey: 'sk_test_1',
      publishableKey: 'pk_test_1',
      webhookSecret: 'whsec_1',
    });
  });

  it('when only some Stripe keys are set or one looks wrong, then the service refuses to start and says why', () => {
    expect(() => loadMembershipConfig({ ...base, STRIPE_SECRET_KEY: 'sk_test_1' })).toThrow(
      ConfigError,
    );
    expect(() =>
      loadMembershipConfig({ ...base, ...stripe, STRIPE_PUBLISHABLE_KEY: 'sk_test_oops' }),
    ).toThrow(ConfigError);
  });
});
