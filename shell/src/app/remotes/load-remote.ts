import { getInstance, init, type ModuleFederation } from '@module-federation/enhanced/runtime';
import { QUIET_RETRY_DELAY_MS } from '@coffee/platform';
import { reportRemote } from './beacon';
import { takeInlinedRemotes } from './boot-data';
import { parseRemoteManifest, type RemoteManifest } from './remote-manifest';
import { resiliencePlugin, type RemoteFailure } from './resilience-plugin';

/** Served by the gateway from its configuration: which URL each remote is released at. */
export const MANIFEST_URL = '/remotes.json';

export class RemoteLoadError extends Error {
  override name = 'RemoteLoadError';
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

let manifestLoading: Promise<RemoteManifest> | null = null;
/** The map in use: which release of each remote this page loads (for its beacons). */
let entries: RemoteManifest = {};
let federationInstance: ModuleFederation | null = null;
/** Remotes whose last load failed: their runtime state is dropped before the next attempt. */
const stale = new Set<string>();

function federation(): ModuleFederation {
  if (federationInstance) return federationInstance;
  // In the built shell the webpack runtime has already created the 'shell' instance (with the
  // shared singletons and shareStrategy of federation.config.js); init() attaches to it. Under
  // jest there is no bundler, and init() creates a plain runtime instance.
  const instance =
    getInstance() ?? init({ name: 'shell', remotes: [], shareStrategy: 'loaded-first' });
  instance.registerPlugins([
    resiliencePlugin((failure: RemoteFailure) => stale.add(failure.remote)),
  ]);
  federationInstance = instance;
  return instance;
}

async function fetchManifest(): Promise<RemoteManifest> {
  let response: Response;
  try {
    response = await fetch(MANIFEST_URL, {
      cache: 'no-store',
      headers: { accept: 'application/json' },
    });
  } catch (cause) {
    throw new RemoteLoadError('*', `Could not fetch ${MANIFEST_URL}`, { cause });
  }
  if (!response.ok) throw new RemoteLoadError('*', `${MANIFEST_URL} answered ${response.status}`);
  return parseRemoteManifest(await response.json());
}

/** The map the gateway put into the page (first start only), else /remotes.json. */
async function readManifest(): Promise<RemoteManifest> {
  const inlined = takeInlinedRemotes();
  if (inlined !== undefined) {
    try {
      return parseRemoteManifest(inlined);
    } catch (error) {
      console.warn('[shell] the remote map in the page is unusable; fetching it', error);
    }
  }
  return fetchManifest();
}

/**
 * Reads the remote manifest and registers every remote it lists with the federation runtime.
 * Called once at start-up; later calls share the same answer. A failed fetch is forgotten, so
 * the next call (a Retry) asks again, from the network.
 */
export function startRemotes(): Promise<RemoteManifest> {
  if (!manifestLoading) {
    const loading = readManifest().then((manifest) => {
      entries = manifest;
      const instance = federation();
      const known = new Set(instance.options.remotes.map((r) => r.name));
      instance.registerRemotes(
        Object.entries(manifest)
          .filter(([name]) => !known.has(name))
          .map(([name, entry]) => ({ name, entry })),
      );
      return manifest;
    });
    manifestLoading = loading;
    loading.catch(() => {
      if (manifestLoading === loading) manifestLoading = null;
    });
  }
  return manifestLoading;
}

/**
 * Makes the next load of `remote` start from nothing: re-reads /remotes.json (the remote may
 * have been re-released at another URL) and force-registers the remote, which drops the
 * runtime's cached manifest, entry script, container and loading promises for it.
 */
/** The manifest URL this page loads `remote` from, once the map is read. */
export function remoteEntryOf(remote: string): string | undefined {
  return entries[remote];
}

export async function resetRemote(remote: string): Promise<void> {
  manifestLoading = null;
  const manifest = await startRemotes();
  const entry = manifest[remote];
  if (!entry) return;
  federation().registerRemotes([{ name: remote, entry }], { force: true });
  stale.delete(remote);
}

async function attempt<T>(remote: string, module: string): Promise<T> {
  const manifest = await startRemotes();
  if (!manifest[remote])
    throw new RemoteLoadError(remote, `${remote} is not listed in ${MANIFEST_URL}`);
  if (stale.has(remote)) await resetRemote(remote);
  const loaded = await federation().loadRemote<T>(`${remote}/${module}`);
  if (loaded === null || loaded === undefined)
    throw new RemoteLoadError(remote, `${remote}/${module} loaded empty`);
  return loaded;
}

/**
 * `loadRemote` of the shell: the module `module` exposed by `remote` (e.g. 'account', 'pages').
 * One automatic retry after a short pause; after that the caller's error boundary takes over.
 */
export async function loadRemoteModule<T = Record<string, unknown>>(
  remote: string,
  module: string,
): Promise<T> {
  try {
    const loaded = await attempt<T>(remote, module);
    reportRemote(remote, entries[remote], 'loaded');
    return loaded;
  } catch {
    await new Promise((resolve) => setTimeout(resolve, QUIET_RETRY_DELAY_MS));
    try {
      const loaded = await attempt<T>(remote, module);
      reportRemote(remote, entries[remote], 'loaded');
      return loaded;
    } catch (cause) {
      reportRemote(remote, entries[remote], 'load-failed');
      if (cause instanceof RemoteLoadError) throw cause;
      throw new RemoteLoadError(remote, `Could not load ${remote}/${module}`, { cause });
    }
  }
}
