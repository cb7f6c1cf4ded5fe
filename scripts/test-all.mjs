#!/usr/bin/env node
// `npm test`: the whole gate, as CI runs it. Type check, lint, every workspace's unit and
// component tests (two workspaces at a time: the machine has two cores, and each jest run starts
// its own embedded database), then a build, the Playwright suite against the composed system and
// the fault suite (e2e/faults: shops of its own, hurt on purpose).
// Ends with one line `N passed, N failed` counting every test, and exits non-zero on any failure.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { parseCommandLine } from './lib/cli.mjs';
import {
  planShards,
  readWeights,
  shardPortShift,
  specFiles,
  weightsFromReports,
} from './lib/e2e-shards.mjs';
import { bold, cyan, dim, green, red, yellow } from './lib/output.mjs';
import {
  describeFailures,
  jestFailures,
  playwrightFailures,
  tapFailures,
} from './lib/test-reports.mjs';
import { readWorkspaces, repoRoot } from './lib/workspaces.mjs';

const USAGE = `Usage: npm test [-- options]

  --skip STEP   leave out a step (repeatable): format, typecheck, lint, k8s, unit, build, scripts,
                e2e, faults, compose
  --only STEP   run only these steps (repeatable)
  --jobs N      workspaces tested at once (default 2)
  --shards N    Playwright shards run side by side, each with a shop of its own (default 2)
  -h, --help`;

const STEPS = [
  'format',
  'typecheck',
  'lint',
  'k8s',
  'unit',
  'build',
  'scripts',
  'e2e',
  'faults',
  'compose',
];

const { values: args } = parseCommandLine(USAGE, {
  skip: { type: 'string', multiple: true, default: [] },
  only: { type: 'string', multiple: true, default: [] },
  jobs: { type: 'string', default: process.env.TEST_JOBS ?? '2' },
  shards: { type: 'string', default: process.env.E2E_SHARDS ?? '2' },
});
for (const step of [...args.skip, ...args.only]) {
  if (!STEPS.includes(step)) {
    console.error(`Unknown step ${step}; steps are ${STEPS.join(', ')}`);
    process.exit(2);
  }
}
const jobs = Number(args.jobs);
if (!Number.isInteger(jobs) || jobs < 1) {
  console.error(`--jobs needs a positive whole number (got ${args.jobs})`);
  process.exit(2);
}
const shardCount = Number(args.shards);
if (!Number.isInteger(shardCount) || shardCount < 1) {
  console.error(`--shards needs a positive whole number (got ${args.shards})`);
  process.exit(2);
}
const wanted = (step) =>
  !args.skip.includes(step) && (args.only.length === 0 || args.only.includes(step));

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'coffee-test-'));
const startedAt = Date.now();
const results = []; // { step, ok, passed, failed, skipped, note, seconds, failures }
const totals = { passed: 0, failed: 0, skipped: 0 };

const heading = (text) => console.log(`\n${bold(cyan(`▶ ${text}`))}`);
const seconds = (since) => Math.round((Date.now() - since) / 1000);

/** Runs a command with its output on our terminal; resolves with the exit code. */
function run(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      ...options,
    });
    child.once('error', (err) => {
      console.error(red(`${command}: ${err.message}`));
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(signal ? 1 : code));
  });
}

/** Runs a command with its output kept, to be printed as one block when it ends (parallel runs). */
function runBuffered(command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    let output = '';
    const child = spawn(command, commandArgs, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', (err) =>
      resolve({ code: 1, output: `${output}${command}: ${err.message}\n` }),
    );
    child.once('close', (code, signal) => resolve({ code: signal ? 1 : code, output }));
  });
}

/** Runs a command with each line of its output prefixed (runs side by side stay readable). */
function runPrefixed(prefix, command, commandArgs, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, commandArgs, {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      ...options,
    });
    for (const stream of [child.stdout, child.stderr]) {
      let rest = '';
      stream.on('data', (chunk) => {
        const lines = (rest + chunk).split('\n');
        rest = lines.pop();
        for (const line of lines) console.log(`${prefix} ${line}`);
      });
      stream.on('end', () => rest && console.log(`${prefix} ${rest}`));
    }
    child.once('error', (err) => {
      console.error(red(`${prefix} ${command}: ${err.message}`));
      resolve(1);
    });
    child.once('close', (code, signal) => resolve(signal ? 1 : code));
  });
}

