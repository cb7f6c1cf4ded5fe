import http from 'node:http';
import type { AddressInfo } from 'node:net';
import express from 'express';
import request from 'supertest';
import type { ShellServerConfig } from '../server';
import { startFakeRemote, writeShellDist, type FakeRemote } from './support/ssr-fixtures';
import { deadUrl, startStack, type Stack } from './support/stack';
import { removeTempDirs } from './support/temp-dir';

/**
 * The head the shell's server writes into every page: the visitor's remote map, the page's remote
 * manifest and the preload hints of the plan the page's remote publishes with its server bundle
 * (its chunk, its first API call, its main image). Server rendering is off here (SSR=off keeps
 * the plans and hints): a rendered page carries its data and so no API preload
 * (server-rendering.test.ts).
 */

afterAll(removeTempDirs);

const PRODUCT_ID = '64b7f0c2a1b2c3d4e5f60718';

function manifest(version: string, extra: Record<string, unknown> = {}) {
  return {
    id: 'catalog',
    name: 'catalog',
    metaData: {
      name: 'catalog',
      remoteEntry: { name: 'remoteEntry.js', path: '', type: 'global' },
      globalName: 'catalog',
      publicPath: 'auto',
      buildInfo: { buildVersion: version, buildName: 'mfe-catalog' },
    },
    shared: [{ name: 'react', assets: { js: { sync: ['react.js'], async: [] } } }],
    remotes: [],
    exposes: [
      {
        name: 'pages',
        path: './pages',
        assets: {
          js: {
            sync: [`40.${version}.js`, 'react.js', '__federation_expose_pages.js'],
            async: [`page-home.${version}.js`, 'page-category.1.js', 'page-product.1.js'],
          },
        },
      },
    ],
    ...extra,
  };
}

interface FakeServer {
  url: string;
  close(): Promise<void>;
}

async function listen(app: express.Express): Promise<FakeServer> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The catalog service as the gateway's upstream: lists and one product. */
async function startCatalog(): Promise<FakeServer> {
  const app = express();
  app.get('/api/products', (_req, res) => {
    res.json([{ id: 'a', imageUrl: '/api/products/images/first.svg' }, { id: 'b' }]);
  });
  app.get('/api/products/category/:slug', (req, res) => {
    res.json([{ id: 'c', imageUrl: `/api/products/images/${req.params.slug}-first.svg` }]);
  });
  app.get('/api/products/:id', (req, res) => {
    if (req.params.id !== PRODUCT_ID) res.status(404).json({ error: 'not found' });
    else res.json({ id: PRODUCT_ID, imageUrl: '/api/products/images/the-product.svg' });
  });
  return listen(app);
}

/** The `<head>` additions of a page, and its data blocks parsed. */
function blocks(html: string) {
  const data = (id: string) => {
    const m = new RegExp(`<script type="application/json" id="${id}">(.*?)</script>`).exec(html);
    return m ? (JSON.parse(m[1]!) as unknown) : undefined;
  };
  const preloads = [...html.matchAll(/<link rel="preload"[^>]*>/g)].map((m) => m[0]);
  return {
    remotes: data('coffee-remotes'),
    manifests: data('coffee-mf-manifests') as Record<string, unknown> | undefined,
    preloads,
  };
}

const remoteUrls = (catalog: string) => ({
  catalog,
  cart_checkout: 'http://127.0.0.1:3002',
  membership: 'http://127.0.0.1:3003',
  account: 'http://127.0.0.1:3004',
  staff: 'http://127.0.0.1:3005',
});

/** SSR=off: the page's remote still plans it, so its server bundle is loaded all the same. */
const SSR_OFF: ShellServerConfig['ssr'] = {
  enabled: false,
  timeoutMs: 2000,
  waitMs: 2000,
  manifestTtlMs: 5000,
};

