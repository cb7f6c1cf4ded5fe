import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { startHarness, type Harness } from './support/harness';
import { deadUrl } from './support/upstreams';
import { removeTempDirs, tempDir } from './support/temp-dir';

afterAll(removeTempDirs);

const DEAD_SERVICES = {
  catalog: 'http://127.0.0.1:1',
  'cart-checkout': 'http://127.0.0.1:1',
  membership: 'http://127.0.0.1:1',
  account: 'http://127.0.0.1:1',
  staff: 'http://127.0.0.1:1',
};

const PRODUCT_ID = '64b7f0c2a1b2c3d4e5f60718';
const INDEX = `<!doctype html><html><head><title>Shop</title><script defer src="/main.1.js"></script></head><body><div id="root"></div></body></html>`;

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
  hits: string[];
  close(): Promise<void>;
}

async function listen(app: express.Express): Promise<FakeServer> {
  const hits: string[] = [];
  const outer = express();
  outer.use((req, _res, next) => {
    hits.push(req.originalUrl);
    next();
  });
  outer.use(app);
  const server = http.createServer(outer);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A remote's static server: its manifest can be re-released, and /hang never answers. */
let catalogManifest: unknown = manifest('v1');
async function startRemote(): Promise<FakeServer> {
  const app = express();
  app.get('/mf-manifest.json', (_req, res) => {
    res.json(catalogManifest);
  });
  app.get('/hang/mf-manifest.json', () => undefined);
  return listen(app);
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

describe('pages carry their boot data and preload hints', () => {
  let h: Harness;
  let remote: FakeServer;
  let catalog: FakeServer;
  let manifestUrl: string;

  beforeAll(async () => {
    remote = await startRemote();
    catalog = await startCatalog();
    const shellDist = tempDir('gateway-page-boot-');
    writeFileSync(path.join(shellDist, 'index.html'), INDEX);
    h = await startHarness({
      config: {
        shellDist,
        remoteUrls: {
          catalog: remote.url,
          cart_checkout: 'http://127.0.0.1:3002',
          membership: 'http://127.0.0.1:3003',
          account: 'http://127.0.0.1:3004',
          staff: 'http://127.0.0.1:3005',
        },
        pageBoot: { ttlMs: 300, waitMs: 1000, timeoutMs: 2000 },
        services: { ...DEAD_SERVICES, catalog: catalog.url },
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
    catalogManifest = manifest('v1', { note: '</script><script>alert(1)</script>' });
    const res = await request(h.url).get('/');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toContain('no-cache');
    const { remotes, manifests } = blocks(res.text);
    expect(remotes).toEqual({
      remotes: expect.objectContaining({ catalog: manifestUrl }) as unknown,
    });
    expect(manifests).toEqual({ [manifestUrl]: catalogManifest });
    // The script block cannot be closed by the data: every `<` is escaped.
    expect(res.text).not.toContain('</script><script>alert(1)');
    expect(res.text).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(res.text.indexOf('coffee-remotes')).toBeLessThan(res.text.indexOf('</head>'));
  });

  it('when / is served, then it preloads the catalog entry, its pages chunks, the home chunk, the first API call and the LCP image', async () => {
    catalogManifest = manifest('v1');
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

  it('when a listing is served, then its API call is the one the page makes (paging, sort, filters) and its first image is announced', async () => {
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
    catalogManifest = manifest('v1');
    await request(h.url).get('/');
    catalogManifest = manifest('v2');
    const soon = blocks((await request(h.url).get('/')).text);
    expect(JSON.stringify(soon.manifests)).toContain('page-home.v1.js');
    await new Promise((resolve) => setTimeout(resolve, 350));
    const later = blocks((await request(h.url).get('/')).text);
    expect(JSON.stringify(later.manifests)).toContain('page-home.v2.js');
    expect(later.preloads).toContain(
      `<link rel="preload" as="script" href="${remote.url}/page-home.v2.js">`,
    );
  });

  it('when pages follow each other within the cache time, then the remote is asked once', async () => {
    await new Promise((resolve) => setTimeout(resolve, 350));
    const before = remote.hits.length;
    await Promise.all([1, 2, 3].map(() => request(h.url).get('/')));
    expect(remote.hits.length - before).toBe(1);
  });

  it('when the page is compressed, then it still holds the boot data', async () => {
    const res = await request(h.url).get('/').set('Accept-Encoding', 'br');
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.text).toContain('coffee-mf-manifests');
  });
});

describe('a dead or hanging remote never holds up the page', () => {
  let h: Harness;
  let remote: FakeServer;

  async function start(catalogUrl: string) {
    const shellDist = tempDir('gateway-page-boot-dead-');
    writeFileSync(path.join(shellDist, 'index.html'), INDEX);
    return startHarness({
      dead: ['catalog'],
      config: {
        shellDist,
        remoteUrls: {
          catalog: catalogUrl,
          cart_checkout: 'http://127.0.0.1:3002',
          membership: 'http://127.0.0.1:3003',
          account: 'http://127.0.0.1:3004',
          staff: 'http://127.0.0.1:3005',
        },
        pageBoot: { ttlMs: 5000, waitMs: 150, timeoutMs: 1000 },
      },
    });
  }

  beforeAll(async () => {
    remote = await startRemote();
  });
  afterEach(() => h.close());
  afterAll(() => remote.close());

  it('when the remote refuses connections, then the page comes at once with the map but no manifest', async () => {
    h = await start(await deadUrl());
    const started = Date.now();
    const res = await request(h.url).get('/');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(res.status).toBe(200);
    const { remotes, manifests, preloads } = blocks(res.text);
    expect(remotes).toBeDefined();
    expect(manifests).toBeUndefined();
    // The API call is still announced; the image is not (the catalog service is down too).
    expect(preloads).toEqual([
      '<link rel="preload" as="fetch" href="/api/products?limit=8" crossorigin="use-credentials">',
    ]);
  });

  it('when the remote hangs, then the page waits only briefly, once', async () => {
    h = await start(`${remote.url}/hang`);
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
    expect(blocks(res.text).manifests).toBeUndefined();
  });
});
