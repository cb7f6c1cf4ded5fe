import type * as FederationRuntime from '@module-federation/enhanced/runtime';
import type * as LoadRemoteModule from '../load-remote';
import {
  createNetwork,
  federationManifest,
  REMOTE_URLS,
  resetFederationGlobals,
} from './federation-fixture';

type LoadRemote = typeof LoadRemoteModule;
type Loaded = { expose: string; release: string };

// Each test gets a fresh federation runtime (module state and the page-global registry).
async function freshRuntime(network: ReturnType<typeof createNetwork>) {
  jest.resetModules();
  resetFederationGlobals();
  globalThis.fetch = network.fetchMock as unknown as typeof fetch;
  const loader: LoadRemote = await import('../load-remote');
  const runtime: typeof FederationRuntime = await import('@module-federation/enhanced/runtime');
  return { loader, runtime };
}

describe('remote loading through the federation runtime', () => {
  const realFetch = globalThis.fetch;
  let network: ReturnType<typeof createNetwork>;
  let loader: LoadRemote;
  let instance: () => FederationRuntime.ModuleFederation;

  beforeEach(async () => {
    network = createNetwork();
    const fresh = await freshRuntime(network);
    loader = fresh.loader;
    await loader.startRemotes();
    instance = () => fresh.runtime.getInstance()!;
    instance().registerPlugins([network.entryPlugin]);
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });

  afterEach(() => {
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('when the shell starts, then it fetches /remotes.json and registers all five remotes at the URLs it lists', () => {
    expect(network.fetchMock).toHaveBeenCalledWith('/remotes.json', expect.anything());
    const registered = Object.fromEntries(
      instance().options.remotes.map((r) => [r.name, 'entry' in r ? r.entry : undefined]),
    );
    expect(registered).toEqual(REMOTE_URLS);
  });

  it('when a remote is up, then its exposed module loads from the URL of the manifest', async () => {
    const pages = await loader.loadRemoteModule<Loaded>('catalog', 'pages');
    expect(pages).toEqual({ expose: './pages', release: 'catalog@1.0.0' });
    expect(network.log).toContain('GET http://localhost:3001/mf-manifest.json');
  });

  it('when a remote server is down, then loading fails after one automatic retry while the other remotes still load', async () => {
    network.stop('account');
    await expect(loader.loadRemoteModule('account', 'pages')).rejects.toThrow(/account/);
    expect(network.log.filter((l) => l === `GET ${REMOTE_URLS.account}`)).toHaveLength(2);
    await expect(loader.loadRemoteModule<Loaded>('membership', 'pages')).resolves.toMatchObject({
      release: 'membership@1.0.0',
    });
  });

  it('when the server comes back, then a reset lets the same page session load it (nothing failed is kept)', async () => {
    network.stop('account');
    await expect(loader.loadRemoteModule('account', 'pages')).rejects.toThrow();
    network.start('account');
    await loader.resetRemote('account');
    await expect(loader.loadRemoteModule<Loaded>('account', 'pages')).resolves.toMatchObject({
      release: 'account@1.0.0',
    });
  });

  it('when the manifest loaded but the entry script failed, then a later load fetches a fresh manifest and entry', async () => {
    network.breakEntry('staff', true);
    await expect(loader.loadRemoteModule('staff', 'pages')).rejects.toThrow();
    network.breakEntry('staff', false);
    network.release('staff', '2.0.0');
    await loader.resetRemote('staff');
    // The runtime would otherwise reuse the cached 1.0.0 manifest of the failed attempt.
    await expect(loader.loadRemoteModule<Loaded>('staff', 'pages')).resolves.toMatchObject({
      release: 'staff@2.0.0',
    });
  });

  it('when a failed remote is re-released at another URL, then the retry reads /remotes.json again and uses the new URL', async () => {
    network.stop('cart_checkout');
    await expect(loader.loadRemoteModule('cart_checkout', 'pages')).rejects.toThrow();
    network.move('cart_checkout', 'http://localhost:3102/mf-manifest.json', '1.1.0');
    await loader.resetRemote('cart_checkout');
    await expect(loader.loadRemoteModule<Loaded>('cart_checkout', 'pages')).resolves.toMatchObject({
      release: 'cart_checkout@1.1.0',
    });
    expect(network.log).toContain('GET http://localhost:3102/mf-manifest.json');
  });

  it('when a remote failed once, then the next load starts it afresh by itself (the errorLoadRemote hook marked it stale)', async () => {
    network.breakEntry('catalog', true);
    await expect(loader.loadRemoteModule('catalog', 'pages')).rejects.toThrow();
    network.breakEntry('catalog', false);
    network.release('catalog', '1.0.1');
    // No explicit reset: the runtime plugin flagged catalog, so the loader re-registers it first.
    await expect(loader.loadRemoteModule<Loaded>('catalog', 'pages')).resolves.toMatchObject({
      release: 'catalog@1.0.1',
    });
  });

  it('when a remote is not listed in the manifest, then loading it fails with a clear message', async () => {
    await expect(loader.loadRemoteModule('unknown_remote', 'pages')).rejects.toThrow(
      'unknown_remote is not listed in /remotes.json',
    );
  });
});

describe('the remote manifest request', () => {
  const realFetch = globalThis.fetch;
  afterEach(() => {
    globalThis.fetch = realFetch;
  });

  it('when /remotes.json is unreachable, then start-up rejects and the next call asks again', async () => {
    const network = createNetwork();
    const { loader } = await freshRuntime(network);
    let calls = 0;
    globalThis.fetch = (async (input: RequestInfo | URL) => {
      calls += 1;
      if (calls === 1) throw new TypeError('fetch failed');
      return network.fetchMock(input as RequestInfo);
    }) as typeof fetch;
    await expect(loader.startRemotes()).rejects.toThrow('Could not fetch /remotes.json');
    await expect(loader.startRemotes()).resolves.toEqual(REMOTE_URLS);
  });

  it('when /remotes.json is malformed, then start-up rejects with the reason', async () => {
    const network = createNetwork();
    const { loader } = await freshRuntime(network);
    globalThis.fetch = (async () =>
      new Response(JSON.stringify({ remotes: { catalog: 42 } }), { status: 200 })) as typeof fetch;
    await expect(loader.startRemotes()).rejects.toThrow(
      'The remote manifest has no URL for "catalog"',
    );
  });
});

describe('boot data the gateway put into the page', () => {
  const realFetch = globalThis.fetch;

  /** The page's data blocks (shell/server/src/pages/page-boot.ts), `<` escaped as it writes them. */
  function writePage(remotes: string, manifests?: Record<string, unknown>) {
    const block = (id: string, text: string) =>
      `<script type="application/json" id="${id}">${text.replace(/</g, '\\u003c')}</script>`;
    document.head.innerHTML =
      block('coffee-remotes', remotes) +
      (manifests ? block('coffee-mf-manifests', JSON.stringify(manifests)) : '');
  }

  async function start(network: ReturnType<typeof createNetwork>) {
    const fresh = await freshRuntime(network);
    const manifest = await fresh.loader.startRemotes();
    fresh.runtime.getInstance()!.registerPlugins([network.entryPlugin]);
    return { ...fresh, manifest };
  }

  beforeEach(() => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => {
    document.head.innerHTML = '';
    globalThis.fetch = realFetch;
    jest.restoreAllMocks();
  });

  it('when the page holds the remote map and the route remote manifest, then start-up and the first load ask the network for neither', async () => {
    const network = createNetwork();
    writePage(JSON.stringify({ remotes: REMOTE_URLS }), {
      [REMOTE_URLS.catalog!]: federationManifest('catalog', '1.0.0'),
    });
    const { loader, manifest } = await start(network);
    expect(manifest).toEqual(REMOTE_URLS);
    await expect(loader.loadRemoteModule<Loaded>('catalog', 'pages')).resolves.toMatchObject({
      release: 'catalog@1.0.0',
    });
    expect(network.log).toEqual([`ENTRY http://localhost:3001/1.0.0/remoteEntry.js`]);
  });

  it('when the inlined manifest is out of date, then the retry fetches the manifest and the map for real', async () => {
    const network = createNetwork();
    network.release('catalog', '1.1.0');
    // Written while 1.0.0 was live; its files are gone now.
    writePage(JSON.stringify({ remotes: REMOTE_URLS }), {
      [REMOTE_URLS.catalog!]: federationManifest('catalog', '1.0.0'),
    });
    const { loader } = await start(network);
    await expect(loader.loadRemoteModule<Loaded>('catalog', 'pages')).resolves.toMatchObject({
      release: 'catalog@1.1.0',
    });
    expect(network.log).toEqual([
      'ENTRY http://localhost:3001/1.0.0/remoteEntry.js',
      'GET /remotes.json',
      `GET ${REMOTE_URLS.catalog}`,
      'ENTRY http://localhost:3001/1.1.0/remoteEntry.js',
    ]);
  });

  it('when a remote in the inlined map was moved since, then a reset reads the new URL from /remotes.json', async () => {
    const network = createNetwork();
    writePage(JSON.stringify({ remotes: REMOTE_URLS }));
    const { loader } = await start(network);
    network.stop('account');
    await expect(loader.loadRemoteModule('account', 'pages')).rejects.toThrow();
    network.move('account', 'http://localhost:3104/mf-manifest.json', '2.0.0');
    await loader.resetRemote('account');
    await expect(loader.loadRemoteModule<Loaded>('account', 'pages')).resolves.toMatchObject({
      release: 'account@2.0.0',
    });
  });

  it('when the inlined map is unusable, then the shell fetches /remotes.json', async () => {
    const network = createNetwork();
    writePage('{"remotes": 42}');
    const { manifest } = await start(network);
    expect(manifest).toEqual(REMOTE_URLS);
    expect(network.log).toEqual(['GET /remotes.json']);
  });
});
