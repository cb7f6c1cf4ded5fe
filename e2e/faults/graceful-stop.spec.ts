import type { ServiceName } from '@coffee/topology';
import { expect, note, test } from './support/fixtures';
import { describe, startedBetween, startLoad, tally, type LoadClient } from './support/load';
import { Shopper } from './support/shopper';
import { ARM_DELAY_MS, sleep } from './support/system';

/** How long each request spends in the service (a fault point), so that some are in flight. */
const IN_SERVICE_MS = 800;
/** A request started this long before the SIGTERM has surely reached the service. */
const REACHED_MS = 200;
/** ManagedProcess.stop() sends SIGKILL after 10 s: a stop that quick was a graceful one. */
const GRACEFUL_WITHIN_MS = 8_000;

interface Round {
  /** The process stopped: a service, or the gateway. */
  target: ServiceName | 'gateway';
  /** The service whose answers are slowed down so that requests are in flight during the stop. */
  slowed: ServiceName;
  clients: LoadClient[];
}

test('when the gateway and each service are stopped with SIGTERM under load, then every request in flight is answered and no connection is dropped', async ({
  shop,
}) => {
  test.setTimeout(150_000);
  const shopper = await new Shopper(shop.gateway).register();
  const [product] = (
    (await shopper.request('GET', '/api/products?inStock=true')).json as { id: string }[]
  ).slice(0, 1);
  const added = await shopper.request('POST', '/api/cart', {
    body: { productId: product!.id, quantity: 1 },
  });
  expect(added.status).toBe(201);
  const lineId = (added.json as { id: string }).id;
  // Whose session the reads carry: the shopper's, or in the account round a fresh one's.
  let visitor = shopper;
  const signedIn = () => ({ cookie: visitor.cookieHeader() });
  const signedInWrite = () => ({
    cookie: shopper.cookieHeader(),
    'x-csrf-token': shopper.cookies.get('coffee_csrf') ?? '',
  });
  const reads = (path: string, name: string, count = 3): LoadClient[] =>
    Array.from({ length: count }, (_, i) => ({
      name: `${name}-${i + 1}`,
      path,
      headers: signedIn,
    }));
  let quantity = 1;

  const rounds: Round[] = [
    { target: 'catalog', slowed: 'catalog', clients: reads('/api/products', 'catalog') },
    { target: 'account', slowed: 'account', clients: reads('/api/user', 'account') },
    {
      target: 'cart-checkout',
      slowed: 'cart-checkout',
      clients: [
        ...reads('/api/cart', 'cart', 2),
        // A write in flight must be finished too, not cut.
        {
          name: 'cart-write',
          method: 'PUT',
          path: `/api/cart/${lineId}`,
          headers: signedInWrite,
          body: () => ({ quantity: (quantity = quantity === 1 ? 2 : 1) }),
        },
      ],
    },
    { target: 'membership', slowed: 'membership', clients: reads('/api/membership', 'membership') },
    { target: 'staff', slowed: 'staff', clients: reads('/api/support/tickets', 'staff') },
    { target: 'gateway', slowed: 'catalog', clients: reads('/api/products', 'gateway', 4) },
  ];

  const problems: string[] = [];
  const notes: string[] = [];
  for (const round of rounds) {
    // The gateway checks a session with the account service, then trusts the answer for 5 s
    // (SESSION_CACHE_TTL_MS). In the account round that check must not fall inside the stop: a
    // request still at the gateway's check when the service closes its door never reached it (its
    // 503 is right), and an old session's cached answer may expire mid-round. A session checked
    // just now keeps every request of the round to one call of the account service, /api/user.
    visitor =
      round.target === 'account' ? await new Shopper(shop.gateway).register('stop') : shopper;
    expect((await visitor.request('GET', '/api/user')).status).toBe(200);
    shop.arm(`http.${round.slowed}: delay ${IN_SERVICE_MS}ms`);
    await sleep(ARM_DELAY_MS);
    const load = startLoad(shop.gateway, round.clients, { pauseMs: 10 });
    await sleep(IN_SERVICE_MS + 400);

    const sigterm = Date.now();
    await shop.process(round.target).stop();
    const stopMs = Date.now() - sigterm;
    await sleep(300);
    shop.disarm();
    await shop.process(round.target).start();
    const restarted = Date.now();
    await sleep(1000);
    const outcomes = await load.stop();
    notes.push(`${round.target}: stopped in ${stopMs} ms, ${JSON.stringify(tally(outcomes))}`);

    if (stopMs > GRACEFUL_WITHIN_MS)
      problems.push(`${round.target} took ${stopMs} ms to stop (killed, not drained)`);
    const inFlight = startedBetween(outcomes, 0, sigterm - REACHED_MS);
    if (!inFlight.length) problems.push(`${round.target}: no request was in flight`);
    // Everything that had reached the part before the SIGTERM is answered, and answered well.
    for (const o of inFlight)
      if (o.status === undefined || o.status >= 300) problems.push(`in flight: ${describe(o)}`);
    for (const o of outcomes) {
      // Once the gateway has stopped listening a new connection is refused: that is no dropped
      // connection (a load balancer sends it to another instance). A reset or a cut answer is.
      if (o.error === 'ECONNREFUSED' && round.target === 'gateway' && o.startedAt >= sigterm)
        continue;
      if (o.error !== undefined) problems.push(`dropped: ${describe(o)}`);
      // A stopped service: the gateway says so, with when to come back.
      else if (o.status === 503 && !(Number(o.retryAfter) >= 1))
        problems.push(`503 without Retry-After: ${describe(o)}`);
      else if (o.status !== 503 && o.status! >= 300) problems.push(`wrong answer: ${describe(o)}`);
    }
    // Served again after the restart.
    for (const o of startedBetween(outcomes, restarted + 300))
      if (o.status !== 200) problems.push(`after the restart: ${describe(o)}`);
  }
  note({ type: 'rounds', description: notes.join('; ') });
  expect(problems).toEqual([]);
});
