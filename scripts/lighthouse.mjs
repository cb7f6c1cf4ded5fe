#!/usr/bin/env node
// Lighthouse performance figures of the production build: the home page, the all-products listing
// and one product page, with Lighthouse's default (mobile) settings, in Debian's Chromium.
//
// It starts its own shop with the orchestrator (production builds, free ports, a temporary data
// directory: the demo catalog only), runs Lighthouse `--runs` times per page and reports the
// median run: performance score, FCP, LCP, TBT, CLS, Speed Index and bytes transferred, plus the
// opportunities and diagnostics that cost the most.
//
//   node scripts/lighthouse.mjs [--runs 3] [--no-build] [--json] [--out DIR] [--url URL]
//     --out DIR  also write each run's full Lighthouse JSON report there
//     --url URL  measure a shop that is already running (e.g. http://localhost:8080) instead
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './lib/chromium.mjs';
import { parseCommandLine, wholeNumber } from './lib/cli.mjs';

const USAGE = `Usage: node scripts/lighthouse.mjs [options]   (or npm run lighthouse [-- options])

  --runs N      Lighthouse runs per page, the median run reported (default 3)
  --out DIR     also write each run's full Lighthouse JSON report there
  --url URL     measure a shop that is already running (e.g. http://localhost:8080) instead of
                starting one
  --no-build    start with the builds as they are (default: build what is stale)
  --json        print the figures as JSON only
  -h, --help    this text

Chromium: CHROMIUM_PATH or CHROME_PATH (default /usr/bin/chromium). Lighthouse comes with the
e2e workspace's dependencies (npm install).`;

const { values: args } = parseCommandLine(USAGE, {
  runs: { type: 'string', default: '3' },
  json: { type: 'boolean', default: false },
  out: { type: 'string' },
  url: { type: 'string' },
  'no-build': { type: 'boolean', default: false },
});
const runs = wholeNumber(USAGE, 'runs', args.runs, 1);
const say = args.json ? () => {} : (line) => console.log(line);
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS];

async function loadLighthouse() {
  try {
    const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
      import('lighthouse'),
      import('chrome-launcher'),
    ]);
    return { lighthouse, chromeLauncher };
  } catch (err) {
    throw new Error(
      `lighthouse is not installed (${err.message}): npm install -D lighthouse@12.8.2 -w e2e`,
    );
  }
}

const ms = (v) => (Number.isFinite(v) ? `${Math.round(v)} ms` : '-');
const kb = (v) => (Number.isFinite(v) ? `${(v / 1024).toFixed(0)} KB` : '-');

/** The figures of one Lighthouse result (lhr). */
function figures(lhr) {
  const a = lhr.audits;
  const value = (id) => a[id]?.numericValue;
  // What would save the most: opportunities by estimated time, then the heavy diagnostics.
  const opportunities = Object.values(a)
    .filter((x) => x.details?.type === 'opportunity' && (x.details.overallSavingsMs ?? 0) > 0)
    .sort((x, y) => y.details.overallSavingsMs - x.details.overallSavingsMs)
    .map((x) => ({
      id: x.id,
      title: x.title,
      savingsMs: x.details.overallSavingsMs,
      savingsBytes: x.details.overallSavingsBytes ?? 0,
    }));
  const diagnostics = [
    'bootup-time',
    'mainthread-work-breakdown',
    'long-tasks',
    'total-byte-weight',
    'largest-contentful-paint-element',
    'network-requests',
  ]
    .filter((id) => a[id])
    .map((id) => ({ id, title: a[id].title, display: a[id].displayValue ?? '' }));
  // The scripts the load transferred (bytes on the wire, compressed as served), each file named:
  // issue 26 holds a first load to a script budget.
  const scriptFiles = (a['network-requests']?.details?.items ?? [])
    .filter((r) => r.resourceType === 'Script')
    .map((r) => ({ url: r.url, transferSize: r.transferSize ?? 0 }))
    .sort((x, y) => y.transferSize - x.transferSize);
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    scriptBytes: scriptFiles.reduce((n, f) => n + f.transferSize, 0),
    scriptFiles,
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    speedIndex: value('speed-index'),
    bytes: value('total-byte-weight'),
    requests: a['network-requests']?.details?.items?.length,
    lcpElement:
      a['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
    opportunities,
    diagnostics,
    warnings: lhr.runWarnings ?? [],
  };
}

/** One Lighthouse run; a trace that failed to record (it happens on a busy machine) is retried. */
async function runOnce(tools, url, label, attempt = 1) {
  try {
    return await runLighthouse(tools, url, label);
  } catch (err) {
    if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(err.message)) throw err;
    say(`   (${err.message.split(' ')[1]}: running ${label} again)`);
    return runOnce(tools, url, label, attempt + 1);
  }
}

async function audit(tools, url, label) {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await runOnce(tools, url, `${label}-${i + 1}`));
  // Every run in the order it ran, then the median run by score (Lighthouse's own advice for
  // noisy machines).
  const each = results.map(({ score, fcp, lcp, tbt, cls, speedIndex, scriptBytes }) => ({
    score,
    scriptBytes,
    fcp,
    lcp,
    tbt,
    cls,
    speedIndex,
  }));
  const sorted = [...results].sort((x, y) => x.score - y.score);
  return { ...sorted[Math.floor(sorted.length / 2)], scores: each.map((r) => r.score), each };
}

