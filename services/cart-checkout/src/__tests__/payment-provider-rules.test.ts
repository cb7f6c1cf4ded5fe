import { ConfigError } from '@coffee/service-defaults';
import { createTestTokens, testServiceEnv } from '@coffee/service-defaults/testing';
import { loadCartCheckoutConfig } from '../config';

// Issue 24: a production deployment never takes order payments through the offline provider
// (which approves any test card, or a PayPal step with no card at all) unless it says it is a
// demo (DEMO_PAYMENTS=true).
const keys = createTestTokens().keys;
const production = () => testServiceEnv(keys, 'cart', { NODE_ENV: 'production' });
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_ORDER_WEBHOOK_SECRET: 'whsec_orders',
};

const problemsOf = (env: Record<string, string | undefined>): string[] => {
  try {
    loadCartCheckoutConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('cart-checkout: which payment provider production may run', () => {
  it('when NODE_ENV=production has no Stripe keys and no DEMO_PAYMENTS, then it refuses to start, naming the order webhook secret', () => {
    const [problem, ...rest] = problemsOf(production());
    expect(rest).toEqual([]);
    expect(problem).toContain(
      'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_ORDER_WEBHOOK_SECRET',
    );
    expect(problem).toContain('DEMO_PAYMENTS=true');
  });

  it('when NODE_ENV=production says DEMO_PAYMENTS=true, then the offline provider, marked as a demo', () => {
    const config = loadCartCheckoutConfig({ ...production(), DEMO_PAYMENTS: 'true' });
    expect(config.stripe).toBeNull();
    expect(config.demoPayments).toBe(true);
  });

  it('when NODE_ENV=production has the Stripe keys and the order webhook secret, then Stripe', () => {
    const config = loadCartCheckoutConfig({ ...production(), ...stripe });
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_1', webhookSecret: 'whsec_orders' });
    expect(config.demoPayments).toBe(false);
  });

  it('when DEMO_PAYMENTS=true comes with Stripe keys, then it refuses to start', () => {
    expect(problemsOf({ ...production(), ...stripe, DEMO_PAYMENTS: 'true' })).toEqual([
      expect.stringMatching(/^DEMO_PAYMENTS: true, yet Stripe keys are set/),
    ]);
  });

  it('when the order webhook secret is missing in production, then it refuses and names it', () => {
    const { STRIPE_ORDER_WEBHOOK_SECRET: _omitted, ...withoutSecret } = stripe;
    expect(problemsOf({ ...production(), ...withoutSecret })).toEqual([
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_ORDER_WEBHOOK_SECRET (or STRIPE_WEBHOOK_SECRET): set all three, or none',
    ]);
  });

  it('when compose passes unset keys as empty strings, then they count as unset', () => {
    const empty = {
      STRIPE_SECRET_KEY: '',
      STRIPE_PUBLISHABLE_KEY: '',
      STRIPE_ORDER_WEBHOOK_SECRET: '',
    };
    expect(problemsOf({ ...production(), ...empty })).toEqual([
      expect.stringMatching(/^NODE_ENV=production needs a real payment provider/),
    ]);
    expect(
      loadCartCheckoutConfig({ ...production(), ...empty, DEMO_PAYMENTS: 'true' }).stripe,
    ).toBeNull();
  });
});
