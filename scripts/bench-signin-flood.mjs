#!/usr/bin/env node
// `npm run bench:flood`: does a sign-in flood stall the shop? (issue 9's proof; measured, not a test)
//
// One run on a throw-away shop (startScratchSystem: the back end on free ports, its own data folder):
//  (a) quiet: N shoppers, each from an address of its own, sign in once and then browse (product
//      lists, a product page, search), add to the cart and now and then place an order;
//  (b) flood: the same shoppers (signing in once more), while a worker thread floods POST /api/login
//      with random usernames from several addresses, each address with many requests in parallel;
//  (c) recovery: the flood stops; from a fresh address the demo 'customer' signs in every 100 ms
//      until it succeeds.
// Then it prints quiet and flood side by side: shopper requests, p50, p99, errors (any answer that
// is not 2xx), the p99 ratio against the goal (<= 2x), the flood's answers by status, and the
// recovery time (goal: at once). It exits non-zero only when it crashes, never for a missed goal.
//
// Several client addresses need the gateway to take X-Forwarded-For from this script: the scratch
// shop (only it) runs with TRUST_PROXY=loopback. Its API, write and per-user limits are lifted (the
// few simulated shoppers send the traffic of many); the sign-in limit stays as configured.
//
//   node scripts/bench-signin-flood.mjs [--shoppers 8] [--quiet 20] [--flood 20] [--addresses 8]
//                                       [--parallel 16] [--no-build] [--json]
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { parseCommandLine, wholeNumber } from './lib/cli.mjs';
import { createShopClient } from './lib/shop-client.mjs';

const USAGE = `Usage: npm run bench:flood [-- options]   (or node scripts/bench-signin-flood.mjs [options])

  --shoppers N     shoppers, each from an address and an account of its own (default 8)
  --quiet S        seconds of (a), the shoppers alone (default 20)
  --flood S        seconds of (b), the shoppers during the sign-in flood (default 20)
  --addresses N    addresses the flood comes from (default 8)
  --parallel N     sign-ins in flight from each of those addresses (default 16)
  --no-build       start with the builds as they are (default: build what is stale)
  --json           print the figures as JSON only
  -h, --help       this text

Environment: RATE_LIMIT_API, RATE_LIMIT_WRITES, RATE_LIMIT_USER: the scratch shop's API, write and
per-user limits (default 1000000 each: lifted); the sign-in limit stays as configured.`;

const PASSWORD = 'Espresso42!';
const DEMO_PASSWORD = 'Coffee123!';
const P99_GOAL_RATIO = 2;

/** One client address with its own cookies, the CSRF token echoed on writes, as the shop's pages do. */
const createClient = (gateway, address) => createShopClient(gateway, { address });

// ---- the flood, in a worker thread so its busy loop does not delay the shoppers' clocks -------

