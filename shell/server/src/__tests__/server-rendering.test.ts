import http from 'node:http';
import zlib from 'node:zlib';
import { RENDER_PASS_HEADER } from '@coffee/contracts';
import type { Harness } from '@coffee/gateway/testing';
import request from 'supertest';
import type { ShellServerConfig } from '../server';
import {
  catalogBundle,
  SHELL_BUNDLE,
  sri,
  ssrTestHooks,
  startFakeRemote,
  writeShellDist,
  type FakeRemote,
} from './support/ssr-fixtures';
import { deadUrl, startStack, type Stack, type StackOptions } from './support/stack';
import { removeTempDirs } from './support/temp-dir';

type GatewayConfig = Harness['config'];

/**
 * The first view of the catalog's pages is rendered by the shell's server from the shell's
 * server bundle (on disk) and the catalog's (from its origin), streamed after the head, with the
 * visitor's own session on its API calls; everything else, and every failure, is the page with an
 * empty root. Every page goes through the gateway, as a visitor reaches it.
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

function ssrConfig(overrides: Partial<ShellServerConfig['ssr']> = {}): ShellServerConfig['ssr'] {
  return {
    enabled: true,
    timeoutMs: TIMEOUT_MS,
    manifestTtlMs: MANIFEST_TTL_MS,
    waitMs: 2000,
    retryMs: 200,
    ...overrides,
  };
}

/** The gateway in front with the catalog remote at `catalog`, the shell's server behind it. */
function stack(
  catalog: string,
  pages: Partial<ShellServerConfig> = {},
  gateway: Partial<GatewayConfig> = {},
  options: Omit<StackOptions, 'pages'> = {},
): Promise<Stack> {
  return startStack({
    ...options,
    gateway: { ...options.gateway, config: { remoteUrls: remoteUrls(catalog), ...gateway } },
    pages: {
      shellDist: writeShellDist(),
      pageBoot: { ttlMs: 5000, waitMs: 1000, timeoutMs: 2000 },
      ssr: ssrConfig(),
      ...pages,
    },
  });
}

interface RenderState {
  status: number;
  seen: { headers: Record<string, string | undefined> };
}

