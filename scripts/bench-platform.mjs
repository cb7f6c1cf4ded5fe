#!/usr/bin/env node
// `npm run bench`: the two platform figures of docs/figures.md.
//  (a) gateway overhead: GET /api/user through the gateway vs straight to the account service, same
//      run, on the real account service and the embedded database (gateway/bench/gateway-overhead.mjs);
//  (b) the first load of `/`, `/category/all` and a product page of the production build, in
//      headless Chromium at phone size on Lighthouse's Slow 4G: the JavaScript fetched before the
//      Largest Contentful Paint (gzipped) and the longest chain of requests in sequence before the
//      LCP image (scripts/lib/first-load.mjs), printed beside the figures before issue 11
//      (scripts/baselines/), or beside another checkout measured in the same run (--baseline DIR:
//      a built clone of an earlier commit with its own `npm install`).
//
//   npm run bench [-- --duration 10 --connections 50 --skip-gateway --skip-bundle --no-build
//                     --baseline DIR --chain-runs 2 --json]
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { parseCommandLine, wholeNumber } from './lib/cli.mjs';
import { firstLoadPages, measureFirstLoad } from './lib/first-load.mjs';
import { requireBuilt, requireFrom } from './lib/packages.mjs';
import { repoRoot } from './lib/workspaces.mjs';

const USAGE = `Usage: npm run bench [-- options]   (or node scripts/bench-platform.mjs [options])

  --duration S       (a) seconds each gateway-overhead case is measured (default 10)
  --connections N    (a) concurrent connections (default 50)
  --skip-gateway     leave out (a), the gateway overhead
  --skip-bundle      leave out (b), the first load
  --chain-runs N     (b) loads of each page; the shortest chain of requests seen is kept (default 2)
  --baseline DIR     (b) also measure DIR, a built checkout of an earlier commit with its own
                     npm install, in the same run (default: the figures recorded before issue 11)
  --no-build         (b) start with the builds as they are (default: build what is stale)
  --json             print the figures as JSON only
  -h, --help         this text

Environment: MONGODB_URI: (a) runs against that MongoDB instead of an embedded database started
for it; CHROMIUM_PATH or CHROME_PATH: (b)'s browser (default /usr/bin/chromium).`;

const { values: args } = parseCommandLine(USAGE, {
  duration: { type: 'string', default: '10' },
  connections: { type: 'string', default: '50' },
  'skip-gateway': { type: 'boolean', default: false },
  'skip-bundle': { type: 'boolean', default: false },
  json: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
  baseline: { type: 'string' },
  'chain-runs': { type: 'string', default: '2' },
});
const duration = wholeNumber(USAGE, 'duration', args.duration, 1);
const connections = wholeNumber(USAGE, 'connections', args.connections, 1);
const chainRuns = wholeNumber(USAGE, 'chain-runs', args['chain-runs'], 1);
const say = args.json ? () => {} : (line) => console.log(line);
const report = {};

// Loaded once the options are read: importing the orchestrator may build @coffee/topology first
// (lib/topology.mjs), which --help and a bad option do not wait for.
const { startScratchSystem } = await import('./lib/system.mjs');

/** Issue 11's goals. */
const FIRST_LOAD_GOAL_KB = 170;
const CHAIN_GOAL = 3;
/** The first-load figures of the build before issue 11, measured by this script (--json). */
const RECORDED_BASELINE = path.join(repoRoot, 'scripts/baselines/first-load-before-issue-11.json');

