import request from 'supertest';
import type { Harness } from '@coffee/gateway/testing';
import {
  ssrTestHooks,
  startFakeRemote,
  writeShellDist,
  type FakeRemote,
} from './support/ssr-fixtures';
import { startStack, type Stack } from './support/stack';
import { removeTempDirs } from './support/temp-dir';

/**
 * Issue 24: a shop on the offline test provider (DEMO_PAYMENTS=true) says so on every page. The
 * shell's server tells the page (a data block the shell reads in the browser) and the server
 * render (the same value, so the rendered banner hydrates); a real shop's pages carry nothing
 * more. Reading DEMO_PAYMENTS is in config.test.ts.
 */

afterAll(removeTempDirs);

const PAGE_BLOCK = /<script type="application\/json" id="coffee-page">(.*?)<\/script>/;
const pageSettingsOf = (html: string): unknown => {
  const match = PAGE_BLOCK.exec(html);
  return match ? (JSON.parse(match[1]!) as unknown) : undefined;
};

describe('the pages of a demo shop', () => {
  const hooks = ssrTestHooks();
  let remote: FakeRemote;
  let demo: Stack;
  let real: Stack;

  const remoteUrls = (catalog: string): Harness['config']['remoteUrls'] => ({
    catalog,
    cart_checkout: 'http://127.0.0.1:3002',
    membership: 'http://127.0.0.1:3003',
    account: 'http://127.0.0.1:3004',
    staff: 'http://127.0.0.1:3005',
  });

  beforeAll(async () => {
    remote = await startFakeRemote();
    const gateway = { config: { remoteUrls: remoteUrls(remote.url) } };
    const pages = {
      shellDist: writeShellDist(),
      pageBoot: { ttlMs: 5000, waitMs: 1000, timeoutMs: 2000 },
      ssr: { enabled: true, timeoutMs: 2000, waitMs: 2000 },
    };
    demo = await startStack({ gateway, pages: { ...pages, demoPayments: true } });
    real = await startStack({ gateway, pages });
  });
  afterAll(async () => {
    await demo.close();
    await real.close();
    await remote.close();
  });
  beforeEach(() => {
    hooks.calls.length = 0;
  });

  // Guarded pages a signed-out visitor asks for redirect to sign-in (the gateway's page-redirects.ts).
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
