import { ConfigError } from '@coffee/service-defaults';
import { loadMembershipConfig } from '../config';

// Issue 24: a production deployment never takes Direct+ payments through the offline provider
// unless it says it is a demo (DEMO_PAYMENTS=true).
const base = { JWT_PUBLIC_KEY: 'pub', INTERNAL_TOKEN: 'tok' };
const production = { ...base, NODE_ENV: 'production' };
const stripe = {
  STRIPE_SECRET_KEY: 'sk_test_1',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_1',
  STRIPE_WEBHOOK_SECRET: 'whsec_1',
};

const problemsOf = (env: Record<string, string>): string[] => {
  try {
    loadMembershipConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
};

describe('membership: which payment provider production may run', () => {
  it('when NODE_ENV=production has no Stripe keys and no DEMO_PAYMENTS, then it refuses to start, naming both ways out', () => {
    const [problem, ...rest] = problemsOf(production);
    expect(rest).toEqual([]);
    expect(problem).toContain(
      'set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET',
    );
    expect(problem).toContain('DEMO_PAYMENTS=true');
  });

  it('when compose passes the unset keys as empty strings in production, then the same refusal, not a malformed-key error', () => {
    const empty = { STRIPE_SECRET_KEY: '', STRIPE_PUBLISHABLE_KEY: '', STRIPE_WEBHOOK_SECRET: '' };
    const problems = problemsOf({ ...production, ...empty });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^NODE_ENV=production needs a real payment provider/);
    // A demo with the same empty keys starts.
    expect(
      loadMembershipConfig({ ...production, ...empty, DEMO_PAYMENTS: 'true' }).stripe,
    ).toBeNull();
  });

  it('when NODE_ENV=production says DEMO_PAYMENTS=true, then the offline provider, marked as a demo', () => {
    const config = loadMembershipConfig({ ...production, DEMO_PAYMENTS: 'true' });
    expect(config.stripe).toBeNull();
    expect(config.demoPayments).toBe(true);
  });

  it('when NODE_ENV=production has the three Stripe keys, then Stripe, and no demo', () => {
    const config = loadMembershipConfig({ ...production, ...stripe });
    expect(config.stripe).toMatchObject({ secretKey: 'sk_test_1', webhookSecret: 'whsec_1' });
    expect(config.demoPayments).toBe(false);
  });

  it('when DEMO_PAYMENTS=true comes with Stripe keys, then it refuses to start (which was meant?)', () => {
    expect(problemsOf({ ...production, ...stripe, DEMO_PAYMENTS: 'true' })).toEqual([
      expect.stringMatching(/^DEMO_PAYMENTS: true, yet Stripe keys are set/),
    ]);
    expect(problemsOf({ ...base, ...stripe, DEMO_PAYMENTS: 'true' })).toHaveLength(1);
  });

  it('when some Stripe keys are missing in production, then it refuses and names the three', () => {
    expect(problemsOf({ ...production, STRIPE_SECRET_KEY: 'sk_live_1' })).toEqual([
      'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET: set all three, or none',
    ]);
  });

  it('when DEMO_PAYMENTS is not true or false, then it refuses', () => {
    expect(problemsOf({ ...production, DEMO_PAYMENTS: 'yes' })).toContain(
      'DEMO_PAYMENTS: must be true or false',
    );
  });
});
