import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import vm from 'node:vm';
import express from 'express';
import { tempDir } from './temp-dir';

/**
 * Hand-written server bundles in the shape the shell's and the catalog's builds emit
 * (docs/decisions/ssr-contract.md), and the servers they are read from: the shell's dist on
 * disk, the catalog remote's origin over HTTP.
 */

export const INDEX = `<!doctype html><html><head><title>Shop</title><script defer src="/main.1.js"></script></head><body><noscript>Enable JavaScript.</noscript><div id="root"></div><footer-marker></footer-marker></body></html>`;

/** What the fake shell bundle's render reads from the test (it runs in this process). */
export interface SsrTestHooks {
  calls: {
    url: string;
    apiOrigin: string;
    timeoutMs: number;
    remotes: string[];
    page?: { demoPayments: boolean };
  }[];
  /** `/category/gated` waits on it: the test resolves it once it has read the head. */
  gate: Promise<void>;
}

export function ssrTestHooks(): SsrTestHooks {
  // The bundles run in Node's own context (vm.runInThisContext), not in Jest's sandbox.
  const g = vm.runInThisContext('globalThis') as { __coffeeSsrTest?: SsrTestHooks };
  g.__coffeeSsrTest ??= { calls: [], gate: Promise.resolve() };
  return g.__coffeeSsrTest;
}

/**
 * The shell's server bundle: provides `react` and `@coffee/platform` (stand-ins), renders the
 * catalog remote it is given, and asks the gateway for data as the real render does (the free
 * `fetch` is the one the shell's server hands the bundle: the page's pass and session ride on it).
 * `/product/throws` and `/product/slow` fail.
 */
export const SHELL_BUNDLE = `
const os = require('node:os');
const shared = {
  react: { name: 'fake-react', host: typeof os.hostname },
  '@coffee/platform': { name: 'fake-platform' },
};
async function render(o) {
  const hooks = globalThis.__coffeeSsrTest;
  hooks.calls.push({ url: o.url, apiOrigin: o.apiOrigin, timeoutMs: o.timeoutMs, remotes: Object.keys(o.remotes), page: o.page });
  const path = o.url.split('?')[0];
  if (path === '/product/throws') throw new Error('the page blew up');
  if (path === '/product/slow') await new Promise((resolve) => setTimeout(resolve, o.timeoutMs + 300));
  if (path === '/category/gated') await hooks.gate;
  const res = await fetch(o.apiOrigin + '/api/products?limit=8');
  const seen = await res.json();
  const catalog = o.remotes.catalog;
  return {
    html: '<main>' + catalog.pages.title + ' with ' + catalog.react.name + '</main>',
    styles: '<style data-styled="active">main{color:brown}</style>',
    state: { status: res.status, seen, note: '</script><script>alert(1)</script>' },
  };
}
module.exports = { shared, render };
`;

export const SHELL_ENTRY = 'shell.0123456789.js';

/** The Subresource Integrity of a file, as the server build writes it into ssr-manifest.json. */
export const sri = (text: string) =>
  `sha384-${createHash('sha384').update(text, 'utf8').digest('base64')}`;

/**
 * A built shell: index.html, and its server bundle with its ssr-manifest.json (naming the
 * bundle's hash, unless `integrity` says otherwise: null leaves it out).
 */
export function writeShellDist(integrity: string | null = sri(SHELL_BUNDLE)): string {
  const dist = tempDir('shell-server-ssr-shell-');
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  mkdirSync(path.join(dist, 'server'));
  writeFileSync(path.join(dist, 'server', SHELL_ENTRY), SHELL_BUNDLE);
  writeFileSync(
    path.join(dist, 'server', 'ssr-manifest.json'),
    JSON.stringify({
      entry: SHELL_ENTRY,
      ...(integrity === null ? {} : { integrity }),
      shared: ['react', '@coffee/platform'],
    }),
  );
  return dist;
}

/**
 * The catalog's page plans, as its server bundle publishes them (mfe-catalog/src/app/plan.ts):
 * the same chunks, first API calls and image sources for the URLs these tests open. That the real
 * plans name exactly the URL each page's query asks is proved in mfe-catalog
 * (src/app/__tests__/plan.server.test.ts); here they only have to look like them.
 */
