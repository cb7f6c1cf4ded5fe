#!/usr/bin/env node
// Builds one workspace with the workspaces it needs and, with --out, copies what it needs at run
// time into a folder of the same shape as the repo: what it publishes (its package.json `files`,
// or else the folders its `main`, `bin` and `exports` point at), the same of the workspaces it
// depends on at run time, and only the npm packages their `dependencies` reach (no dev tooling).
// The Docker images copy that folder and nothing else.
//
//   node scripts/deploy-workspace.mjs services/account --out /deploy
//   node scripts/deploy-workspace.mjs mfe-catalog            (build only)
import fs from 'node:fs';
import path from 'node:path';
import { ensureBuilt } from './lib/build.mjs';
import { parseCommandLine, usageError } from './lib/cli.mjs';
import { readWorkspaces, repoRoot } from './lib/workspaces.mjs';

const USAGE = `Usage: node scripts/deploy-workspace.mjs <workspace folder or name> [--out DIR] [--no-build]

  <workspace>   its folder (services/account) or its package name (@coffee/account-service)
  --out DIR     copy what it needs at run time into DIR (default: build only)
  --no-build    do not build first (default: build it and the workspaces it needs when stale)
  -h, --help    this text`;

const { values: args, positionals } = parseCommandLine(
  USAGE,
  { out: { type: 'string' }, 'no-build': { type: 'boolean', default: false } },
  { allowPositionals: true },
);
if (positionals.length !== 1)
  usageError(
    USAGE,
    `expected one workspace (got ${positionals.length ? positionals.join(' ') : 'none'})`,
  );

const workspaces = readWorkspaces(repoRoot);
const byName = new Map(workspaces.map((w) => [w.name, w]));
const target = workspaces.find(
  (w) =>
    w.name === positionals[0] || w.rel === positionals[0].replace(/^\.\//, '').replace(/\/+$/, ''),
);
if (!target) {
  console.error(`No workspace ${positionals[0]}`);
  process.exit(2);
}

if (!args['no-build']) await ensureBuilt({ only: [target.rel] });
if (!args.out) process.exit(0);

const out = path.resolve(args.out);
const copied = new Set();
const copy = (from) => {
  const rel = path.relative(repoRoot, from);
  // A nested node_modules comes along with the package that holds it.
  if (copied.has(rel) || [...copied].some((done) => rel.startsWith(`${done}${path.sep}`))) return;
  copied.add(rel);
  fs.cpSync(from, path.join(out, rel), {
    recursive: true,
    dereference: false,
    verbatimSymlinks: true,
  });
};

// 1. Workspaces reached through `dependencies` (run-time), starting at the target.
const runtimeWorkspaces = [];
const visitWorkspace = (ws) => {
  if (runtimeWorkspaces.includes(ws)) return;
  runtimeWorkspaces.push(ws);
  for (const dep of Object.keys(ws.pkg.dependencies ?? {}))
    if (byName.has(dep)) visitWorkspace(byName.get(dep));
};
visitWorkspace(target);

/** Files an export points at for plain Node (not the TypeScript sources tools read). */
function exportTargets(entry) {
  if (!entry) return [];
  if (typeof entry === 'string') return [entry];
  return Object.entries(entry).flatMap(([key, value]) =>
    key === '@coffee/source' || key === 'types' ? [] : exportTargets(value),
  );
}

/** The top-level files and folders a workspace publishes. */
function published(pkg) {
  if (pkg.files) return pkg.files;
  const bins = typeof pkg.bin === 'string' ? [pkg.bin] : Object.values(pkg.bin ?? {});
  const targets = [pkg.main, ...bins, ...exportTargets(pkg.exports)].filter(Boolean);
  return [...new Set(targets.map((t) => t.replace(/^\.\//, '').split('/')[0]))];
}

fs.mkdirSync(out, { recursive: true });
copy(path.join(repoRoot, 'package.json'));
for (const ws of runtimeWorkspaces) {
  for (const part of ['package.json', ...published(ws.pkg)]) {
    const file = path.join(ws.dir, part);
    if (fs.existsSync(file)) copy(file);
  }
}

// 2. npm packages, found the way Node finds them (nearest node_modules upwards) and copied to the
//    same relative place, so resolution in the output folder is the same as here.
function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) return candidate;
    if (dir === repoRoot || dir === path.dirname(dir)) return null;
  }
}

const visitedPackages = new Set();
function visitPackage(name, fromDir, optional) {
  const dir = findPackage(name, fromDir);
  if (!dir) {
    if (optional) return;
    throw new Error(
      `${name} (needed from ${path.relative(repoRoot, fromDir) || '.'}) is not installed: run npm ci first`,
    );
  }
  const real = fs.realpathSync(dir);
  if (visitedPackages.has(dir)) return;
  visitedPackages.add(dir);
  if (real.startsWith(repoRoot) && !real.includes(`${path.sep}node_modules${path.sep}`)) {
    // A workspace link (node_modules/@coffee/x -> ../../packages/x): keep the link; its files come from step 1.
    const link = path.join(out, path.relative(repoRoot, dir));
    fs.mkdirSync(path.dirname(link), { recursive: true });
    if (!fs.existsSync(link)) fs.symlinkSync(path.relative(path.dirname(dir), real), link);
    return;
  }
  copy(dir);
  const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
  for (const dep of Object.keys(pkg.dependencies ?? {})) visitPackage(dep, real, false);
  for (const dep of Object.keys(pkg.optionalDependencies ?? {})) visitPackage(dep, real, true);
  // Peers are provided by whoever installed the package; present ones are needed at run time.
  for (const dep of Object.keys(pkg.peerDependencies ?? {})) visitPackage(dep, real, true);
}

for (const ws of runtimeWorkspaces) {
  for (const dep of Object.keys(ws.pkg.dependencies ?? {})) visitPackage(dep, ws.dir, false);
}

console.log(
  `deployed ${target.name} to ${out}: ${runtimeWorkspaces.length} workspace(s) (${runtimeWorkspaces.map((w) => w.name).join(', ')}), ${visitedPackages.size} npm package(s)`,
);
