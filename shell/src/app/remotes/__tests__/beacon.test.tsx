import type * as LoadRemoteModule from '../load-remote';
import { createNetwork, resetFederationGlobals } from './federation-fixture';

const RELEASE = '1.4.0-3f9a0c2b71de';
const RELEASED_URL = `http://localhost:8080/releases/catalog/${RELEASE}/mf-manifest.json`;

/** What the page sent with navigator.sendBeacon, parsed. */
function sent(sendBeacon: jest.Mock) {
  return sendBeacon.mock.calls.map(([url, body]: [string, string]) => ({
    url,
    ...(JSON.parse(body) as Record<string, string>),
  }));
}

describe("the shell's remote beacons", () => {
  const realFetch = globalThis.fetch;
  let sendBeacon: jest.Mock;
  let network: ReturnType<typeof createNetwork>;
  let loader: typeof LoadRemoteModule;

  beforeEach(async () => {
    jest.resetModules();
    resetFederationGlobals();
    network = createNetwork({
      catalog: RELEASED_URL,
      account: 'http://localhost:3004/mf-manifest.json',
    });
    globalThis.fetch = network.fetchMock as unknown as typeof fetch;
    sendBeacon = jest.fn(() => true);
    Object.defineProperty(navigator, 'sendBeacon', { value: sendBeacon, configurable: true });
    loader = await import('../load-remote');
    await loader.startRemotes();
    const runtime = await import('@module-federation/enhanced/runtime');
    runtime.getInstance()!.registerPlugins([network.entryPlugin]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('when a released remote loads, then one beacon names it and its release, however often it loads', async () => {
    await loader.loadRemoteModule('catalog', 'pages');
    await loader.loadRemoteModule('catalog', 'pages');
    expect(sent(sendBeacon)).toEqual([
      { url: '/beacons/remotes', remote: 'catalog', release: RELEASE, event: 'loaded' },
    ]);
  });

  it('when a remote fails to load for good, then a load-failed beacon goes, as unreleased for a remote on its own origin', async () => {
    network.stop('account');
    await expect(loader.loadRemoteModule('account', 'pages')).rejects.toThrow();
    expect(sent(sendBeacon)).toEqual([
      { url: '/beacons/remotes', remote: 'account', release: 'unreleased', event: 'load-failed' },
    ]);
  });
});
