import { ConfigError } from '@coffee/service-defaults';
import { createTestTokens, testServiceEnv } from '@coffee/service-defaults/testing';
import { loadCartCheckoutConfig } from '../config';

const keys = createTestTokens().keys;
const load = (env: Record<string, string>) =>
  loadCartCheckoutConfig(testServiceEnv(keys, 'cart', env));

describe('the checkout’s timing configuration', () => {
  it('when nothing is set, then a placement is interrupted after 2 minutes and swept every minute', () => {
    expect(load({}).checkout).toEqual({
      placingWaitMs: 22_000,
      lockLeaseMs: 22_000 + 30_000 + 2 * 3_000 + 10_000,
      abandonedAfterMs: 120_000,
      sweepIntervalMs: 60_000,
    });
  });

  it('when shorter service timeouts are set, then a placement lifetime down to the longest placement is accepted', () => {
    const env = { STOCK_TIMEOUT_MS: '3000', SERVICE_TIMEOUT_MS: '2000' };
    expect(
      load({ ...env, ORDER_ABANDONED_AFTER_MS: '31000', ORDER_SWEEP_INTERVAL_MS: '3000' }).checkout,
    ).toMatchObject({ lockLeaseMs: 31_000, abandonedAfterMs: 31_000, sweepIntervalMs: 3_000 });
  });

  it('when the placement lifetime is shorter than a live placement can run, then the service refuses to start and says the least', () => {
    const attempt = () => load({ ORDER_ABANDONED_AFTER_MS: '30000' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(
      'ORDER_ABANDONED_AFTER_MS: must be at least 68000 (the longest a placement can run with STOCK_TIMEOUT_MS 10000 and SERVICE_TIMEOUT_MS 3000)',
    );
  });

  it.each([['0'], ['-5'], ['soon']])(
    'when ORDER_SWEEP_INTERVAL_MS is %j, then it is refused',
    (value) => {
      expect(() => load({ ORDER_SWEEP_INTERVAL_MS: value })).toThrow(/ORDER_SWEEP_INTERVAL_MS/);
    },
  );
});