async function gatewayOverhead() {
  say('\n(a) gateway overhead: GET /api/user, through the gateway vs direct');
  let db = null;
  let dataDir = null;
  const env = { ...process.env };
  if (!env.MONGODB_URI) {
    const { startEmbeddedDb } = requireBuilt('@coffee/embedded-db');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-bench-db-'));
    db = await startEmbeddedDb({ dataDir, port: 0 });
    env.MONGODB_URI = db.uri;
  }
  try {
    const output = await new Promise((resolve, reject) => {
      let out = '';
      const child = spawn(
        process.execPath,
        [
          requireFrom().resolve('@coffee/gateway/bench/overhead'),
          '--json',
          '--duration',
          String(duration),
          '--connections',
          String(connections),
        ],
        { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'inherit'] },
      );
      child.stdout.on('data', (chunk) => (out += chunk));
      child.once('error', reject);
      child.once('close', (code) =>
        code === 0 ? resolve(out) : reject(new Error(`gateway benchmark exited with ${code}`)),
      );
    });
    const result = JSON.parse(output.trim().split('\n').pop());
    report.gateway = result;
    const row = (name, r) =>
      `   ${name.padEnd(8)} ${r.requestsPerSec.toFixed(0).padStart(7)} req/s   p50 ${r.p50.toFixed(2).padStart(8)} ms   p99 ${r.p99.toFixed(2).padStart(8)} ms   errors ${r.errors + r.non2xx + r.timeouts}`;
    say(
      `   upstream: ${result.upstream}; ${result.connections} connections, ${result.durationSeconds} s each; load average ${result.loadAverage?.map((n) => n.toFixed(1)).join(' ')}`,
    );
    say(row('direct', result.direct));
    say(row('gateway', result.gateway));
    say(
      `   throughput ratio ${result.throughputRatio.toFixed(3)} (goal >= 0.7: ${result.goals.throughputRatio ? 'met' : 'NOT met'}); added p50 ${result.addedP50Ms.toFixed(3)} ms (goal < 1 ms: ${result.goals.addedP50 ? 'met' : 'NOT met'})`,
    );
  } finally {
    await db?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Gzipped kilobytes, one decimal. */
const kbOf = (bytes) => Number((bytes / 1024).toFixed(1));

/** Measures the three pages of one running shop; each page in a fresh browser context. */
async function measureShop(browser, origin) {
  const pages = await firstLoadPages(origin);
  const out = [];
  for (const { label, path: pagePath } of pages) {
    const runs = [];
    for (let i = 0; i < chainRuns; i += 1)
      runs.push(await measureFirstLoad(browser, `${origin}${pagePath}`, { throttle: true }));
    // Bytes do not vary between runs; the chain can (timing): the shortest chain seen is the one
    // the page really needs, a longer one means two unrelated requests happened to line up.
    runs.sort((a, b) => a.chain.requestsAfterHtml - b.chain.requestsAfterHtml);
    const [best] = runs;
    out.push({
      label,
      path: pagePath,
      criticalKb: kbOf(best.criticalGzipBytes),
      criticalFiles: best.criticalScripts.length,
      lcpFromHtml: best.lcpFromHtml,
      beforeLcpKb: kbOf(best.beforeLcpGzipBytes),
      lcpMs: Math.round(best.lcp.startTime),
      laterKb: kbOf(best.laterGzipBytes),
      chain: best.chain,
      chainRuns: runs.map((r) => r.chain.requestsAfterHtml),
      lcp: best.lcp,
      scripts: best.criticalScripts.map((f) => ({ url: f.url, gzipKb: kbOf(f.gzip) })),
    });
  }
  return out;
}

function printPages(name, pages) {
  say(`   ${name}:`);
  for (const p of pages) {
    const ok = p.criticalKb <= FIRST_LOAD_GOAL_KB && p.chain.requestsAfterHtml <= CHAIN_GOAL;
    // Recorded baselines predate server rendering: their LCP always waited for the scripts.
    const fromHtml = p.lcpFromHtml ?? false;
    const shared = p.beforeLcpKb ?? p.criticalKb;
    say(
      `     ${p.label.padEnd(13)} ${String(p.criticalKb).padStart(6)} KB in ${String(p.criticalFiles).padStart(2)} scripts the LCP waited for (${fromHtml ? 'LCP painted from the server-rendered HTML; ' : ''}${shared} KB started before it, ${p.laterKb} KB after)   ${p.chain.requestsAfterHtml} requests in sequence after the HTML (runs: ${p.chainRuns.join(', ')})${p.lcpMs ? `   LCP ${p.lcpMs} ms` : ''}   ${ok ? 'goals met' : 'goals NOT met'}`,
    );
    say(`       chain: ${p.chain.names.join(' -> ')}`);
  }
}

async function firstLoadJs() {
  say(
    `\n(b) first load of /, /category/all and a product page (production build, phone viewport, Slow 4G): JavaScript gzipped the LCP waits for (goal <= ${FIRST_LOAD_GOAL_KB} KB) and requests in sequence before the LCP image (goal <= ${CHAIN_GOAL} after the HTML)`,
  );
  // Playwright is the e2e workspace's; it is resolved the way that workspace resolves it.
  const { chromium } = requireFrom(path.join(repoRoot, 'e2e'))('@playwright/test');
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
  });
  const systems = [];
  try {
    // A baseline checkout (another commit, built) measured in the same run, side by side.
    if (args.baseline) {
      const root = path.resolve(args.baseline);
      const base = await startScratchSystem({ root, build: 'auto', log: () => {} });
      systems.push(base);
      report.baseline = { root, pages: await measureShop(browser, base.urls.gateway) };
      await base.stop();
      systems.pop();
    }
    const system = await startScratchSystem({
      build: args['no-build'] ? 'never' : 'auto',
      log: say,
    });
    systems.push(system);
    report.firstLoad = { pages: await measureShop(browser, system.urls.gateway) };

    if (report.baseline) printPages(`baseline (${report.baseline.root})`, report.baseline.pages);
    else if (fs.existsSync(RECORDED_BASELINE)) {
      const recorded = JSON.parse(fs.readFileSync(RECORDED_BASELINE, 'utf8'));
      printPages(
        `before issue 11 (recorded ${recorded.measured} at ${recorded.commit})`,
        recorded.pages,
      );
    }
    printPages('this build', report.firstLoad.pages);
  } finally {
    await browser.close();
    for (const s of systems) await s.stop();
  }
}

if (!args['skip-gateway']) await gatewayOverhead();
if (!args['skip-bundle']) await firstLoadJs();
if (args.json) console.log(JSON.stringify(report));
