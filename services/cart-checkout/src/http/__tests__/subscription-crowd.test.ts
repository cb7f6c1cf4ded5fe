import { crowdOnOneSubscription } from '../../__tests__/subscription-crowd';
import type { StartedCart } from '../../__tests__/start-cart';
import { subscriptionCart } from '../../__tests__/subscription-cart';

// A short crowd inside `npm test`; sixty at once on one and two instances is
// `npm run bench:subscription-crowd` (CROWD=60), whose figures docs/figures.md quotes.
const shoppers = Number(process.env.CROWD ?? 12);
const quoted = process.env.CROWD !== undefined;

describe('a crowd on one subscription', () => {
  let cart: StartedCart;
  subscriptionCart((started) => {
    cart = started;
  });

  it.each([1, 2] as const)(
    'when %i instance(s) take skips, pauses, resumes and ship-nows at once, then each applies as alone, no 5xx',
    async (instances) => {
      const report = await crowdOnOneSubscription(cart, { shoppers, instances });
      if (quoted) process.stdout.write(`${JSON.stringify(report)}\n`);
      expect(report.problems).toEqual([]);
      expect(report.waves.skip).toMatchObject({ ok: shoppers, serverErrors: 0 });
      expect(report.waves['ship-now']).toMatchObject({ ok: 1, refused: shoppers - 1 });
    },
    quoted ? 600_000 : 120_000,
  );
});
