import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import { z } from 'zod';
import { BriefCache } from '../pages/brief-cache';
import { BundleCache } from './bundle-cache';
import { checkIntegrity, checkTransport, INTEGRITY } from './bundle-source';
import { evaluateBundle } from './evaluate-bundle';
import { fetchBytes, fetchText } from './fetch-limited';
import { messageOf, type SsrManifest, type SsrRemote, type SsrShell } from './types';

/** Beside a build's mf-manifest.json: `server/ssr-manifest.json`, naming `server/<entry>`. */
export const SSR_MANIFEST_PATH = 'server/ssr-manifest.json';
const MAX_MANIFEST_BYTES = 64 * 1024;

const manifestSchema = z.object({
  // A file name in dist/server/, nothing that climbs out of it.
  entry: z.string().regex(/^[\w-][\w.-]*\.js$/, 'must name a .js file in dist/server/'),
  // Required: a manifest without it would let any bytes run (a build older than the pinning
  // is rebuilt; its pages render in the browser meanwhile).
  integrity: z
    .string({ error: 'is required: sha384-<base64 of the bundle hash>' })
    .regex(INTEGRITY, 'must be sha256-, sha384- or sha512- and a base64 digest'),
  shared: z.array(z.string()),
});

/** An evaluated bundle and what it is cached by (a remote's bundle is evaluated per shell bundle). */
export interface Loaded<T> {
  key: string;
  exports: T;
}

export interface SsrBundlesOptions {
  /** The built shell: `<shellDist>/server/ssr-manifest.json` names its server bundle. */
  shellDist: string;
  logger: Logger;
  /** The `fetch` the bundles' code gets (gateway-fetch.ts: the render's pass and session). */
  fetch: typeof fetch;
  /** How long an ssr-manifest.json answer is reused before it is read again. */
  manifestTtlMs: number;
  /** The longest a manifest read that is not cached holds a page (it runs on for later pages). */
  waitMs: number;
  /** The longest a manifest or bundle download may take. */
  fetchTimeoutMs: number;
  maxBundleBytes: number;
  /** Evaluated bundles kept per kind (the current release and the ones just before it). */
  keepBundles: number;
  /** How long a failed bundle load is remembered before it is tried again. */
  retryMs: number;
  /**
   * NODE_ENV=production: a remote's server bundle only over https or from this machine (its
   * pages are rendered in the browser otherwise, with a warning).
   */
  requireHttps: boolean;
}

