#!/usr/bin/env node
// `npm run release -- <remote>`: builds a remote, copies the build into an immutable, versioned
// folder under releases/ and switches the releases manifest (the gateway's REMOTES_FILE) to it.
import fs from 'node:fs';
import path from 'node:path';
import { parseCommandLine, usageError, wholeNumber } from './lib/cli.mjs';
import { ensureBuilt } from './lib/build.mjs';
import { cyan, green, red } from './lib/output.mjs';
import {
  ReleaseError,
  applyPromote,
  describe,
  readManifest,
  releaseLocation,
  releaseRemote,
  switchManifest,
} from './lib/releases.mjs';
import { REMOTE_NAMES, REMOTES, SHELL } from './lib/topology.mjs';
import { repoRoot } from './lib/workspaces.mjs';

const USAGE = `Usage: npm run release -- <remote> [options]

Builds <remote> (one of ${REMOTE_NAMES.join(', ')}), copies its build into
releases/<remote>/<version>-<content hash>/ (never rewritten) and switches releases/manifest.json
to it; the gateway serves the new version from the next page on, with no restart. A build whose
shared singletons (react, react-dom, react-router, redux, styled-components, ...) or
@coffee/contracts version do not fit the shell's is refused, and the running version stays.

  --canary PERCENT       serve the new release to PERCENT (1-99) of visitors, sticky per
                         visitor; the stable release to the rest
  --max-failure-margin POINTS
                         with --canary: the gateway rolls the canary back by itself when its
                         failure rate passes the stable's by more than POINTS percentage points
                         (default 5)
  --min-loads N          with --canary: loads of the canary before it is judged (default 20)
  --promote              make the running canary the stable release (nothing is built)
  --no-build             release the remote's build (its dist/) as it is
  --from DIR             release the build in DIR/dist of a copy of the remote's workspace made
                         elsewhere (its package.json gives the version); nothing is built
  --list                 show the remote's releases and history, change nothing
  -h, --help             this text

Go back with npm run rollback -- <remote> [version].
Environment: RELEASES_DIR (default releases/ in the repository) holds the folders and
manifest.json; REMOTES_FILE, when set, is the manifest instead (the folders go beside it), as the
gateway is given it.`;

const { values: args, positionals } = parseCommandLine(
  USAGE,
  {
    canary: { type: 'string' },
    'max-failure-margin': { type: 'string' },
    'min-loads': { type: 'string' },
    promote: { type: 'boolean', default: false },
    'no-build': { type: 'boolean', default: false },
    from: { type: 'string' },
    list: { type: 'boolean', default: false },
  },
  { allowPositionals: true },
);

if (positionals.length !== 1) usageError(USAGE, 'Name one remote to release.');
const [remote] = positionals;
if (!REMOTE_NAMES.includes(remote))
  usageError(USAGE, `Unknown remote ${remote}: one of ${REMOTE_NAMES.join(', ')}.`);
const canaryFlags = ['max-failure-margin', 'min-loads'].filter((f) => args[f] !== undefined);
if (canaryFlags.length && args.canary === undefined)
  usageError(USAGE, `--${canaryFlags[0]} goes with --canary.`);
if (args.promote && (args.canary !== undefined || args['no-build'] || args.from))
  usageError(USAGE, '--promote builds nothing: it takes no --canary, --no-build or --from.');
const fromDir = args.from === undefined ? undefined : path.resolve(args.from);
if (fromDir && !fs.existsSync(path.join(fromDir, 'package.json')))
  usageError(USAGE, `--from ${args.from} has no package.json: give the remote's workspace copy.`);

let canary;
if (args.canary !== undefined) {
  const percent = wholeNumber(USAGE, 'canary', args.canary, 1);
  if (percent > 99)
    usageError(USAGE, `--canary takes a share of visitors from 1 to 99 (got ${percent}).`);
  const maxFailureMargin = wholeNumber(
    USAGE,
    'max-failure-margin',
    args['max-failure-margin'] ?? '5',
    0,
  );
  if (maxFailureMargin > 100)
    usageError(
      USAGE,
      `--max-failure-margin takes percentage points from 0 to 100 (got ${maxFailureMargin}).`,
    );
  const minLoads = wholeNumber(USAGE, 'min-loads', args['min-loads'] ?? '20', 1);
  canary = { percent, maxFailureMargin, minLoads };
}

const { releasesDir, manifestFile } = releaseLocation();
const say = (line) => console.log(`${cyan('release')} ${line}`);

try {
  if (args.list) {
    const doc = readManifest(manifestFile);
    console.log(describe(remote, doc.releases[remote]).join('\n'));
  } else if (args.promote) {
    const doc = await switchManifest(manifestFile, (d) => applyPromote(d, remote));
    say(green(`${remote} ${doc.releases[remote].stable} is stable now (promoted from canary)`));
  } else {
    const workspaceDir = fromDir ?? path.join(repoRoot, REMOTES[remote].workspace);
    const result = await releaseRemote({
      remote,
      workspaceDir,
      distDir: path.join(workspaceDir, 'dist'),
      shellDir: path.join(repoRoot, SHELL.workspace),
      releasesDir,
      manifestFile,
      canary,
      log: say,
      build:
        args['no-build'] || fromDir
          ? undefined
          : () => ensureBuilt({ only: [REMOTES[remote].package], log: say }),
    });
    say(
      green(
        canary
          ? `${remote} ${result.release} is the canary for ${canary.percent}% of visitors (stable: ${result.doc.releases[remote].stable})`
          : `${remote} ${result.release} is live`,
      ),
    );
  }
} catch (err) {
  console.error(red(err instanceof ReleaseError ? err.message : `release failed: ${err.message}`));
  if (err.tail) console.error(err.tail.join('\n'));
  process.exit(err instanceof ReleaseError ? err.exitCode : 1);
}
