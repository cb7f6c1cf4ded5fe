import { useSyncExternalStore } from 'react';
import { LCP_IMAGE_SELECTOR, onLargestPaint } from '../first-paint';

/** A page without such an image (help, account, ...) waits this long after `load` instead. */
export const NO_LCP_IMAGE_WAIT_MS = 2000;
/** The browser gets this long to find an idle moment before the deferred code is fetched anyway. */
export const IDLE_TIMEOUT_MS = 2000;

let settled = false;
let waiting: Promise<void> | null = null;
const listeners = new Set<() => void>();

function pageLoaded(): Promise<void> {
  if (document.readyState === 'complete') return Promise.resolve();
  return new Promise((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
}

/** The page's LCP image was painted (an LCP entry for it), or `maxMs` passed. */
function lcpImagePainted(maxMs: number): Promise<void> {
  return new Promise((resolve) => {
    // Called from the observer or the timer, so after both below exist.
    const finish = () => {
      clearTimeout(timer);
      stop?.();
      resolve();
    };
    // Hydration keeps the server-rendered <img> node, so a paint reported before it still matches.
    const stop = onLargestPaint((element) => element.matches(LCP_IMAGE_SELECTOR), finish);
    const timer = stop ? setTimeout(finish, maxMs) : undefined;
    if (!stop) resolve();
  });
}

function browserIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
    else setTimeout(resolve, 50);
  });
}

/**
 * Resolves once the first view of the page is on screen: the page has loaded, its LCP image
 * (the first product image) has been painted (or, on a page without one, a moment has passed),
 * and the browser is idle. What is not needed for that view (the header's cart widget, the chat,
 * widgets below the fold) waits for it, so it never competes with the page's own code and image.
 * Once per page load: later navigations find it settled. On a server (no `document`) it never
 * resolves: there is no screen there, and what waits for it is not part of the server's HTML.
 */
export function afterFirstContent(): Promise<void> {
  if (!waiting) {
    waiting =
      typeof document === 'undefined'
        ? new Promise<void>(() => {})
        : pageLoaded()
            .then(() => lcpImagePainted(NO_LCP_IMAGE_WAIT_MS))
            .then(browserIdle)
            .then(() => {
              settled = true;
              for (const listener of listeners) listener();
            });
  }
  return waiting;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  void afterFirstContent();
  return () => {
    listeners.delete(listener);
  };
}

const isSettled = () => settled;
// The server's HTML never has what waits for the first view, so a hydrating client renders it
// without too (React renders with this snapshot while hydrating, then at once with isSettled).
// That holds even when the first view was already on screen before the script ran (a server-
// rendered page paints its LCP image first), when isSettled is already true.
const onServerAndWhileHydrating = () => false;

/**
 * `afterFirstContent()` as a hook: false until the first view is on screen, then true. Always false
 * in a server render and in the client's hydration render, so the two give the same markup.
 */
export function useAfterFirstContent(): boolean {
  return useSyncExternalStore(subscribe, isSettled, onServerAndWhileHydrating);
}
