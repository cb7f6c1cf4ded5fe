import type { Logger } from 'pino';
import { z } from 'zod';
import type { RemoteName } from '../config';
import { manifestUrl, type RemotesManifest } from './remotes-manifest';

/**
 * The modules nearly every shopper page starts with: the catalog's pages and the header's cart
 * button. Their files are announced in the page's Link header, so the browser fetches them
 * while the shell's own scripts download, instead of after the shell has run and asked each
 * remote for its manifest (three round trips later).
 */
export const CRITICAL_MODULES: readonly { remote: RemoteName; expose: string }[] = [
  { remote: 'catalog', expose: 'pages' },
  { remote: 'cart_checkout', expose: 'CartWidget' },
];

// Only the parts of the federation plugin's mf-manifest.json read here.
const mfManifestSchema = z.object({
  metaData: z.object({
    remoteEntry: z.object({ name: z.string(), path: z.string().default('') }),
    publicPath: z.string().optional(),
  }),
  exposes: z.array(
    z.object({
      name: z.string(),
      assets: z.object({ js: z.object({ sync: z.array(z.string()) }) }),
    }),
  ),
});

const REFRESH_MS = 30_000;
const FETCH_TIMEOUT_MS = 2_000;

interface Known {
  manifest: string;
  files: string[];
  fetchedAt: number;
}

/**
 * Reads the critical remotes' manifests in the background and keeps the resulting file URLs.
 * A page never waits for it: the first pages after a start (or a remote's redeploy) simply go
 * out without these hints, and a remote that cannot be read contributes none.
 */
export class RemotePreloads {
  private readonly known = new Map<RemoteName, Known>();
  private readonly pending = new Set<RemoteName>();

  constructor(
    private readonly remotes: RemotesManifest,
    private readonly logger: Logger,
    private readonly modules = CRITICAL_MODULES,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  /** Script URLs to preload now; also starts a refresh of whatever is stale. */
  scripts(): string[] {
    const urls: string[] = [];
    const now = Date.now();
    for (const remote of new Set(this.modules.map((m) => m.remote))) {
      const url = this.remotes.current().remotes[remote];
      if (!url || !/^https?:\/\//.test(url)) continue;
      const manifest = manifestUrl(url);
      const known = this.known.get(remote);
      const fresh = known && known.manifest === manifest && now - known.fetchedAt < REFRESH_MS;
      if (!fresh) void this.refresh(remote, manifest);
      if (known && known.manifest === manifest) urls.push(...known.files);
    }
    return urls;
  }

  /** For tests and start-up: read every critical manifest now. */
  async warm(): Promise<void> {
    this.scripts();
    await Promise.all([...this.inFlight]);
  }

  private readonly inFlight = new Set<Promise<void>>();

  private refresh(remote: RemoteName, manifest: string): Promise<void> {
    if (this.pending.has(remote)) return Promise.resolve();
    this.pending.add(remote);
    const task = this.read(remote, manifest)
      .then((files) => {
        this.known.set(remote, { manifest, files, fetchedAt: Date.now() });
      })
      .catch((error: unknown) => {
        // Keep nothing stale for a remote that moved or broke; try again on a later page.
        this.known.delete(remote);
        this.logger.debug({ remote, err: error }, 'remote manifest not readable for preloads');
      })
      .finally(() => {
        this.pending.delete(remote);
        this.inFlight.delete(task);
      });
    this.inFlight.add(task);
    return task;
  }

  private async read(remote: RemoteName, manifest: string): Promise<string[]> {
    const response = await this.fetchImpl(manifest, {
      signal: AbortSignal.timeout(FETCH_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${manifest} answered ${response.status}`);
    const parsed = mfManifestSchema.parse(await response.json());
    const { publicPath, remoteEntry } = parsed.metaData;
    // 'auto' (our remotes) means: files sit beside the manifest.
    const base = new URL(!publicPath || publicPath === 'auto' ? '.' : publicPath, manifest);
    const file = (name: string) => new URL(name, base).href;
    const files = [file(`${remoteEntry.path ? `${remoteEntry.path}/` : ''}${remoteEntry.name}`)];
    for (const { expose } of this.modules.filter((m) => m.remote === remote)) {
      const exposed = parsed.exposes.find((e) => e.name === expose);
      if (exposed) files.push(...exposed.assets.js.sync.map(file));
    }
    return files;
  }
}
