import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export const FERRETDB_VERSION = '1.24.2';
const BINARY = `ferretdb-${FERRETDB_VERSION}`;

/** The repo root: the first ancestor holding the Go program that builds our FerretDB. */
export function findRepoRoot(from: string = __dirname): string {
  let dir = path.resolve(from);
  for (;;) {
    if (existsSync(path.join(dir, 'scripts', 'ferretdb', 'main.go'))) return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error(`Cannot find the repository root (scripts/ferretdb) above ${from}`);
    dir = parent;
  }
}

const home = (env: NodeJS.ProcessEnv) => env.HOME || homedir();

export function cacheBinaryPath(env: NodeJS.ProcessEnv = process.env): string {
  const cacheHome = env.XDG_CACHE_HOME || path.join(home(env), '.cache');
  return path.join(cacheHome, 'coffee-shop', BINARY);
}

/**
 * Where a FerretDB binary may already be, in order: FERRETDB_BIN, the repo's `.tools/bin`, our
 * user cache, and the machine-wide tool cache some dev images ship with.
 */
export function candidateBinaryPaths(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot: string = findRepoRoot(),
): string[] {
  const candidates: string[] = [];
  if (env.FERRETDB_BIN) candidates.push(path.resolve(env.FERRETDB_BIN));
  candidates.push(path.join(repoRoot, '.tools', 'bin', BINARY));
  candidates.push(cacheBinaryPath(env));
  candidates.push(path.join(home(env), '.cache', 'coffee-tools', 'bin', BINARY));
  return candidates;
}

/** The first existing binary, or null. FERRETDB_BIN pointing nowhere is an error, not a fallback. */
export function findFerretDb(
  env: NodeJS.ProcessEnv = process.env,
  repoRoot?: string,
): string | null {
  if (env.FERRETDB_BIN && !existsSync(env.FERRETDB_BIN)) {
    throw new Error(`FERRETDB_BIN is set to ${env.FERRETDB_BIN}, which does not exist`);
  }
  return candidateBinaryPaths(env, repoRoot).find((candidate) => existsSync(candidate)) ?? null;
}
