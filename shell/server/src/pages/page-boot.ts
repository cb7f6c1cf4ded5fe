import { PRODUCT_IMAGE_SIZES, productImageSources } from '@coffee/contracts';
import type { Logger } from 'pino';
import type { PagePlan } from '../ssr/types';
import { BriefCache } from './brief-cache';
import type { RemotesDocument } from './remotes';

/** `<script type="application/json">` ids the shell reads at start-up (shell/src/app/remotes/boot-data.ts). */
export const REMOTES_DATA_ID = 'coffee-remotes';
export const MANIFESTS_DATA_ID = 'coffee-mf-manifests';
/** The same for what every page of this deployment is told (shell/src/app/page-settings.ts). */
export const PAGE_DATA_ID = 'coffee-page';

/** What every page of this deployment is told; the shell renders from it, on both sides. */
export interface PageSettings {
  /** DEMO_PAYMENTS=true: the shop takes no real payments, and its banner says so on every page. */
  demoPayments: boolean;
}

/** JSON for a non-executing script block: `<` escaped, so no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function attr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
}

/** What the page needs of a remote's mf-manifest.json (checked loosely: it is our own build's). */
interface FederationManifest {
  metaData: {
    remoteEntry: { name: string; path?: string; type?: string };
    publicPath?: string;
  };
  shared?: { assets?: { js?: { sync?: string[] } } }[];
  exposes?: {
    name?: string;
    path?: string;
    assets?: { js?: { sync?: string[]; async?: string[] } };
  }[];
}

function isFederationManifest(body: unknown): body is FederationManifest {
  const meta = (body as FederationManifest | null)?.metaData;
  return (
    typeof meta === 'object' &&
    meta !== null &&
    typeof meta.remoteEntry?.name === 'string' &&
    Array.isArray((body as FederationManifest).exposes)
  );
}

const strings = (list: unknown): string[] =>
  Array.isArray(list) ? list.filter((s): s is string => typeof s === 'string' && s !== '') : [];