function record(
  step,
  { ok, passed = 0, failed = 0, skipped = 0, note = '', since, failures = [] },
) {
  results.push({ step, ok, passed, failed, skipped, note, seconds: seconds(since), failures });
  totals.passed += passed;
  totals.failed += failed;
  totals.skipped += skipped;
  const counts =
    passed + skipped
      ? ` (${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''})`
      : '';
  console.log(
    `${ok ? green('✔') : red('✘')} ${step}${counts}${note ? ` ${dim(note)}` : ''} ${dim(`${seconds(since)} s`)}`,
  );
}

/** Counts from a jest --json report; a suite that could not run counts as one failure. */
function jestCounts(file) {
  if (!fs.existsSync(file)) return null;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const failures = jestFailures(report, repoRoot);
  const brokenSuites = report.testResults.filter(
    (s) => s.status === 'failed' && s.assertionResults.every((a) => a.status !== 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + brokenSuites,
    skipped: report.numPendingTests + report.numTodoTests,
    total: report.numTotalTests,
    failures,
  };
}

/** Counts from Playwright's JSON reporter: flaky tests passed on retry and count as passed. */
function playwrightCounts(file) {
  if (!fs.existsSync(file)) return null;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const { stats, errors = [] } = report;
  return {
    failures: playwrightFailures(report),
    passed: stats.expected + stats.flaky,
    failed: stats.unexpected + (errors.length && !stats.unexpected ? 1 : 0),
    skipped: stats.skipped,
    flaky: stats.flaky,
  };
}

async function checkStep(step, command, commandArgs) {
  heading(`${step}: ${[command, ...commandArgs].join(' ')}`);
  const since = Date.now();
  const code = await run(command, commandArgs);
  // A failed check counts as one failure, so the closing line never reads "0 failed" on a red run.
  record(step, {
    ok: code === 0,
    failed: code === 0 ? 0 : 1,
    since,
    note: code === 0 ? '' : `exit ${code}`,
  });
  return code === 0;
}

/** Runs `fn` over `items`, `jobs` at a time. */
async function pool(items, fn) {
  const queue = [...items];
  const worker = async () => {
    for (let item = queue.shift(); item; item = queue.shift()) await fn(item);
  };
  await Promise.all(Array.from({ length: Math.min(jobs, items.length) }, worker));
}

/** `npm run typecheck` of every workspace, `jobs` at a time (tsc is single-threaded). */
async function typecheckStep() {
  const workspaces = readWorkspaces().filter((w) => w.pkg.scripts?.typecheck);
  heading(`typecheck: ${workspaces.length} workspaces, ${jobs} at a time`);
  const since = Date.now();
  const failing = [];
  await pool(workspaces, async (ws) => {
    const wsSince = Date.now();
    const { code, output } = await runBuffered(npm, ['run', 'typecheck', '--silent'], {
      cwd: ws.dir,
    });
    console.log(`${code === 0 ? green('✔') : red('✘')} ${ws.name} ${dim(`${seconds(wsSince)} s`)}`);
    if (code !== 0) {
      failing.push(ws.name);
      console.log(output.trimEnd());
    }
  });
  record('typecheck', {
    ok: failing.length === 0,
    failed: failing.length,
    since,
    note: failing.length ? `failing: ${failing.join(', ')}` : '',
  });
  return failing.length === 0;
}

async function unitTests() {
  const workspaces = readWorkspaces().filter((w) => w.pkg.scripts?.test);
  heading(`unit and component tests: ${workspaces.length} workspaces, ${jobs} at a time`);
  const since = Date.now();
  const outcomes = [];
  await pool(workspaces, async (ws) => {
    const report = path.join(reportDir, `jest-${ws.name.replace(/[^a-z0-9]+/gi, '-')}.json`);
    const wsSince = Date.now();
    console.log(dim(`  … ${ws.name}`));
    // Each jest run gets one worker: `jobs` runs side by side already fill the cores.
    const { code, output } = await runBuffered(
      npm,
      [
        'run',
        'test',
        '--silent',
        '--',
        '--json',
        `--outputFile=${report}`,
        '--passWithNoTests',
        `--maxWorkers=${jobs > 1 ? 1 : 2}`,
      ],
      {
        cwd: ws.dir,
        env: { ...process.env, FORCE_COLOR: process.stdout.isTTY ? '1' : '0' },
      },
    );
    let counts = null;
    try {
      counts = jestCounts(report);
    } catch (err) {
      counts = null;
      console.error(red(`  cannot read ${report}: ${err.message}`));
    }
    const ok = code === 0 && counts !== null && counts.failed === 0;
    const printed = ok
      ? output
          .split('\n')
          .filter((l) => /^(Tests|Test Suites|Time):/.test(l.trim()))
          .join('\n')
      : output;
    console.log(`\n${bold(ws.name)} ${dim(`(${seconds(wsSince)} s)`)}\n${printed.trimEnd()}`);
    if (counts?.total === 0) console.log(yellow(`  ${ws.name} has no tests`));
    // A run that died before writing its report still counts as a failure.
    outcomes.push({
      ws,
      ok,
      counts: counts ?? {
        passed: 0,
        failed: 1,
        skipped: 0,
        total: 0,
        failures: [{ title: ws.name, reason: `no report (exit ${code})` }],
      },
    });
  });
  const sum = (k) => outcomes.reduce((n, o) => n + o.counts[k], 0);
  const broken = outcomes.filter((o) => !o.ok).map((o) => o.ws.name);
  record('unit', {
    ok: broken.length === 0,
    passed: sum('passed'),
    failed: sum('failed'),
    skipped: sum('skipped'),
    since,
    note: broken.length ? `failing: ${broken.join(', ')}` : '',
    failures: outcomes.flatMap((o) => o.counts.failures),
  });
  return broken.length === 0;
}

async function buildStep() {
  heading('build (what is not built yet)');
  const since = Date.now();
  try {
    await ensureBuilt({ log: (line) => console.log(dim(line)) });
    record('build', { ok: true, since });
    return true;
  } catch (err) {
    console.error(red(err.message));
    if (err.tail) console.error(err.tail.join('\n'));
    record('build', { ok: false, failed: 1, since, note: err.message });
    return false;
  }
}

/** The orchestrator's own tests (node:test), including one boot of the whole system. */
async function scriptsStep(built) {
  heading('orchestrator tests: node --test scripts/lib/__tests__/');
  const since = Date.now();
  if (!built) {
    record('scripts', { ok: false, failed: 1, since, note: 'not run: the build failed' });
    return false;
  }
  const tap = path.join(reportDir, 'scripts.tap');
  const code = await run(process.execPath, [
    '--test',
    '--test-reporter=spec',
    '--test-reporter-destination=stdout',
    '--test-reporter=tap',
    `--test-reporter-destination=${tap}`,
    'scripts/lib/__tests__/',
  ]);
  const text = fs.existsSync(tap) ? fs.readFileSync(tap, 'utf8') : '';
  const count = (key) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(text)?.[1] ?? 0);
  const counts = {
    passed: count('pass'),
    failed: count('fail') + count('cancelled'),
    skipped: count('skipped') + count('todo'),
  };
  if (!text) counts.failed = 1;
  record('scripts', {
    ...counts,
    failures: tapFailures(text),
    ok: code === 0 && counts.failed === 0,
    since,
    note: code === 0 ? '' : `exit ${code}`,
  });
  return code === 0 && counts.failed === 0;
}

