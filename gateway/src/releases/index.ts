import type express from 'express';
import type { Logger } from 'pino';
import type { RemotesDocument, RemotesManifest } from './remotes-manifest';
import { beaconRouter } from './beacon';
import { CanaryJudge } from './canary-judge';
import { CanaryWatch } from './canary-watch';
import { releaseFilesRouter, releasesDirOf } from './release-files';
import { createVisitorBuckets, deriveBucketSecret } from './visitor-bucket';

export interface ReleaseSettings {
  /** How often running canaries are judged (default 5 s: a failing one goes within seconds). */
  watchIntervalMs?: number;
  /** Beacons per address and minute (default 120). */
  beaconsPerMinute?: number;
}

export interface ReleasesDeps extends ReleaseSettings {
  manifest: RemotesManifest;
  internalToken: string;
  cookieSecure: boolean;
  logger: Logger;
}

export interface Releases {
  /** `/releases/<remote>/<release>/...` (when REMOTES_FILE is set) and the beacon endpoint. */
  routes: express.Router[];
  /**
   * Picks this visitor's remote map (their side of a running canary), setting the bucket cookie
   * when they have none; call it before the answer's headers go out.
   */
  assign(req: express.Request, res: express.Response): void;
  /** The map `assign` picked for this request; the stable map for a request it did not see. */
  documentOf(req: express.Request): RemotesDocument;
  start(): void;
  stop(): void;
}

/**
 * Issue 26's releases in the gateway: the release folders `npm run release` makes (served beside
 * the releases manifest, REMOTES_FILE), canaries served to a sticky share of visitors, the shell's
 * load and render beacons, and the watch that rolls a failing canary back by itself.
 */
export function createReleases(deps: ReleasesDeps): Releases {
  const { manifest } = deps;
  const judge = new CanaryJudge(() => manifest.releases());
  const buckets = createVisitorBuckets(deriveBucketSecret(deps.internalToken), deps.cookieSecure);
  const watch = new CanaryWatch({
    manifest,
    judge,
    intervalMs: deps.watchIntervalMs ?? 5000,
    logger: deps.logger,
  });
  const routes = [beaconRouter({ manifest, judge, perMinute: deps.beaconsPerMinute ?? 120 })];
  if (manifest.path) routes.unshift(releaseFilesRouter(releasesDirOf(manifest.path)));
  const picked = new WeakMap<express.Request, RemotesDocument>();
  return {
    routes,
    assign(req, res) {
      // Only a canary splits visitors; without one nobody is given a cookie.
      if (!Object.values(manifest.releases()).some((s) => s?.canary)) return;
      picked.set(req, manifest.forBucket(buckets.of(req, res)));
      // The answer depends on the visitor: no shared cache may hand it to another.
      res.vary('Cookie');
      if (req.path === '/remotes.json') res.setHeader('cache-control', 'private, no-cache');
    },
    documentOf: (req) => picked.get(req) ?? manifest.current(),
    start: () => watch.start(),
    stop: () => watch.stop(),
  };
}
