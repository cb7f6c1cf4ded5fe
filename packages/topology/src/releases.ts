/**
 * Versioned releases of the remotes (`npm run release`, `npm run rollback`): the shape of the
 * releases manifest both the release tool (scripts/lib/releases.mjs) and the gateway
 * (gateway/src/releases) read, and the small rules they must agree on. Plain data and pure
 * functions, like the rest of this package: the gateway validates the file with zod, the tool
 * writes it.
 *
 * The manifest is the file the gateway's REMOTES_FILE names (`releases/manifest.json`):
 * `remotes` maps each released remote to its stable release's folder (the shape the gateway has
 * always read, so an older gateway still serves the stable versions), `releases` adds per remote
 * the stable release, an optional canary and the history.
 */
/** Where the gateway serves release folders: `/releases/<remote>/<release id>/<file>`. */
export const RELEASES_PATH = '/releases';

/** The manifest's file name inside the releases folder. */
export const RELEASES_MANIFEST_FILE = 'manifest.json';

/** How many buckets visitors are spread over: a canary of N percent serves buckets 0..N-1. */
export const VISITOR_BUCKETS = 100;

/** Length of the content hash in a release id (hex characters of a SHA-256). */
export const RELEASE_HASH_LENGTH = 12;

/**
 * A release id, which is also its folder name: the remote's package version and the content
 * hash of the build, `1.4.0-3f9a0c2b71de` (a prerelease version keeps its own hyphens:
 * `2.0.0-rc.1-3f9a0c2b71de`). The same bytes always get the same id; a folder is never rewritten.
 */
export const RELEASE_ID = /^\d{1,6}\.\d{1,6}\.\d{1,6}(?:-[0-9A-Za-z.]{1,40})?-[0-9a-f]{12}$/;

export function isReleaseId(value: string): boolean {
  return RELEASE_ID.test(value);
}

/** What happened to a remote, one entry per switch, oldest first. */
export type ReleaseEventKind =
  'released' | 'canary' | 'promoted' | 'rolled-back' | 'canary-stopped' | 'canary-rolled-back';

export interface ReleaseEvent {
  event: ReleaseEventKind;
  /** The release the event is about (the new stable one, the canary, the release rolled back to). */
  release: string;
  /** ISO time. */
  at: string;
  /** The stable release before the event, when it changed. */
  from?: string;
  /** Why (an automatic rollback says what it measured). */
  reason?: string;
}

export interface CanaryRelease {
  release: string;
  /** Share of visitors (their bucket below it) served the canary, 1..99. */
  percent: number;
  /** ISO time the canary started: the watch compares failures since then. */
  since: string;
  /** Percentage points by which the canary's failure rate may exceed the stable's. */
  maxFailureMargin: number;
  /** Loads of the canary before its failure rate is judged (a few failures prove nothing). */
  minLoads: number;
}

export interface RemoteReleases {
  /** The release every visitor gets (except the canary's share). */
  stable: string;
  canary?: CanaryRelease;
  /** Every switch, oldest first (promote and rollback add to it; nothing is dropped). */
  history: ReleaseEvent[];
}

/**
 * Keyed by remote name: `ReleasesManifest<RemoteName>` where the names are known. Generic rather
 * than importing RemoteName from the index, which re-exports this module (no import circle).
 */
export interface ReleasesManifest<R extends string = string> {
  /** Each released remote's stable folder (`/releases/catalog/1.4.0-3f9a0c2b71de/`). */
  remotes: Partial<Record<R, string>>;
  releases: Partial<Record<R, RemoteReleases>>;
}

/** The folder URL (on the gateway's origin) of a release. */
export function releaseUrl(remote: string, release: string): string {
  return `${RELEASES_PATH}/${remote}/${release}/`;
}

/** Whether a visitor in `bucket` (0..VISITOR_BUCKETS-1) is served a canary of `percent`. */
export function servesCanary(bucket: number, percent: number): boolean {
  return bucket < percent;
}
