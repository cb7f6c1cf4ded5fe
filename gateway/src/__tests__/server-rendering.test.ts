import http from 'node:http';
import zlib from 'node:zlib';
import request from 'supertest';
import type { GatewayConfig } from '../config';
import { LOOPBACK_HEADER } from '../ssr/loopback';
import { startHarness, type Harness } from './support/harness';
import { deadUrl } from './support/upstreams';
import { removeTempDirs } from './support/temp-dir';
import {
  catalogBundle,
  SHELL_BUNDLE,
  sri,
  ssrTestHooks,
  startFakeRemote,
  writeShellDist,
  type FakeRemote,
} from './support/ssr-fixtures';

/**
 * The first view of the anonymous catalog pages is rendered here from the shell's server bundle
 * (on disk) and the catalog's (from its origin), streamed after the head; everything else, and
 * every failure, is today's page with an empty root.
 */

afterAll(removeTempDirs);

const TIMEOUT_MS = 800;
const MANIFEST_TTL_MS = 600;
const STATE_BLOCK = '<script type="application/json" id="coffee-ssr-state">';
const API_PRELOAD = '<link rel="preload" as="fetch"';
const EMPTY_ROOT = '<div id="root"></div>';

const hooks = ssrTestHooks();
beforeEach(() => {
  hooks.calls.length = 0;
});

function remoteUrls(catalog: string): GatewayConfig['remoteUrls'] {
  return {
    catalog,
    cart_checkout: 'http://127.0.0.1:3002',
    membership: 'http://127.0.0.1:3003',
    account: 'http://127.0.0.1:3004',
    staff: 'http://127.0.0.1:3005',
  };
}

function ssrConfig(overrides: Partial<NonNullable<GatewayConfig['ssr']>> = {}) {
  return {
    enabled: true,
    timeoutMs: TIMEOUT_MS,
    manifestTtlMs: MANIFEST_TTL_MS,
    waitMs: 2000,
    retryMs: 200,
    ...overrides,
  };
}

function stateOf(html: string): { status: number; seen: { headers: Record<string, string> } } {
  const at = html.indexOf(STATE_BLOCK);
  if (at < 0) throw new Error('no state block');
  const json = html.slice(at + STATE_BLOCK.length, html.indexOf('</script>', at));
  return JSON.parse(json) as { status: number; seen: { headers: Record<string, string> } };
}

/**
 * GETs a page and resolves as soon as its decompressed text reaches the end of the head's part
 * (`<body>`), with a promise of the whole text.
 */
function readHeadFirst(
  url: string,
  encoding: string,
  decompress: () => NodeJS.ReadWriteStream,
): Promise<{ headers: http.IncomingHttpHeaders; first: string; rest: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: { 'accept-encoding': encoding } });
    req.on('error', reject);
    req.on('response', (res) => {
      const text = res.pipe(decompress());
      let seen = '';
      let headSeen = false;
      const rest = new Promise<string>((done, failed) => {
        text.on('end', () => done(seen));
        text.on('error', failed);
      });
      text.on('data', (chunk: Buffer) => {
        seen += chunk.toString();
        if (!headSeen && seen.includes('<body>')) {
          headSeen = true;
          resolve({ headers: res.headers, first: seen, rest });
        }
      });
    });
  });
}

