// Types of first-load.mjs for TypeScript callers (the Playwright suite).
import type { Browser } from '@playwright/test';

export interface ScriptFile {
  url: string;
  raw: number;
  gzip: number;
}

export interface FirstLoad {
  url: string;
  lcp: {
    startTime: number;
    url: string | null;
    tag: string | null;
    text: string | null;
    fromHtml: boolean;
  };
  /** The LCP element came in the page's HTML (server-rendered), not from a script. */
  lcpFromHtml: boolean;
  /** The URL the browser chose for the page's main image (`img[fetchpriority="high"]`), or null. */
  mainImageUrl: string | null;
  /** The scripts the LCP waited for: none when it came in the HTML. */
  criticalScripts: ScriptFile[];
  criticalGzipBytes: number;
  /** Every script started before the LCP (critical or only sharing the network with it). */
  beforeLcpScripts: ScriptFile[];
  beforeLcpGzipBytes: number;
  laterScripts: ScriptFile[];
  laterGzipBytes: number;
  chain: { requestsAfterHtml: number; names: string[] };
  /** The page's `<link rel="preload">` hints. */
  preloadHints: {
    href: string;
    as: string | null;
    fetchpriority: string | null;
    srcset: string[];
  }[];
  /** Chromium's warnings about preloads the page never used. */
  unusedPreloads: string[];
}

export const SLOW_4G: { latencyMs: number; downloadKbps: number; uploadKbps: number };
export const PHONE_VIEWPORT: { width: number; height: number };
export function firstLoadPages(origin: string): Promise<{ label: string; path: string }[]>;
export function measureFirstLoad(
  browser: Browser,
  url: string,
  options?: { throttle?: boolean; settleMs?: number; lcpSelector?: string },
): Promise<FirstLoad>;
