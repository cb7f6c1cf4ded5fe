// The Playwright suite in shards run side by side (`npm test`'s e2e step): each shard boots a shop
// of its own on its own ports (E2E_PORT_SHIFT) and takes a share of the spec files. One shop can
// serve only one test at a time (the clock, the remote manifest and the demo data are shared), so
// this is how the suite uses both cores: a browser journey spends most of its time waiting on the
// network and the page, and a second shop fills those gaps.
//
// The files are shared out by their measured seconds (e2e/shard-weights.json, refreshed with
// `npm run e2e:weights` after a run), longest first, each to the shard with the least so far.
import fs from 'node:fs';
import path from 'node:path';

/** Shard i (0-based) runs its shop on the topology's ports + this (10000, 20000, ...). */
export const shardPortShift = (index) => 10_000 * (index + 1);

/** The spec files of the suite, relative to e2e/ (`tests/x.spec.ts`), in name order. */
export function specFiles(e2eDir) {
  return fs
    .readdirSync(path.join(e2eDir, 'tests'))
    .filter((name) => name.endsWith('.spec.ts'))
    .sort()
    .map((name) => `tests/${name}`);
}

/** The recorded seconds per spec file ({} when there is no record). */
export function readWeights(file) {
  if (!fs.existsSync(file)) return {};
  const doc = JSON.parse(fs.readFileSync(file, 'utf8'));
  return doc.seconds ?? {};
}

/**
 * Shares `files` out over `count` shards by weight (longest first, each to the lightest shard;
 * ties to the lower shard, so the plan is the same on every machine). A file with no recorded
 * weight (a new spec) counts as the median of the known ones. Returns the shards' file lists
 * (in name order, as Playwright would run them) and their expected seconds.
 */
export function planShards(files, weights, count) {
  const known = files.map((f) => weights[f]).filter((w) => typeof w === 'number');
  const sorted = [...known].sort((a, b) => a - b);
  const fallback = sorted.length ? sorted[Math.floor(sorted.length / 2)] : 1;
  const weightOf = (file) => (typeof weights[file] === 'number' ? weights[file] : fallback);
  const shards = Array.from({ length: Math.max(1, count) }, () => ({ files: [], seconds: 0 }));
  const order = [...files].sort((a, b) => weightOf(b) - weightOf(a) || a.localeCompare(b));
  for (const file of order) {
    const lightest = shards.reduce((best, s) => (s.seconds < best.seconds ? s : best), shards[0]);
    lightest.files.push(file);
    lightest.seconds += weightOf(file);
  }
  for (const shard of shards) {
    shard.files.sort();
    shard.seconds = Math.round(shard.seconds);
  }
  return shards.filter((s) => s.files.length > 0);
}

/**
 * Seconds per spec file from Playwright JSON reports (every attempt of every test counts: a
 * retried test costs its retry too), relative to e2e/ like specFiles().
 */
export function weightsFromReports(reports) {
  const seconds = {};
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      const file = `tests/${spec.file ?? suite.file}`;
      for (const t of spec.tests ?? [])
        for (const r of t.results ?? [])
          seconds[file] = (seconds[file] ?? 0) + (r.duration ?? 0) / 1000;
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const report of reports) for (const suite of report.suites ?? []) walk(suite);
  return Object.fromEntries(
    Object.entries(seconds)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([file, s]) => [file, Math.round(s * 10) / 10]),
  );
}
