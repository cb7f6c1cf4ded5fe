// The gateway's side of issue 26's releases, against a real gateway on a port: release folders
// served from beside the releases manifest, the canary split over simulated visitors, the
// shell's beacons, and the watch rolling a failing canary back by itself.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REMOTE_BEACON_PATH } from '@coffee/contracts';
import pino from 'pino';
import request from 'supertest';
import { gatewayRegistry } from '../../observability/metrics';
import { createGateway, type Gateway } from '../../server';
import { baseConfig, type LogLine } from '../../__tests__/support/harness';
import { generateKeys } from '../../__tests__/support/keys';
import { removeTempDirs, tempDir } from '../../__tests__/support/temp-dir';
import { startFakeAccount, type FakeAccount } from '../../__tests__/support/upstreams';
import { BUCKET_COOKIE } from '../visitor-bucket';

afterAll(removeTempDirs);

const STABLE = '1.0.0-aaaaaaaaaaaa';
const CANARY = '1.1.0-bbbbbbbbbbbb';
const url = (release: string) => `/releases/catalog/${release}/mf-manifest.json`;

interface Shop {
  url: string;
  file: string;
  logs: LogLine[];
  gateway: Gateway;
  account: FakeAccount;
  /** Writes the releases manifest as the release tool does (a temporary file renamed over it). */
  write(doc: object): void;
  close(): Promise<void>;
}

async function startShop(
  releases: object,
  settings: { watchIntervalMs?: number; beaconsPerMinute?: number } = {},
): Promise<Shop> {
  const dir = tempDir('gateway-releases-');
  const file = path.join(dir, 'manifest.json');
  for (const release of [STABLE, CANARY]) {
    mkdirSync(path.join(dir, 'catalog', release), { recursive: true });
    writeFileSync(path.join(dir, 'catalog', release, 'mf-manifest.json'), `{"id":"${release}"}`);
    writeFileSync(path.join(dir, 'catalog', release, 'remoteEntry.js'), `/* ${release} */`);
  }
  const write = (doc: object) => {
    writeFileSync(`${file}.tmp`, JSON.stringify(doc));
    renameSync(`${file}.tmp`, file);
  };
  write(releases);
  const keys = generateKeys();
  const account = await startFakeAccount(keys.publicKey, 'internal-secret-for-tests');
  const config = { ...baseConfig(keys, account.internalToken), remotesFile: file };
  const logs: LogLine[] = [];
  const logger = pino({ level: 'info' }, { write: (l: string) => logs.push(JSON.parse(l)) });
  const gateway = createGateway(config, { logger, releases: settings });
  const started = await gateway.start();
  return {
    url: started.url,
    file,
    logs,
    gateway,
    account,
    write,
    async close() {
      await gateway.stop(100);
      await account.close();
    },
  };
}

const history = (release: string) => [{ event: 'released', release, at: '2026-01-01T00:00:00Z' }];
const stableOnly = {
  remotes: { catalog: `/releases/catalog/${STABLE}/` },
  releases: { catalog: { stable: STABLE, history: history(STABLE) } },
};
const withCanary = (percent: number, extra: object = {}) => ({
  remotes: { catalog: `/releases/catalog/${STABLE}/` },
  releases: {
    catalog: {
      stable: STABLE,
      canary: {
        release: CANARY,
        percent,
        since: new Date().toISOString(),
        maxFailureMargin: 5,
        minLoads: 20,
        ...extra,
      },
      history: [
        ...history(STABLE),
        { event: 'canary', release: CANARY, at: new Date().toISOString() },
      ],
    },
  },
});

/** The bucket cookie a /remotes.json answer set, as a Cookie header. */
function cookieOf(res: request.Response): string | undefined {
  const set = ([] as string[]).concat(res.headers['set-cookie'] ?? []);
  const line = set.find((c) => c.startsWith(`${BUCKET_COOKIE}=`));
  return line?.split(';')[0];
}

