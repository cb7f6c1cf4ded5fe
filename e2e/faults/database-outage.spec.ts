import { SERVICE_NAMES } from '@coffee/topology';
import type { FaultSystem } from './support/system';
import { expect, note, test } from './support/fixtures';
import { describe, startedBetween, startLoad, tally } from './support/load';
import { productsInStock, Shopper } from './support/shopper';
import { sleep } from './support/system';

const OUTAGE_MS = 10_000;
/** The longest any answer may take while the database is away: it is refused, never waited on. */
const NO_HANG_MS = 3_000;

/** Each service's /readyz status, asked on its own port. */
async function readiness(shop: FaultSystem): Promise<Record<string, number>> {
  const entries = await Promise.all(
    SERVICE_NAMES.map(async (name) => {
      const res = await fetch(`${shop.system.urls.services[name]}/readyz`, {
        signal: AbortSignal.timeout(2000),
      }).catch(() => null);
      return [name, res?.status ?? 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

const everyService = (status: number) =>
  Object.fromEntries(SERVICE_NAMES.map((name) => [name, status]));

test('when the database stops for 10 s under browsing load, then the services say not ready, the gateway answers 503 with Retry-After at once, and everything recovers by itself', async ({
  shop,
}) => {
  test.setTimeout(120_000);
  const shopper = await new Shopper(shop.gateway).register();
  const [product] = await productsInStock(shopper, 1);
  expect(product).toBeDefined();
  const signedIn = () => ({ cookie: shopper.cookieHeader() });
  const load = startLoad(shop.gateway, [
    { name: 'list', path: '/api/products' },
    { name: 'product', path: `/api/products/${product!.id}` },
    { name: 'search', path: '/api/search?q=coffee' },
    { name: 'cart', path: '/api/cart', headers: signedIn },
  ]);
  await sleep(1500);

  const down = Date.now();
  await shop.process('db').stop();
  await expect
    .poll(() => readiness(shop), { timeout: 5000, intervals: [100] })
    .toEqual(everyService(503));
  const notReadyAfter = Date.now() - down;
  await sleep(OUTAGE_MS - (Date.now() - down));

  const up = Date.now();
  await shop.process('db').start();
  await expect
    .poll(() => readiness(shop), { timeout: 30_000, intervals: [100] })
    .toEqual(everyService(200));
  const readyAfter = Date.now() - up;
  // Served again, each kind of request (the gateway's session cache may hold an answer a moment).
  await expect
    .poll(
      () =>
        ['list', 'product', 'search', 'cart'].every(
          (client) =>
            load.outcomes.filter((o) => o.client === client && o.startedAt > up).at(-1)?.status ===
            200,
        ),
      { timeout: 15_000, intervals: [100] },
    )
    .toBe(true);
  const servedAfter = Date.now() - up;
  const recovered = Date.now();
  await sleep(1500);
  const outcomes = await load.stop();

  note({
    type: 'timings',
    description: `not ready ${notReadyAfter} ms after the stop; ready ${readyAfter} ms and serving ${servedAfter} ms after the restart; ${JSON.stringify(tally(outcomes))}`,
  });

  // Never a 500 (or 502/504), never a dropped request or a hang: a 503 that says when to come back.
  const wrong = outcomes.filter(
    (o) => o.error !== undefined || (o.status !== 200 && o.status !== 503) || o.ms > NO_HANG_MS,
  );
  // The outcomes' times are epoch ms: placed against the stop and the start here.
  // The wrong ones are named in the message's first line too: a CI summary quotes only that line.
  expect(
    wrong.map(describe),
    `database stopped at ${down}, started at ${up}; wrong: ${wrong.map(describe).join('; ')}`,
  ).toEqual([]);
  const unavailable = outcomes.filter((o) => o.status === 503);
  expect(unavailable.length).toBeGreaterThan(0);
  expect(unavailable.filter((o) => !(Number(o.retryAfter) >= 1)).map(describe)).toEqual([]);
  // The outage was met by every kind of request, public and signed in.
  const during = startedBetween(outcomes, down + 1000, up);
  for (const client of ['list', 'product', 'search', 'cart'])
    expect(during.filter((o) => o.client === client && o.status === 503).length).toBeGreaterThan(0);
  // And once back, all is served.
  expect(
    startedBetween(outcomes, recovered)
      .filter((o) => o.status !== 200)
      .map(describe),
  ).toEqual([]);
});
