import { promises as fs } from 'node:fs';
import type { Logger } from 'pino';
import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from '@coffee/topology';

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
// The file may hold `{ "remotes": { ... } }` (the served shape) or the entries alone.
const fileSchema = z.union([
  z.object({ remotes: entriesSchema }).transform((f) => f.remotes),
  entriesSchema,
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

  current(): RemotesDocument {
    return this.document;
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
        this.apply({});
      }
      return;
    }
    if (stamp === this.fileStamp) return;

    try {
      const entries = fileSchema.parse(JSON.parse(await fs.readFile(file, 'utf8')));
      this.fileStamp = stamp;
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
