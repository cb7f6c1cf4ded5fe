/**
 * How long the one quiet second attempt waits when a remote's code fails to load (the shell's
 * remote entry and manifest, a remote's page chunk): long enough for a remote that was restarting
 * while the page loaded to answer again, short enough that a shopper barely notices.
 */
export const QUIET_RETRY_DELAY_MS = 600;
