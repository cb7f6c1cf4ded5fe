/**
 * The shell's report of how a remote fared on a page (issue 26's canary): sent with
 * navigator.sendBeacon to the gateway, which counts it per remote and release. It changes nothing
 * but counters, so it needs no session or CSRF token; the gateway rate-limits it per address.
 */
export const REMOTE_BEACON_PATH = '/beacons/remotes';

/** `loaded` once per remote and page; a failure each time a load or a render fails for good. */
export const REMOTE_BEACON_EVENTS = ['loaded', 'load-failed', 'render-failed'] as const;
export type RemoteBeaconEvent = (typeof REMOTE_BEACON_EVENTS)[number];

/** A release served from the gateway's release folders, or `unreleased` (a remote's own origin). */
export const UNRELEASED = 'unreleased';

/** The most bytes a beacon may have (a few dozen in practice). */
export const REMOTE_BEACON_MAX_BYTES = 512;