async function flood({ gateway, addresses, parallel }) {
  let running = true;
  const statuses = {};
  parentPort.on('message', (m) => {
    if (m === 'stop') running = false;
  });
  const attacker = async (address) => {
    const client = createClient(gateway, address);
    while (running) {
      let status;
      try {
        ({ status } = await client.request('POST', '/api/login', {
          username: `u${randomBytes(6).toString('hex')}`,
          password: randomBytes(9).toString('base64url'),
        }));
      } catch (err) {
        status = err.name === 'TimeoutError' ? 'timeout' : 'network error';
      }
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
  };
  const workers = [];
  for (let a = 0; a < addresses; a++)
    for (let p = 0; p < parallel; p++) workers.push(attacker(`198.18.${100 + a}.${a + 1}`));
  await Promise.all(workers);
  parentPort.postMessage({ statuses });
}

if (!isMainThread) {
  await flood(workerData);
} else {
  await main();
}

// ---- shoppers ---------------------------------------------------------------------------------

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * The headline figures are the shopping requests' (browse, cart, order): each shopper's one
 * sign-in per phase is a handful of samples that would be the p99 on its own. Sign-in has its
 * own row; errors count every request.
 */
function summarize(samples) {
  const ms = samples
    .filter((s) => s.kind !== 'sign-in')
    .map((s) => s.ms)
    .sort((a, b) => a - b);
  const errors = samples.filter((s) => !s.ok);
  const busy = samples.filter((s) => s.busy).length;
  const byKind = {};
  for (const s of samples) (byKind[s.kind] ??= []).push(s.ms);
  const errorStatuses = {};
  for (const e of errors) errorStatuses[e.status] = (errorStatuses[e.status] ?? 0) + 1;
  return {
    requests: ms.length,
    signIns: samples.length - ms.length,
    p50: percentile(ms, 50),
    p99: percentile(ms, 99),
    max: ms.at(-1) ?? NaN,
    errors: errors.length,
    errorStatuses,
    busy,
    byKind: Object.fromEntries(
      Object.entries(byKind).map(([kind, values]) => {
        values.sort((a, b) => a - b);
        return [
          kind,
          { requests: values.length, p50: percentile(values, 50), p99: percentile(values, 99) },
        ];
      }),
    ),
  };
}

async function shopper(index, gateway, user, products, until, samples) {
  const client = createClient(gateway, `198.19.0.${index + 1}`);
  const timed = async (kind, method, path, body, headers) => {
    const started = performance.now();
    let status;
    let text = '';
    try {
      ({ status, text } = await client.request(method, path, body, headers));
    } catch (err) {
      status = err.name === 'TimeoutError' ? 'timeout' : 'network error';
    }
    const ms = performance.now() - started;
    // Every password-check slot taken: the account service asks to come back in a moment (503
    // BUSY, Retry-After: 1) and the shopper's page does. Counted apart: a designed answer.
    const busy = status === 503 && text.includes('"BUSY"');
    samples.push({
      kind,
      ms,
      status,
      busy,
      ok: busy || (typeof status === 'number' && status >= 200 && status < 300),
    });
    return status;
  };
  const pause = () => new Promise((r) => setTimeout(r, 20 + Math.random() * 40));

  // Shoppers arrive a little apart, not all in the same millisecond.
  await new Promise((r) => setTimeout(r, index * 100));
  for (let attempt = 0; attempt < 10; attempt++) {
    const status = await timed('sign-in', 'POST', '/api/login', {
      username: user.username,
      password: PASSWORD,
    });
    if (status !== 503 || !samples.at(-1).busy) break;
    await new Promise((r) => setTimeout(r, 1000));
  }
  for (let cycle = 0; performance.now() < until; cycle++) {
    const product = products[(index * 7 + cycle) % products.length];
    await timed('browse', 'GET', '/api/products?limit=24');
    await pause();
    await timed('browse', 'GET', `/api/products/category/${product.category}?limit=24`);
    await pause();
    await timed('browse', 'GET', `/api/products/${product.id}`);
    await pause();
    await timed('browse', 'GET', '/api/search?q=coffee&limit=24');
    await pause();
    await timed('cart', 'POST', '/api/cart', { productId: product.id, quantity: 1 });
    await pause();
    await timed('cart', 'GET', '/api/cart');
    await pause();
    if (cycle % 4 === 3) {
      await timed(
        'order',
        'POST',
        '/api/orders',
        {
          shippingAddress: {
            firstName: 'Sam',
            lastName: 'Shopper',
            address: '1 Bench Street',
            city: 'Portland',
            state: 'OR',
            zipCode: '97214',
          },
          shippingMethod: 'standard',
          paymentMethod: 'credit-card',
        },
        { 'idempotency-key': `bench-${index}-${cycle}-${randomBytes(4).toString('hex')}` },
      );
      await pause();
    }
  }
}

async function shop(gateway, users, products, seconds) {
  const samples = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all(users.map((u, i) => shopper(i, gateway, u, products, until, samples)));
  return samples;
}

// ---- the run ----------------------------------------------------------------------------------

async function main() {
  const { values: args } = parseCommandLine(USAGE, {
    shoppers: { type: 'string', default: '8' },
    quiet: { type: 'string', default: '20' },
    flood: { type: 'string', default: '20' },
    addresses: { type: 'string', default: '8' },
    parallel: { type: 'string', default: '16' },
    json: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
  });
  const shoppers = wholeNumber(USAGE, 'shoppers', args.shoppers, 1);
  const quietFor = wholeNumber(USAGE, 'quiet', args.quiet, 1);
  const floodFor = wholeNumber(USAGE, 'flood', args.flood, 1);
  const addresses = wholeNumber(USAGE, 'addresses', args.addresses, 1);
  const parallel = wholeNumber(USAGE, 'parallel', args.parallel, 1);
  const say = args.json ? () => {} : (line) => console.log(line);
  const { startScratchSystem } = await import('./lib/system.mjs');
  const { cpuSeconds } = await import('@coffee/gateway/bench/load');

  say(
    'starting a throw-away shop (back end only; TRUST_PROXY=loopback, API/write/user limits lifted)...',
  );
  const system = await startScratchSystem({
    frontends: false,
    build: args['no-build'] ? 'never' : 'auto',
    log: say,
    env: {
      TRUST_PROXY: 'loopback',
      // Eight simulated shoppers send the traffic of many: the per-address and per-user API
      // limits are lifted so that they measure latency, not those limits. The sign-in limit, the
      // one the flood meets, stays as configured.
      RATE_LIMIT_API: process.env.RATE_LIMIT_API ?? '1000000',
      RATE_LIMIT_WRITES: process.env.RATE_LIMIT_WRITES ?? '1000000',
      RATE_LIMIT_USER: process.env.RATE_LIMIT_USER ?? '1000000',
    },
  });
  const gateway = system.urls.gateway;
  // CPU seconds used by the gateway, the account service, the whole shop and this script (the
  // shoppers and the flood): on a small machine they all share the cores.
  const cpu = () => {
    const pids = [...system.processes].map(([name, p]) => [name, p.pid]);
    const of = (name) => cpuSeconds(system.processes.get(name)?.pid);
    const { user, system: sys } = process.cpuUsage();
    return {
      gateway: of('gateway'),
      account: of('account'),
      shop: pids.reduce((sum, [, pid]) => sum + (cpuSeconds(pid) || 0), 0),
      script: (user + sys) / 1e6,
    };
  };
  const spent = (before, after) =>
    Object.fromEntries(Object.keys(before).map((k) => [k, after[k] - before[k]]));
  try {
    // Products with stock to spare (the shoppers place real orders), and one account per shopper.
    const listed = await fetch(`${gateway}/api/products?inStock=true&limit=100`).then((r) =>
      r.json(),
    );
    const products = listed.filter((p) => p.inventory >= 50);
    if (!products.length) throw new Error('no product with 50 or more in stock');
    const users = [];
    for (let i = 0; i < shoppers; i++) {
      const username = `shopper${i}x${randomBytes(3).toString('hex')}`;
      const client = createClient(gateway, `198.19.1.${i + 1}`);
      const created = await client.request('POST', '/api/register', {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        fullName: `Shopper ${i}`,
      });
      if (created.status !== 201)
        throw new Error(`registering ${username}: ${created.status} ${created.text}`);
      users.push({ username });
    }

    say(`(a) quiet: ${shoppers} shoppers for ${quietFor} s`);
    const quietCpu = cpu();
    const quiet = summarize(await shop(gateway, users, products, quietFor));
    quiet.cpu = spent(quietCpu, cpu());

    say(
      `(b) flood: the same shoppers, and sign-ins with random usernames from ${addresses} addresses x ${parallel} in parallel for ${floodFor} s`,
    );
    const worker = new Worker(fileURLToPath(import.meta.url), {
      workerData: { gateway, addresses, parallel },
    });
    const floodDone = new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
    const floodStarted = performance.now();
    const floodCpu = cpu();
    const flooded = summarize(await shop(gateway, users, products, floodFor));
    flooded.cpu = spent(floodCpu, cpu());
    worker.postMessage('stop');
    const { statuses: floodStatuses } = await floodDone;
    const floodSeconds = (performance.now() - floodStarted) / 1000;
    await worker.terminate();

    say('(c) recovery: the demo customer signs in from a fresh address every 100 ms');
    const stopped = performance.now();
    let attempts = 0;
    let recoveryMs = null;
    let lastStatus = null;
    while (performance.now() - stopped < 120_000) {
      attempts += 1;
      const client = createClient(gateway, `198.19.2.${attempts % 250}`);
      try {
        const { status } = await client.request('POST', '/api/login', {
          username: 'customer',
          password: DEMO_PASSWORD,
        });
        lastStatus = status;
        if (status === 200) {
          recoveryMs = performance.now() - stopped;
          break;
        }
      } catch (err) {
        lastStatus = err.name;
      }
      await new Promise((r) => setTimeout(r, 100));
    }

    const floodTotal = Object.values(floodStatuses).reduce((a, b) => a + b, 0);
    const ratio = flooded.p99 / quiet.p99;
    const report = {
      shoppers,
      seconds: { quiet: quietFor, flood: floodFor },
      flood: {
        addresses,
        parallel,
        requests: floodTotal,
        perSecond: floodTotal / floodSeconds,
        statuses: floodStatuses,
      },
      quiet,
      flooded,
      p99Ratio: ratio,
      goals: {
        noShopperErrors: flooded.errors === 0,
        p99Ratio: ratio <= P99_GOAL_RATIO,
        floodGets429: (floodStatuses[429] ?? 0) > 0,
        recoveryAtOnce: recoveryMs !== null && attempts === 1,
      },
      recovery: { ms: recoveryMs, attempts, lastStatus },
      loadAverage: os.loadavg(),
      cpus: os.cpus().length,
    };

    const f = (n) => (Number.isFinite(n) ? n.toFixed(1) : '-');
    const row = (label, a, b) =>
      `   ${label.padEnd(28)} ${String(a).padStart(18)} ${String(b).padStart(18)}`;
    const errs = (s) =>
      `${s.errors}${
        s.errors
          ? ` (${Object.entries(s.errorStatuses)
              .map(([k, v]) => `${k} x${v}`)
              .join(', ')})`
          : ''
      }`;
    say('');
    say(row(`${shoppers} shoppers`, 'quiet', 'flood'));
    say(row('shopping requests', quiet.requests, flooded.requests));
    say(row('p50 ms', f(quiet.p50), f(flooded.p50)));
    say(row('p99 ms', f(quiet.p99), f(flooded.p99)));
    say(row('max ms', f(quiet.max), f(flooded.max)));
    say(row('errors (not 2xx, all kinds)', errs(quiet), errs(flooded)));
    say(row('sign-in BUSY, retried', quiet.busy, flooded.busy));
    const cpuOf = (c) => `${f(c.gateway)} / ${f(c.account)} / ${f(c.shop)} / ${f(c.script)}`;
    say(row('CPU s gw/acct/shop/client', cpuOf(quiet.cpu), cpuOf(flooded.cpu)));
    for (const kind of Object.keys({ ...quiet.byKind, ...flooded.byKind })) {
      const q = quiet.byKind[kind];
      const fl = flooded.byKind[kind];
      say(
        row(
          `  ${kind} p50 / p99 ms`,
          q ? `${f(q.p50)} / ${f(q.p99)}` : '-',
          fl ? `${f(fl.p50)} / ${f(fl.p99)}` : '-',
        ),
      );
    }
    say('');
    say(
      `   p99 ratio flood/quiet: ${ratio.toFixed(2)} (goal <= ${P99_GOAL_RATIO}: ${report.goals.p99Ratio ? 'met' : 'NOT met'}); shopper errors during the flood: ${flooded.errors} (goal 0: ${report.goals.noShopperErrors ? 'met' : 'NOT met'})`,
    );
    say(
      `   flood: ${floodTotal} sign-ins in ${floodSeconds.toFixed(1)} s (${report.flood.perSecond.toFixed(0)}/s) from ${addresses} addresses x ${parallel}; answers: ${Object.entries(
        floodStatuses,
      )
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([s, n]) => `${s} x${n}`)
        .join(', ')} (goal: 429s: ${report.goals.floodGets429 ? 'met' : 'NOT met'})`,
    );
    say(
      recoveryMs === null
        ? `   recovery: the customer could not sign in within 120 s (last answer ${lastStatus})`
        : `   recovery: the customer signed in ${recoveryMs.toFixed(0)} ms after the flood stopped, attempt ${attempts} (goal at once: ${report.goals.recoveryAtOnce ? 'met' : 'NOT met'})`,
    );
    say(
      `   machine: ${report.cpus} CPUs, load average ${report.loadAverage.map((n) => n.toFixed(1)).join(' ')} (the shop, the shoppers and the flood share them)`,
    );
    if (args.json) console.log(JSON.stringify(report));
  } finally {
    await system.stop();
  }
}
