#!/usr/bin/env node
// `npm run bench:drop`: a limited coffee drop through the gateway (issue 31, item 1; measured,
// not a test). A throw-away shop (back end only) gets one product with --units in stock; --shoppers
// signed-in shoppers arrive spread over --spread seconds, each adds one bag to the cart, thinks
// for a moment and checks out, as a crowd does on a release. Then it counts what they were told:
// orders placed, clear "sold out" answers (409 at the cart or the checkout), 5xx, timeouts, other
// answers, checkout p50/p95/p99; what the shop holds after (stock left, oversold units); and that
// a retry with the same Idempotency-Key answers the shopper's one order. Each --instances value
// (1 and 2 by default) is a shop of its own, printed side by side. It exits non-zero only when it
// crashes, never for a missed goal (the goal: units orders, the rest sold out, 0 timeouts, 0 5xx,
// 0 oversold, checkout p99 under 2 s).
//
//   node scripts/bench-drop.mjs [--shoppers 300] [--units 100] [--spread 3] [--think 1000]
//                               [--instances 1,2] [--mongodb-uri URI] [--no-build] [--json]
import { randomBytes } from 'node:crypto';
import { parseCommandLine, wholeNumber, wholeNumbers } from './lib/cli.mjs';
import { createShopClient } from './lib/shop-client.mjs';

const USAGE = `Usage: npm run bench:drop [-- options]   (or node scripts/bench-drop.mjs [options])

  --shoppers N      signed-in shoppers in the crowd (default 300)
  --units N         bags of the drop in stock (default 100)
  --spread S        seconds over which the shoppers arrive (default 3)
  --think MS        longest pause between adding to the cart and checking out (default 1000)
  --instances LIST  instances of every service and gateway workers, one shop each (default 1,2;
                    more than one needs REDIS_URL)
  --mongodb-uri URI a MongoDB (or FerretDB over PostgreSQL) instead of the embedded database
  --no-build        start with the builds as they are (default: build what is stale)
  --json            print the figures as JSON only
  -h, --help        this text`;

const PASSWORD = 'Espresso42!';
const DEMO_PASSWORD = 'Coffee123!';
/** A shopper's request that has no answer by then counts as a timeout (the gateway's is 5 s). */
const TIMEOUT_MS = 30_000;
const ADDRESS = {
  firstName: 'Dee',
  lastName: 'Drop',
  address: '1 Release Street',
  city: 'Portland',
  state: 'OR',
  zipCode: '97214',
};

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : 0;

/** One shopper's visit: add the bag, think, check out. What each step was told. */
async function shopper(user, productId, startAt, thinkMs) {
  const { client } = user;
  const call = async (method, path, body, headers) => {
    const started = performance.now();
    try {
      const answer = await client.request(method, path, body, headers);
      let message = '';
      try {
        message = answer.json().message ?? '';
      } catch {
        // Not JSON (a proxy's page): the status says enough.
      }
      return { status: answer.status, ms: performance.now() - started, message, answer };
    } catch (err) {
      const timedOut = err?.name === 'TimeoutError' || err?.name === 'AbortError';
      return {
        status: timedOut ? 'timeout' : 'error',
        ms: performance.now() - started,
        message: String(err?.message ?? err),
      };
    }
  };
  await sleep(Math.max(0, startAt - performance.now()));
  const added = await call('POST', '/api/cart', { productId, quantity: 1 });
  if (added.status !== 200 && added.status !== 201) return { step: 'cart', ...added };
  await sleep(Math.random() * thinkMs);
  const key = `drop-${randomBytes(8).toString('hex')}`;
  const placed = await call(
    'POST',
    '/api/orders',
    { shippingAddress: ADDRESS, shippingMethod: 'standard', paymentMethod: 'credit-card' },
    { 'Idempotency-Key': key },
  );
  const result = {
    step: 'checkout',
    status: placed.status,
    ms: placed.ms,
    message: placed.message,
  };
  if (placed.status === 201) {
    // The shopper's retry (a lost answer, a double click): the same order, never a second one.
    const again = await call(
      'POST',
      '/api/orders',
      { shippingAddress: ADDRESS, shippingMethod: 'standard', paymentMethod: 'credit-card' },
      { 'Idempotency-Key': key },
    );
    result.orderId = placed.answer.json().id;
    result.retrySame = again.status < 300 && again.answer?.json().id === result.orderId;
  }
  return result;
}

