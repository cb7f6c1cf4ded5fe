#!/usr/bin/env node
// `npm run load`: the whole shop under shopper journeys, through the gateway, with Artillery
// (issue 12). Measured by hand, not a test: `npm test` does not run it, and it exits non-zero
// only when it cannot run (never for a missed goal).
//
// The journeys are scripts/load/shop.yml: Online Boutique's load-generator mix, browse 10 : view
// cart 3 : add to cart 2 : checkout 1, with sign-ins (the checkout signs in) and real orders paid
// by card. For each instance count (default 1, then 2) it starts a throw-away back end
// (startScratchSystem, frontends: false: the journeys make the API calls the pages make), stocks
// every product and registers load users through the API (scripts/load/prepare.mjs), then runs
// one Artillery step per target rate of the ramp (journeys arriving per second), reads each
// step's JSON report and prints requests/s, p50/p95/p99 and errors; then both runs side by side.
//
// Goal on the 2-core machine: no error and p99 under 300 ms; the highest rate meeting it is the
// sustained rate. The p50/p95/p99 are of every request but the sign-in POST, which spends a bcrypt
// cost-12 check by design (its own column), as bench-signin-flood.mjs reports it.
//
// Artillery is not a dependency of the workspace (it is large and every `npm install` would
// fetch it): the pinned version below is run on demand with `npm exec --yes --package=...`, which
// fetches it into npm's cache the first time (about a minute, ~600 MB) and reuses it after.
// 2.0.21 is the newest Artillery whose `engines` allows Node 20 (2.0.22 and later need Node 22).
// ARTILLERY_DISABLE_TELEMETRY keeps it from reporting usage to its makers.
//
// Limits: the per-address limits leave loopback out (RATE_LIMIT_EXEMPT_ADDRESSES, as the
// Playwright suite's gateway does: e2e/support/security/addresses.ts E2E_RATE_LIMITS), since
// every journey comes from 127.0.0.1 and stands for many shoppers; the per-user limit, the
// sign-in throttles and the password-hashing bound stay as configured. Several instances share
// one Redis (REDIS_URL, default redis://127.0.0.1:6379) under a rate-limit prefix of this run's own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCommandLine, wholeNumbers } from './lib/cli.mjs';
import { startScratchSystem } from './lib/system.mjs';
import { prepareShop } from './load/prepare.mjs';
import {
  STEP_HEADER,
  errorDetail,
  meetsGoal,
  sideBySide,
  stepFigures,
  stepRow,
  sustained,
} from './load/report.mjs';

export const ARTILLERY = 'artillery@2.0.21';
const here = path.dirname(fileURLToPath(import.meta.url));
const SCENARIOS = path.join(here, 'load', 'shop.yml');
/** The gateway's per-address limits leave these out (E2E_RATE_LIMITS of the Playwright suite). */
const LOOPBACK = '127.0.0.1,::1,::ffff:127.0.0.1';

const USAGE = `Usage: npm run load [-- options]

  --steps LIST       target journeys per second, one step each (default 10,20,30,40,60,80)
  --duration S       seconds per step (default 45)
  --instances LIST   instance counts to run, one after the other (default 1,2; more than 1
                     needs REDIS_URL, default redis://127.0.0.1:6379)
  --users N          load users to register per shop (default 40)
  --p99 MS           the latency goal (default 300)
  --all-steps        run every step even after one misses the goal (default: stop the ramp
                     after two steps in a row miss it)
  --quick            a short run: steps 5,10,20, 15 s each, 20 users
  --no-build         start with the builds as they are
  --keep DIR         keep each step's Artillery report and the CSV files in DIR
  --json             print the figures as JSON at the end as well
  -h, --help         this text

Artillery (${ARTILLERY}) runs through npm exec: the first run fetches it into npm's cache.`;

const { values: args } = parseCommandLine(USAGE, {
  steps: { type: 'string' },
  duration: { type: 'string' },
  instances: { type: 'string', default: '1,2' },
  users: { type: 'string' },
  p99: { type: 'string', default: '300' },
  'all-steps': { type: 'boolean', default: false },
  quick: { type: 'boolean', default: false },
  'no-build': { type: 'boolean', default: false },
  keep: { type: 'string' },
  json: { type: 'boolean', default: false },
});

const steps = wholeNumbers(
  USAGE,
  'steps',
  args.steps ?? (args.quick ? '5,10,20' : '10,20,30,40,60,80'),
  1,
).sort((a, b) => a - b);
const [duration] = wholeNumbers(USAGE, 'duration', args.duration ?? (args.quick ? '15' : '45'), 5);
const [users] = wholeNumbers(USAGE, 'users', args.users ?? (args.quick ? '20' : '40'), 2);
const [p99Goal] = wholeNumbers(USAGE, 'p99', args.p99, 1);
const instanceCounts = wholeNumbers(USAGE, 'instances', args.instances, 1);
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const say = (/** @type {string} */ line) => console.log(line);

