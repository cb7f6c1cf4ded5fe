// Versioned releases of the remotes: an immutable folder per build, a manifest the gateway reads
// (REMOTES_FILE) that names each remote's stable release, its canary and its history, and the
// check that a build's shared singletons and contracts fit the shell's. `npm run release` and
// `npm run rollback` are thin command lines over this; the tests drive it with small fixtures.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { repoRoot } from './workspaces.mjs';

const requireHere = createRequire(import.meta.url);
const semver = requireHere('semver');

/** A refusal or bad input the user can fix: the command prints `message` and exits `exitCode`. */
export class ReleaseError extends Error {
  constructor(message, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}
/** A bad argument (unknown remote, version, no history): exit 2 like every other usage error. */
export const badArgument = (message) => new ReleaseError(message, 2);

/**
 * Libraries that must run once on the page (PITFALLS.md, packages/tooling/webpack/shared.js):
 * a build that shares one of them must agree with the shell, whose copy the page runs with.
 * react-router and the redux family reach the page only through @coffee/ui and @coffee/platform;
 * a build that shares them itself brings a second router or store library.
 */
export const RELEASE_SINGLETONS = Object.freeze([
  'react',
  'react-dom',
  'react-router',
  'react-router-dom',
  'redux',
  '@reduxjs/toolkit',
  'react-redux',
  'styled-components',
  '@coffee/platform',
  '@coffee/ui',
  '@coffee/events',
]);

/** The package whose schemas the remotes and the shell speak with each other and the services. */
export const CONTRACTS = '@coffee/contracts';

/**
 * Where releases go: REMOTES_FILE (the file a running gateway follows) and the folder it is in,
 * else `<RELEASES_DIR or releases/>/manifest.json`. The gateway serves the release folders from
 * beside its REMOTES_FILE, so the two always sit together.
 */
export function releaseLocation(env = process.env) {
  if (env.REMOTES_FILE) {
    const manifestFile = path.resolve(env.REMOTES_FILE);
    return { releasesDir: path.dirname(manifestFile), manifestFile };
  }
  const releasesDir = env.RELEASES_DIR
    ? path.resolve(env.RELEASES_DIR)
    : path.join(repoRoot, 'releases');
  return { releasesDir, manifestFile: path.join(releasesDir, 'manifest.json') };
}

const readJson = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));

/**
 * `{ name: { version, requiredVersion, singleton } }` from a federation build's mf-manifest.json
 * (`shared` entries; the trailing-slash keys such as `react/` fold into their package).
 */
export function sharedOfManifest(mfManifest) {
  const shared = {};
  for (const entry of mfManifest?.shared ?? []) {
    const name = String(entry.name ?? '').replace(/\/$/, '');
    if (!name || shared[name]) continue;
    shared[name] = {
      version: entry.version || undefined,
      requiredVersion:
        typeof entry.requiredVersion === 'string' && entry.requiredVersion !== '*'
          ? entry.requiredVersion
          : undefined,
      singleton: Boolean(entry.singleton),
    };
  }
  return shared;
}

/** The version of `pkg` installed where `dir` resolves it, or undefined. */
export function installedVersion(pkg, dir) {
  try {
    return readJson(createRequire(path.join(dir, 'package.json')).resolve(`${pkg}/package.json`))
      .version;
  } catch {
    return undefined;
  }
}

/**
 * What the shell provides and expects: its built mf-manifest.json when there is one (what runs),
 * else what its build would declare (its package.json ranges, the versions installed for it).
 * `contractsRange` is the shell's declared @coffee/contracts range.
 */