/**
 * A Playwright suite of the e2e workspace (`npm run <script> -w e2e`), counted from its JSON report:
 * `e2e` the browser journeys against the composed system; `faults` the fault suite (e2e/faults:
 * SIGKILL mid-checkout, the database stopped, a slow service, SIGTERM under load, each on a
 * back end of its own).
 */
async function playwrightStep(step, script, built) {
  heading(`${step}: npm run ${script} -w e2e`);
  const since = Date.now();
  if (!built) {
    record(step, { ok: false, failed: 1, since, note: 'not run: the build failed' });
    return false;
  }
  const report = path.join(reportDir, `${step}.json`);
  const code = await run(npm, ['run', script, '-w', 'e2e', '--', '--reporter=list,json'], {
    env: {
      ...process.env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: report,
      PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
    },
  });
  let counts = null;
  try {
    counts = playwrightCounts(report);
  } catch (err) {
    console.error(red(`cannot read ${report}: ${err.message}`));
  }
  if (!counts) {
    record(step, { ok: false, failed: 1, since, note: `no report (exit ${code})` });
    return false;
  }
  const ok = code === 0 && counts.failed === 0;
  record(step, {
    ...counts,
    ok,
    since,
    note: counts.flaky
      ? `${counts.flaky} flaky`
      : code !== 0 && counts.failed === 0
        ? `exit ${code}`
        : '',
  });
  return ok;
}