function stateOf(html: string): RenderState {
  const at = html.indexOf(STATE_BLOCK);
  if (at < 0) throw new Error('no state block');
  const json = html.slice(at + STATE_BLOCK.length, html.indexOf('</script>', at));
  return JSON.parse(json) as RenderState;
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

// The shell's server's own warnings (the renders and bundles are its part now).
const warnings = (h: Stack) => h.pageLogs.filter((l) => l.level === 40);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('server rendering of the catalog pages', () => {
  let h: Stack;
  let remote: FakeRemote;

  beforeAll(async () => {
    remote = await startFakeRemote();
    h = await stack(remote.url);
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
    const state = stateOf(res.text);
    expect(state).toMatchObject({ status: 200 });
    // Nobody's session: the service saw no identity.
    expect(state.seen.headers.authorization).toBeUndefined();
    // The head of the page (the remote map) is there; the data's preload is not: it is in the page.
    expect(res.text).toContain('id="coffee-remotes"');
    expect(res.text).not.toContain(API_PRELOAD);

    // The render's API calls go to the gateway.
    expect(hooks.calls).toEqual([
      {
        url: '/',
        apiOrigin: new URL(h.url).origin.replace('localhost', '127.0.0.1'),
        timeoutMs: TIMEOUT_MS,
        remotes: ['catalog'],
      },
    ]);
  });

  it('when a listing, a search or a product page is opened, then the render gets the path with its query', async () => {
    for (const url of [
      '/category/all?sort=price-asc&page=2',
      '/search?q=beans',
      '/product/64b7f0c2a1b2c3d4e5f60718',
    ]) {
      const res = await request(h.url).get(url);
      expect(res.text).toContain('<div id="root"><main>Catalog v1');
      expect(res.text).toContain(STATE_BLOCK);
    }
    expect(hooks.calls.map((c) => c.url)).toEqual([
      '/category/all?sort=price-asc&page=2',
      '/search?q=beans',
      '/product/64b7f0c2a1b2c3d4e5f60718',
    ]);
  });

  it('when a signed-in visitor opens /, then it is rendered with their own session, and the page is theirs alone (never stored)', async () => {
    const { cookie, token } = h.signIn();
    const res = await request(h.url).get('/').set('Cookie', cookie);
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.text).toContain('<div id="root"><main>Catalog v1');
    const state = stateOf(res.text);
    expect(state.status).toBe(200);
    // The gateway turned the session the render carried into the service's bearer token.
    expect(state.seen.headers.authorization).toBe(`Bearer ${token}`);
    expect(state.seen.headers[RENDER_PASS_HEADER]).toBeUndefined();
    expect(hooks.calls.map((c) => c.url)).toEqual(['/']);
  });

  it("when signed-in and anonymous visitors are rendered at the same instant, then each page holds its own visitor's session and nobody else's", async () => {
    const VISITORS = 10;
    const signedIn = Array.from({ length: VISITORS }, () => h.signIn());
    let open!: () => void;
    hooks.gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    // Every render waits at the gate before its API call, so all twenty calls are made together.
    const pages = [
      ...signedIn.map(({ cookie, token }) => ({
        token: token as string | undefined,
        res: request(h.url)
          .get('/category/gated')
          .set('Cookie', cookie)
          .then((r) => r),
      })),
      ...Array.from({ length: VISITORS }, () => ({
        token: undefined as string | undefined,
        res: request(h.url)
          .get('/category/gated')
          .then((r) => r),
      })),
    ];
    for (let i = 0; i < 100 && hooks.calls.length < 2 * VISITORS; i += 1) await sleep(20);
    expect(hooks.calls).toHaveLength(2 * VISITORS);
    open();
    for (const page of pages) {
      const res = await page.res;
      expect(res.status).toBe(200);
      const state = stateOf(res.text);
      expect(state.status).toBe(200);
      if (page.token) {
        expect(state.seen.headers.authorization).toBe(`Bearer ${page.token}`);
        expect(res.headers['cache-control']).toBe('private, no-store');
      } else {
        expect(state.seen.headers.authorization).toBeUndefined();
        expect(res.headers['cache-control']).toContain('no-cache');
      }
    }
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

  it("when the page is not one rendered here (guarded, or the shell's own), or is asked with HEAD, then it is the page with an empty root", async () => {
    const { cookie } = h.signIn();
    const checkout = await request(h.url).get('/checkout').set('Cookie', cookie);
    expect(checkout.status).toBe(200);
    expect(checkout.text).toContain(EMPTY_ROOT);
    expect(checkout.text).not.toContain(STATE_BLOCK);

    const trackOrder = await request(h.url).get('/track-order');
    expect(trackOrder.status).toBe(200);
    expect(trackOrder.text).toContain(EMPTY_ROOT);
    expect(trackOrder.text).not.toContain(STATE_BLOCK);

    const head = await request(h.url).head('/');
    expect(head.status).toBe(200);
    expect(Number(head.headers['content-length'])).toBeGreaterThan(0);

    // Asked directly, without the gateway's pass: never rendered (only the gateway admits a render).
    const direct = await request(h.pagesUrl).get('/');
    expect(direct.status).toBe(200);
    expect(direct.text).toContain(EMPTY_ROOT);
    expect(direct.text).not.toContain(STATE_BLOCK);

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

  it('when the catalog bundle requires a module the shell does not share, or its manifest needs one, then it is refused with a warning and pages are rendered in the browser, without hints', async () => {
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
      // The plan is the bundle's: without it the page has its remote map and no hints at all.
      expect(res.text).toContain('id="coffee-remotes"');
      expect(res.text).not.toContain('<link rel="preload"');
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
  let h: Stack;
  let remote: FakeRemote;

  beforeAll(async () => {
    remote = await startFakeRemote();
    // A release whose file was swapped on the remote's static host after its manifest was written:
    // if it ran, it would mark the test's globals.
    remote.files.set(
      'catalog.swapped.js',
      `globalThis.__coffeeSsrTest.swappedRan = true;\n${catalogBundle('Swapped')}`,
    );
    h = await stack(remote.url);
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
      expect(res.text).not.toContain('<link rel="preload"');
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
    const tampered = await stack(remote.url, {
      shellDist: writeShellDist(sri(`${SHELL_BUNDLE}// changed`)),
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
// stack's page head would fetch that remote's mf-manifest.json, which the tests may not reach.
describe('server bundles outside development (NODE_ENV=production: https or this machine only)', () => {
  let remote: FakeRemote;
  beforeAll(async () => {
    remote = await startFakeRemote();
  });
  afterAll(() => remote.close());

  it('when the catalog remote is on this machine, then it is rendered as in development', async () => {
    const h = await stack(remote.url, { ssr: ssrConfig({ requireHttps: true }) });
    try {
      expect((await request(h.url).get('/')).text).toContain('<main>Catalog v1 with fake-react');
    } finally {
      await h.close();
    }
  });
});

describe('server rendering, the render pass and the per-address limits', () => {
  const API_LIMIT = 3;
  let h: Stack;
  let remote: FakeRemote;
  let lastAddress = 0;
  /** A client address no other test uses (loopback is the test's trusted proxy). */
  const newAddress = () => `198.51.100.${(lastAddress += 1)}`;
  const page = (path: string, from: string) =>
    request(h.url).get(path).set('X-Forwarded-For', from);

  beforeAll(async () => {
    remote = await startFakeRemote();
    h = await stack(
      remote.url,
      {},
      {
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
      },
    );
  });
  afterAll(async () => {
    await h.close();
    await remote.close();
  });

  it('when renders call the API, then their calls carry the pass, the limit does not count them per address, and the pass stays in the gateway', async () => {
    // More renders than the limit, each for another client: their calls all come from the shell's
    // server at 127.0.0.1, one address; past the limit they still answer 200 because each carries
    // the pass its page was given, which keeps it out of the per-address count.
    for (let i = 0; i < API_LIMIT + 2; i += 1) {
      const res = await page('/', newAddress());
      const state = stateOf(res.text);
      expect(state.status).toBe(200);
      expect(state.seen.headers[RENDER_PASS_HEADER]).toBeUndefined();
      expect(state.seen.headers['x-forwarded-for']).toBe('127.0.0.1');
    }
  });

  it('when a client sends a forged pass with its API calls, then it is counted like any other', async () => {
    const client = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i <= API_LIMIT; i += 1) {
      const res = await page('/api/products?limit=8', client).set(
        RENDER_PASS_HEADER,
        'A'.repeat(43),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('when a client has spent its API budget, then its pages go out unrendered (200, empty root)', async () => {
    const client = newAddress();
    for (let i = 0; i < API_LIMIT; i += 1)
      expect((await page('/category/all', client)).text).toContain(STATE_BLOCK);
    const over = await page('/category/all', client);
    expect(over.status).toBe(200);
    expect(over.text).toContain(EMPTY_ROOT);
    expect(over.text).not.toContain(STATE_BLOCK);
    // Not rendered: the page's first API call is preloaded instead.
    expect(over.text).toContain(API_PRELOAD);
    // Another client is not affected.
    expect((await page('/category/all', newAddress())).text).toContain(STATE_BLOCK);
  });
});

describe('when server rendering cannot happen', () => {
  it('when SSR is off, then / is the page with an empty root, its plan still read from the bundle', async () => {
    const remote = await startFakeRemote();
    const h = await stack(remote.url, { ssr: ssrConfig({ enabled: false }) });
    try {
      const res = await request(h.url).get('/');
      expect(res.text).toContain(EMPTY_ROOT);
      expect(res.text).not.toContain(STATE_BLOCK);
      // The hints come from the remote's plan, so its server bundle is still loaded.
      expect(res.text).toContain(
        '<link rel="preload" as="fetch" href="/api/products?limit=8" crossorigin="use-credentials">',
      );
      expect(remote.hits).toContain('/server/ssr-manifest.json');
      expect(hooks.calls).toEqual([]);
    } finally {
      await h.close();
      await remote.close();
    }
  });

  it('when the catalog remote is down, then pages go out unrendered, with one warning however many pages', async () => {
    const h = await stack(await deadUrl(), { ssr: ssrConfig({ manifestTtlMs: 60_000 }) });
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