const warnings = (h: Harness) => h.logs.filter((l) => l.level === 40);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('server rendering of the anonymous catalog pages', () => {
  let h: Harness;
  let remote: FakeRemote;

  beforeAll(async () => {
    remote = await startFakeRemote();
    h = await startHarness({
      config: {
        shellDist: writeShellDist(),
        remoteUrls: remoteUrls(remote.url),
        pageBoot: { ttlMs: 5000, waitMs: 1000, timeoutMs: 2000 },
        ssr: ssrConfig(),
      },
    });
  });
  afterAll(async () => {
    await h.close();
    await remote.close();
  });
  beforeEach(() => {
    remote.ssrManifest = { entry: 'catalog.v1.js', shared: ['react'] };
  });

  it('when a visitor without a session opens /, then #root holds the rendered markup after its styles, and the state follows, escaped', async () => {
    const res = await request(h.url).get('/').set('accept-encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toContain('no-cache');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.text).toContain(
      `<body><style data-styled="active">main{color:brown}</style><div id="root"><main>Catalog v1 with fake-react</main></div>${STATE_BLOCK}`,
    );
    // "Please enable JavaScript" is not true of a rendered page.
    expect(res.text).not.toContain('<noscript>');
    // The rest of index.html follows the state.
    expect(res.text).toMatch(/<\/script><footer-marker><\/footer-marker><\/body><\/html>$/);
    expect(res.text).not.toContain('</script><script>alert(1)');
    expect(res.text).toContain('\\u003c/script>\\u003cscript>alert(1)');
    expect(stateOf(res.text)).toMatchObject({ status: 200 });
    // The head of today's page (the remote map) is there; the data's preload is not: it is in the page.
    expect(res.text).toContain('id="coffee-remotes"');
    expect(res.text).not.toContain(API_PRELOAD);

    const port = new URL(h.url).port;
    expect(hooks.calls).toEqual([
      {
        url: '/',
        apiOrigin: `http://127.0.0.1:${port}`,
        timeoutMs: TIMEOUT_MS,
        remotes: ['catalog'],
      },
    ]);
  });

  it('when a listing or a product page is opened, then the render gets the path with its query', async () => {
    for (const url of [
      '/category/all?sort=price-asc&page=2',
      '/product/64b7f0c2a1b2c3d4e5f60718',
    ]) {
      const res = await request(h.url).get(url);
      expect(res.text).toContain('<div id="root"><main>Catalog v1');
    }
    expect(hooks.calls.map((c) => c.url)).toEqual([
      '/category/all?sort=price-asc&page=2',
      '/product/64b7f0c2a1b2c3d4e5f60718',
    ]);
  });

  it.each([
    ['br', () => zlib.createBrotliDecompress()],
    ['gzip', () => zlib.createGunzip()],
  ] as const)(
    'when the render takes a while, then the head (%s, flushed) arrives before it finishes',
    async (encoding, decompress) => {
      let open!: () => void;
      hooks.gate = new Promise<void>((resolve) => {
        open = resolve;
      });
      const { headers, first, rest } = await readHeadFirst(
        `${h.url}/category/gated`,
        encoding,
        decompress,
      );
      expect(headers['content-encoding']).toBe(encoding);
      expect(headers['content-length']).toBeUndefined();
      expect(first).toContain('id="coffee-remotes"');
      expect(first).toMatch(/<\/head><body>$/);
      expect(first).not.toContain('id="root"');
      // The render is still waiting: the test has not opened the gate.
      expect(hooks.calls.map((c) => c.url)).toEqual(['/category/gated']);
      open();
      const all = await rest;
      expect(all.startsWith(first)).toBe(true);
      expect(all).toContain('<div id="root"><main>Catalog v1');
      expect(all).toContain(STATE_BLOCK);
      expect(all).toMatch(/<\/html>$/);
    },
  );

  it("when the page is not one rendered here, or the visitor has a session, or asks with HEAD, then it is today's page with the API preload", async () => {
    const { cookie } = h.signIn();
    const signedIn = await request(h.url).get('/').set('Cookie', cookie);
    expect(signedIn.status).toBe(200);
    expect(signedIn.text).toContain(EMPTY_ROOT);
    expect(signedIn.text).not.toContain(STATE_BLOCK);
    expect(signedIn.text).toContain(
      '<link rel="preload" as="fetch" href="/api/products?limit=8" crossorigin="use-credentials">',
    );

    const checkout = await request(h.url).get('/checkout').set('Cookie', cookie);
    expect(checkout.status).toBe(200);
    expect(checkout.text).toContain(EMPTY_ROOT);
    expect(checkout.text).not.toContain(STATE_BLOCK);

    const search = await request(h.url).get('/search?q=beans');
    expect(search.text).toContain(EMPTY_ROOT);
    expect(search.text).toContain(API_PRELOAD);

    const head = await request(h.url).head('/');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);

    expect(hooks.calls).toEqual([]);
  });

  it('when the render throws or passes its timeout, then the page goes out with an empty root and a warning, never a 5xx', async () => {
    for (const [url, reason] of [
      ['/product/throws', 'the page blew up'],
      ['/product/slow', `no answer within ${TIMEOUT_MS} ms`],
    ] as const) {
      const started = Date.now();
      const res = await request(h.url).get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain(`</noscript>${EMPTY_ROOT}<footer-marker>`);
      expect(res.text).not.toContain(STATE_BLOCK);
      expect(Date.now() - started).toBeLessThan(TIMEOUT_MS + 1500);
      expect(warnings(h)).toContainEqual(
        expect.objectContaining({
          msg: 'server render failed: the page is rendered in the browser',
          path: url,
          reason,
        }),
      );
    }
  });

  it('when the catalog releases a new server bundle, then pages are rendered by it once the manifest is read again', async () => {
    expect((await request(h.url).get('/')).text).toContain('Catalog v1');
    remote.ssrManifest = { entry: 'catalog.v2.js', shared: ['react'] };
    // Within the manifest's cache window: the release in use stays.
    expect((await request(h.url).get('/')).text).toContain('Catalog v1');
    await sleep(MANIFEST_TTL_MS + 100);
    const res = await request(h.url).get('/');
    expect(res.text).toContain('<main>Catalog v2 with fake-react</main>');
    expect(remote.hits.filter((p) => p === '/server/catalog.v2.js')).toHaveLength(1);
  });

  it('when the catalog bundle requires a module the shell does not share, or its manifest needs one, then it is refused with a warning and pages are rendered in the browser', async () => {
    for (const manifest of [
      { entry: 'catalog.bad.js', shared: ['react'] },
      { entry: 'catalog.v1.js', shared: ['react', 'left-pad'] },
    ]) {
      remote.ssrManifest = manifest;
      await sleep(MANIFEST_TTL_MS + 100);
      const res = await request(h.url).get('/');
      expect(res.status).toBe(200);
      expect(res.text).toContain(EMPTY_ROOT);
      expect(res.text).not.toContain(STATE_BLOCK);
      // Not rendered, so the page's first API call is preloaded as today.
      expect(res.text).toContain(API_PRELOAD);
      expect(warnings(h).at(-1)).toMatchObject({
        msg: 'server bundle unavailable: its pages are rendered in the browser',
        bundle: 'catalog',
        err: expect.stringContaining('left-pad') as unknown,
      });
    }
    expect(hooks.calls).toEqual([]);
    // Back to a good release: rendered again.
    remote.ssrManifest = { entry: 'catalog.v1.js', shared: ['react'] };
    await sleep(MANIFEST_TTL_MS + 100);
    expect((await request(h.url).get('/')).text).toContain('<main>Catalog v1');
  });
});