describe('release folders', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop(stableOnly);
  });
  afterAll(() => shop.close());

  it("when a released remote is asked for, then /remotes.json points at its stable release's folder, with no cookie", async () => {
    const res = await request(shop.url).get('/remotes.json');
    expect(res.body.remotes.catalog).toBe(url(STABLE));
    expect(res.body.remotes.account).toBe('http://localhost:3004/mf-manifest.json');
    expect(cookieOf(res)).toBeUndefined();
  });

  it('when a file of a release is asked for, then it is served as immutable for a year', async () => {
    const res = await request(shop.url).get(`/releases/catalog/${STABLE}/remoteEntry.js`);
    expect(res.status).toBe(200);
    expect(res.text).toBe(`/* ${STABLE} */`);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('when anything but a file of a release folder is asked for, then it is not served', async () => {
    for (const p of [
      `/releases/catalog/${STABLE}/missing.js`,
      '/releases/manifest.json',
      '/releases/manifest.json.lock',
      `/releases/nope/${STABLE}/remoteEntry.js`,
      '/releases/catalog/.incoming-1-abcd/remoteEntry.js',
      `/releases/catalog/${STABLE}/../../manifest.json`,
      `/releases/catalog/${STABLE}/%2e%2e/%2e%2e/manifest.json`,
      `/releases/catalog/${STABLE}/..%2f..%2fmanifest.json`,
    ]) {
      const res = await request(shop.url).get(p);
      expect([p, res.status]).toEqual([p, 404]);
      expect(res.text).not.toContain('releases');
    }
  });

  it('when the manifest is switched, then the next answer follows it with no restart', async () => {
    shop.write({
      remotes: { catalog: `/releases/catalog/${CANARY}/` },
      releases: { catalog: { stable: CANARY, history: history(CANARY) } },
    });
    const res = await request(shop.url).get('/remotes.json');
    expect(res.body.remotes.catalog).toBe(url(CANARY));
  });
});

describe('a canary of 10%', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop(withCanary(10));
  });
  afterAll(() => shop.close());

  it('when 1,000 visitors arrive, then 10% +- 3 get the canary, each the same on their next visit', async () => {
    const visitors: { cookie: string; canary: boolean }[] = [];
    for (let i = 0; i < 1000; i += 1) {
      const res = await request(shop.url).get('/remotes.json');
      const cookie = cookieOf(res);
      expect(cookie).toBeDefined();
      visitors.push({ cookie: cookie!, canary: res.body.remotes.catalog === url(CANARY) });
      if (i === 0) {
        expect(res.headers['cache-control']).toBe('private, no-cache');
        expect(res.headers.vary).toMatch(/Cookie/);
      }
    }
    const share = visitors.filter((v) => v.canary).length / 10;
    expect(share).toBeGreaterThanOrEqual(7);
    expect(share).toBeLessThanOrEqual(13);
    for (const v of visitors.slice(0, 100)) {
      const res = await request(shop.url).get('/remotes.json').set('Cookie', v.cookie);
      expect(res.body.remotes.catalog).toBe(url(v.canary ? CANARY : STABLE));
      expect(cookieOf(res)).toBeUndefined();
    }
  });

  it('when the bucket cookie is not one the gateway made, then the visitor is given a new one', async () => {
    const res = await request(shop.url).get('/remotes.json').set('Cookie', `${BUCKET_COOKIE}=0`);
    expect(cookieOf(res)).toMatch(new RegExp(`^${BUCKET_COOKIE}=[A-Za-z0-9_-]{22}$`));
  });

  it("when a page is asked for, then its inlined map is the visitor's side too", async () => {
    const res = await request(shop.url).get('/category/beans').set('Accept', 'text/html');
    expect(cookieOf(res)).toBeDefined();
  });
});

