#!/usr/bin/env node
// `npm run bench:pages`: a crowd opens the shop's pages at the same instant (issue 26: pages are
// rendered by the shell's own server, signed-in shoppers' with their own session). Measured, not
// a test: it exits non-zero only when it crashes, and prints what it found.
//
// For each --instances value, a throw-away shop (startScratchSystem, free ports, its own data
// folder; TRUST_PROXY=loopback so each visitor has an address of its own, API limits lifted):
// `--signed-in` shoppers register and sign in, each from its own address; then, --rounds times,
// all of them and `--anonymous` visitors more ask for a page at once (home, a listing, a search,
// a product page, sign-in). Every answer is checked: 200, rendered on the server (the state
// block), a signed-in shopper's page naming them and nobody else, an anonymous one naming
// nobody, a signed-in page `private, no-store`. It prints, side by side per instance count: pages,
// rendered, wrong session (must be 0), errors, p50/p95/p99 of the whole page.
//
//   node scripts/bench-pages.mjs [--instances 1,2] [--signed-in 30] [--anonymous 30]
//                                [--rounds 5] [--no-build] [--json]
import { randomBytes } from 'node:crypto';
import { parseCommandLine, wholeNumber, wholeNumbers } from './lib/cli.mjs';
import { createShopClient } from './lib/shop-client.mjs';

const USAGE = `Usage: npm run bench:pages [-- options]   (or node scripts/bench-pages.mjs [options])

  --instances LIST  instance counts to measure, one shop each (default 1,2; more than 1 needs
                    REDIS_URL, e.g. redis://127.0.0.1:6379)
  --signed-in N     shoppers signed in with accounts of their own (default 30)
  --anonymous N     visitors without a session (default 30)
  --rounds N        times the whole crowd asks at once (default 5)
  --no-build        start with the builds as they are (default: build what is stale)
  --json            print the figures as JSON only
  -h, --help        this text`;

const { values: args } = parseCommandLine(USAGE, {
  instances: { type: 'string', default: '1,2' },
  'signed-in': { type: 'string', default: '30' },
  anonymous: { type: 'string', default: '30' },
  rounds: { type: 'string', default: '5' },
  'no-build': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
});

const instanceCounts = wholeNumbers(USAGE, 'instances', args.instances, 1);
const signedIn = wholeNumber(USAGE, 'signed-in', args['signed-in'], 0);
const anonymous = wholeNumber(USAGE, 'anonymous', args.anonymous, 0);
const rounds = wholeNumber(USAGE, 'rounds', args.rounds, 1);
const say = args.json ? () => {} : (line) => console.log(line);

const STATE_BLOCK = '<script type="application/json" id="coffee-ssr-state">';
const PASSWORD = 'Espresso42!';

/** The state the page was rendered from, as the page carries it. */
function stateOf(html) {
  const at = html.indexOf(STATE_BLOCK);
  if (at < 0) return undefined;
  return html.slice(at + STATE_BLOCK.length, html.indexOf('</script>', at));
}

const quantile = (sorted, q) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] : NaN;

async function measure(instances) {
  const { startScratchSystem } = await import('./lib/system.mjs');
  say(`\nstarting a throw-away shop with ${instances} instance(s) of every part...`);
  const system = await startScratchSystem({
    build: args['no-build'] ? 'never' : 'auto',
    instances,
    log: say,
    env: {
      TRUST_PROXY: 'loopback',
      // A few simulated visitors send the traffic of many: the API limits are lifted so that
      // this measures the pages, not those limits.
      RATE_LIMIT_API: '1000000',
      RATE_LIMIT_WRITES: '1000000',
      RATE_LIMIT_USER: '1000000',
      RATE_LIMIT_SIGN_IN: '1000000',
    },
  });
  const gateway = system.urls.gateway;
  try {
    const [product] = await fetch(`${gateway}/api/products?limit=1`).then((r) => r.json());
    const pages = [
      '/',
      '/category/all?sort=price-asc',
      '/search?q=ethiopia',
      `/product/${product.id}`,
      '/auth',
    ];
    const shoppers = [];
    for (let i = 0; i < signedIn; i++) {
      const username = `crowd${i}x${randomBytes(3).toString('hex')}`;
      const client = createShopClient(gateway, { address: `198.18.${instances}.${i + 1}` });
      const created = await client.request('POST', '/api/register', {
        username,
        email: `${username}@example.com`,
        password: PASSWORD,
        fullName: `Crowd ${i}`,
      });
      if (created.status !== 201)
        throw new Error(`registering ${username}: ${created.status} ${created.text}`);
      shoppers.push({ username, client });
    }
    const names = shoppers.map((s) => s.username);
    const visitors = [
      ...shoppers,
      ...Array.from({ length: anonymous }, (_, i) => ({
        username: undefined,
        client: createShopClient(gateway, { address: `198.19.${instances}.${i + 1}` }),
      })),
    ];
    // /auth sends a signed-in shopper on (302): they open the other pages.
    const pageOf = (visitor, round, i) => {
      const choices = visitor.username ? pages.filter((p) => p !== '/auth') : pages;
      return choices[(round + i) % choices.length];
    };
    // One page each to warm the bundles and caches, as a shop that has been up a while has.
    await Promise.all(visitors.map((v, i) => v.client.request('GET', pageOf(v, 0, i))));

    const times = [];
    const figures = { pages: 0, rendered: 0, wrongSession: 0, notPrivate: 0, errors: 0 };
    for (let round = 0; round < rounds; round++) {
      await Promise.all(
        visitors.map(async (visitor, i) => {
          const path = pageOf(visitor, round, i);
          const started = performance.now();
          const res = await visitor.client.request('GET', path).catch((err) => ({
            status: 0,
            text: String(err),
            headers: new Headers(),
          }));
          times.push(performance.now() - started);
          figures.pages += 1;
          if (res.status !== 200) {
            figures.errors += 1;
            return;
          }
          const state = stateOf(res.text);
          if (state === undefined) return;
          figures.rendered += 1;
          const seen = names.filter((name) => state.includes(`"username":"${name}"`));
          const expected = visitor.username ? [visitor.username] : [];
          if (seen.join() !== expected.join()) figures.wrongSession += 1;
          if (visitor.username && res.headers.get('cache-control') !== 'private, no-store')
            figures.notPrivate += 1;
        }),
      );
    }
    times.sort((a, b) => a - b);
    return {
      instances,
      crowd: visitors.length,
      ...figures,
      p50: Math.round(quantile(times, 0.5)),
      p95: Math.round(quantile(times, 0.95)),
      p99: Math.round(quantile(times, 0.99)),
    };
  } finally {
    await system.stop();
  }
}

const results = [];
for (const instances of instanceCounts) results.push(await measure(instances));
if (args.json) console.log(JSON.stringify(results, null, 2));
else {
  say(
    `\n${signedIn} signed-in shoppers and ${anonymous} anonymous visitors at once, ${rounds} rounds:`,
  );
  const head = [
    'instances',
    'pages',
    'rendered',
    'wrong session',
    'not private',
    'errors',
    'p50 ms',
    'p95 ms',
    'p99 ms',
  ];
  const rows = results.map((r) =>
    [
      r.instances,
      r.pages,
      r.rendered,
      r.wrongSession,
      r.notPrivate,
      r.errors,
      r.p50,
      r.p95,
      r.p99,
    ].map(String),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  for (const row of [head, ...rows]) say(row.map((c, i) => c.padStart(widths[i])).join('  '));
}
