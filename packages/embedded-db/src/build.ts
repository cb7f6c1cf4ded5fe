import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { cacheBinaryPath, findFerretDb, findRepoRoot, FERRETDB_VERSION } from './locate';

export interface EnsureOptions {
  /** Progress lines go here (default: stderr). */
  log?: (line: string) => void;
  env?: NodeJS.ProcessEnv;
}

const GO_MISSING =
  'FerretDB is not built yet and Go is not installed. Install Go 1.24+ (https://go.dev/dl/) so it can be ' +
  'built from scripts/ferretdb, or set MONGODB_URI to an existing MongoDB server ' +
  '(or FERRETDB_BIN to a FerretDB 1.24 binary).';

function goAvailable(env: NodeJS.ProcessEnv): boolean {
  const probe = spawnSync('go', ['version'], { stdio: 'ignore', env });
  return probe.error === undefined && probe.status === 0;
}

/** Runs `go build` into a temporary name and renames it into place, so two builders never see half a binary. */
async function goBuild(
  sourceDir: string,
  target: string,
  log: (line: string) => void,
  env: NodeJS.ProcessEnv,
): Promise<void> {
  mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  const started = Date.now();
  log(
    `Building FerretDB ${FERRETDB_VERSION} into ${target} (the first build takes a few minutes)...`,
  );
  const ticker = setInterval(() => {
    log(`  still building FerretDB (${Math.round((Date.now() - started) / 1000)} s)...`);
  }, 15000);
  try {
    await new Promise<void>((resolve, reject) => {
      const child = spawn('go', ['build', '-o', partial, '.'], {
        cwd: sourceDir,
        env,
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.once('error', reject);
      child.once('exit', (code) => {
        if (code === 0) resolve();
        else
          reject(new Error(`go build of FerretDB failed (exit ${code}):\n${output.slice(-4000)}`));
      });
    });
    renameSync(partial, target);
  } finally {
    clearInterval(ticker);
    rmSync(partial, { force: true });
  }
  log(`FerretDB built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** The path of a FerretDB 1.24 binary, building it with Go the first time. */
export async function ensureFerretDb(options: EnsureOptions = {}): Promise<string> {
  const env = options.env ?? process.env;
  const log = options.log ?? ((line: string) => process.stderr.write(`${line}\n`));
  const repoRoot = findRepoRoot();
  const found = findFerretDb(env, repoRoot);
  if (found) return found;
  if (!goAvailable(env)) throw new Error(GO_MISSING);
  const target = cacheBinaryPath(env);
  await goBuild(path.join(repoRoot, 'scripts', 'ferretdb'), target, log, env);
  return target;
}
