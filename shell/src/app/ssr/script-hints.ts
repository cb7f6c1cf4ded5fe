/**
 * The id of the `<script type="application/json">` list of script URLs a server-rendered page
 * holds back (gateway/src/ssr/stream-page.ts: SCRIPT_HINTS_ID): the preloads index.html and the
 * gateway would have put in its head.
 */
export const SCRIPT_HINTS_ID = 'coffee-script-hints';

/**
 * The page's main image, as the catalog marks it (@coffee/platform LCP_IMAGE_SELECTOR: that
 * module is a shared singleton, not loaded yet when this runs).
 */
const LCP_IMAGE_SELECTOR = 'img[fetchpriority="high"]';

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

/**
 * Resolves once the page's main image has loaded (or failed) and been painted, at once on a page
 * without one, or after `maxMs`. A server-rendered page's scripts wait for it: on a phone's slow
 * line they would otherwise share it with the one picture the shopper is waiting for.
 */
export function mainImageShown(doc: Document = document, maxMs = LCP_IMAGE_WAIT_MS): Promise<void> {
  const image = doc.querySelector<HTMLImageElement>(LCP_IMAGE_SELECTOR);
  if (!image) return Promise.resolve();
  const loaded = image.complete
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          image.removeEventListener('load', done);
          image.removeEventListener('error', done);
          resolve();
        };
        const timer = setTimeout(done, maxMs);
        image.addEventListener('load', done);
        image.addEventListener('error', done);
      });
  return loaded.then(afterNextPaint);
}
