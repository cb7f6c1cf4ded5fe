import { simulateSubscriptions } from '../../__tests__/subscription-simulation';

// The short version inside `npm test`; the year of 1,000 subscriptions is
// `npm run simulate:subscriptions` (SIM_SUBSCRIPTIONS, SIM_WEEKS, SIM_KILL_CHANCE, SIM_SEED).
const options = {
  subscriptions: Number(process.env.SIM_SUBSCRIPTIONS ?? 20),
  weeks: Number(process.env.SIM_WEEKS ?? 6),
  killChance: Number(process.env.SIM_KILL_CHANCE ?? 0.15),
  seed: Number(process.env.SIM_SEED ?? 29),
};
const long = options.subscriptions * options.weeks > 300;

describe('Subscribe & Save over time, one instance killed now and then', () => {
  it(
    'charges every delivery once, misses none, and each order is what the subscription was',
    async () => {
      const report = await simulateSubscriptions({
        ...options,
        log: long ? (line) => process.stdout.write(`${line}\n`) : undefined,
      });
      process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
      expect(report.problems).toEqual([]);
      expect(report).toMatchObject({ doubleCharges: 0, missedDeliveries: 0, mismatchedOrders: 0 });
      expect(report.ordered).toBeGreaterThan(options.subscriptions);
      expect(report.kills).toBeGreaterThan(0);
    },
    long ? 3 * 3_600_000 : 240_000,
  );
});