// Ctrl-C (or SIGTERM) stops Artillery at once, then the shop in order (its parts run in process
// groups of their own, which a terminal's Ctrl-C does not reach), and exits non-zero.
let interrupted = false;
/** @type {import('node:child_process').ChildProcess | undefined} */
let running;
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => {
    if (interrupted) process.exit(130); // a second one: at once
    interrupted = true;
    say(`\n${signal}: stopping (again to quit at once)...`);
    if (running?.pid) process.kill(-running.pid, 'SIGTERM');
  });
}

// ---- CPU of a process group, from /proc ------------------------------------------------------

const CLOCK_TICKS = 100;
/**
 * CPU seconds of every live process in these process groups (each part of the shop runs in a
 * group of its own, with its workers; so does Artillery). A process that exits takes its own
 * time along: a rough figure, for reading the latencies against what the machine spent.
 * @param {number[]} groups
 */
function groupCpuSeconds(groups) {
  const wanted = new Set(groups);
  let ticks = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      if (wanted.has(Number(fields[2]))) ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Gone between the listing and the read.
    }
  }
  return ticks / CLOCK_TICKS;
}

// ---- one Artillery step -------------------------------------------------------------------------

/**
 * Runs shop.yml at `rate` journeys/s for `duration` seconds against `gateway`.
 * @param {{ gateway: string, rate: number, files: Record<string, string>, out: string, shopGroups: number[] }} step
 */
async function runStep({ gateway, rate, files, out, shopGroups }) {
  const overrides = {
    config: {
      phases: [{ name: `${rate} journeys/s`, duration, arrivalRate: rate }],
      payload: [
        {
          path: files.products,
          fields: ['productId', 'category', 'image'],
          order: 'random',
          skipHeader: true,
        },
        {
          path: files.shoppers,
          fields: ['shopperSession', 'shopperCsrf'],
          order: 'random',
          skipHeader: true,
        },
        {
          path: files.buyers,
          fields: ['username', 'password'],
          name: 'buyers',
          loadAll: true,
          skipHeader: true,
        },
      ],
    },
  };
  const child = spawn(
    'npm',
    [
      'exec',
      '--yes',
      `--package=${ARTILLERY}`,
      '--',
      'artillery',
      'run',
      '--quiet',
      '--target',
      gateway,
      '--output',
      out,
      '--overrides',
      JSON.stringify(overrides),
      SCENARIOS,
    ],
    {
      detached: true, // its own process group: its CPU is counted apart from the shop's
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        ARTILLERY_DISABLE_TELEMETRY: 'true',
        PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
      },
    },
  );
  /** @type {string[]} */
  const tail = [];
  const keep = (/** @type {Buffer} */ chunk) => {
    tail.push(...chunk.toString().split('\n').filter(Boolean));
    tail.splice(0, Math.max(0, tail.length - 30));
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const shopBefore = groupCpuSeconds(shopGroups);
  let loadCpu = 0;
  // Artillery's CPU is read while it runs: once it has exited its time is gone with it.
  const sampler = setInterval(() => {
    if (child.pid) loadCpu = Math.max(loadCpu, groupCpuSeconds([child.pid]));
  }, 1000);
  running = child;
  const code = await new Promise((resolve) => child.on('close', resolve));
  running = undefined;
  clearInterval(sampler);
  if (interrupted) throw new Error('interrupted');
  const cpuShop = groupCpuSeconds(shopGroups) - shopBefore;
  if (!fs.existsSync(out))
    throw new Error(`Artillery exited ${code} without a report:\n  ${tail.join('\n  ')}`);
  // Exit code 21 is the expect plugin's "some expectations failed": the report says which.
  return { report: JSON.parse(fs.readFileSync(out, 'utf8')), cpuShop, cpuLoad: loadCpu };
}

// ---- one shop, the whole ramp -------------------------------------------------------------------

