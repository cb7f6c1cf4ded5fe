// Mailpit, the mail catcher of `npm start` and the e2e suite (docs/decisions/mail.md): one Go
// executable built from the Go module proxy the first time and cached outside the clone, as the
// embedded FerretDB is (packages/embedded-db). .ci/run builds it the same way before the tests
// (`node scripts/lib/mailpit.mjs`). No import of the topology here: .ci/run runs this before
// `npm ci`; a test holds MAILPIT_VERSION equal to @coffee/topology's MAILPIT.version.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const MAILPIT_VERSION = '1.33.1';
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

/** Whether `command args` runs (`go version`, `npm --version`). */
function available(command, args, env) {
  const probe = spawnSync(command, args, { stdio: 'ignore', env });
  return probe.error === undefined && probe.status === 0;
}

/** Runs a command to its end; rejects with the end of its output when it fails. */
function run(command, args, { cwd, env }) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(
              `${command} ${args.join(' ')} failed (exit ${code}):\n${output.slice(-4000)}`,
            ),
          ),
    );
  });
}

/**
 * Mailpit's web inbox is a Vue bundle its release build makes with npm and embeds (go:embed
 * server/ui): the module zip has its sources but not the bundle, so a bare `go install` answers
 * the API with a blank page. This makes the bundle as Mailpit's Dockerfile does (npm, esbuild),
 * from its own package-lock.json, leaving out two packages the npm registry reachable from here
 * does not serve: rapidoc (only the API reference page, /api/v1/, stays blank) and the optional
 * peer sass-embedded (the `sass` package compiles the styles instead).
 */
async function buildInbox(src, env) {
  const pkgFile = path.join(src, 'package.json');
  const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
  delete pkg.dependencies?.rapidoc;
  fs.writeFileSync(pkgFile, JSON.stringify(pkg, null, 2));
  const configFile = path.join(src, 'esbuild.config.mjs');
  fs.writeFileSync(
    configFile,
    fs.readFileSync(configFile, 'utf8').replace(/,\s*"server\/ui-src\/docs\.js"/, ''),
  );
  const npmEnv = { ...env, npm_config_update_notifier: 'false' };
  await run(
    'npm',
    ['install', '--ignore-scripts', '--omit=peer', '--no-audit', '--no-fund', '--no-save'],
    { cwd: src, env: npmEnv },
  );
  await run(process.execPath, ['esbuild.config.mjs'], {
    cwd: src,
    env: { ...npmEnv, MINIFY: 'true' },
  });
}

/**
 * Builds Mailpit into `target`: its module's sources from the Go module proxy, the web inbox
 * bundled (buildInbox), `go build` with the version stamped, all in a folder of this build's own
 * beside the cache path, then one rename into place: two shops starting at once never run half a
 * binary. Without npm, or when the bundle cannot be made, it is built without the inbox (the API
 * and SMTP work; the page is blank) and says so.
 */
async function buildMailpit(target, log, env) {
  fs.mkdirSync(path.dirname(target), { recursive: true });
  const work = `${target}.partial-${process.pid}`;
  const src = path.join(work, 'src');
  const started = Date.now();
  log(
    `Building Mailpit ${MAILPIT_VERSION} into ${target} (about a minute, the first time only)...`,
  );
  const ticker = setInterval(
    () => log(`  still building Mailpit (${Math.round((Date.now() - started) / 1000)} s)...`),
    15_000,
  );
  try {
    const { Dir } = JSON.parse(
      await run('go', ['mod', 'download', '-json', MAILPIT_MODULE], { env }),
    );
    fs.cpSync(Dir, src, { recursive: true });
    // The module cache is read-only; the copy must take the bundle and node_modules.
    spawnSync('chmod', ['-R', 'u+w', src]);
    try {
      if (!available('npm', ['--version'], env)) throw new Error('npm is not installed');
      await buildInbox(src, env);
    } catch (err) {
      log(
        `  Mailpit's web inbox could not be bundled, so it is built without it (API and SMTP work): ${err.message.split('\n')[0]}`,
      );
    }
    const ldflags = `-s -w -X github.com/axllent/mailpit/config.Version=v${MAILPIT_VERSION}`;
    await run('go', ['build', '-ldflags', ldflags, '-o', path.join(work, 'mailpit'), '.'], {
      cwd: src,
      env: { ...env, CGO_ENABLED: '0' },
    });
    fs.renameSync(path.join(work, 'mailpit'), target);
  } finally {
    clearInterval(ticker);
    fs.rmSync(work, { recursive: true, force: true });
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
  if (!available('go', ['version'], env)) throw new Error(GO_MISSING);
  const target = mailpitCachePath(env);
  await buildMailpit(target, log, env);
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

// `node scripts/lib/mailpit.mjs`: build it when absent (.ci/run), print where it is.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  console.log(await ensureMailpit());
}
