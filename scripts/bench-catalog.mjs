#!/usr/bin/env node
// The catalog's figures: listing, filtered and sorted listing, category, search and product detail
// through the gateway, on a catalog of 10,000 products, at 50 concurrent connections.
// Goal per case: p99 < 50 ms and at least 1000 requests/s.
// Then the search as typed (issue 28): suggestions (GET /api/search/suggest, rotating over the
// prefixes a shopper types, typos included) and today's /api/search, each at the catalog service
// directly and through the gateway, side by side. Goal: suggestions p95 <= 30 ms at the catalog
// and <= 50 ms through the gateway.
//
// It starts its own back end (startScratchSystem with the catalog service alone and no frontend:
// the embedded database, the catalog and the gateway on free ports, with a temporary data
// directory, so its own database: never the demo data), seeds the generated products with the catalog
// service's seedGeneratedProducts, waits until the gateway lists them all, then loads each case
// for --duration seconds after a short warm-up.
//
//   node scripts/bench-catalog.mjs [--count 10000] [--duration 10] [--connections 50]
//                                  [--warmup 2] [--no-build] [--json]
import { createRequire } from 'node:module';
import os from 'node:os';
import { cpuSeconds, measureLoad } from '@coffee/gateway/bench/load';
import { parseCommandLine, wholeNumber } from './lib/cli.mjs';
import { resolveBuilt } from './lib/packages.mjs';

const USAGE = `Usage: node scripts/bench-catalog.mjs [options]   (or npm run bench:catalog [-- options])

  --count N          generated products to seed (default 10000)
  --duration S       seconds each case is measured (default 10)
  --connections N    concurrent connections (default 50)
  --warmup S         seconds of warm-up before each case, 0 for none (default 2)
  --no-build         start with the builds as they are (default: build what is stale)
  --json             print the figures as JSON only
  -h, --help         this text`;

const { values: args } = parseCommandLine(USAGE, {
  count: { type: 'string', default: '10000' },
  duration: { type: 'string', default: '10' },
  connections: { type: 'string', default: '50' },
  warmup: { type: 'string', default: '2' },
  json: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
});
const count = wholeNumber(USAGE, 'count', args.count, 1);
const seconds = wholeNumber(USAGE, 'duration', args.duration, 1);
const connections = wholeNumber(USAGE, 'connections', args.connections, 1);
const warmup = wholeNumber(USAGE, 'warmup', args.warmup, 0);
const say = args.json ? () => {} : (line) => console.log(line);
const GOAL = { p99Ms: 50, requestsPerSec: 1000 };
const SUGGEST_GOAL_P95 = { catalog: 30, gateway: 50 };

/**
 * What shoppers type into the search box, letter by letter from the second one: the generated
 * catalog's origins, kinds and notes, and typos of them. Every prefix is its own request.
 */
const TYPED = [
  'ethiopian',
  'colombian coffee',
  'kenyan dark',
  'guatemalan',
  'sumatran',
  'brazilian espresso',
  'costa rican',
  'honduran',
  'peruvian',
  'rwandan',
  'espresso machine',
  'french press',
  'burr grinder',
  'ceramic mug',
  'gooseneck kettle',
  'milk frother',
  'chocolate',
  'caramel',
  'blueberry',
  'hazelnut',
  'dark roast',
  'medium roast whole bean',
  'expresso',
  'ethopian',
  'grinders',
  'colombain',
  'kenian',
  'chocolat',
];
const typedQueries = [
  ...new Set(
    TYPED.flatMap((text) =>
      Array.from({ length: text.length - 1 }, (_, i) => text.slice(0, i + 2).trim()),
    ),
  ),
];

// Loaded once the options are read: importing the orchestrator or the topology may build
// @coffee/topology first (lib/topology.mjs), which --help and a bad option do not wait for.
const { startScratchSystem } = await import('./lib/system.mjs');
const { SERVICES } = await import('./lib/topology.mjs');
const catalog = SERVICES.catalog;

async function getJson(url) {
  const res = await fetch(url);
  const text = await res.text();
  if (res.status !== 200)
    throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 200)}`);
  const header = res.headers.get('x-total-count');
  return { body: JSON.parse(text), total: header === null ? null : Number(header) };
}

async function waitForCatalog(gateway, atLeast, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { total } = await getJson(`${gateway}/api/products?limit=1`);
    if (total >= atLeast) return total;
    if (Date.now() > deadline)
      throw new Error(`the gateway lists ${total} products, expected at least ${atLeast}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

const fmt = (n, digits = 1) => (Number.isFinite(n) ? n.toFixed(digits) : '-');

