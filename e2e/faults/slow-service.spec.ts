import { expect, note, test } from './support/fixtures';
import { describe, percentile, startedBetween, startLoad, tally } from './support/load';
import { Shopper } from './support/shopper';
import { ARM_DELAY_MS, sleep } from './support/system';

/** The catalog's answers come this late: past the gateway's UPSTREAM_SLOW_MS (2.5 s). */
const SLOW_MS = 3000;
/** Slow answers are counted at 2.5 s; five of them open the breaker. Room for a busy machine. */
const OPENS_WITHIN_MS = 4500;
/** An answer the gateway gives itself, without asking the service. */
const FAST_MS = 100;
/** The other services' requests, while the catalog is slow. */
const REST_P95_MS = 300;

test('when a service answers slowly, then the gateway stops sending it work within seconds, answers its routes 503 at once, and the rest of the site stays fast', async ({
  shop,
}) => {
  test.setTimeout(120_000);
  const shopper = await new Shopper(shop.gateway).register();
  const signedIn = () => ({ cookie: shopper.cookieHeader() });
  const load = startLoad(shop.gateway, [
    ...[1, 2, 3, 4, 5].map((i) => ({ name: `catalog-${i}`, path: '/api/products' })),
    { name: 'account', path: '/api/user', headers: signedIn },
    { name: 'orders', path: '/api/orders', headers: signedIn },
    { name: 'membership', path: '/api/membership', headers: signedIn },
    { name: 'staff', path: '/api/support/tickets', headers: signedIn },
  ]);
  const isCatalog = (o: { client: string }) => o.client.startsWith('catalog');
  await sleep(2000);

  shop.arm(`http.catalog: delay ${SLOW_MS}ms`);
  const slowFrom = Date.now() + ARM_DELAY_MS;
  // The breaker is open once the gateway answers a catalog request itself.
  await expect
    .poll(
      () =>
        load.outcomes.some(
          (o) =>
            isCatalog(o) &&
            o.startedAt > slowFrom &&
            o.code === 'UPSTREAM_UNAVAILABLE' &&
            o.ms < FAST_MS,
        ),
      { timeout: 15_000, intervals: [50] },
    )
    .toBe(true);
  const opened = Math.min(
    ...load.outcomes
      .filter((o) => isCatalog(o) && o.startedAt > slowFrom && o.code === 'UPSTREAM_UNAVAILABLE')
      .map((o) => o.endedAt),
  );
  // Long enough for a half-open trial or two (cool-down 5 s).
  await sleep(8000);

  shop.disarm();
  const fastFrom = Date.now() + ARM_DELAY_MS;
  // Closed again after a trial that comes back fast.
  await expect
    .poll(
      () =>
        load.outcomes.filter((o) => isCatalog(o) && o.startedAt > fastFrom && o.status === 200)
          .length >= 5,
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(true);
  const closed = Date.now();
  await sleep(1000);
  const outcomes = await load.stop();

  const catalog = outcomes.filter(isCatalog);
  const rest = outcomes.filter((o) => !isCatalog(o));
  const whileOpen = startedBetween(catalog, opened, fastFrom);
  const restWhileSlow = startedBetween(rest, slowFrom, fastFrom);
  note({
    type: 'timings',
    description:
      `breaker open ${opened - slowFrom} ms after the catalog turned slow; while open: ` +
      `${JSON.stringify(tally(whileOpen))}, p95 ${percentile(whileOpen, 95)} ms; ` +
      `rest p95 ${percentile(startedBetween(rest, 0, slowFrom), 95)} ms before, ` +
      `${percentile(restWhileSlow, 95)} ms while slow; closed ${closed - fastFrom} ms after it was fast again`,
  });

  expect(opened - slowFrom).toBeLessThan(OPENS_WITHIN_MS);
  // While open, the slow service gets almost nothing: its routes are answered at once, with
  // when to come back. The exceptions are the half-open trials, one per cool-down.
  const answeredAtOnce = whileOpen.filter((o) => o.status === 503 && o.ms < FAST_MS);
  expect(answeredAtOnce.length).toBeGreaterThan(20);
  expect(answeredAtOnce.length / whileOpen.length).toBeGreaterThan(0.9);
  expect(percentile(whileOpen, 95)).toBeLessThan(FAST_MS);
  expect(
    whileOpen.filter((o) => o.status === 503 && !(Number(o.retryAfter) >= 1)).map(describe),
  ).toEqual([]);
  // Nothing else noticed.
  expect(restWhileSlow.filter((o) => o.status !== 200).map(describe)).toEqual([]);
  expect(percentile(restWhileSlow, 95)).toBeLessThan(REST_P95_MS);
  // Never an error, a hang or a 5xx other than the 503s.
  expect(
    outcomes
      .filter((o) => o.error !== undefined || (o.status !== 200 && o.status !== 503))
      .map(describe),
  ).toEqual([]);
  expect(
    startedBetween(catalog, closed)
      .filter((o) => o.status !== 200)
      .map(describe),
  ).toEqual([]);
});