export function shellRequirements(shellDir) {
  const pkg = readJson(path.join(shellDir, 'package.json'));
  const contractsRange = pkg.dependencies?.[CONTRACTS] ?? pkg.peerDependencies?.[CONTRACTS];
  const built = path.join(shellDir, 'dist', 'mf-manifest.json');
  if (fs.existsSync(built))
    return { shared: sharedOfManifest(readJson(built)), contractsRange, from: built };
  const { sharedSingletons } = createRequire(path.join(shellDir, 'package.json'))(
    '@coffee/tooling/webpack/shared',
  );
  const shared = {};
  for (const [key, entry] of Object.entries(sharedSingletons(shellDir))) {
    if (key.endsWith('/')) continue;
    shared[key] = {
      version: entry.version,
      requiredVersion: entry.requiredVersion || undefined,
      singleton: true,
    };
  }
  return { shared, contractsRange, from: path.join(shellDir, 'package.json') };
}

const fits = (version, range) =>
  !range || !version || semver.satisfies(version, range, { includePrerelease: true });

/**
 * Every reason the build cannot run beside the shell, each naming the mismatch; empty when it fits.
 * @param {{ shared: Record<string, {version?: string, requiredVersion?: string}>, contracts?: string }} build
 * @param {{ shared: Record<string, {version?: string, requiredVersion?: string}>, contractsRange?: string }} shell
 */
export function fitProblems(build, shell) {
  const problems = [];
  for (const name of RELEASE_SINGLETONS) {
    const mine = build.shared[name];
    if (!mine) continue;
    const theirs = shell.shared[name];
    if (!theirs) {
      problems.push(
        `${name} ${mine.version ?? ''} is shared by this build but not by the shell: the page would run two copies`.replace(
          '  ',
          ' ',
        ),
      );
      continue;
    }
    // The page runs the shell's copy; the build must have been made with a version the shell
    // accepts, and must itself accept the shell's.
    if (!fits(mine.version, theirs.requiredVersion))
      problems.push(`${name} ${mine.version} does not fit the shell's ${theirs.requiredVersion}`);
    else if (!fits(theirs.version, mine.requiredVersion))
      problems.push(
        `the shell's ${name} ${theirs.version} does not fit this build's ${mine.requiredVersion}`,
      );
  }
  if (build.contracts && shell.contractsRange && !fits(build.contracts, shell.contractsRange))
    problems.push(
      `${CONTRACTS} ${build.contracts} does not fit the shell's ${shell.contractsRange}`,
    );
  return problems;
}

/** Every file under `dir`, relative, sorted (so the hash is the same on every machine). */
function filesOf(dir, rel = '') {
  const out = [];
  for (const entry of fs.readdirSync(path.join(dir, rel), { withFileTypes: true })) {
    const name = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) out.push(...filesOf(dir, name));
    else if (entry.isFile()) out.push(name);
  }
  return out.sort();
}

