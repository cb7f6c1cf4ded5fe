import type { PagePlan, PlanRequest } from '@coffee/contracts';

export type { PagePlan, PlanRequest };

/**
 * The server bundles' side of the SSR contract (docs/decisions/ssr-contract.md): what the
 * shell's and a remote's CommonJS server bundles export, and what `ssr-manifest.json` says about
 * them.
 */

/**
 * `dist/server/ssr-manifest.json`: the bundle's file (relative to dist/server/), the hash of its
 * bytes (`sha384-<base64>`, as Subresource Integrity writes it) and the shared keys.
 */
export interface SsrManifest {
  entry: string;
  integrity: string;
  shared: string[];
}

/** What a remote's server bundle exports (the catalog's: its './pages', a prefetch, page plans). */
export interface SsrRemote {
  pages: unknown;
  prefetch?: (ctx: unknown) => Promise<unknown> | void;
  plan?: (request: PlanRequest) => PagePlan | undefined;
}

export interface SsrRenderOptions {
  /** Path and search of the page, e.g. `/category/all?sort=price`. */
  url: string;
  /** Where the render's API calls go: the gateway (with the page's pass and session). */
  apiOrigin: string;
  remotes: Partial<Record<string, SsrRemote>>;
  /** The whole render, prefetch included; past it the render rejects. */
  timeoutMs: number;
  /** What every page is told (pages/page-boot.ts writes the same into the page for the client). */
  page?: { demoPayments: boolean };
}

export interface SsrResult {
  /** Markup inside `<div id="root">`. */
  html: string;
  /** styled-components `<style>` tags. */
  styles: string;
  /** JSON-serialisable API state the client hydrates its store from. */
  state: unknown;
}

/** What the shell's server bundle exports. */
export interface SsrShell {
  /** The server-side share scope: modules a remote's bundle requires by these keys. */
  shared: Record<string, unknown>;
  render(options: SsrRenderOptions): Promise<SsrResult>;
}

/** An error's message, whatever realm threw it (a bundle's Error need not be ours). */
export function messageOf(err: unknown): string {
  const message = (err as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : String(err);
}