describe('the server bundles are pinned by hash (issue 24)', () => {
  let h: Harness;
  let remote: FakeRemote;

  beforeAll(async () => {
    remote = await startFakeRemote();
    // A release whose file was swapped on the remote's static host after its manifest was written:
    // if it ran, it would mark the test's globals.
    remote.files.set(
      'catalog.swapped.js',
      `globalThis.__coffeeSsrTest.swappedRan = true;\n${catalogBundle('Swapped')}`,
    );
    h = await startHarness({
      config: {
        shellDist: writeShellDist(),
        remoteUrls: remoteUrls(remote.url),
        pageBoot: { ttlMs: 5000, waitMs: 1000, timeoutMs: 2000 },
        ssr: ssrConfig(),
      },
    });
  });
  afterAll(async () => {
    await h.close();
    await remote.close();
  });

  it("when the catalog's bundle does not match the integrity its manifest names, or the manifest names none, then it never runs: a warning, and pages are rendered in the browser", async () => {
    for (const manifest of [
      { entry: 'catalog.swapped.js', shared: ['react'], integrity: sri(catalogBundle('Swapped')) },
      { entry: 'catalog.v1.js', shared: ['react'], integrity: null },
      { entry: 'catalog.v1.js', shared: ['react'], integrity: 'sha384-not-a-digest' },
    ]) {
      remote.ssrManifest = manifest;
      await sleep(MANIFEST_TTL_MS + 100);
      const res = await request(h.url).get('/');
      expect(res.status).toBe(200);
      expect(res.text).toContain(EMPTY_ROOT);
      expect(res.text).not.toContain(STATE_BLOCK);
      expect(res.text).toContain(API_PRELOAD);
      expect(warnings(h).at(-1)).toMatchObject({
        msg: 'server bundle unavailable: its pages are rendered in the browser',
        bundle: 'catalog',
        err: expect.stringMatching(/integrity/) as unknown,
      });
    }
    expect(remote.hits).toContain('/server/catalog.swapped.js');
    expect((hooks as { swappedRan?: boolean }).swappedRan).toBeUndefined();
    expect(hooks.calls).toEqual([]);
    // The manifest naming the bundle's own hash: rendered again once it is read (an unreadable
    // manifest is read again in the background, so a page or two may still go out unrendered).
    remote.ssrManifest = { entry: 'catalog.v1.js', shared: ['react'] };
    let again = '';
    for (let i = 0; i < 20 && !again.includes('<main>Catalog v1'); i += 1) {
      await sleep(MANIFEST_TTL_MS / 4);
      again = (await request(h.url).get('/')).text;
    }
    expect(again).toContain('<main>Catalog v1');
  });

  it("when the shell's own bundle on disk does not match its manifest, then it never runs and every page is rendered in the browser", async () => {
    const tampered = await startHarness({
      config: {
        shellDist: writeShellDist(sri(`${SHELL_BUNDLE}// changed`)),
        remoteUrls: remoteUrls(remote.url),
        ssr: ssrConfig(),
      },
    });
    try {
      const res = await request(tampered.url).get('/');
      expect(res.status).toBe(200);
      expect(res.text).toContain(EMPTY_ROOT);
      expect(warnings(tampered).at(-1)).toMatchObject({
        bundle: 'shell',
        err: expect.stringMatching(/does not match the integrity/) as unknown,
      });
      expect(hooks.calls).toEqual([]);
    } finally {
      await tampered.close();
    }
  });
});

