import { writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { ConfigError, loadConfig, type GatewayConfig } from '../config';
import { generateKeys } from './support/keys';
import { startHarness, type Harness } from './support/harness';
import { removeTempDirs, tempDir } from './support/temp-dir';
import {
  ssrTestHooks,
  startFakeRemote,
  writeShellDist,
  type FakeRemote,
} from './support/ssr-fixtures';

/**
 * Issue 24: a shop on the offline test provider (DEMO_PAYMENTS=true) says so on every page. The
 * gateway tells the page (a data block the shell reads in the browser) and the server render (the
 * same value, so the rendered banner hydrates); a real shop's pages carry nothing more.
 */

afterAll(removeTempDirs);

const PAGE_BLOCK = /<script type="application\/json" id="coffee-page">(.*?)<\/script>/;
const pageSettingsOf = (html: string): unknown => {
  const match = PAGE_BLOCK.exec(html);
  return match ? (JSON.parse(match[1]!) as unknown) : undefined;
};

describe('DEMO_PAYMENTS in the gateway configuration', () => {
  const dir = tempDir('gateway-demo-config-');
  const keyFile = path.join(dir, 'jwt-public.pem');
  const tokenFile = path.join(dir, 'internal-token');
  writeFileSync(keyFile, generateKeys().publicKey);
  writeFileSync(tokenFile, 'shared-secret\n');
  const required = { JWT_PUBLIC_KEY_FILE: keyFile, INTERNAL_TOKEN_FILE: tokenFile };

  it('when it is unset, then no demo; when true, a demo; anything else is refused', () => {
    expect(loadConfig(required).demoPayments).toBe(false);
    expect(loadConfig({ ...required, DEMO_PAYMENTS: 'false' }).demoPayments).toBe(false);
    expect(loadConfig({ ...required, DEMO_PAYMENTS: 'true' }).demoPayments).toBe(true);
    expect(() => loadConfig({ ...required, DEMO_PAYMENTS: 'yes' })).toThrow(ConfigError);
  });
});

describe('the pages of a demo shop', () => {
  const hooks = ssrTestHooks();
  let remote: FakeRemote;
  let demo: Harness;
  let real: Harness;

  const remoteUrls = (catalog: string): GatewayConfig['remoteUrls'] => ({
    catalog,
    cart_checkout: 'http://127.0.0.1:3002',
    membership: 'http://127.0.0.1:3003',
    account: 'http://127.0.0.1:3004',
    staff: 'http://127.0.0.1:3005',
  });

  beforeAll(async () => {
    remote = await startFakeRemote();
    const config = {
      shellDist: writeShellDist(),
      remoteUrls: remoteUrls(remote.url),
      pageBoot: { ttlMs: 5000, waitMs: 1000, timeoutMs: 2000 },
      ssr: { enabled: true, timeoutMs: 2000, waitMs: 2000 },
    };
    demo = await startHarness({ config: { ...config, demoPayments: true } });
    real = await startHarness({ config });
  });
  afterAll(async () => {
    await demo.close();
    await real.close();
    await remote.close();
  });
  beforeEach(() => {
    hooks.calls.length = 0;
  });

  // Guarded pages a signed-out visitor asks for redirect to sign-in (page-redirects.ts).
  it.each([
    ['/help-center', 200],
    ['/track-order', 200],
    ['/no-such-page', 404],
  ])(
    'when %s (rendered in the browser) is served, then its head tells the shell it is a demo',
    async (page, status) => {
      const res = await request(demo.url).get(page);
      expect(res.status).toBe(status);
      expect(pageSettingsOf(res.text)).toEqual({ demoPayments: true });
      expect(res.text.indexOf('id="coffee-page"')).toBeLessThan(res.text.indexOf('</head>'));
    },
  );

  it('when a server-rendered page is served, then the render is told too, and the page carries the same', async () => {
    const res = await request(demo.url).get('/');
    expect(res.status).toBe(200);
    expect(res.text).toContain('<div id="root"><main>');
    expect(hooks.calls).toEqual([
      expect.objectContaining({ url: '/', page: { demoPayments: true } }),
    ]);
    expect(pageSettingsOf(res.text)).toEqual({ demoPayments: true });
  });

  it('when the shop takes real payments, then no page carries the block and the render is told nothing (the shell’s defaults)', async () => {
    for (const page of ['/', '/track-order']) {
      const res = await request(real.url).get(page);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('coffee-page');
    }
    expect(hooks.calls.map((call) => [call.url, call.page])).toEqual([['/', undefined]]);
  });
});