let system;
const report = { count, connections, durationSeconds: seconds, cpus: os.cpus().length, cases: {} };
try {
  const started = Date.now();
  system = await startScratchSystem({
    mongodbUri: null,
    services: ['catalog'],
    frontends: false,
    build: args['no-build'] ? 'never' : 'auto',
    log: say,
    // 50 connections from one address send the traffic of many shoppers: the gateway's
    // per-address and per-user limits are lifted so that this measures the catalog, not them.
    env: { RATE_LIMIT_API: '100000000', RATE_LIMIT_USER: '100000000' },
  });
  const gateway = system.urls.gateway;
  say(
    `catalog and gateway up at ${gateway} in ${((Date.now() - started) / 1000).toFixed(1)} s (own database in ${system.dataDir})`,
  );

  // The catalog's own generator, and the mongoose it uses, through its package's main export.
  const catalogMain = resolveBuilt(catalog.package);
  const catalogRequire = createRequire(catalogMain);
  const { seedGeneratedProducts } = catalogRequire(catalogMain);
  const mongoose = catalogRequire('mongoose');
  const connection = await mongoose
    .createConnection(system.urls.mongodb, { dbName: catalog.database })
    .asPromise();
  const seedStart = Date.now();
  let inserted;
  try {
    inserted = await seedGeneratedProducts(connection, count);
  } finally {
    await connection.close();
  }
  // A running catalog picks up other writers' products through its change feed within a second
  // or two; if it has not after a while, a restart reads everything (and the report says so).
  let total;
  try {
    total = await waitForCatalog(gateway, count, 15_000);
  } catch (err) {
    say(`${err.message} after 15 s: restarting the catalog service so that it reads them all`);
    report.catalogRestartedAfterSeeding = true;
    const catalog = system.processes.get('catalog');
    await catalog.stop();
    await catalog.start();
    total = await waitForCatalog(gateway, count, 30_000);
  }
  report.seed = { inserted, total, seconds: (Date.now() - seedStart) / 1000 };
  say(
    `seeded ${inserted} generated products in ${report.seed.seconds.toFixed(1)} s; the gateway lists ${total}`,
  );

  // Product ids spread over the whole catalog, for the detail case.
  const ids = [];
  for (
    let offset = 0;
    offset < total && ids.length < 2000;
    offset += Math.max(100, Math.floor(total / 20))
  ) {
    const { body } = await getJson(`${gateway}/api/products?limit=100&offset=${offset}`);
    ids.push(...body.map((p) => p.id));
  }
  let next = 0;
  const detailPath = () => `/api/products/${ids[next++ % ids.length]}`;

  const cases = [
    ['listing', '/api/products?limit=24'],
    [
      'filter + sort',
      '/api/products?limit=24&inStock=true&isDirectPlusEligible=true&sort=price-asc',
    ],
    ['category', '/api/products/category/beans?limit=24'],
    ['search', '/api/search?q=ethiopia&limit=24'],
    ['detail', detailPath],
  ];

  // Each case answers 200 with something in it before it is measured.
  for (const [name, target] of cases) {
    const url = `${gateway}${typeof target === 'function' ? target() : target}`;
    const { body, total: matches } = await getJson(url);
    const size = Array.isArray(body) ? body.length : body?.id ? 1 : 0;
    if (size === 0) throw new Error(`${name}: ${url} answered with no products`);
    report.cases[name] = {
      path: typeof target === 'function' ? '/api/products/<id>' : target,
      matches: matches ?? 1,
    };
  }

  say(
    `\n${connections} connections, ${seconds} s per case after a ${warmup} s warm-up; ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  say(
    `   ${'case'.padEnd(14)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  ${'matches'.padStart(7)}  ${'CPU µs/req gateway, catalog'.padStart(27)}  goal (p99 < ${GOAL.p99Ms} ms, >= ${GOAL.requestsPerSec} req/s)`,
  );
  for (const [name, target] of cases) {
    const origin = gateway;
    if (warmup > 0) await measureLoad({ origin, paths: target, connections, seconds: warmup });
    const pids = {
      gateway: system.processes.get('gateway').pid,
      catalog: system.processes.get('catalog').pid,
    };
    const before = { gateway: cpuSeconds(pids.gateway), catalog: cpuSeconds(pids.catalog) };
    const r = await measureLoad({ origin, paths: target, connections, seconds });
    const perRequest = (name) => ((cpuSeconds(pids[name]) - before[name]) / r.requests) * 1e6;
    r.cpuUsPerRequest = { gateway: perRequest('gateway'), catalog: perRequest('catalog') };
    const met =
      r.p99 < GOAL.p99Ms &&
      r.requestsPerSec >= GOAL.requestsPerSec &&
      r.non2xx + r.errors + r.timeouts === 0;
    Object.assign(report.cases[name], r, { met });
    const failures = r.non2xx + r.errors + r.timeouts;
    say(
      `   ${name.padEnd(14)} ${fmt(r.requestsPerSec, 0).padStart(7)} ${fmt(r.p50, 2).padStart(8)} ${fmt(r.p99, 2).padStart(8)}  ${String(report.cases[name].matches).padStart(7)}  ${`${fmt(r.cpuUsPerRequest.gateway, 0)}, ${fmt(r.cpuUsPerRequest.catalog, 0)}`.padStart(27)}  ${met ? 'met' : 'NOT met'}${failures ? ` (${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)` : ''}`,
    );
  }
  // The search as typed: suggestions and today's search, at the catalog and through the gateway.
  let typed = 0;
  const suggestPath = () =>
    `/api/search/suggest?q=${encodeURIComponent(typedQueries[typed++ % typedQueries.length])}`;
  const searchPath = '/api/search?q=ethiopia&limit=24';
  const origins = { catalog: system.urls.services.catalog, gateway };
  for (const path of [suggestPath(), searchPath]) {
    const { body } = await getJson(`${gateway}${path}`);
    if ((Array.isArray(body) ? body : body.products).length === 0)
      throw new Error(`${path} answered with no products`);
  }
  // Every prefix asked once before measuring, whatever the warm-up reaches on a busy machine:
  // the figures are those of prefixes shoppers have typed before (the catalog keeps 2,000).
  for (const q of typedQueries)
    await getJson(`${gateway}/api/search/suggest?q=${encodeURIComponent(q)}`);
  say(
    `\nsearch as typed: suggestions rotate over ${typedQueries.length} typed prefixes; goal p95 <= ${SUGGEST_GOAL_P95.catalog} ms at the catalog, <= ${SUGGEST_GOAL_P95.gateway} ms through the gateway`,
  );
  say(
    `   ${'case'.padEnd(30)} ${'req/s'.padStart(7)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}  ${'CPU µs/req gateway, catalog'.padStart(27)}`,
  );
  report.searchAsTyped = { typedQueries: typedQueries.length, cases: {} };
  for (const [name, paths] of [
    ['suggest', suggestPath],
    ['search', searchPath],
  ]) {
    for (const [where, origin] of Object.entries(origins)) {
      if (warmup > 0) await measureLoad({ origin, paths, connections, seconds: warmup });
      const pids = {
        gateway: system.processes.get('gateway').pid,
        catalog: system.processes.get('catalog').pid,
      };
      const before = { gateway: cpuSeconds(pids.gateway), catalog: cpuSeconds(pids.catalog) };
      const r = await measureLoad({ origin, paths, connections, seconds });
      const perRequest = (name) => ((cpuSeconds(pids[name]) - before[name]) / r.requests) * 1e6;
      r.cpuUsPerRequest = { gateway: perRequest('gateway'), catalog: perRequest('catalog') };
      const failures = r.non2xx + r.errors + r.timeouts;
      const goal = name === 'suggest' ? SUGGEST_GOAL_P95[where] : undefined;
      const met = goal === undefined ? undefined : r.p95 <= goal && failures === 0;
      report.searchAsTyped.cases[`${name} at the ${where}`] = { ...r, goalP95Ms: goal, met };
      say(
        `   ${`${name} at the ${where}`.padEnd(30)} ${fmt(r.requestsPerSec, 0).padStart(7)} ${fmt(r.p50, 2).padStart(8)} ${fmt(r.p95, 2).padStart(8)} ${fmt(r.p99, 2).padStart(8)}  ${`${fmt(r.cpuUsPerRequest.gateway, 0)}, ${fmt(r.cpuUsPerRequest.catalog, 0)}`.padStart(27)}  ${met === undefined ? '' : met ? 'met' : 'NOT met'}${failures ? ` (${r.non2xx} non-2xx, ${r.errors} errors, ${r.timeouts} timeouts)` : ''}`,
      );
    }
  }

  report.met =
    Object.values(report.cases).every((c) => c.met) &&
    Object.values(report.searchAsTyped.cases).every((c) => c.met !== false);
  say(`\nall goals ${report.met ? 'met' : 'NOT met'}`);
  if (args.json) console.log(JSON.stringify(report));
} finally {
  await system?.stop();
}