// The refusal of a plain-http remote elsewhere is in ssr/__tests__/ssr-bundles.test.ts: this
// harness's page head would fetch that remote's mf-manifest.json, which the tests may not reach.
describe('server bundles outside development (NODE_ENV=production: https or this machine only)', () => {
  let remote: FakeRemote;
  beforeAll(async () => {
    remote = await startFakeRemote();
  });
  afterAll(() => remote.close());

  it('when the catalog remote is on this machine, then it is rendered as in development', async () => {
    const h = await startHarness({
      config: {
        shellDist: writeShellDist(),
        remoteUrls: remoteUrls(remote.url),
        ssr: ssrConfig({ requireHttps: true }),
      },
    });
    try {
      expect((await request(h.url).get('/')).text).toContain('<main>Catalog v1 with fake-react');
    } finally {
      await h.close();
    }
  });
});

describe('server rendering and the per-address limits', () => {
  const API_LIMIT = 3;
  let h: Harness;
  let remote: FakeRemote;
  let lastAddress = 0;
  /** A client address no other test uses (loopback is the test's trusted proxy). */
  const newAddress = () => `198.51.100.${(lastAddress += 1)}`;
  const page = (path: string, from: string) =>
    request(h.url).get(path).set('X-Forwarded-For', from);

  beforeAll(async () => {
    remote = await startFakeRemote();
    h = await startHarness({
      config: {
        shellDist: writeShellDist(),
        remoteUrls: remoteUrls(remote.url),
        trustProxy: 'loopback',
        rateLimit: {
          signIn: 100,
          writes: 100,
          api: API_LIMIT,
          user: 100,
          windowMs: 60_000,
          redisUrl: undefined,
          redisPrefix: 'unused:',
          maxKeys: 1000,
          exemptAddresses: [],
        },
        ssr: ssrConfig(),
      },
    });
  });
  afterAll(async () => {
    await h.close();
    await remote.close();
  });

  it('when renders call the API, then the limit does not count them, the mark stays in the gateway, and a client sending a mark is counted', async () => {
    // More renders than the limit, each for another client: their calls all come from 127.0.0.1.
    for (let i = 0; i < API_LIMIT + 2; i += 1) {
      const state = stateOf((await page('/', newAddress())).text);
      expect(state.status).toBe(200);
      expect(state.seen.headers[LOOPBACK_HEADER]).toBeUndefined();
      expect(state.seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    }
    const client = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= API_LIMIT; i += 1) {
      const res = await page('/api/products?limit=8', client).set(LOOPBACK_HEADER, 'A'.repeat(43));
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('when a client has spent its API budget, then its pages go out unrendered (200, empty root, API preload)', async () => {
    const client = newAddress();
    for (let i = 0; i < API_LIMIT; i += 1)
      expect((await page('/category/all', client)).text).toContain(STATE_BLOCK);
    const over = await page('/category/all', client);
    expect(over.status).toBe(200);
    expect(over.text).toContain(EMPTY_ROOT);
    expect(over.text).not.toContain(STATE_BLOCK);
    expect(over.text).toContain(API_PRELOAD);
    // Another client is not affected.
    expect((await page('/category/all', newAddress())).text).toContain(STATE_BLOCK);
  });
});

describe('when server rendering cannot happen', () => {
  it("when SSR is off, then / is today's page", async () => {
    const remote = await startFakeRemote();
    const h = await startHarness({
      config: {
        shellDist: writeShellDist(),
        remoteUrls: remoteUrls(remote.url),
        ssr: ssrConfig({ enabled: false }),
      },
    });
    try {
      const res = await request(h.url).get('/');
      expect(res.text).toContain(EMPTY_ROOT);
      expect(res.text).not.toContain(STATE_BLOCK);
      expect(res.text).toContain(API_PRELOAD);
      expect(remote.hits).not.toContain('/server/ssr-manifest.json');
    } finally {
      await h.close();
      await remote.close();
    }
  });

  it('when the catalog remote is down, then pages go out as today, with one warning however many pages', async () => {
    const h = await startHarness({
      config: {
        shellDist: writeShellDist(),
        remoteUrls: remoteUrls(await deadUrl()),
        ssr: ssrConfig({ manifestTtlMs: 60_000 }),
      },
    });
    try {
      for (let i = 0; i < 3; i += 1) {
        const res = await request(h.url).get('/');
        expect(res.status).toBe(200);
        expect(res.text).toContain(EMPTY_ROOT);
        expect(res.text).not.toContain(STATE_BLOCK);
      }
      const bundleWarnings = warnings(h).filter((l) => l.bundle === 'catalog');
      expect(bundleWarnings).toHaveLength(1);
      expect(hooks.calls).toEqual([]);
    } finally {
      await h.close();
    }
  });
});