/** @module-federation/sdk simpleJoinRemoteEntry: the entry's path inside the public path. */
function joinEntry(dir: string | undefined, name: string): string {
  const trimmed = (dir ?? '')
    .replace(/^\.\/?/, '')
    .replace(/^\//, '')
    .replace(/\/$/, '');
  return trimmed ? `${trimmed}/${name}` : name;
}

/**
 * The scripts the federation runtime loads for the route's page, as URLs it will use: the remote
 * entry, the `./pages` module's sync chunks (the runtime loads them beside the entry, skipping
 * the ones of shared modules) and the page's own lazy chunk. A manifest with a computed public
 * path (getPublicPath) gets no hints: only the browser knows that path.
 */
export function remoteScripts(
  manifestUrl: string,
  manifest: FederationManifest,
  pageChunk: string | undefined,
): string[] {
  const { publicPath, remoteEntry } = manifest.metaData;
  if (typeof publicPath !== 'string') return [];
  if (remoteEntry.type && remoteEntry.type !== 'global' && remoteEntry.type !== 'var') return [];
  const base =
    publicPath === 'auto' || publicPath === ''
      ? manifestUrl.replace(/[#?].*$/, '').replace(/\/[^/]+$/, '/')
      : publicPath;
  const shared = new Set((manifest.shared ?? []).flatMap((s) => strings(s.assets?.js?.sync)));
  const pages = manifest.exposes?.find((e) => e.path === './pages' || e.name === 'pages');
  const sync = strings(pages?.assets?.js?.sync).filter((file) => !shared.has(file));
  const page = pageChunk
    ? strings(pages?.assets?.js?.async).filter((file) => file.startsWith(`${pageChunk}.`))
    : [];
  return [joinEntry(remoteEntry.path, remoteEntry.name), ...sync, ...page].map(
    (file) => base + file,
  );
}

/** An image URL we are willing to announce: on this origin, or http(s). */
function imageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  return /^\/[^/\\]/.test(value) || /^https?:\/\/[^/]/.test(value) ? value : undefined;
}

export interface PageBootOptions {
  /** Where the API and the release folders are (the gateway): relative URLs are read there. */
  gatewayOrigin: string;
  /** The `fetch` of lookups shared by every visitor (gateway-fetch.ts: anonymous). */
  fetch: typeof fetch;
  logger: Logger;
  /** How long a manifest or an image lookup is reused (a re-released remote shows up after it). */
  ttlMs?: number;
  /** The longest a page waits for a lookup that is not cached; the page goes out without it. */
  waitMs?: number;
  /** The longest a lookup runs (then it counts as failed until `ttlMs` has passed). */
  timeoutMs?: number;
  /** Written into every page (only when it says something: a real shop's pages carry nothing). */
  page?: PageSettings;
}

/** One page's head: the visitor's remote map (relative release paths kept) and the page's plan. */
export interface PageHeadRequest {
  /** Unset: the gateway could not say; the shell then asks for /remotes.json itself. */
  remotes?: RemotesDocument;
  /** The remote that renders the page and its published plan, when it has one. */
  plan?: { remote: string; plan: PagePlan };
  /**
   * False for a page rendered on the server: its data comes inside the page, and a preloaded
   * answer nobody uses costs a request and a console warning.
   */
  apiPreload: boolean;
}

type Fetched = { json: unknown; url: string };

/**
 * Writes what goes into the shell's `<head>` for one page: the page settings (a demo shop's), the
 * remote map and the route's remote manifest as data blocks (the shell starts from them instead
 * of fetching both), and preload hints for the route's remote scripts, its first API call and
 * its LCP image. The LCP image then starts one request after the HTML instead of six.
 */
export class PageBoot {
  private readonly manifests: BriefCache<Fetched>;
  private readonly images: BriefCache<string>;

  constructor(private readonly options: PageBootOptions) {
    const timing = {
      ttlMs: options.ttlMs ?? 5000,
      waitMs: options.waitMs ?? 150,
      timeoutMs: options.timeoutMs ?? 2000,
    };
    this.manifests = new BriefCache({ ...timing, maxEntries: 50 });
    this.images = new BriefCache({ ...timing, maxEntries: 500 });
  }

  async head({ remotes, plan: planned, apiPreload }: PageHeadRequest): Promise<string> {
    const parts = remotes
      ? [`<script type="application/json" id="${REMOTES_DATA_ID}">${scriptJson(remotes)}</script>`]
      : [];
    // First and synchronous: no lookup below can cost a page its demo banner.
    if (this.options.page?.demoPayments)
      parts.unshift(
        `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(this.options.page)}</script>`,
      );
    if (!planned || !remotes) return parts.join('');
    const { plan } = planned;
    const manifestUrl = (remotes.remotes as Record<string, string | undefined>)[planned.remote];
    if (!manifestUrl) return parts.join('');
    const [manifest, image] = await Promise.all([this.manifest(manifestUrl), this.lcpImage(plan)]);
    if (manifest && isFederationManifest(manifest.json)) {
      parts.push(
        `<script type="application/json" id="${MANIFESTS_DATA_ID}">${scriptJson({ [manifestUrl]: manifest.json })}</script>`,
      );
      // No crossorigin: the runtime's and webpack's script tags have none, and a preload only
      // serves a request with the same CORS mode (else the browser downloads twice).
      for (const src of remoteScripts(manifestUrl, manifest.json, plan.pageChunk))
        parts.push(`<link rel="preload" as="script" href="${attr(src)}">`);
    }
    if (plan.api && apiPreload)
      // RTK Query's fetchBaseQuery asks with credentials: 'include'.
      parts.push(
        `<link rel="preload" as="fetch" href="${attr(plan.api)}" crossorigin="use-credentials">`,
      );
    if (image) {
      // The same candidates and sizes as the page's <img>: otherwise the browser fetches the
      // picture twice, once for the hint and once at the width the page asks for.
      const layout = plan.lcpImage === 'product' ? 'detail' : 'card';
      const { src, srcSet, sizes } = productImageSources(image, PRODUCT_IMAGE_SIZES[layout]);
      const candidates = srcSet
        ? ` imagesrcset="${attr(srcSet)}" imagesizes="${attr(sizes ?? '')}"`
        : '';
      parts.push(
        `<link rel="preload" as="image" href="${attr(src)}"${candidates} fetchpriority="high">`,
      );
    }
    return parts.join('');
  }

  private manifest(url: string): Promise<Fetched | undefined> {
    // A remote on the gateway's origin (a release folder) is read from there.
    const from = /^https?:\/\//.test(url)
      ? url
      : url.startsWith('/') && !url.startsWith('//')
        ? `${this.options.gatewayOrigin}${url}`
        : undefined;
    if (!from) return Promise.resolve(undefined);
    return this.manifests.get(url, async (signal) => {
      try {
        const res = await this.options.fetch(from, {
          signal,
          headers: { accept: 'application/json' },
        });
        if (!res.ok) throw new Error(`answered ${res.status}`);
        return { json: await res.json(), url };
      } catch (err) {
        this.options.logger.warn(
          { url, err: (err as Error).message },
          'remote manifest not inlined into the page',
        );
        return undefined;
      }
    });
  }

  private lcpImage(plan: PagePlan): Promise<string | undefined> {
    const { api, lcpImage } = plan;
    if (!api || !lcpImage) return Promise.resolve(undefined);
    return this.images.get(api, async (signal) => {
      const res = await this.options.fetch(`${this.options.gatewayOrigin}${api}`, {
        signal,
        headers: { accept: 'application/json' },
      });
      if (!res.ok) return undefined;
      const body = (await res.json()) as unknown;
      const item = lcpImage === 'product' ? body : Array.isArray(body) ? body[0] : undefined;
      return imageUrl((item as { imageUrl?: unknown } | undefined)?.imageUrl);
    });
  }
}
