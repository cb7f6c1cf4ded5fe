import { REMOTE_BEACON_PATH, UNRELEASED, type RemoteBeaconEvent } from '@coffee/contracts';

/** `/releases/<remote>/<release id>/mf-manifest.json`: a release `npm run release` made. */
const RELEASED = /\/releases\/[a-z_]+\/([0-9A-Za-z.-]{1,80})\/[^/]*$/;

/** The release a remote's manifest URL names, or UNRELEASED (a remote on its own origin). */
export function releaseOf(entry: string | undefined): string {
  return (entry && RELEASED.exec(entry)?.[1]) || UNRELEASED;
}

const loaded = new Set<string>();

/**
 * Tells the gateway how a remote fared on this page (issue 26's canary watch compares a canary's
 * failures with the stable release's): `loaded` once per remote and page, each failure when it
 * happens. A beacon survives the page being left and costs the page nothing; where there is no
 * sendBeacon (the server render, old browsers) nothing is sent.
 */
export function reportRemote(remote: string, entry: string | undefined, event: RemoteBeaconEvent) {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return;
  const release = releaseOf(entry);
  if (event === 'loaded') {
    const key = `${remote} ${release}`;
    if (loaded.has(key)) return;
    loaded.add(key);
  }
  try {
    // A string goes as text/plain: no preflight, which a beacon could not answer.
    navigator.sendBeacon(REMOTE_BEACON_PATH, JSON.stringify({ remote, release, event }));
  } catch {
    // A report is never worth an error on the page.
  }
}