/**
 * The browser journeys in shards side by side (scripts/lib/e2e-shards.mjs): each shard a
 * Playwright run of its share of the spec files against a shop of its own (E2E_PORT_SHIFT),
 * counted together. With one shard this is the plain suite on the default ports.
 */
async function e2eStep(built) {
  if (shardCount === 1) return playwrightStep('e2e', 'test:e2e', built);
  const e2eDir = path.join(repoRoot, 'e2e');
  const shards = planShards(
    specFiles(e2eDir),
    readWeights(path.join(e2eDir, 'shard-weights.json')),
    shardCount,
  );
  heading(`e2e: npm run test:e2e -w e2e, ${shards.length} shards side by side`);
  const since = Date.now();
  if (!built) {
    record('e2e', { ok: false, failed: 1, since, note: 'not run: the build failed' });
    return false;
  }
  for (const [i, shard] of shards.entries())
    console.log(
      dim(`  shard ${i + 1}: ${shard.files.length} files, about ${shard.seconds} s measured`),
    );
  const outcomes = await Promise.all(
    shards.map(async (shard, i) => {
      const report = path.join(reportDir, `e2e-${i + 1}.json`);
      const shardSince = Date.now();
      const code = await runPrefixed(
        dim(`[e2e ${i + 1}]`),
        npm,
        ['run', 'test:e2e', '-w', 'e2e', '--', '--reporter=list,json', ...shard.files],
        {
          env: {
            ...process.env,
            E2E_PORT_SHIFT: String(shardPortShift(i)),
            PLAYWRIGHT_JSON_OUTPUT_NAME: report,
            PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1',
          },
        },
      );
      console.log(dim(`  shard ${i + 1} done in ${seconds(shardSince)} s (exit ${code})`));
      let counts = null;
      try {
        counts = playwrightCounts(report);
      } catch (err) {
        console.error(red(`cannot read ${report}: ${err.message}`));
      }
      return { code, counts };
    }),
  );
  // This run's seconds per file, for the next plan (copy it over e2e/shard-weights.json).
  try {
    const reports = shards
      .map((_, i) => path.join(reportDir, `e2e-${i + 1}.json`))
      .filter((file) => fs.existsSync(file))
      .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')));
    const measured = path.join(e2eDir, 'test-results', 'shard-weights.json');
    fs.mkdirSync(path.dirname(measured), { recursive: true });
    fs.writeFileSync(
      measured,
      `${JSON.stringify({ measuredOn: new Date().toISOString().slice(0, 10), seconds: weightsFromReports(reports) }, null, 2)}\n`,
    );
  } catch (err) {
    console.error(yellow(`could not record the files' seconds: ${err.message}`));
  }
  const sum = (key) => outcomes.reduce((n, o) => n + (o.counts?.[key] ?? 0), 0);
  const missing = outcomes.filter((o) => !o.counts).length;
  const failed = sum('failed') + missing;
  const flaky = sum('flaky');
  const exitedBadly = outcomes.some((o) => o.code !== 0);
  const ok = !exitedBadly && failed === 0;
  record('e2e', {
    ok,
    passed: sum('passed'),
    failed: failed === 0 && exitedBadly ? 1 : failed,
    skipped: sum('skipped'),
    since,
    failures: outcomes.flatMap((o) => o.counts?.failures ?? []),
    note: [
      missing ? `${missing} shard(s) wrote no report` : '',
      flaky ? `${flaky} flaky` : '',
      exitedBadly && failed === 0 ? 'a shard exited non-zero' : '',
    ]
      .filter(Boolean)
      .join(', '),
  });
  return ok;
}

