// The npm workspaces of the repo, their local dependencies, and whether their build output is
// older than what it is built from. Used by `npm start` (build only what changed) and by the
// Docker images (build one workspace and what it needs).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * Every workspace in the root package.json order (which lists libraries before their users), with
 * the names of the workspaces it depends on (`localDeps`) and of every workspace it reaches
 * through them (`allDeps`): a frontend reaches @coffee/topology only through @coffee/tooling,
 * which has no build of its own, and must still be built after it.
 */
export function readWorkspaces(root = repoRoot) {
  const rootPkg = readJson(path.join(root, 'package.json'));
  const list = rootPkg.workspaces.map((rel) => {
    const dir = path.join(root, rel);
    const pkg = readJson(path.join(dir, 'package.json'));
    return { name: pkg.name, rel, dir, pkg, hasBuild: Boolean(pkg.scripts?.build) };
  });
  const names = new Set(list.map((w) => w.name));
  for (const ws of list) {
    const declared = {
      ...ws.pkg.dependencies,
      ...ws.pkg.devDependencies,
      ...ws.pkg.peerDependencies,
    };
    ws.localDeps = Object.keys(declared).filter((dep) => names.has(dep) && dep !== ws.name);
  }
  for (const ws of list) {
    ws.allDeps = withDependencies(list, [ws.name])
      .map((w) => w.name)
      .filter((name) => name !== ws.name);
  }
  return list;
}

/** The workspaces named (by name or folder) plus everything they depend on, in root order. */
export function withDependencies(workspaces, wanted) {
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const byRel = new Map(workspaces.map((w) => [w.rel.replace(/\/+$/, ''), w]));
  const picked = new Set();
  const visit = (ws) => {
    if (picked.has(ws.name)) return;
    picked.add(ws.name);
    ws.localDeps.forEach((dep) => visit(byName.get(dep)));
  };
  for (const id of wanted) {
    const ws = byName.get(id) ?? byRel.get(id.replace(/^\.\//, '').replace(/\/+$/, ''));
    if (!ws) throw new Error(`No workspace named ${id}`);
    visit(ws);
  }
  return workspaces.filter((w) => picked.has(w.name));
}

const IGNORED_DIRS = new Set([
  'node_modules',
  'dist',
  'coverage',
  'test-results',
  'playwright-report',
  '__tests__',
  '.data',
]);
const INPUT_FILE = /^(package\.json|tsconfig.*\.json|.*\.config\.[cm]?[jt]s|index\.html)$/;

function newestMtime(dir, { topLevelFilter } = {}, depth = 0) {
  let newest = 0;
  let entries;
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return 0;
  }
  for (const entry of entries) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (
        IGNORED_DIRS.has(entry.name) ||
        entry.name.startsWith('dist-') ||
        entry.name.startsWith('.')
      )
        continue;
      // At the top of a workspace only src/ (and the config files below) feed the build.
      if (depth === 0 && topLevelFilter && entry.name !== 'src') continue;
      newest = Math.max(newest, newestMtime(full, { topLevelFilter }, depth + 1));
    } else if (
      !(depth === 0 && topLevelFilter && !INPUT_FILE.test(entry.name)) &&
      !/\.test\.[cm]?[jt]sx?$/.test(entry.name)
    ) {
      newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  }
  return newest;
}

function newestOutput(dir) {
  let newest = 0;
  const walk = (d) => {
    for (const entry of fs.readdirSync(d, { withFileTypes: true })) {
      const full = path.join(d, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  if (fs.existsSync(dir)) walk(dir);
  return newest;
}

/**
 * Workspaces whose dist/ is missing or older than their sources or the sources of a workspace they
 * depend on (frontends bundle their libraries' sources, so a change there needs a rebuild too).
 * `only` limits which workspaces are looked at (their dependencies are read from `workspaces`).
 */
export function staleWorkspaces(workspaces, root = repoRoot, only = workspaces) {
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const ownInputs = new Map();
  const inputsOf = (ws) => {
    // A package without src/ (the build tooling) is all input.
    const topLevelFilter = fs.existsSync(path.join(ws.dir, 'src'));
    if (!ownInputs.has(ws.name)) ownInputs.set(ws.name, newestMtime(ws.dir, { topLevelFilter }));
    return ownInputs.get(ws.name);
  };
  const rootConfig = ['tsconfig.base.json', 'tsconfig.node.json', 'tsconfig.web.json']
    .map((f) => path.join(root, f))
    .filter((f) => fs.existsSync(f))
    .reduce((max, f) => Math.max(max, fs.statSync(f).mtimeMs), 0);

  const stale = [];
  for (const ws of only) {
    if (!ws.hasBuild) continue;
    const built = newestOutput(path.join(ws.dir, 'dist'));
    if (built === 0) {
      stale.push({ ws, reason: 'not built' });
      continue;
    }
    // tsc output depends only on the workspace's own sources; a bundle also on its libraries'.
    const bundles = fs.existsSync(path.join(ws.dir, 'webpack.config.js'));
    const deps = bundles ? withDependencies(workspaces, [ws.name]) : [ws];
    const newestInput = Math.max(rootConfig, ...deps.map((d) => inputsOf(byName.get(d.name))));
    if (newestInput > built) {
      const changed = deps.find((d) => inputsOf(d) === newestInput);
      stale.push({
        ws,
        reason: changed && changed.name !== ws.name ? `${changed.name} changed` : 'sources changed',
      });
    }
  }
  return stale;
}

/**
 * Groups a set of workspaces into build waves: each wave depends only on earlier waves (or on
 * workspaces outside the set, which are already built).
 */
export function buildWaves(selected) {
  const inSet = new Set(selected.map((w) => w.name));
  const done = new Set();
  const waves = [];
  let left = selected;
  while (left.length) {
    const wave = left.filter((w) => w.allDeps.every((d) => !inSet.has(d) || done.has(d)));
    if (!wave.length)
      throw new Error(`Workspace dependency cycle among ${left.map((w) => w.name).join(', ')}`);
    wave.forEach((w) => done.add(w.name));
    waves.push(wave);
    left = left.filter((w) => !done.has(w.name));
  }
  return waves;
}
