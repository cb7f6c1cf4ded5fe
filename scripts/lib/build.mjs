// Builds workspaces with their `build` script, a few at a time, each only after the workspaces
// it depends on. Used by `npm start` and by the Docker images.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { createPrefixer, onLines } from './output.mjs';
import { readWorkspaces, repoRoot, staleWorkspaces, withDependencies } from './workspaces.mjs';

const npmCommand = process.platform === 'win32' ? 'npm.cmd' : 'npm';

const shortName = (ws) => ws.name.replace(/^@coffee\//, '');

function runBuild(ws, print) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(npmCommand, ['run', 'build', '--silent'], {
      cwd: ws.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const tail = [];
    const onLine = (line) => {
      if (!line.trim()) return;
      tail.push(line);
      if (tail.length > 60) tail.shift();
      print(shortName(ws), line);
    };
    onLines(child.stdout, onLine);
    onLines(child.stderr, onLine);
    child.once('error', reject);
    child.once('close', (code) => {
      if (code === 0) resolve(Date.now() - started);
      else
        reject(
          Object.assign(new Error(`${ws.name}: build failed (exit ${code})`), {
            process: `build of ${ws.name}`,
            tail,
          }),
        );
    });
  });
}

/**
 * Builds `selected` (workspace records) with at most `jobs` builds at once. A workspace starts
 * once every workspace it depends on inside the set, directly or not, is built. Rejects on the
 * first failure after the builds already running have finished.
 */
export async function buildWorkspaces(
  selected,
  { jobs = Math.max(1, Math.min(2, os.cpus().length)), log = console.log, print } = {},
) {
  if (!selected.length) return;
  const printLine = print ?? createPrefixer(selected.map(shortName));
  const inSet = new Set(selected.map((w) => w.name));
  const done = new Set();
  const pending = [...selected];
  const running = new Map();
  let failure = null;

  while (pending.length || running.size) {
    while (!failure && running.size < jobs) {
      const index = pending.findIndex((w) => w.allDeps.every((d) => !inSet.has(d) || done.has(d)));
      if (index < 0) break;
      const [ws] = pending.splice(index, 1);
      log(`building ${ws.name}...`);
      const task = runBuild(ws, printLine).then(
        (ms) => {
          done.add(ws.name);
          log(`built ${ws.name} in ${(ms / 1000).toFixed(1)} s`);
        },
        (err) => {
          failure ??= err;
        },
      );
      running.set(
        ws.name,
        task.finally(() => running.delete(ws.name)),
      );
    }
    if (!running.size) {
      if (failure) break;
      if (pending.length)
        throw new Error(
          `Cannot order the builds of ${pending.map((w) => w.name).join(', ')} (dependency cycle?)`,
        );
      break;
    }
    await Promise.race(running.values());
  }
  if (failure) throw failure;
}

/**
 * Builds what is out of date (or everything with `rebuild`). `only` limits it to some workspaces
 * and what they depend on (names or folders). Returns the names built.
 */
export async function ensureBuilt({
  root = repoRoot,
  rebuild = false,
  only,
  log = console.log,
  jobs,
  print,
} = {}) {
  const all = readWorkspaces(root);
  const scope = only ? withDependencies(all, only) : all;
  const targets = rebuild
    ? scope.filter((w) => w.hasBuild).map((ws) => ({ ws, reason: 'rebuild asked' }))
    : staleWorkspaces(all, root, scope);
  if (!targets.length) {
    log('everything is built (use --rebuild to build anyway)');
    return [];
  }
  log(
    `building ${targets.length} workspace(s): ${targets.map(({ ws, reason }) => `${ws.name} (${reason})`).join(', ')}`,
  );
  await buildWorkspaces(
    targets.map(({ ws }) => ws),
    { jobs, log, print },
  );
  return targets.map(({ ws }) => ws.name);
}
