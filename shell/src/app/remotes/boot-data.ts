/**
 * Data the shell's server writes into the page (shell/server/src/pages/page-boot.ts) as non-executing
 * `<script type="application/json">` blocks, so the shell need not ask for it before the first
 * remote page can load: the remote map (/remotes.json's answer) and the current route's remote
 * manifest(s), keyed by manifest URL. Each is used once, for the start-up: a Retry or a reset
 * asks the network again, since a remote may have been re-released since the page was written.
 * A page without them (the shell's dev server, an older gateway) just fetches as before.
 */
export const REMOTES_DATA_ID = 'coffee-remotes';
export const MANIFESTS_DATA_ID = 'coffee-mf-manifests';

function readJson(id: string): unknown {
  if (typeof document === 'undefined') return undefined;
  const element = document.getElementById(id);
  if (!element || element.getAttribute('type') !== 'application/json') return undefined;
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

let remotesTaken = false;
let manifests: Map<string, unknown> | undefined;

/** The inlined remote map, the first time only; undefined when the page has none. */
export function takeInlinedRemotes(): unknown {
  if (remotesTaken) return undefined;
  remotesTaken = true;
  return readJson(REMOTES_DATA_ID);
}

/** The inlined manifest at `url`, the first time it is asked for only. */
export function takeInlinedManifest(url: string): unknown {
  if (!manifests) {
    const data = readJson(MANIFESTS_DATA_ID);
    manifests = new Map(
      data && typeof data === 'object' && !Array.isArray(data) ? Object.entries(data) : [],
    );
  }
  const manifest = manifests.get(url);
  manifests.delete(url);
  return manifest;
}