/** One drop on a shop of its own with `instances` of every part. */
async function drop({ instances, shoppers, units, spreadMs, thinkMs, mongodbUri, build, say }) {
  const { startScratchSystem } = await import('./lib/system.mjs');
  say(`starting a throw-away shop with ${instances} instance(s) of every part...`);
  const system = await startScratchSystem({
    frontends: false,
    build,
    instances,
    ...(mongodbUri ? { mongodbUri } : {}),
    log: () => {},
    env: {
      // Each shopper is its own address (X-Forwarded-For from this script); the crowd is the
      // point, so the per-address and per-user limits are lifted, as in the other benchmarks.
      TRUST_PROXY: 'loopback',
      RATE_LIMIT_API: '1000000',
      RATE_LIMIT_WRITES: '1000000',
      RATE_LIMIT_USER: '1000000',
      RATE_LIMIT_SIGN_IN: '1000000',
    },
  });
  const gateway = system.urls.gateway;
  try {
    // The drop: a product of the demo data with exactly `units` in stock, set by a manager.
    const manager = createShopClient(gateway, { address: '198.18.0.1' });
    const signedIn = await manager.request('POST', '/api/login', {
      username: 'manager',
      password: DEMO_PASSWORD,
    });
    if (signedIn.status !== 200)
      throw new Error(`manager sign-in: ${signedIn.status} ${signedIn.text}`);
    const listed = await fetch(`${gateway}/api/products/category/beans?inStock=true&limit=1`).then(
      (r) => r.json(),
    );
    const product = (listed.items ?? listed)[0];
    if (!product) throw new Error('no coffee in the demo data');
    const set = await manager.request('POST', `/api/employee/inventory/${product.id}`, {
      mode: 'set',
      value: units,
      reason: 'Drop day benchmark',
    });
    if (set.status !== 200) throw new Error(`setting the stock: ${set.status} ${set.text}`);

    say(`registering ${shoppers} shoppers...`);
    const users = [];
    for (let i = 0; i < shoppers; i += 1) {
      const username = `drop${i}x${randomBytes(3).toString('hex')}`;
      const address = `198.19.${Math.floor(i / 250)}.${(i % 250) + 1}`;
      // Registering signs the shopper in: the crowd arrives with its sessions, as on a drop day.
      const client = createShopClient(gateway, { address, timeoutMs: TIMEOUT_MS });
      const created = await client.request('POST', '/api/register', {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        fullName: `Drop Shopper ${i}`,
      });
      if (created.status !== 201)
        throw new Error(`registering ${username}: ${created.status} ${created.text}`);
      users.push({ username, client });
    }

    say(`the drop: ${shoppers} shoppers over ${spreadMs / 1000} s for ${units} bags...`);
    const started = performance.now();
    const results = await Promise.all(
      users.map((user) => shopper(user, product.id, started + Math.random() * spreadMs, thinkMs)),
    );
    const wallMs = performance.now() - started;
    // The drop is the product's default bag (what the cart adds): its own stock, not the sum.
    const after = await fetch(`${gateway}/api/products/${product.id}`).then((r) => r.json());
    const bag = (after.variants ?? []).find((v) => v.id === after.defaultVariantId);
    const inventoryAfter = bag?.inventory ?? after.inventory;
    return summarize(results, { units, inventoryAfter, wallMs, instances });
  } finally {
    await system.stop();
  }
}

