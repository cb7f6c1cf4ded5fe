import { LCP_IMAGE_SELECTOR, onLargestPaint } from '@coffee/platform/first-paint';

/**
 * The id of the `<script type="application/json">` list of script URLs a server-rendered page
 * holds back (shell/server/src/ssr/stream-page.ts: SCRIPT_HINTS_ID): the preloads index.html and the
 * shell's server would have put in its head.
 */
export const SCRIPT_HINTS_ID = 'coffee-script-hints';

/** The User Timing mark made when the wait for the main image ends (detail: how it ended). */
export const MAIN_IMAGE_MARK = 'coffee:main-image-shown';

/** The longest the scripts wait for that image: past it they load anyway. */
export const LCP_IMAGE_WAIT_MS = 2000;

/** Preloads the held-back scripts, in their order; a page without the list has nothing to do. */
export function releaseScriptHints(doc: Document = document): void {
  const block = doc.getElementById(SCRIPT_HINTS_ID);
  if (!block) return;
  block.remove();
  let hrefs: unknown;
  try {
    hrefs = JSON.parse(block.textContent ?? '');
  } catch {
    return;
  }
  if (!Array.isArray(hrefs)) return;
  for (const href of hrefs) {
    if (typeof href !== 'string' || href === '') continue;
    const link = doc.createElement('link');
    // No crossorigin: webpack's and the federation runtime's script tags have none, and a
    // preload only serves a request in the same CORS mode.
    link.rel = 'preload';
    link.setAttribute('as', 'script');
    link.href = href;
    doc.head.append(link);
  }
}

/** After the browser's next frame: what changed before it has been painted. */
const afterNextPaint = () =>
  new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** After the image has been decoded and painted, how long its paint's report may take to come. */
const REPORT_GRACE_MS = 100;

/**
 * Resolves once the page's main image is on screen, at once on a page without one, or after
 * `maxMs`. On screen: the browser reports it as the largest contentful paint; or, where it is not
 * the largest or the browser has no such report, it has loaded and been decoded, two frames have
 * been painted since, and the report (where the browser makes them) had 100 ms more to come.
 * Loaded is not enough: a picture is decoded off the main thread and painted a frame or more
 * later, and that frame reaches the screen one later still. A server-rendered page's scripts wait
 * for this: on a phone's slow line they would otherwise share it with the one picture the shopper
 * is waiting for.
 */
export function mainImageShown(doc: Document = document, maxMs = LCP_IMAGE_WAIT_MS): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>(LCP_IMAGE_SELECTOR);
  if (!image) return Promise.resolve();
  return new Promise<void>((resolve) => {
    let settled = false;
    // How the wait ended, as a User Timing mark: traces and tests read it.
    const done = (how: 'painted' | 'decoded' | 'failed' | 'timeout') => {
      if (settled) return;
      settled = true;
      performance.mark?.(MAIN_IMAGE_MARK, { detail: how });
      clearTimeout(timer);
      stopObserving?.();
      image.removeEventListener('load', loaded);
      image.removeEventListener('error', failed);
      resolve();
    };
    const loaded = () => {
      const decoded = typeof image.decode === 'function' ? image.decode() : Promise.resolve();
      // A picture that cannot be decoded is shown broken: nothing more to wait for.
      void decoded
        .catch(() => {})
        .then(afterNextPaint)
        .then(afterNextPaint)
        // Where the browser reports paints, its report (a few frames later) is the better sign.
        .then(() => new Promise((wait) => setTimeout(wait, reporting ? REPORT_GRACE_MS : 0)))
        .then(() => done('decoded'));
    };
    const failed = () => done('failed');
    const timer = setTimeout(() => done('timeout'), maxMs);
    const stopObserving = onLargestPaint(
      (element) => element === image,
      () => done('painted'),
    );
    const reporting = stopObserving !== null;
    if (image.complete) loaded();
    else {
      image.addEventListener('load', loaded);
      image.addEventListener('error', failed);
    }
  });
}