/** SHA-256 over every file's path and bytes, `length` hex characters: the build's identity. */
export function contentHash(dir, length = 12) {
  const hash = createHash('sha256');
  for (const file of filesOf(dir)) {
    const bytes = fs.readFileSync(path.join(dir, file));
    hash.update(`${file}\0${bytes.length}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, length);
}

// ---- the manifest ------------------------------------------------------------------------------

export const emptyManifest = () => ({ remotes: {}, releases: {} });

/** The manifest at `file` (an empty one when there is none yet); throws on a broken one. */
export function readManifest(file) {
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    if (err.code === 'ENOENT') return emptyManifest();
    throw err;
  }
  let doc;
  try {
    doc = JSON.parse(text);
  } catch {
    throw new ReleaseError(`${file} is not JSON: fix or remove it before releasing`);
  }
  if (!doc || typeof doc !== 'object' || Array.isArray(doc))
    throw new ReleaseError(`${file} is not a releases manifest (an object)`);
  // A plain REMOTES_FILE (`{ "remotes": {...} }` or the entries alone) grows into one.
  const remotes = doc.remotes && typeof doc.remotes === 'object' ? doc.remotes : {};
  const releases = doc.releases && typeof doc.releases === 'object' ? doc.releases : {};
  if (!doc.remotes && !doc.releases)
    for (const [key, value] of Object.entries(doc))
      if (typeof value === 'string') remotes[key] = value;
  for (const [remote, entry] of Object.entries(releases)) {
    if (typeof entry?.stable !== 'string' || !Array.isArray(entry.history))
      throw new ReleaseError(`${file}: releases.${remote} needs a stable release and a history`);
  }
  return { ...doc, remotes, releases };
}

/** Writes `doc` to `file` all at once: a temporary file beside it, flushed, then renamed over. */
export function writeManifestAtomic(file, doc) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}.tmp`,
  );
  const fd = fs.openSync(temp, 'w', 0o644);
  try {
    fs.writeSync(fd, `${JSON.stringify(doc, null, 2)}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.renameSync(temp, file);
  } catch (err) {
    fs.rmSync(temp, { force: true });
    throw err;
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs `change` with the manifest's lock held (`<file>.lock`, created exclusively), so two
 * releases, or a release and the gateway's canary watch, never overwrite each other's switch.
 * A lock older than `staleMs` is a crashed writer's and is taken over.
 */
export async function withManifestLock(file, change, { waitMs = 10_000, staleMs = 30_000 } = {}) {
  const lock = `${file}.lock`;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      fs.writeFileSync(lock, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (err) {
      if (err.code !== 'EEXIST') throw err;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > staleMs) fs.rmSync(lock, { force: true });
      } catch {
        // Removed meanwhile: try again.
      }
      if (Date.now() > deadline)
        throw new ReleaseError(`${lock} is held by another release: try again in a moment`);
      await sleep(50);
    }
  }
  try {
    return await change();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** The folder URL of a release, as the gateway serves it (topology's releaseUrl). */
export const releaseUrl = (remote, release) => `/releases/${remote}/${release}/`;

/** The release ids of `entry`, oldest first, each once. */
export function knownReleases(entry) {
  const seen = new Set();
  for (const e of entry?.history ?? []) seen.add(e.release);
  return [...seen];
}

/**
 * The release `wanted` names: a whole id, or a package version naming exactly one release.
 * Throws a bad-argument error listing what exists.
 */
export function resolveRelease(remote, entry, wanted) {
  const known = knownReleases(entry);
  if (known.includes(wanted)) return wanted;
  const byVersion = known.filter((id) => id.slice(0, id.lastIndexOf('-')) === wanted);
  if (byVersion.length === 1) return byVersion[0];
  if (byVersion.length > 1)
    throw badArgument(
      `${wanted} names several releases of ${remote}: ${byVersion.join(', ')} (give the whole id)`,
    );
  throw badArgument(
    `unknown version ${wanted} of ${remote}; its releases: ${known.join(', ') || 'none'}`,
  );
}

const SETS_STABLE = new Set(['released', 'promoted', 'rolled-back']);

/** The stable release before `release` was first made stable (what a rollback goes back to). */
export function previousStable(entry, release) {
  const first = entry.history.find((e) => e.release === release && SETS_STABLE.has(e.event));
  return first?.from;
}

function entryOf(doc, remote, { must = true } = {}) {
  const entry = doc.releases[remote];
  if (!entry && must)
    throw badArgument(
      `${remote} has no release history: release it first (npm run release -- ${remote})`,
    );
  return entry;
}

/** Stops a running canary, saying so in the history. */
function stopCanary(entry, now, reason) {
  if (!entry.canary) return;
  entry.history.push({ event: 'canary-stopped', release: entry.canary.release, at: now, reason });
  delete entry.canary;
}

/** `doc` with `release` as the remote's stable release, or as its canary. */
export function applyRelease(
  doc,
  remote,
  release,
  { canary, now = new Date().toISOString() } = {},
) {
  const next = structuredClone(doc);
  const entry = entryOf(next, remote, { must: false });
  if (canary) {
    if (!entry)
      throw new ReleaseError(
        `${remote} has no stable release for a canary to be compared with: release it without --canary first`,
      );
    if (entry.stable === release)
      throw new ReleaseError(`${release} is already ${remote}'s stable release: nothing to try`);
    stopCanary(entry, now, `replaced by ${release}`);
    entry.canary = { release, since: now, ...canary };
    entry.history.push({
      event: 'canary',
      release,
      at: now,
      reason: `${canary.percent}% of visitors`,
    });
    return next;
  }
  if (!entry) {
    next.releases[remote] = { stable: release, history: [{ event: 'released', release, at: now }] };
  } else {
    stopCanary(entry, now, `${release} released`);
    const from = entry.stable;
    entry.stable = release;
    entry.history.push({ event: 'released', release, at: now, ...(from ? { from } : {}) });
  }
  next.remotes[remote] = releaseUrl(remote, release);
  return next;
}

/** `doc` with the canary made stable. */
export function applyPromote(doc, remote, { now = new Date().toISOString() } = {}) {
  const next = structuredClone(doc);
  const entry = entryOf(next, remote);
  if (!entry.canary) throw badArgument(`${remote} has no canary to promote`);
  const { release } = entry.canary;
  const from = entry.stable;
  delete entry.canary;
  entry.stable = release;
  entry.history.push({ event: 'promoted', release, at: now, from });
  next.remotes[remote] = releaseUrl(remote, release);
  return next;
}

/**
 * `doc` gone back: with a canary running and no version named, the canary is withdrawn (the
 * stable release stays); otherwise the stable release becomes `target`, or the one before it.
 */
export function applyRollback(doc, remote, target, { now = new Date().toISOString() } = {}) {
  const next = structuredClone(doc);
  const entry = entryOf(next, remote);
  if (!target && entry.canary) {
    const { release } = entry.canary;
    delete entry.canary;
    entry.history.push({ event: 'canary-stopped', release, at: now, reason: 'rolled back' });
    return { doc: next, release: entry.stable, withdrew: release };
  }
  const to = target ? resolveRelease(remote, entry, target) : previousStable(entry, entry.stable);
  if (!to)
    throw badArgument(
      `${remote} has no release before ${entry.stable} to go back to (name one: npm run rollback -- ${remote} <version>)`,
    );
  if (to === entry.stable && !entry.canary)
    throw badArgument(`${to} is already ${remote}'s stable release`);
  stopCanary(entry, now, `rolled back to ${to}`);
  const from = entry.stable;
  entry.stable = to;
  entry.history.push({ event: 'rolled-back', release: to, at: now, from });
  next.remotes[remote] = releaseUrl(remote, to);
  return { doc: next, release: to };
}

// ---- building and copying ----------------------------------------------------------------------

/**
 * Releases a remote: `build()` makes its build output in `distDir`; the build is checked against
 * the shell, copied into `<releasesDir>/<remote>/<version>-<hash>/` (never rewritten: the same
 * bytes are the same folder) and the manifest switched to it. A refused build changes nothing.
 *
 * @param {object} o
 * @param {string} o.remote          federation name
 * @param {string} o.workspaceDir    the remote's workspace (its package.json: version; contracts resolved from it)
 * @param {string} o.distDir         where its build lands
 * @param {string} o.shellDir        the shell's workspace
 * @param {string} o.releasesDir
 * @param {string} [o.manifestFile]  default `<releasesDir>/manifest.json`
 * @param {() => Promise<void>} [o.build]
 * @param {{ percent: number, maxFailureMargin: number, minLoads: number }} [o.canary]
 * @param {(line: string) => void} [o.log]
 * @returns {Promise<{ release: string, folder: string, reused: boolean, doc: object }>}
 */
export async function releaseRemote(o) {
  const log = o.log ?? (() => {});
  const manifestFile = o.manifestFile ?? path.join(o.releasesDir, 'manifest.json');
  // Refuse early what the manifest would refuse anyway (before minutes of building).
  const before = readManifest(manifestFile);
  if (o.canary && !before.releases[o.remote])
    throw new ReleaseError(
      `${o.remote} has no stable release for a canary to be compared with: release it without --canary first`,
    );
  if (o.build) await o.build();
  const mfFile = path.join(o.distDir, 'mf-manifest.json');
  if (!fs.existsSync(mfFile))
    throw new ReleaseError(`${mfFile} is missing: the build made no federation manifest`);
  const { version } = readJson(path.join(o.workspaceDir, 'package.json'));
  if (!semver.valid(version))
    throw new ReleaseError(`${o.workspaceDir}/package.json has no valid version (${version})`);
  const build = {
    shared: sharedOfManifest(readJson(mfFile)),
    contracts: installedVersion(CONTRACTS, o.workspaceDir),
  };
  const shell = shellRequirements(o.shellDir);
  const problems = fitProblems(build, shell);
  if (problems.length) {
    const running = before.releases[o.remote]?.stable;
    throw new ReleaseError(
      `${o.remote} refused: ${problems.join('; ')}. ${running ? `${running} stays` : 'Nothing was switched'}.`,
    );
  }

  const release = `${version}-${contentHash(o.distDir)}`;
  const folder = path.join(o.releasesDir, o.remote, release);
  const reused = fs.existsSync(folder);
  if (reused) {
    log(`${release} exists already (the same bytes): switching to it`);
  } else {
    // Copied under a temporary name, then renamed: the folder appears whole or not at all.
    const temp = path.join(
      o.releasesDir,
      o.remote,
      `.incoming-${process.pid}-${randomBytes(4).toString('hex')}`,
    );
    fs.mkdirSync(path.dirname(temp), { recursive: true });
    try {
      fs.cpSync(o.distDir, temp, { recursive: true });
      fs.writeFileSync(
        path.join(temp, 'release.json'),
        `${JSON.stringify(
          {
            remote: o.remote,
            release,
            version,
            contracts: build.contracts ?? null,
            shared: Object.fromEntries(
              Object.entries(build.shared).map(([name, s]) => [name, s.version ?? null]),
            ),
            builtAt: new Date().toISOString(),
          },
          null,
          2,
        )}\n`,
      );
      fs.renameSync(temp, folder);
    } catch (err) {
      fs.rmSync(temp, { recursive: true, force: true });
      throw err;
    }
    log(`copied the build to ${path.relative(process.cwd(), folder) || folder}`);
  }

  const doc = await withManifestLock(manifestFile, () => {
    const next = applyRelease(readManifest(manifestFile), o.remote, release, {
      canary: o.canary,
    });
    writeManifestAtomic(manifestFile, next);
    return next;
  });
  return { release, folder, reused, doc };
}

/** Promotes or rolls back under the lock; `change(doc)` returns the new doc (and a summary). */
export async function switchManifest(manifestFile, change) {
  return withManifestLock(manifestFile, () => {
    const result = change(readManifest(manifestFile));
    const doc = result.doc ?? result;
    writeManifestAtomic(manifestFile, doc);
    return result;
  });
}

/** Checks that a release's folder is there before the manifest points visitors at it. */
export function assertFolder(releasesDir, remote, release) {
  const folder = path.join(releasesDir, remote, release, 'mf-manifest.json');
  if (!fs.existsSync(folder))
    throw new ReleaseError(`${folder} is missing: the release's folder was removed`);
}

/** Lines describing a remote's releases for `--list`. */
export function describe(remote, entry) {
  if (!entry) return [`${remote}: no releases`];
  const lines = [
    `${remote}: stable ${entry.stable}${entry.canary ? `, canary ${entry.canary.release} for ${entry.canary.percent}% (margin ${entry.canary.maxFailureMargin} points, ${entry.canary.minLoads} loads)` : ''}`,
  ];
  for (const e of entry.history)
    lines.push(
      `  ${e.at}  ${e.event.padEnd(18)} ${e.release}${e.from ? ` (from ${e.from})` : ''}${e.reason ? `: ${e.reason}` : ''}`,
    );
  return lines;
}
