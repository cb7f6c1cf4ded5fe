import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import {
  INTERNAL_TOKEN_HEADER,
  RENDER_ADMITTED_HEADER,
  RENDER_PASS_HEADER,
  REQUEST_ID_HEADER,
  sessionCookieName,
} from '@coffee/contracts';
import request from 'supertest';
import type { GatewayConfig } from '../config';
import { deriveRenderPass } from '../http/render-pass';
import { BUCKET_COOKIE } from '../releases/visitor-bucket';
import { startHarness, type Harness } from './support/harness';
import { removeTempDirs, tempDir } from './support/temp-dir';
import { deadUrl } from './support/upstreams';

/**
 * The gateway's part in a page (pages/page-proxy.ts): its redirects, then every page and shell
 * file handed to the shell's own server with headers the gateway vouches for. A recording server
 * stands in for the shell's server here (shell/server's own tests run the real one).
 */

afterAll(removeTempDirs);

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

interface PageServer {
  url: string;
  seen: Seen[];
  /** The one request for `url` the test just made (there must be exactly one). */
  only(url: string): Seen;
  close(): Promise<void>;
}

/** Answers every request with a tiny page and remembers what reached it. */
async function startPageServer(): Promise<PageServer> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end('<!doctype html><div id="root"></div>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    only(url) {
      const found = seen.filter((s) => s.url === url);
      expect(found).toHaveLength(1);
      return found[0]!;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

const API_LIMIT = 3;
const rateLimit = (api: number): GatewayConfig['rateLimit'] => ({
  signIn: 100,
  writes: 100,
  api,
  user: 100,
  windowMs: 60_000,
  redisUrl: undefined,
  redisPrefix: 'unused:',
  maxKeys: 1000,
  exemptAddresses: [],
});

describe('pages handed to the shell’s server', () => {
  let h: Harness;
  let pages: PageServer;
  let pass: string;
  let lastAddress = 0;
  /** A client address no other test uses (loopback is the test's trusted proxy). */
  const newAddress = () => `198.51.100.${(lastAddress += 1)}`;
  const get = (url: string, from = newAddress()) =>
    request(h.url).get(url).set('X-Forwarded-For', from);

  beforeAll(async () => {
    pages = await startPageServer();
    h = await startHarness({
      config: {
        pageServerUrl: pages.url,
        trustProxy: 'loopback',
        rateLimit: rateLimit(API_LIMIT),
      },
    });
    pass = deriveRenderPass(h.config.internalToken);
  });
  afterAll(async () => {
    await h.close();
    await pages.close();
  });
  beforeEach(() => {
    pages.seen.length = 0;
  });

  it("when a remote's unguarded page is asked for, then it arrives admitted for rendering, with the render pass and the gateway's forwarded headers", async () => {
    const res = await get('/category/beans?sort=price-asc', '198.51.100.200');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root">');
    const seen = pages.only('/category/beans?sort=price-asc');
    expect(seen.method).toBe('GET');
    expect(seen.headers[RENDER_PASS_HEADER]).toBe(pass);
    expect(seen.headers[RENDER_ADMITTED_HEADER]).toBe('1');
    // The client as the gateway established it (the loopback proxy in front is trusted).
    expect(seen.headers['x-forwarded-for']).toBe('198.51.100.200');
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-host']).toBe(new URL(h.url).host);
    expect(seen.headers[REQUEST_ID_HEADER]).toMatch(/\S/);
  });

  it('when a signed-in visitor asks for a page, then their session cookie goes along (their render uses it) but no identity header of theirs', async () => {
    const { cookie } = h.signIn();
    await get('/').set('Cookie', cookie).set('Authorization', 'Bearer someone-else');
    const seen = pages.only('/');
    expect(seen.headers.cookie).toContain(`${sessionCookieName(false)}=`);
    expect(seen.headers.authorization).toBeUndefined();
    expect(seen.headers[RENDER_PASS_HEADER]).toBe(pass);
  });

  it("when a page is the shell's own, is guarded, or is asked with HEAD, or a shell file is asked for, then it is not admitted for rendering (the pass goes with every page, for its lookups)", async () => {
    const { cookie } = h.signIn();
    await get('/help-center');
    await get('/checkout').set('Cookie', cookie);
    await request(h.url).head('/').set('X-Forwarded-For', newAddress());
    await get('/main.0123456789.js');
    await get('/no-such-page');
    expect(pages.seen.map((s) => [s.method, s.url])).toEqual([
      ['GET', '/help-center'],
      ['GET', '/checkout'],
      ['HEAD', '/'],
      ['GET', '/main.0123456789.js'],
      ['GET', '/no-such-page'],
    ]);
    for (const seen of pages.seen) {
      expect(seen.headers[RENDER_ADMITTED_HEADER]).toBeUndefined();
      expect(seen.headers[RENDER_PASS_HEADER]).toBe(pass);
    }
  });

  it('when a client sends a pass, an internal token or identity headers of its own, then none of them reaches the shell’s server', async () => {
    const client = newAddress();
    for (const url of ['/help-center', '/']) {
      await get(url, client)
        .set(RENDER_PASS_HEADER, 'A'.repeat(43))
        .set(RENDER_ADMITTED_HEADER, '1')
        .set(INTERNAL_TOKEN_HEADER, 'guessed')
        .set('X-User-Id', 'admin')
        .set('X-User-Role', 'staff')
        .set('Forwarded', 'for=203.0.113.1');
      const seen = pages.only(url);
      // Every page gets the gateway's own pass; only the one that may be rendered is admitted.
      expect(seen.headers[RENDER_PASS_HEADER]).toBe(pass);
      expect(seen.headers[RENDER_ADMITTED_HEADER]).toBe(url === '/' ? '1' : undefined);
      expect(seen.headers[INTERNAL_TOKEN_HEADER]).toBeUndefined();
      expect(seen.headers['x-user-id']).toBeUndefined();
      expect(seen.headers['x-user-role']).toBeUndefined();
      expect(seen.headers.forwarded).toBeUndefined();
      expect(seen.headers['x-forwarded-for']).toBe(client);
      expect(seen.headers['x-forwarded-host']).toBe(new URL(h.url).host);
      expect(seen.headers['x-forwarded-proto']).toBe('http');
    }
  });

  it('when a client is past its API budget, then its pages arrive not admitted for rendering (and each page that may be rendered counts)', async () => {
    const client = newAddress();
    // Pages the shell's server may render spend the budget like API calls do.
    for (let i = 0; i < API_LIMIT; i += 1) await get('/', client);
    await get('/product/64b7f0c2a1b2c3d4e5f60718', client);
    expect(pages.seen.map((s) => s.headers[RENDER_ADMITTED_HEADER])).toEqual([
      '1',
      '1',
      '1',
      undefined,
    ]);
    // Still a page: the shell's server renders it in the browser.
    expect((await get('/', client)).status).toBe(200);
    // API calls spend the same budget.
    const apiClient = newAddress();
    for (let i = 0; i < API_LIMIT; i += 1)
      expect((await get('/api/products', apiClient)).status).toBe(200);
    pages.seen.length = 0;
    await get('/', apiClient);
    expect(pages.only('/').headers[RENDER_ADMITTED_HEADER]).toBeUndefined();
  });

  it('when //internal/users/x (no page) is asked for, then the shell’s server gets its empty segment escaped, never /internal/users/x', async () => {
    const res = await get('//internal/users/x');
    expect(res.status).toBe(200);
    const [seen] = pages.seen.map((s) => s.url);
    // http-proxy would collapse `//` into `/`: the escaped slash keeps it a path no page has.
    expect(seen).toMatch(/^\/%2F/);
    expect(seen).toMatch(/internal\/users\/x$/);
    expect(seen).not.toMatch(/^\/internal/);
    // Inside a path too; the query is left as it was.
    await get('/category//beans?q=a//b');
    const [, inner] = pages.seen.map((s) => s.url);
    expect(inner).toMatch(/^\/category\/%2F.*beans\?q=a\/\/b$/);
  });

  it('when the home page is asked for with extra slashes, then the gateway moves it to / itself', async () => {
    const res = await get('//?q=1');
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/?q=1');
    expect(pages.seen).toEqual([]);
  });
});

describe('a client no proxy vouches for (TRUST_PROXY off)', () => {
  let h: Harness;
  let pages: PageServer;
  beforeAll(async () => {
    pages = await startPageServer();
    h = await startHarness({ config: { pageServerUrl: pages.url } });
  });
  afterAll(async () => {
    await h.close();
    await pages.close();
  });

  it('when it sends forwarding headers of its own, then the shell’s server gets the gateway’s instead', async () => {
    await request(h.url)
      .get('/')
      .set('X-Forwarded-For', '203.0.113.9')
      .set('X-Forwarded-Host', 'evil.example')
      .set('X-Forwarded-Proto', 'https')
      .set('X-Forwarded-Port', '1');
    const seen = pages.only('/');
    expect(seen.headers['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    expect(seen.headers['x-forwarded-host']).toBe(new URL(h.url).host);
    expect(seen.headers['x-forwarded-proto']).toBe('http');
    expect(seen.headers['x-forwarded-port']).toBeUndefined();
  });
});

/** The bucket cookie an answer set, as a Cookie header (the CSRF cookie may come along). */
function bucketCookieOf(res: request.Response): string | undefined {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  return set.find((c) => c.startsWith(`${BUCKET_COOKIE}=`))?.split(';')[0];
}

describe('a running canary and the shell’s server', () => {
  const STABLE = '1.0.0-aaaaaaaaaaaa';
  const CANARY = '1.1.0-bbbbbbbbbbbb';
  let h: Harness;
  let pages: PageServer;

  beforeAll(async () => {
    pages = await startPageServer();
    const dir = tempDir('gateway-page-proxy-releases-');
    for (const release of [STABLE, CANARY]) {
      mkdirSync(path.join(dir, 'catalog', release), { recursive: true });
      writeFileSync(path.join(dir, 'catalog', release, 'mf-manifest.json'), `{"id":"${release}"}`);
    }
    const file = path.join(dir, 'manifest.json');
    writeFileSync(
      `${file}.tmp`,
      JSON.stringify({
        remotes: { catalog: `/releases/catalog/${STABLE}/` },
        releases: {
          catalog: {
            stable: STABLE,
            canary: {
              release: CANARY,
              percent: 50,
              since: new Date().toISOString(),
              maxFailureMargin: 5,
              minLoads: 20,
            },
            history: [
              { event: 'released', release: STABLE, at: '2026-01-01T00:00:00Z' },
              { event: 'canary', release: CANARY, at: new Date().toISOString() },
            ],
          },
        },
      }),
    );
    renameSync(`${file}.tmp`, file);
    h = await startHarness({ config: { pageServerUrl: pages.url, remotesFile: file } });
  });
  afterAll(async () => {
    await h.close();
    await pages.close();
  });

  it('when a new visitor opens a page, then the bucket cookie they are just given reaches the shell’s server with their own cookies', async () => {
    const res = await request(h.url).get('/').set('Cookie', 'theme=dark');
    expect(res.status).toBe(200);
    const given = bucketCookieOf(res);
    expect(given).toMatch(new RegExp(`^${BUCKET_COOKIE}=[\\w-]{22}$`));
    expect(pages.only('/').headers.cookie).toBe(`theme=dark; ${given}`);
    // The shell's server reads this visitor's map with it: the side the browser will be given.
    const forServer = await request(h.url).get('/remotes.json').set('Cookie', given!);
    const forBrowser = await request(h.url).get('/remotes.json').set('Cookie', given!);
    expect(forServer.body).toEqual(forBrowser.body);
    expect(bucketCookieOf(forServer)).toBeUndefined();
  });

  it('when a visitor already has a bucket, then their Cookie header goes on as it was', async () => {
    const cookie = bucketCookieOf(await request(h.url).get('/remotes.json'))!;
    pages.seen.length = 0;
    const res = await request(h.url).get('/category/all').set('Cookie', cookie);
    expect(bucketCookieOf(res)).toBeUndefined();
    expect(pages.only('/category/all').headers.cookie).toBe(cookie);
  });
});

describe('when the shell’s server is down', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ config: { pageServerUrl: await deadUrl() } });
  });
  afterAll(() => h.close());

  it('when a page or a shell file is asked for, then it is a 503 JSON answer that says when to come back, and a warning', async () => {
    for (const url of ['/', '/main.0123456789.js']) {
      const res = await request(h.url).get(url).set('Accept', 'text/html');
      expect(res.status).toBe(503);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(res.body).toMatchObject({ message: 'The site is not available right now' });
    }
    expect(h.logs).toContainEqual(
      expect.objectContaining({ level: 40, msg: "the shell's server did not answer" }),
    );
  });

  it('when the API is called, then it is not affected', async () => {
    expect((await request(h.url).get('/api/products')).status).toBe(200);
  });
});
