#!/usr/bin/env node
// `npm run rollback -- <remote> [version]`: switches the releases manifest back to an earlier
// release of a remote (its folder is still there: release folders are never removed or rewritten).
import { parseCommandLine, usageError } from './lib/cli.mjs';
import { cyan, green, red } from './lib/output.mjs';
import {
  ReleaseError,
  applyRollback,
  assertFolder,
  describe,
  readManifest,
  releaseLocation,
  switchManifest,
} from './lib/releases.mjs';
import { REMOTE_NAMES } from './lib/topology.mjs';

const USAGE = `Usage: npm run rollback -- <remote> [version]

Goes back to an earlier release of <remote> (one of ${REMOTE_NAMES.join(', ')}): the one
named (a release id such as 1.0.0-3f9a0c2b71de, or a package version naming one release), or
else the release that was stable before the current one. With a canary running and no version
named, the canary is withdrawn and the stable release stays. The history keeps every switch;
the gateway serves the change from the next page on, with no restart.

  --list       show the remote's releases and history, change nothing
  -h, --help   this text

Environment: RELEASES_DIR (default releases/ in the repository), or REMOTES_FILE: the manifest
the gateway follows, release folders beside it.`;

const { values: args, positionals } = parseCommandLine(
  USAGE,
  { list: { type: 'boolean', default: false } },
  { allowPositionals: true },
);
if (positionals.length < 1 || positionals.length > 2)
  usageError(USAGE, 'Name a remote, and at most one version.');
const [remote, version] = positionals;
if (!REMOTE_NAMES.includes(remote))
  usageError(USAGE, `Unknown remote ${remote}: one of ${REMOTE_NAMES.join(', ')}.`);

const { releasesDir, manifestFile } = releaseLocation();
try {
  if (args.list) {
    const doc = readManifest(manifestFile);
    console.log(describe(remote, doc.releases[remote]).join('\n'));
  } else {
    const result = await switchManifest(manifestFile, (doc) => {
      const next = applyRollback(doc, remote, version);
      assertFolder(releasesDir, remote, next.release);
      return next;
    });
    console.log(
      `${cyan('rollback')} ${green(
        result.withdrew
          ? `${remote}: canary ${result.withdrew} withdrawn; ${result.release} stays stable`
          : `${remote} ${result.release} is live again`,
      )}`,
    );
  }
} catch (err) {
  console.error(red(err instanceof ReleaseError ? err.message : `rollback failed: ${err.message}`));
  process.exit(err instanceof ReleaseError ? err.exitCode : 1);
}
