import { promises as fs } from 'node:fs';
import type { Logger } from 'pino';
import { z } from 'zod';
import {
  REMOTE_NAMES,
  RELEASE_ID,
  releaseUrl,
  servesCanary,
  type RemoteName,
} from '@coffee/topology';

export type RemoteUrls = Record<RemoteName, string>;
export interface RemotesDocument {
  remotes: RemoteUrls;
}

const remoteUrl = z
  .string()
  .refine(
    (u) => /^https?:\/\/[^/]/.test(u) || /^\/[^/]/.test(u),
    'must be an http(s) URL or a path on this origin',
  );
const entriesSchema = z.partialRecord(z.enum(REMOTE_NAMES), remoteUrl);
const releaseId = z.string().regex(RELEASE_ID, 'must be a release id (<version>-<hash>)');
// What the gateway needs of `npm run release`'s manifest (packages/topology/src/releases.ts);
// the history is the release tool's, kept as it is when the canary watch rewrites the file.
const remoteReleasesSchema = z.object({
  stable: releaseId,
  canary: z
    .object({
      release: releaseId,
      percent: z.int().min(1).max(99),
      since: z.iso.datetime(),
      maxFailureMargin: z.number().min(0).max(100),
      minLoads: z.int().min(1),
    })
    .optional(),
  history: z.array(z.object({ release: releaseId }).loose()),
});
export type RemoteReleaseState = z.infer<typeof remoteReleasesSchema>;
export type ReleaseStates = Partial<Record<RemoteName, RemoteReleaseState>>;
const releasesSchema = z.partialRecord(z.enum(REMOTE_NAMES), remoteReleasesSchema);
// The file may hold `{ "remotes": { ... } }` (the served shape, and the releases manifest with
// its `releases`) or the entries alone.
const fileSchema = z.union([
  z
    .object({ remotes: entriesSchema, releases: releasesSchema.optional() })
    .transform((f) => ({ entries: f.remotes, releases: f.releases ?? {} })),
  entriesSchema.transform((entries) => ({ entries, releases: {} })),
]);

/** A remote given by its base URL points at the manifest the federation plugin emits there. */
export function manifestUrl(url: string): string {
  return url.endsWith('.json') ? url : `${url.replace(/\/+$/, '')}/mf-manifest.json`;
}

/** Origins of absolute remote URLs, for the CSP. */
function originsOf(urls: RemoteUrls): string[] {
  const origins = new Set<string>();
  for (const url of Object.values(urls)) {
    if (/^https?:\/\//.test(url)) origins.add(new URL(url).origin);
  }
  return [...origins];
}

/**
 * The remote manifest the shell reads at start-up. Entries come from REMOTES_FILE when set (re-read
 * whenever its mtime or size changes, so a deploy repoints a remote with no restart), then from
 * REMOTE_*_URL, then from the dev defaults. A broken file keeps the last good answer.
 */
export class RemotesManifest {
  private document: RemotesDocument;
  private releaseStates: ReleaseStates = {};
  private origins: string[];
  private fileStamp = '';
  private refreshing: Promise<void> | undefined;

  constructor(
    private readonly fallback: RemoteUrls,
    private readonly file: string | undefined,
    private readonly logger: Logger,
  ) {
    this.document = this.build({});
    this.origins = originsOf(this.document.remotes);
  }

  /** The stable map: what every visitor gets when no canary runs. */
  current(): RemotesDocument {
    return this.document;
  }

  /** The REMOTES_FILE this manifest follows (the releases manifest under `npm start`). */
  get path(): string | undefined {
    return this.file;
  }

  /** The released remotes' stable release, canary and history, as last read. */
  releases(): ReleaseStates {
    return this.releaseStates;
  }

  /**
   * The map for a visitor in `bucket` (0..99): a running canary's release for the visitors below
   * its percentage, the stable map for the rest (the same object when no canary applies).
   */
  forBucket(bucket: number): RemotesDocument {
    let remotes: RemoteUrls | undefined;
    for (const [name, state] of Object.entries(this.releaseStates) as [
      RemoteName,
      RemoteReleaseState,
    ][]) {
      if (!state.canary || !servesCanary(bucket, state.canary.percent)) continue;
      remotes ??= { ...this.document.remotes };
      remotes[name] = manifestUrl(releaseUrl(name, state.canary.release));
    }
    return remotes ? { remotes } : this.document;
  }

  /** Whether `release` is one the manifest names for `remote` (beacons of others are not counted). */
  knows(remote: RemoteName, release: string): boolean {
    const state = this.releaseStates[remote];
    if (!state) return false;
    return (
      state.stable === release ||
      state.canary?.release === release ||
      state.history.some((e) => e.release === release)
    );
  }

  /** Absolute origins the manifest points at (script, style and fetch sources of the page). */
  remoteOrigins(): readonly string[] {
    return this.origins;
  }

  /** Re-reads the file if it changed; cheap (one stat) when it did not. */
  refresh(): Promise<void> {
    if (!this.file) return Promise.resolve();
    this.refreshing ??= this.reload(this.file).finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async reload(file: string): Promise<void> {
    let stamp: string;
    try {
      const stat = await fs.stat(file);
      stamp = `${stat.mtimeMs}:${stat.size}:${stat.ino}`;
    } catch (err) {
      if (this.fileStamp !== 'missing') {
        this.logger.warn(
          { file, err: (err as Error).message },
          'REMOTES_FILE unreadable: using REMOTE_*_URL values',
        );
        this.fileStamp = 'missing';
        this.releaseStates = {};
        this.apply({});
      }
      return;
    }
    if (stamp === this.fileStamp) return;

    try {
      const { entries, releases } = fileSchema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
      this.fileStamp = stamp;
      // A released remote is served from its stable release's folder on this origin.
      for (const [name, state] of Object.entries(releases) as [RemoteName, RemoteReleaseState][])
        entries[name] = releaseUrl(name, state.stable);
      this.releaseStates = releases;
      this.apply(entries);
      this.logger.info({ file, remotes: this.document.remotes }, 'remote manifest loaded');
    } catch (err) {
      // Most likely a deploy caught mid-write: keep serving the last good manifest, retry next time.
      this.logger.error(
        { file, err: (err as Error).message },
        'REMOTES_FILE is invalid: keeping the previous manifest',
      );
    }
  }

  private apply(entries: Partial<RemoteUrls>): void {
    this.document = this.build(entries);
    this.origins = originsOf(this.document.remotes);
  }

  private build(entries: Partial<RemoteUrls>): RemotesDocument {
    const remotes = {} as RemoteUrls;
    for (const name of REMOTE_NAMES)
      remotes[name] = manifestUrl(entries[name] ?? this.fallback[name]);
    return { remotes };
  }
}