/** `docker compose config` where the Compose client exists (no engine is needed to validate). */
async function composeStep() {
  const probe = spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' });
  if (probe.error || probe.status !== 0) {
    console.log(dim('\n(docker compose is not installed here: compose file not validated)'));
    return true;
  }
  return checkStep('compose', 'docker', [
    'compose',
    '--project-directory',
    repoRoot,
    'config',
    '--quiet',
  ]);
}

/** The Kubernetes manifests: kustomize build | kubeconform -strict, offline, plus issue 12's rules. */
async function k8sStep() {
  heading('k8s: node scripts/validate-k8s.mjs');
  const since = Date.now();
  const { code, output } = await runBuffered(process.execPath, ['scripts/validate-k8s.mjs']);
  // Its own checks print one line each: show the failures and kubeconform's summaries only (and
  // not its closing count, which must stay this script's last word).
  console.log(
    output
      .split('\n')
      .filter((l) => (code !== 0 || !l.startsWith('✔')) && !/^\d+ passed, \d+ failed$/.test(l))
      .join('\n')
      .trimEnd(),
  );
  const [, passed = 0, failed = 1] =
    /^(\d+) passed, (\d+) failed$/m.exec(output)?.map(Number) ?? [];
  record('k8s', {
    ok: code === 0 && failed === 0,
    passed,
    failed: code === 0 ? failed : Math.max(failed, 1),
    since,
    note: code === 0 ? '' : `exit ${code}`,
  });
  return code === 0 && failed === 0;
}

let ok = true;
// Prettier owns style: an unformatted file fails the gate like a lint error (`npm run format` fixes it).
if (wanted('format'))
  ok = (await checkStep('format', npm, ['run', 'format:check', '--silent'])) && ok;
if (wanted('typecheck')) ok = (await typecheckStep()) && ok;
if (wanted('lint')) ok = (await checkStep('lint', npm, ['run', 'lint', '--silent'])) && ok;
if (wanted('k8s')) ok = (await k8sStep()) && ok;
if (wanted('unit')) ok = (await unitTests()) && ok;
let built = true;
if (wanted('build') || wanted('scripts') || wanted('e2e') || wanted('faults')) {
  built = await buildStep();
  ok = built && ok;
}
if (wanted('scripts')) ok = (await scriptsStep(built)) && ok;
if (wanted('e2e')) ok = (await e2eStep(built)) && ok;
if (wanted('faults')) ok = (await playwrightStep('faults', 'test:faults', built)) && ok;
if (wanted('compose')) ok = (await composeStep()) && ok;

fs.rmSync(reportDir, { recursive: true, force: true });
console.log(`\n${bold('Summary')} ${dim(`(${Math.round((Date.now() - startedAt) / 1000)} s)`)}`);
for (const r of results) {
  const counts = r.passed + r.skipped ? `${r.passed} passed, ${r.failed} failed` : '';
  console.log(
    `  ${r.ok ? green('ok  ') : red('FAIL')} ${r.step.padEnd(10)} ${counts.padEnd(24)} ${dim(`${r.seconds} s`)}${r.note ? ` ${r.note}` : ''}`,
  );
  // CI keeps the end of the output: a red step says here which tests failed, and why.
  for (const line of describeFailures(r.failures)) console.log(red(`       ${line}`));
}
const totalTests = totals.passed + totals.failed;
if (
  ok &&
  totalTests === 0 &&
  (wanted('unit') || wanted('scripts') || wanted('e2e') || wanted('faults'))
) {
  console.log(red('No test ran: that is a failure, not a pass.'));
  ok = false;
}
// The closing line CI reads: exactly `N passed, N failed` (", N skipped" may follow).
console.log(
  `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(ok ? 0 : 1);