describe('pages carry their boot data and preload hints', () => {
  let h: Stack;
  let remote: FakeRemote;
  let catalog: FakeServer;
  let manifestUrl: string;
  const manifestHits = () => remote.hits.filter((p) => p === '/mf-manifest.json').length;

  beforeAll(async () => {
    remote = await startFakeRemote();
    remote.mfManifest = manifest('v1');
    catalog = await startCatalog();
    h = await startStack({
      gateway: {
        serviceUrls: { catalog: catalog.url },
        config: { remoteUrls: remoteUrls(remote.url) },
      },
      pages: {
        shellDist: writeShellDist(),
        pageBoot: { ttlMs: 300, waitMs: 1000, timeoutMs: 2000 },
        ssr: SSR_OFF,
      },
    });
    manifestUrl = `${remote.url}/mf-manifest.json`;
  });
  afterAll(async () => {
    await h.close();
    await remote.close();
    await catalog.close();
  });

  it('when / is served, then it inlines the remote map and the catalog manifest, escaped', async () => {
    remote.mfManifest = manifest('v1', { note: '</script><script>alert(1)</script>' });
    const res = await request(h.url).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
    const { remotes, manifests } = blocks(res.text);
    expect(remotes).toEqual({
      remotes: expect.objectContaining({ catalog: manifestUrl }) as unknown,
    });
    expect(manifests).toEqual({ [manifestUrl]: remote.mfManifest });
    // The script block cannot be closed by the data: every `<` is escaped.
    expect(res.text).not.toContain('</script><script>alert(1)');
    expect(res.text).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(res.text.indexOf('coffee-remotes')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it('when / is served, then it preloads the catalog entry, its pages chunks, the home chunk, the first API call and the LCP image', async () => {
    remote.mfManifest = manifest('v1');
    const { preloads } = blocks((await request(h.url).get('/')).text);
    expect(preloads).toEqual([
      `<link rel="preload" as="script" href="${remote.url}/remoteEntry.js">`,
      `<link rel="preload" as="script" href="${remote.url}/40.v1.js">`,
      `<link rel="preload" as="script" href="${remote.url}/__federation_expose_pages.js">`,
      `<link rel="preload" as="script" href="${remote.url}/page-home.v1.js">`,
      '<link rel="preload" as="fetch" href="/api/products?limit=8" crossorigin="use-credentials">',
      // The page's card picture, at the width the screen needs (the same candidates as its <img>).
      '<link rel="preload" as="image" href="/api/products/images/first.svg?w=480" ' +
        'imagesrcset="/api/products/images/first.svg?w=160 160w, /api/products/images/first.svg?w=320 320w, /api/products/images/first.svg?w=480 480w, /api/products/images/first.svg?w=640 640w, /api/products/images/first.svg?w=960 960w" ' +
        'imagesizes="(min-width: 1200px) 290px, (min-width: 768px) 25vw, 50vw" fetchpriority="high">',
    ]);
  });

  it("when a listing is served, then its API call is the plan's (paging, sort, filters), escaped, and its first image is announced", async () => {
    let { preloads } = blocks(
      (await request(h.url).get('/category/all?sort=price-asc&page=2&isSale=true&x=1')).text,
    );
    expect(preloads).toContain(
      '<link rel="preload" as="fetch" href="/api/products?limit=24&amp;offset=24&amp;sort=price-asc&amp;isSale=true" crossorigin="use-credentials">',
    );
    expect(preloads).toContain(
      `<link rel="preload" as="script" href="${remote.url}/page-category.1.js">`,
    );
    expect(preloads.join('')).not.toContain('page-home');

    ({ preloads } = blocks((await request(h.url).get('/category/Beans')).text));
    expect(preloads).toContain(
      '<link rel="preload" as="fetch" href="/api/products/category/beans?limit=24&amp;offset=0&amp;sort=featured" crossorigin="use-credentials">',
    );
    expect(preloads.join('')).toContain(
      '<link rel="preload" as="image" href="/api/products/images/beans-first.svg?w=480" imagesrcset="/api/products/images/beans-first.svg?w=160 160w,',
    );
  });

  it('when a search is served, then its API call is announced; an empty search announces none', async () => {
    let { preloads } = blocks((await request(h.url).get('/search?q=beans&sort=name-asc')).text);
    expect(preloads).toContain(
      '<link rel="preload" as="fetch" href="/api/search?limit=24&amp;offset=0&amp;sort=name-asc&amp;q=beans" crossorigin="use-credentials">',
    );
    expect(preloads).toContain(
      `<link rel="preload" as="script" href="${remote.url}/page-category.1.js">`,
    );
    ({ preloads } = blocks((await request(h.url).get('/search?q=%20')).text));
    expect(preloads.join('')).not.toMatch(/as="fetch"|as="image"/);
  });

  it("when a product page is served, then the product's API call and image are announced; a malformed id gets neither", async () => {
    let { preloads } = blocks((await request(h.url).get(`/product/${PRODUCT_ID}`)).text);
    expect(preloads).toContain(
      `<link rel="preload" as="fetch" href="/api/products/${PRODUCT_ID}" crossorigin="use-credentials">`,
    );
    // The product page's picture is shown larger: its own sizes.
    expect(preloads.join('')).toContain(
      'href="/api/products/images/the-product.svg?w=480" imagesrcset="/api/products/images/the-product.svg?w=160 160w,',
    );
    expect(preloads.join('')).toContain(
      'imagesizes="(min-width: 1200px) 580px, (min-width: 768px) 50vw, 100vw" fetchpriority="high">',
    );
    expect(preloads).toContain(
      `<link rel="preload" as="script" href="${remote.url}/page-product.1.js">`,
    );

    ({ preloads } = blocks((await request(h.url).get('/product/not-an-id')).text));
    expect(preloads.join('')).not.toMatch(/as="fetch"|as="image"/);
    expect(preloads).toContain(
      `<link rel="preload" as="script" href="${remote.url}/page-product.1.js">`,
    );
  });

  it('when an unknown product is served, then there is no image to announce', async () => {
    const { preloads } = blocks(
      (await request(h.url).get('/product/64b7f0c2a1b2c3d4e5f6ffff')).text,
    );
    expect(preloads.join('')).not.toContain('as="image"');
  });

  it('when a page outside the catalog is served, then it carries the remote map only', async () => {
    const { remotes, manifests, preloads } = blocks(
      (await request(h.url).get('/track-order')).text,
    );
    expect(remotes).toBeDefined();
    expect(manifests).toBeUndefined();
    expect(preloads).toEqual([]);
  });

  it('when the remote is re-released, then pages show the new manifest once the brief cache expired', async () => {
    remote.mfManifest = manifest('v1');
    await new Promise((resolve) => setTimeout(resolve, 350));
    await request(h.url).get('/');
    remote.mfManifest = manifest('v2');
    const soon = blocks((await request(h.url).get('/')).text);
    expect(JSON.stringify(soon.manifests)).toContain('page-home.v1.js');
    await new Promise((resolve) => setTimeout(resolve, 350));
    const later = blocks((await request(h.url).get('/')).text);
    expect(JSON.stringify(later.manifests)).toContain('page-home.v2.js');
    expect(later.preloads).toContain(
      `<link rel="preload" as="script" href="${remote.url}/page-home.v2.js">`,
    );
  });

  it('when pages follow each other within the cache time, then the remote manifest is read once', async () => {
    await new Promise((resolve) => setTimeout(resolve, 350));
    const before = manifestHits();
    await Promise.all([1, 2, 3].map(() => request(h.url).get('/')));
    expect(manifestHits() - before).toBe(1);
  });

  it('when the page is compressed, then it still holds the boot data', async () => {
    const res = await request(h.url).get('/').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('coffee-mf-manifests');
  });
});

describe('a dead or hanging remote never holds up the page', () => {
  let h: Stack;
  let remote: FakeRemote;

  function start(catalogUrl: string) {
    return startStack({
      gateway: { dead: ['catalog'], config: { remoteUrls: remoteUrls(catalogUrl) } },
      pages: {
        shellDist: writeShellDist(),
        pageBoot: { ttlMs: 5000, waitMs: 150, timeoutMs: 1000 },
        ssr: { ...SSR_OFF, waitMs: 150, fetchTimeoutMs: 1000 },
      },
    });
  }

  beforeEach(async () => {
    remote = await startFakeRemote();
    remote.mfManifest = manifest('v1');
  });
  afterEach(async () => {
    await h.close();
    await remote.close();
  });

  it('when the remote refuses connections, then the page comes at once with the map and nothing else (no server bundle, no plan)', async () => {
    h = await start(await deadUrl());
    const started = Date.now();
    const res = await request(h.url).get('/');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(200);
    const { remotes, manifests, preloads } = blocks(res.text);
    expect(remotes).toBeDefined();
    expect(manifests).toBeUndefined();
    // The plan (the API call, the image) is the remote's server bundle's: none to announce.
    expect(preloads).toEqual([]);
  });

  it('when the remote manifest hangs, then the page waits only briefly, once, and still announces its API call', async () => {
    remote.hang.add('/mf-manifest.json');
    h = await start(remote.url);
    let started = Date.now();
    let res = await request(h.url).get('/');
    const first = Date.now() - started;
    expect(first).toBeGreaterThanOrEqual(140);
    expect(first).toBeLessThan(900);
    expect(blocks(res.text).manifests).toBeUndefined();
    // The lookup runs on until its timeout and then counts as failed: pages do not wait for it.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    started = Date.now();
    res = await request(h.url).get('/');
    expect(Date.now() - started).toBeLessThan(100);
    const { manifests, preloads } = blocks(res.text);
    expect(manifests).toBeUndefined();
    // The image is not announced: the catalog service is down.
    expect(preloads).toEqual([
      '<link rel="preload" as="fetch" href="/api/products?limit=8" crossorigin="use-credentials">',
    ]);
  });

  it('when the server bundle manifest hangs, then the page waits only briefly, once, without hints', async () => {
    remote.hang.add('/server/ssr-manifest.json');
    h = await start(remote.url);
    let started = Date.now();
    let res = await request(h.url).get('/');
    const first = Date.now() - started;
    expect(first).toBeGreaterThanOrEqual(140);
    expect(first).toBeLessThan(900);
    expect(blocks(res.text).preloads).toEqual([]);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    started = Date.now();
    res = await request(h.url).get('/');
    expect(Date.now() - started).toBeLessThan(100);
    const { remotes, manifests, preloads } = blocks(res.text);
    expect(remotes).toBeDefined();
    expect(manifests).toBeUndefined();
    expect(preloads).toEqual([]);
  });
});