const CATALOG_PLAN = `
const SORTS = ['featured', 'price-asc', 'price-desc', 'name-asc', 'name-desc', 'rating-desc'];
const FILTERS = ['inStock', 'isDirectPlusEligible', 'isBestseller', 'isNew', 'isSale'];
function listingQuery(search, q) {
  const sort = SORTS.includes(search.get('sort')) ? search.get('sort') : 'featured';
  const page = /^\\d{1,6}$/.test(search.get('page') || '') ? Math.max(Number(search.get('page')), 1) : 1;
  const query = new URLSearchParams({ limit: '24', offset: String((page - 1) * 24), sort });
  for (const f of FILTERS) if (search.get(f) === 'true') query.set(f, 'true');
  if (q) query.set('q', q);
  return query.toString();
}
function plan({ page, params, searchParams }) {
  if (page === 'HomePage')
    return { pageChunk: 'page-home', api: '/api/products?limit=8', lcpImage: 'first-of-list', serverRendered: true };
  if (page === 'CategoryPage') {
    const slug = (params.category || 'all').trim().toLowerCase();
    const path = slug === 'all' ? '/api/products' : '/api/products/category/' + encodeURIComponent(slug);
    return { pageChunk: 'page-category', api: path + '?' + listingQuery(searchParams), lcpImage: 'first-of-list', serverRendered: true };
  }
  if (page === 'SearchPage') {
    const q = (searchParams.get('q') || '').trim();
    if (!q) return { pageChunk: 'page-category', serverRendered: true };
    return { pageChunk: 'page-category', api: '/api/search?' + listingQuery(searchParams, q), lcpImage: 'first-of-list', serverRendered: true };
  }
  if (page === 'ProductPage') {
    if (!/^[0-9a-f]{24}$/.test(params.id || '')) return { pageChunk: 'page-product', serverRendered: true };
    return { pageChunk: 'page-product', api: '/api/products/' + params.id, lcpImage: 'product', serverRendered: true };
  }
  if (page === 'StoreLocatorPage') return { pageChunk: 'page-store-locator' };
  return undefined;
}
`;

/** A release of the catalog's server bundle: requires the shell's React, exports its pages and plans. */
export function catalogBundle(title: string): string {
  return `const react = require('react');
${CATALOG_PLAN}
module.exports = { pages: { title: ${JSON.stringify(title)} }, react, prefetch() {}, plan };`;
}

export interface FakeRemote {
  url: string;
  /**
   * What `/server/ssr-manifest.json` answers (a release rewrites it); its `integrity` is the
   * entry's own hash unless given (null: left out).
   */
  ssrManifest: { entry: string; shared: string[]; integrity?: string | null };
  /** Files under `/server/`. */
  files: Map<string, string>;
  /** What `/mf-manifest.json` answers (a release rewrites it). */
  mfManifest: unknown;
  /** Paths that never answer (a stuck static host). */
  hang: Set<string>;
  /** Paths asked for, in order. */
  hits: string[];
  close(): Promise<void>;
}

/** The catalog remote's static server. */
export async function startFakeRemote(): Promise<FakeRemote> {
  const remote = {
    ssrManifest: { entry: 'catalog.v1.js', shared: ['react'] } as FakeRemote['ssrManifest'],
    files: new Map([
      ['catalog.v1.js', catalogBundle('Catalog v1')],
      ['catalog.v2.js', catalogBundle('Catalog v2')],
      // Asks for a module nobody provides: the load must fail.
      ['catalog.bad.js', `require('left-pad');\n${catalogBundle('never')}`],
    ]),
    mfManifest: {
      metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' },
      exposes: [],
    } as unknown,
    hang: new Set<string>(),
    hits: [] as string[],
  };
  const app = express();
  app.use((req, _res, next) => {
    remote.hits.push(req.path);
    if (!remote.hang.has(req.path)) next();
  });
  app.get('/mf-manifest.json', (_req, res) => {
    res.json(remote.mfManifest);
  });
  app.get('/server/ssr-manifest.json', (_req, res) => {
    const { integrity, ...manifest } = remote.ssrManifest;
    const own = sri(remote.files.get(manifest.entry) ?? '');
    res.json(integrity === null ? manifest : { ...manifest, integrity: integrity ?? own });
  });
  app.get('/server/:file', (req, res) => {
    const file = remote.files.get(req.params.file);
    if (file === undefined) res.status(404).end();
    else res.type('js').send(file);
  });
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return Object.assign(remote, {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
