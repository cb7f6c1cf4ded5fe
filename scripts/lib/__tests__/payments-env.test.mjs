// How the orchestrator tells the paying services which provider to run (no system started).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { STRIPE_ENV, paymentsEnv } from '../system.mjs';

describe('paymentsEnv', () => {
  it('when no Stripe key is given, then the shop is a declared demo (DEMO_PAYMENTS=true)', () => {
    assert.deepEqual(paymentsEnv({}), { DEMO_PAYMENTS: 'true' });
    // Empty values are unset, as the services read them.
    assert.deepEqual(paymentsEnv({ STRIPE_SECRET_KEY: '', DEMO_PAYMENTS: '' }), {
      DEMO_PAYMENTS: 'true',
    });
  });

  it('when any Stripe key is given, then nothing is added: the services take Stripe or refuse half a set-up', () => {
    for (const name of STRIPE_ENV) assert.deepEqual(paymentsEnv({ [name]: 'x' }), {}, name);
  });

  it('when DEMO_PAYMENTS is given either way, then the caller decides', () => {
    assert.deepEqual(paymentsEnv({ DEMO_PAYMENTS: 'false' }), {});
    assert.deepEqual(paymentsEnv({ DEMO_PAYMENTS: 'true', STRIPE_SECRET_KEY: 'sk_test_1' }), {});
  });
});