function summarize(results, { units, inventoryAfter, wallMs, instances }) {
  const count = (test) => results.filter(test).length;
  const soldOut = (r) => r.status === 409 && (r.step === 'cart' || r.step === 'checkout');
  const orders = results.filter((r) => r.step === 'checkout' && r.status === 201);
  const checkoutMs = results
    .filter((r) => r.step === 'checkout' && typeof r.status === 'number')
    .map((r) => r.ms)
    .sort((a, b) => a - b);
  const other = {};
  for (const r of results) {
    const known =
      (r.step === 'checkout' && r.status === 201) ||
      soldOut(r) ||
      (typeof r.status === 'number' && r.status >= 500) ||
      r.status === 'timeout';
    if (!known) other[`${r.step} ${r.status}`] = (other[`${r.step} ${r.status}`] ?? 0) + 1;
  }
  const failures = {};
  for (const r of results.filter((x) => typeof x.status === 'number' && x.status >= 500)) {
    const what = `${r.step} ${r.status}: ${r.message || '(no message)'}`;
    failures[what] = (failures[what] ?? 0) + 1;
  }
  const words = {};
  for (const r of results.filter(soldOut)) words[r.message] = (words[r.message] ?? 0) + 1;
  return {
    instances,
    shoppers: results.length,
    units,
    orders: orders.length,
    soldOut: results.filter(soldOut).length,
    soldOutWords: words,
    fiveXx: count((r) => typeof r.status === 'number' && r.status >= 500),
    fiveXxWords: failures,
    timeouts: count((r) => r.status === 'timeout'),
    other,
    oversold: Math.max(0, orders.length - units),
    stockLeft: inventoryAfter,
    stockAccountedFor: inventoryAfter + orders.length === units,
    retriesSameOrder: `${orders.filter((r) => r.retrySame).length} / ${orders.length}`,
    checkoutP50Ms: Math.round(percentile(checkoutMs, 50)),
    checkoutP95Ms: Math.round(percentile(checkoutMs, 95)),
    checkoutP99Ms: Math.round(percentile(checkoutMs, 99)),
    wallS: Math.round(wallMs / 100) / 10,
  };
}

async function main() {
  const { values: args } = parseCommandLine(USAGE, {
    shoppers: { type: 'string', default: '300' },
    units: { type: 'string', default: '100' },
    spread: { type: 'string', default: '3' },
    think: { type: 'string', default: '1000' },
    instances: { type: 'string', default: '1,2' },
    'mongodb-uri': { type: 'string' },
    'no-build': { type: 'boolean', default: false },
    json: { type: 'boolean', default: false },
  });
  const shoppers = wholeNumber(USAGE, 'shoppers', args.shoppers, 1);
  const units = wholeNumber(USAGE, 'units', args.units, 1);
  const spreadMs = wholeNumber(USAGE, 'spread', args.spread, 0) * 1000;
  const thinkMs = wholeNumber(USAGE, 'think', args.think, 0);
  const instanceList = wholeNumbers(USAGE, 'instances', args.instances, 1);
  const say = args.json ? () => {} : (line) => console.log(line);
  const runs = [];
  for (const [i, instances] of instanceList.entries())
    runs.push(
      await drop({
        instances,
        shoppers,
        units,
        spreadMs,
        thinkMs,
        mongodbUri: args['mongodb-uri'],
        build: args['no-build'] || i > 0 ? 'never' : 'auto',
        say,
      }),
    );
  if (args.json) {
    console.log(JSON.stringify(runs, null, 2));
    return;
  }
  const rows = [
    ['instances', (r) => r.instances],
    ['orders placed', (r) => `${r.orders} of ${r.units} bags`],
    ['sold out (409)', (r) => r.soldOut],
    ['5xx', (r) => r.fiveXx],
    ['timeouts', (r) => r.timeouts],
    [
      'other answers',
      (r) =>
        Object.entries(r.other)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ') || '-',
    ],
    ['oversold units', (r) => r.oversold],
    ['stock left', (r) => `${r.stockLeft}${r.stockAccountedFor ? '' : ' (does not add up!)'}`],
    ['retry, same order', (r) => r.retriesSameOrder],
    [
      'checkout p50 / p95 / p99',
      (r) => `${r.checkoutP50Ms} / ${r.checkoutP95Ms} / ${r.checkoutP99Ms} ms`,
    ],
    ['wall', (r) => `${r.wallS} s`],
  ];
  console.log(
    `\n${shoppers} shoppers, ${units} bags, arriving over ${spreadMs / 1000} s, thinking up to ${thinkMs} ms\n`,
  );
  const width = Math.max(...rows.map(([name]) => name.length));
  for (const [name, value] of rows)
    console.log(`${name.padEnd(width)}  ${runs.map((r) => String(value(r)).padEnd(28)).join('')}`);
  for (const r of runs) {
    for (const [words, n] of Object.entries(r.soldOutWords))
      console.log(`  ${r.instances} instance(s), sold out x${n}: "${words}"`);
    for (const [words, n] of Object.entries(r.fiveXxWords))
      console.log(`  ${r.instances} instance(s), x${n} ${words}`);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
