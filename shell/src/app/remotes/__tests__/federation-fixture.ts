/**
 * A fake network of remote servers for tests that drive the REAL federation runtime: it answers
 * /remotes.json and each remote's mf-manifest.json through fetch, and hands out remote
 * containers through the runtime's `loadEntry` hook (jsdom cannot execute remote scripts).
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export const REMOTE_URLS: Record<string, string> = {
  catalog: 'http://localhost:3001/mf-manifest.json',
  cart_checkout: 'http://localhost:3002/mf-manifest.json',
  membership: 'http://localhost:3003/mf-manifest.json',
  account: 'http://localhost:3004/mf-manifest.json',
  staff: 'http://localhost:3005/mf-manifest.json',
};

export function federationManifest(name: string, version: string) {
  const assets = { js: { sync: [], async: [] }, css: { sync: [], async: [] } };
  return {
    id: name,
    name,
    metaData: {
      name,
      type: 'app',
      buildInfo: { buildVersion: version, buildName: name },
      // Each release lives under its own folder, as hashed deployments do.
      remoteEntry: { name: 'remoteEntry.js', path: version, type: 'global' },
      types: { path: '', name: '', zip: '', api: '' },
      globalName: name,
      pluginVersion: '2.9.2',
      publicPath: 'auto',
    },
    shared: [],
    remotes: [],
    exposes: [{ id: `${name}:pages`, name: 'pages', path: './pages', assets }],
  };
}

/** One origin = one remote server: it can be stopped, restarted, and re-released. */
interface Server {
  up: boolean;
  /** Serves its manifest but its entry script fails (died in between). */
  entryBroken: boolean;
  version: string;
}

export function createNetwork(remoteUrls: Record<string, string> = REMOTE_URLS) {
  const urls = { ...remoteUrls };
  const servers = new Map<string, Server>();
  const origin = (url: string) => new URL(url).origin;
  for (const url of Object.values(urls))
    servers.set(origin(url), { up: true, entryBroken: false, version: '1.0.0' });
  const log: string[] = [];

  const serverOf = (url: string): Server => {
    const server = servers.get(origin(url));
    if (!server) throw new Error(`no fake server for ${url}`);
    return server;
  };

  const fetchMock = jest.fn(async (input: RequestInfo | URL): Promise<Response> => {
    const url = String(input instanceof Request ? input.url : input);
    log.push(`GET ${url}`);
    if (url === '/remotes.json' || url.endsWith('/remotes.json')) {
      return new Response(JSON.stringify({ remotes: urls }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      });
    }
    const server = serverOf(url);
    if (!server.up) throw new TypeError('fetch failed: connect ECONNREFUSED');
    const name = Object.keys(urls).find((n) => urls[n] === url) ?? 'unknown';
    return new Response(JSON.stringify(federationManifest(name, server.version)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });

  /** Stands in for executing remoteEntry.js: a container whose ./pages names the serving release. */
  const entryPlugin: ModuleFederationRuntimePlugin = {
    name: 'test-fake-remote-entries',
    async loadEntry({ remoteInfo }) {
      const server = serverOf(remoteInfo.entry);
      log.push(`ENTRY ${remoteInfo.entry}`);
      if (!server.up || server.entryBroken)
        throw new Error(`ScriptNetworkError: Failed to load script ${remoteInfo.entry}`);
      // The release is read from the entry URL the runtime computed from the manifest it used.
      const servedVersion = /\/([^/]+)\/remoteEntry\.js$/.exec(remoteInfo.entry)?.[1];
      if (servedVersion !== server.version)
        throw new Error(`ScriptNetworkError: ${remoteInfo.entry} is no longer deployed`);
      const release = `${remoteInfo.name}@${servedVersion}`;
      // A webpack container's get() answers a promise of the module factory; the runtime's
      // type says a factory, and it awaits either.
      const container = {
        init: async () => undefined,
        get: async (expose: string) => () => ({ expose, release }),
      };
      return container as never;
    },
  };

  return {
    fetchMock,
    entryPlugin,
    log,
    stop: (name: string) => (serverOf(urls[name]!).up = false),
    start: (name: string) => (serverOf(urls[name]!).up = true),
    breakEntry: (name: string, broken: boolean) => (serverOf(urls[name]!).entryBroken = broken),
    release: (name: string, version: string) => (serverOf(urls[name]!).version = version),
    /** Re-point the manifest entry of a remote at another server (a new release location). */
    move: (name: string, url: string, version: string) => {
      urls[name] = url;
      servers.set(origin(url), { up: true, entryBroken: false, version });
    },
  };
}

/**
 * The runtime keeps its registry on the page's global object with non-configurable properties,
 * so a test empties it instead of deleting it (as `resetFederationGlobalInfo` of the runtime does).
 */
export function resetFederationGlobals(): void {
  const g = globalThis as unknown as {
    __FEDERATION__?: Record<string, unknown> & { __PRELOADED_ASSETS__?: Set<unknown> };
    __GLOBAL_LOADING_REMOTE_ENTRY__?: Record<string, unknown>;
  };
  if (g.__FEDERATION__) {
    Object.assign(g.__FEDERATION__, {
      __GLOBAL_PLUGIN__: [],
      __INSTANCES__: [],
      moduleInfo: {},
      __SHARE__: {},
      __MANIFEST_LOADING__: {},
    });
    g.__FEDERATION__.__PRELOADED_ASSETS__?.clear();
  }
  for (const key of Object.keys(g.__GLOBAL_LOADING_REMOTE_ENTRY__ ?? {}))
    delete g.__GLOBAL_LOADING_REMOTE_ENTRY__![key];
}