/** Issue 11's goals for each page: the median run's score and its three metrics. */
const GOALS = { score: 92, lcp: 2300, tbt: 200, cls: 0.02 };
const meetsGoals = (r) =>
  r.score >= GOALS.score && r.lcp <= GOALS.lcp && r.tbt <= GOALS.tbt && r.cls <= GOALS.cls;
const runLine = (r) =>
  `score ${String(r.score).padStart(3)}   script ${kb(r.scriptBytes).padStart(6)}   FCP ${ms(r.fcp).padStart(8)}   LCP ${ms(r.lcp).padStart(8)}   TBT ${ms(r.tbt).padStart(7)}   CLS ${Number.isFinite(r.cls) ? r.cls.toFixed(3) : '-'}   Speed Index ${ms(r.speedIndex)}`;
/** The figures before issue 11, measured by this script (--runs 3 --json) on the build of then. */
const RECORDED_BASELINE = path.join(
  path.dirname(new URL(import.meta.url).pathname),
  'baselines/lighthouse-before-issue-11.json',
);

async function runLighthouse({ lighthouse, chromeLauncher }, url, label) {
  // A fresh browser per run: no cache or service state carried over between runs.
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result?.lhr) throw new Error(`Lighthouse gave no result for ${url}`);
    const failure = result.lhr.runtimeError;
    if (failure) throw new Error(`${url}: ${failure.code} ${failure.message}`);
    if (args.out) {
      fs.mkdirSync(args.out, { recursive: true });
      fs.writeFileSync(path.join(args.out, `${label}.json`), result.report);
    }
    return figures(result.lhr);
  } finally {
    await chrome.kill();
  }
}

// Loaded once the options are read: importing the orchestrator may build @coffee/topology first
// (lib/topology.mjs), which --help and a bad option do not wait for.
const { startScratchSystem } = await import('./lib/system.mjs');
const tools = await loadLighthouse();
let system;
const report = { runs, loadAverage: os.loadavg(), pages: {} };
try {
  let origin = args.url?.replace(/\/+$/, '');
  if (!origin) {
    system = await startScratchSystem({ build: args['no-build'] ? 'never' : 'auto', log: say });
    origin = system.urls.app;
    say(`shop (production build) up at ${origin}`);
  }
  const res = await fetch(`${origin}/api/products?limit=1`);
  const [product] = res.ok ? await res.json() : [];
  if (!product) throw new Error(`${origin}/api/products answered ${res.status} with no product`);

  const pages = [
    ['home', '/'],
    ['all products', '/category/all'],
    ['product', `/product/${product.id}`],
  ];
  say(
    `Lighthouse ${runs > 1 ? `(median of ${runs} runs) ` : ''}performance, mobile defaults, ${os.cpus().length} CPUs, load average ${os
      .loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
  const recorded = fs.existsSync(RECORDED_BASELINE)
    ? JSON.parse(fs.readFileSync(RECORDED_BASELINE, 'utf8'))
    : null;
  if (recorded)
    say(
      `(before issue 11: recorded ${recorded.measured} at ${recorded.commit}, load average then ${recorded.loadAverage})`,
    );
  for (const [label, pagePath] of pages) {
    const r = await audit(tools, `${origin}${pagePath}`, label.replace(/\s+/g, '-'));
    report.pages[label] = { path: pagePath, ...r };
    say(
      `\n${label} (${pagePath}): performance ${r.score} (median of ${runs}; goals >= ${GOALS.score}, LCP <= ${GOALS.lcp} ms, TBT <= ${GOALS.tbt} ms, CLS <= ${GOALS.cls}: ${meetsGoals(r) ? 'met' : 'NOT met'})`,
    );
    const before = recorded?.pages?.[label];
    if (before)
      for (const [i, b] of before.each.entries()) say(`   before, run ${i + 1}: ${runLine(b)}`);
    for (const [i, e] of r.each.entries()) say(`   now,    run ${i + 1}: ${runLine(e)}`);
    say(`   transfer ${kb(r.bytes)} in ${r.requests ?? '-'} requests`);
    say(`   script transferred ${kb(r.scriptBytes)} in ${r.scriptFiles.length} files:`);
    for (const f of r.scriptFiles)
      say(`     ${kb(f.transferSize).padStart(6)} ${new URL(f.url).pathname}`);
    if (r.lcpElement) say(`   LCP element: ${r.lcpElement.slice(0, 120)}`);
    for (const o of r.opportunities.slice(0, 5))
      say(
        `   opportunity: ${o.title}: ~${Math.round(o.savingsMs)} ms${o.savingsBytes ? `, ${kb(o.savingsBytes)}` : ''}`,
      );
    for (const d of r.diagnostics) if (d.display) say(`   ${d.title}: ${d.display}`);
    for (const w of r.warnings) say(`   warning: ${w}`);
  }
  if (args.json) console.log(JSON.stringify(report));
} finally {
  await system?.stop();
}