describe('beacons', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop(withCanary(10), { beaconsPerMinute: 8 });
  });
  afterAll(() => shop.close());

  const send = (body: string, type = 'text/plain') =>
    request(shop.url).post(REMOTE_BEACON_PATH).set('Content-Type', type).send(body);

  it('when a beacon is malformed, then it is answered 400 and counts nothing', async () => {
    for (const body of [
      'not json',
      '{}',
      JSON.stringify({ remote: 'catalog', release: STABLE, event: 'exploded' }),
      JSON.stringify({ remote: 'nope', release: STABLE, event: 'loaded' }),
      JSON.stringify({ remote: 'catalog', release: STABLE, event: 'loaded', extra: 1 }),
    ]) {
      const res = await send(body);
      expect([body, res.status]).toEqual([body, 400]);
    }
    const big = await send(JSON.stringify({ remote: 'catalog', release: 'x'.repeat(600) }));
    expect(big.status).toBe(413);
  });

  it('when beacons are sent, then they are counted per remote and release, and past the limit refused', async () => {
    const ok = await send(JSON.stringify({ remote: 'catalog', release: CANARY, event: 'loaded' }));
    expect(ok.status).toBe(204);
    const metrics = await gatewayRegistry.metrics();
    expect(metrics).toMatch(
      new RegExp(
        `gateway_remote_beacons_total\\{remote="catalog",release="${CANARY}",event="loaded"\\} \\d+`,
      ),
    );
    const again = await send(
      JSON.stringify({ remote: 'catalog', release: STABLE, event: 'loaded' }),
    );
    expect(again.status).toBe(204);
    // Six malformed and two good so far from this address: the ninth is over the 8 a minute.
    const over = await send(
      JSON.stringify({ remote: 'catalog', release: STABLE, event: 'loaded' }),
    );
    expect(over.status).toBe(429);
  });
});

describe('a canary that throws on render', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await startShop(withCanary(50), { watchIntervalMs: 100, beaconsPerMinute: 100_000 });
  });
  afterAll(() => shop.close());

  /** One visit as the shell makes it: the map, then a beacon per outcome. */
  async function visit(cookie?: string) {
    const req = request(shop.url).get('/remotes.json');
    const res = cookie ? await req.set('Cookie', cookie) : await req;
    const release = res.body.remotes.catalog === url(CANARY) ? CANARY : STABLE;
    const beacon = (event: string) =>
      request(shop.url)
        .post(REMOTE_BEACON_PATH)
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ remote: 'catalog', release, event }));
    await beacon('loaded');
    // The canary's page throws while rendering; the stable's renders.
    if (release === CANARY) await beacon('render-failed');
    return { cookie: cookie ?? cookieOf(res)!, release };
  }

  it('when its failures pass the margin, then it is rolled back within 60 s, logged, counted, and every visitor gets the stable release', async () => {
    const started = Date.now();
    const visitors = [];
    for (let i = 0; i < 80; i += 1) visitors.push(await visit());
    expect(visitors.some((v) => v.release === CANARY)).toBe(true);

    let doc = JSON.parse(readFileSync(shop.file, 'utf8'));
    while (doc.releases.catalog.canary && Date.now() - started < 60_000) {
      await new Promise((r) => setTimeout(r, 100));
      doc = JSON.parse(readFileSync(shop.file, 'utf8'));
    }
    expect(doc.releases.catalog.canary).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(doc.releases.catalog.stable).toBe(STABLE);
    const last = doc.releases.catalog.history.at(-1);
    expect(last).toMatchObject({ event: 'canary-rolled-back', release: CANARY });
    expect(last.reason).toMatch(/failure rate \d+\.\d% over \d+ loads against the stable's 0\.0%/);
    expect(doc.releases.catalog.history).toHaveLength(3);

    expect(shop.logs.some((l) => l.msg.startsWith(`canary rolled back: catalog ${CANARY}`))).toBe(
      true,
    );
    expect(await gatewayRegistry.metrics()).toMatch(
      `gateway_canary_rollbacks_total{remote="catalog",release="${CANARY}"} 1`,
    );
    // The same visitors, canary side included, now all get the stable release.
    for (const v of visitors) expect((await visit(v.cookie)).release).toBe(STABLE);
  });
});
