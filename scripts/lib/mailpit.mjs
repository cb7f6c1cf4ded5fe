// Mailpit, the mail catcher of `npm start` and the e2e suite (docs/decisions/mail.md): one Go
// executable built from the Go module proxy the first time and cached outside the clone, as the
// embedded FerretDB is (packages/embedded-db). .ci/run builds it the same way before the tests.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAILPIT } from './topology.mjs';

export const MAILPIT_VERSION = MAILPIT.version;
export const MAILPIT_MODULE = `github.com/axllent/mailpit@v${MAILPIT_VERSION}`;
const BINARY = `mailpit-${MAILPIT_VERSION}`;

const GO_MISSING =
  `Mailpit ${MAILPIT_VERSION} is not built yet and Go is not installed. Install Go 1.24+ ` +
  '(https://go.dev/dl/) so it can be built from the Go module proxy, set MAILPIT_BIN to a Mailpit ' +
  `${MAILPIT_VERSION} binary, or set SMTP_URL to a mail server of your own.`;

/** `${XDG_CACHE_HOME:-$HOME/.cache}/coffee-shop/mailpit-<version>`: where the build is kept. */
export function mailpitCachePath(env = process.env) {
  const cacheHome = env.XDG_CACHE_HOME || path.join(env.HOME || os.homedir(), '.cache');
  return path.join(cacheHome, 'coffee-shop', BINARY);
}

/** The Mailpit to run: MAILPIT_BIN (which must exist), else the cached build, else null. */
export function findMailpit(env = process.env) {
  if (env.MAILPIT_BIN) {
    if (!fs.existsSync(env.MAILPIT_BIN))
      throw new Error(`MAILPIT_BIN is set to ${env.MAILPIT_BIN}, which does not exist`);
    return path.resolve(env.MAILPIT_BIN);
  }
  const cached = mailpitCachePath(env);
  return fs.existsSync(cached) ? cached : null;
}

function goAvailable(env) {
  const probe = spawnSync('go', ['version'], { stdio: 'ignore', env });
  return probe.error === undefined && probe.status === 0;
}

/**
 * `go install` into a folder of this build's own beside the cache path, then one rename into
 * place: two shops starting at once never run half a binary, and an interrupted build leaves
 * only its folder (removed on the next try by whoever made it, or harmless).
 */
async function goInstall(target, log, env) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const partial = `${target}.partial-${process.pid}`;
  const started = Date.now();
  log(
    `Building Mailpit ${MAILPIT_VERSION} into ${target} (about a minute, the first time only)...`,
  );
  const ticker = setInterval(
    () => log(`  still building Mailpit (${Math.round((Date.now() - started) / 1000)} s)...`),
    15_000,
  );
  try {
    await new Promise((resolve, reject) => {
      const child = spawn('go', ['install', MAILPIT_MODULE], {
        env: { ...env, GOBIN: partial },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.once('error', reject);
      child.once('exit', (code) =>
        code === 0
          ? resolve()
          : reject(
              new Error(
                `go install ${MAILPIT_MODULE} failed (exit ${code}):\n${output.slice(-4000)}`,
              ),
            ),
      );
    });
    fs.renameSync(path.join(partial, 'mailpit'), target);
  } finally {
    clearInterval(ticker);
    fs.rmSync(partial, { recursive: true, force: true });
  }
  log(`Mailpit built in ${Math.round((Date.now() - started) / 1000)} s.`);
}

/** The path of a Mailpit binary, building it with Go the first time. */
export async function ensureMailpit({
  log = (line) => console.error(line),
  env = process.env,
} = {}) {
  const found = findMailpit(env);
  if (found) return found;
  if (!goAvailable(env)) throw new Error(GO_MISSING);
  const target = mailpitCachePath(env);
  await goInstall(target, log, env);
  return target;
}

/**
 * Mailpit's command line: SMTP and the web inbox on loopback (every mail of the shop is readable
 * there, so never on the network), any SMTP login accepted (a provider's SMTP_URL carries one),
 * `--ignore-duplicate-ids` (a resend after a crash carries the same Message-ID and is dropped:
 * the exactly-once story), no update check (it would call GitHub), messages in `database`.
 */
export function mailpitArgs({ smtpPort, webPort, database, quiet = false }) {
  return [
    '--smtp',
    `127.0.0.1:${smtpPort}`,
    '--listen',
    `127.0.0.1:${webPort}`,
    '--database',
    database,
    '--smtp-auth-accept-any',
    '--smtp-auth-allow-insecure',
    '--ignore-duplicate-ids',
    '--smtp-disable-rdns',
    '--disable-version-check',
    ...(quiet ? ['--quiet'] : []),
  ];
}