function parseManifest(text: string, where: string): SsrManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${where} is not JSON`);
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success)
    throw new Error(
      `${where}: ${parsed.error.issues.map((i) => `${i.path.join('.')} ${i.message}`).join('; ')}`,
    );
  return parsed.data;
}

// `module.exports = { ... }` per the contract; an ES module namespace with a default is accepted too.
function exportsWith(exports: unknown, key: string): Record<string, unknown> | undefined {
  const top = exports as Record<string, unknown> | null | undefined;
  if (top && typeof top === 'object' && top[key] !== undefined) return top;
  const inner = top?.default as Record<string, unknown> | null | undefined;
  return inner && typeof inner === 'object' && inner[key] !== undefined ? inner : undefined;
}

function asShell(exports: unknown, where: string): SsrShell {
  const m = exportsWith(exports, 'render');
  if (typeof m?.render !== 'function' || typeof m.shared !== 'object' || m.shared === null)
    throw new Error(`${where} does not export { shared, render }`);
  return m as unknown as SsrShell;
}

function asRemote(exports: unknown, where: string): SsrRemote {
  const m = exportsWith(exports, 'pages');
  if (!m || (m.prefetch !== undefined && typeof m.prefetch !== 'function'))
    throw new Error(`${where} does not export { pages, prefetch? }`);
  return m as unknown as SsrRemote;
}

/**
 * The server bundles a page render needs: the shell's from its dist on disk, a remote's from the
 * remote's own origin (beside its mf-manifest.json), so each stays deployable on its own. Both
 * manifests are re-read every `manifestTtlMs`; a new entry name is a new release and is loaded
 * and evaluated once. Problems are logged when they start or change, not once per page.
 */
export class SsrBundles {
  private readonly manifests: BriefCache<SsrManifest>;
  private readonly shells: BundleCache<Loaded<SsrShell>>;
  private readonly remotes: BundleCache<Loaded<SsrRemote>>;
  private readonly problems = new Map<string, string>();

  constructor(private readonly options: SsrBundlesOptions) {
    this.manifests = new BriefCache({
      ttlMs: options.manifestTtlMs,
      waitMs: options.waitMs,
      timeoutMs: options.fetchTimeoutMs,
      maxEntries: 20,
    });
    const bundles = { maxEntries: options.keepBundles, retryMs: options.retryMs };
    this.shells = new BundleCache(bundles);
    this.remotes = new BundleCache(bundles);
  }

  /** The shell's server bundle, or undefined (logged) when it cannot be had. */
  async shell(): Promise<Loaded<SsrShell> | undefined> {
    const dir = path.join(this.options.shellDist, 'server');
    const manifestFile = path.join(this.options.shellDist, SSR_MANIFEST_PATH);
    const manifest = await this.manifests.get(manifestFile, async () => {
      try {
        return parseManifest(await fs.readFile(manifestFile, 'utf8'), manifestFile);
      } catch (err) {
        this.report('shell', err);
        return undefined;
      }
    });
    if (!manifest) return undefined;
    const file = path.join(dir, manifest.entry);
    try {
      const loaded = await this.shells.get(`${file} ${manifest.integrity}`, () =>
        this.loadShell(file, manifest.integrity),
      );
      this.recovered('shell');
      return loaded;
    } catch (err) {
      this.report('shell', err);
      return undefined;
    }
  }

  /**
   * A remote's server bundle, its `require`s answered from `shell`'s shared modules.
   * `federationManifestUrl` is the remote map's entry (its mf-manifest.json).
   */
  async remote(
    name: string,
    federationManifestUrl: string,
    shell: Loaded<SsrShell>,
  ): Promise<Loaded<SsrRemote> | undefined> {
    if (!/^https?:\/\//.test(federationManifestUrl)) {
      this.report(name, new Error(`${federationManifestUrl} is on this origin: no server bundle`));
      return undefined;
    }
    const manifestUrl = new URL(SSR_MANIFEST_PATH, federationManifestUrl).href;
    try {
      checkTransport(manifestUrl, this.options.requireHttps);
    } catch (err) {
      this.report(name, err);
      return undefined;
    }
    const manifest = await this.manifests.get(manifestUrl, async (signal) => {
      try {
        const text = await fetchText(manifestUrl, {
          signal,
          maxBytes: MAX_MANIFEST_BYTES,
          accept: 'application/json',
        });
        return parseManifest(text, manifestUrl);
      } catch (err) {
        this.report(name, err);
        return undefined;
      }
    });
    if (!manifest) return undefined;
    const missing = manifest.shared.filter((key) => !Object.hasOwn(shell.exports.shared, key));
    if (missing.length > 0) {
      this.report(
        name,
        new Error(
          `${manifestUrl} needs shared modules the shell does not provide: ${missing.join(', ')}`,
        ),
      );
      return undefined;
    }
    const entryUrl = new URL(manifest.entry, manifestUrl).href;
    try {
      // Per shell bundle too: the remote's React must be the one the shell renders with.
      const loaded = await this.remotes.get(`${shell.key} ${entryUrl} ${manifest.integrity}`, () =>
        this.loadRemote(entryUrl, manifest.integrity, shell),
      );
      this.recovered(name);
      return loaded;
    } catch (err) {
      this.report(name, err);
      return undefined;
    }
  }

  private async loadShell(file: string, integrity: string): Promise<Loaded<SsrShell>> {
    const { size } = await fs.stat(file);
    if (size > this.options.maxBundleBytes)
      throw new Error(
        `${file} is ${size} bytes, over the ${this.options.maxBundleBytes} byte limit`,
      );
    const bytes = await fs.readFile(file);
    checkIntegrity(bytes, integrity, file);
    const exports = evaluateBundle(bytes.toString('utf8'), {
      filename: file,
      fetch: this.options.fetch,
    });
    this.options.logger.info({ bundle: file }, 'shell server bundle loaded');
    return { key: file, exports: asShell(exports, file) };
  }

  private async loadRemote(
    url: string,
    integrity: string,
    shell: Loaded<SsrShell>,
  ): Promise<Loaded<SsrRemote>> {
    const bytes = await fetchBytes(url, {
      signal: AbortSignal.timeout(this.options.fetchTimeoutMs),
      maxBytes: this.options.maxBundleBytes,
    });
    checkIntegrity(bytes, integrity, url);
    const exports = evaluateBundle(bytes.toString('utf8'), {
      filename: url,
      provided: shell.exports.shared,
      fetch: this.options.fetch,
    });
    this.options.logger.info({ bundle: url }, 'remote server bundle loaded');
    return { key: url, exports: asRemote(exports, url) };
  }

  private report(source: string, err: unknown): void {
    const message = messageOf(err);
    if (this.problems.get(source) === message) return;
    this.problems.set(source, message);
    this.options.logger.warn(
      { bundle: source, err: message },
      'server bundle unavailable: its pages are rendered in the browser',
    );
  }

  private recovered(source: string): void {
    if (this.problems.delete(source))
      this.options.logger.info({ bundle: source }, 'server bundle available again');
  }
}