/** @param {number} instances @param {string} workDir */
async function runShop(instances, workDir) {
  const prefix = `coffee-load-${randomBytes(4).toString('hex')}:ratelimit:`;
  say(
    `\n== ${instances} instance${instances > 1 ? 's' : ''} of each service and ${instances} gateway worker${instances > 1 ? 's' : ''}` +
      (instances > 1 ? ` (Redis ${redisUrl}, prefix ${prefix})` : ''),
  );
  say(
    `starting a throw-away back end (per-address rate limits: loopback exempt, RATE_LIMIT_EXEMPT_ADDRESSES=${LOOPBACK}; per-user, sign-in throttles and password hashing as configured)...`,
  );
  const started = Date.now();
  const system = await startScratchSystem({
    frontends: false,
    instances,
    ...(instances > 1 ? { redisUrl } : {}),
    build: args['no-build'] ? 'never' : 'auto',
    log: say,
    env: { RATE_LIMIT_EXEMPT_ADDRESSES: LOOPBACK, RATE_LIMIT_REDIS_PREFIX: prefix },
  });
  /** @type {import('./load/report.mjs').StepFigures[]} */
  const figures = [];
  try {
    const gateway = system.urls.gateway;
    say(
      `up at ${gateway} in ${((Date.now() - started) / 1000).toFixed(1)} s; stocking every product and registering ${users} load users...`,
    );
    const dataDir = path.join(workDir, `${instances}-instances`);
    const prepStart = Date.now();
    const prepared = await prepareShop(gateway, {
      users,
      // A few registrations per password-hashing worker (one per account instance here).
      parallel: 3 * instances,
      dataDir,
    });
    if (interrupted) throw new Error('interrupted');
    say(
      `${prepared.products} products with stock to spare, ${prepared.users} users registered in ${((Date.now() - prepStart) / 1000).toFixed(1)} s`,
    );
    const shopGroups = [...system.processes.values()]
      .map((p) => p.pid)
      .filter((pid) => pid !== undefined);
    say(
      `ramp: ${steps.join(', ')} journeys/s, ${duration} s each; goal: no error, p99 < ${p99Goal} ms`,
    );
    say(
      `  p50/p95/p99: every request but the sign-in POST; bad: answers the page does not expect; failed: journeys stopped (bad answer, timeout, network)`,
    );
    say(STEP_HEADER);
    let missed = 0;
    for (const rate of steps) {
      const out = path.join(dataDir, `step-${rate}.json`);
      const { report, cpuShop, cpuLoad } = await runStep({
        gateway,
        rate,
        files: prepared.files,
        out,
        shopGroups,
      });
      const f = { ...stepFigures(report, { instances, rate, duration }), cpuShop, cpuLoad };
      f.met = meetsGoal(f, p99Goal);
      figures.push(f);
      say(stepRow(f, f.met ? '' : 'missed'));
      const detail = errorDetail(f);
      if (f.badAnswers || f.failedJourneys) say(`        ${detail}`);
      missed = f.met ? 0 : missed + 1;
      if (missed >= 2 && !args['all-steps']) {
        say(
          `        two steps in a row missed the goal: the ramp stops here (--all-steps runs them all)`,
        );
        break;
      }
    }
    const best = sustained(figures);
    say(
      best
        ? `sustained with ${instances} instance${instances > 1 ? 's' : ''}: ${best.rate} journeys/s, ${best.requestsPerSec.toFixed(1)} requests/s (p99 ${best.shop.p99.toFixed(1)} ms, sign-in p99 ${best.signIn.p99.toFixed(0)} ms, 0 errors)`
        : `sustained with ${instances} instance${instances > 1 ? 's' : ''}: no step met the goal`,
    );
  } finally {
    await system.stop();
  }
  return figures;
}

// ---- the run ----------------------------------------------------------------------------------

const workDir = args.keep
  ? path.resolve(args.keep)
  : fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-load-'));
/** @type {Map<number, import('./load/report.mjs').StepFigures[]>} */
const runs = new Map();
try {
  say(
    `load test: ${ARTILLERY} (npm exec), scenarios ${path.relative(process.cwd(), SCENARIOS)}; journeys browse 10 : view cart 3 : add to cart 2 : checkout 1`,
  );
  for (const instances of instanceCounts) {
    if (interrupted) throw new Error('interrupted');
    runs.set(instances, await runShop(instances, workDir));
  }

  say(
    `\n== side by side (req/s achieved; p50/p95/p99 ms of every request but sign-in; signin = sign-in p99 ms; err = failed journeys, each stopped at its first bad answer, timeout or network error; goal: err 0 and p99 < ${p99Goal} ms)`,
  );
  for (const line of sideBySide(runs)) say(line);
  for (const [instances, figures] of runs) {
    const best = sustained(figures);
    say(
      `sustained, ${instances} instance${instances > 1 ? 's' : ''}: ${best ? `${best.rate} journeys/s = ${best.requestsPerSec.toFixed(1)} requests/s, p99 ${best.shop.p99.toFixed(1)} ms, sign-in p99 ${best.signIn.p99.toFixed(0)} ms` : 'none'}`,
    );
  }
  say(
    `machine: ${os.cpus().length} cores, load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (the shop and Artillery share them; CPU s per step in the tables above)`,
  );
  if (args.json)
    console.log(
      JSON.stringify({
        artillery: ARTILLERY,
        p99Goal,
        duration,
        steps,
        runs: Object.fromEntries(runs),
        cpus: os.cpus().length,
        loadAverage: os.loadavg(),
      }),
    );
} finally {
  if (!args.keep) fs.rmSync(workDir, { recursive: true, force: true });
  else say(`Artillery reports and CSV files kept in ${workDir}`);
}
