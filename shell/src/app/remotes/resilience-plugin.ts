import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { takeInlinedManifest } from './boot-data';

/** A dead or hanging remote server must end in the fallback quickly, not in an endless spinner. */
export const MANIFEST_TIMEOUT_MS = 8000;
export const ENTRY_TIMEOUT_MS = 15000;

export interface RemoteFailure {
  remote: string;
  /** Where in the runtime it failed: 'afterResolve' (manifest), 'onLoad' (entry, chunks, expose)... */
  lifecycle: string;
  error: unknown;
}

function remoteNameOf(args: { id: string; remote?: { name: string } }): string {
  return args.remote?.name ?? args.id.split('/')[0] ?? args.id;
}

/**
 * Federation runtime plugin of the shell:
 * - the first request for the route's manifest is answered from the copy the gateway put into
 *   the page (boot-data.ts), saving a round trip before the remote's scripts can start; any
 *   later request (a retry, a reset after a failure) goes to the network;
 * - manifests are fetched without the HTTP cache and with a timeout, and a non-2xx answer is a
 *   failure with a readable message (instead of a JSON parse error on an HTML error page);
 * - remote entry scripts time out sooner than the runtime's default;
 * - every failed load is reported, so the next attempt re-registers that remote from scratch
 *   instead of reusing what the runtime cached of the failed attempt.
 * It never returns a substitute module: the shell's error boundary owns the fallback UI.
 */
export function resiliencePlugin(
  onFailure: (failure: RemoteFailure) => void,
): ModuleFederationRuntimePlugin {
  return {
    name: 'shell-resilience',
    async fetch(url, init) {
      const inlined = takeInlinedManifest(url);
      if (inlined !== undefined)
        return new Response(JSON.stringify(inlined), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      const response = await fetch(url, {
        ...init,
        cache: 'no-cache',
        signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
      });
      if (!response.ok)
        throw new Error(`${url} answered ${response.status} ${response.statusText}`.trim());
      return response;
    },
    createScript() {
      return { timeout: ENTRY_TIMEOUT_MS };
    },
    async errorLoadRemote(args) {
      onFailure({ remote: remoteNameOf(args), lifecycle: args.lifecycle, error: args.error });
      return undefined;
    },
  };
}
