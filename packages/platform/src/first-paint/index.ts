/**
 * The page's main image and the browser's report that it was painted: what the first view of a
 * page waits for. Its own subpath (`@coffee/platform/first-paint`), not shared through
 * federation: the shell's entry uses it before any shared module can be loaded (to hold the
 * scripts back until the image is on screen), and the platform uses it after (to hold back the
 * widgets below the fold). A few hundred bytes in each bundle that imports it.
 */

/** Pages that have a main image mark it so (the catalog's first product image): the LCP image. */
export const LCP_IMAGE_SELECTOR = 'img[fetchpriority="high"]';

/**
 * Calls `painted` once the browser reports a largest contentful paint whose element `matches`;
 * a function that stops listening. Null where the browser makes no such report (Safari, Firefox
 * before 122, jsdom): the caller needs another sign. `buffered`: on a server-rendered page the
 * image is usually painted before the script asking runs, and that entry is still delivered.
 */
export function onLargestPaint(
  matches: (element: Element) => boolean,
  painted: () => void,
): (() => void) | null {
  if (
    typeof PerformanceObserver === 'undefined' ||
    !(PerformanceObserver.supportedEntryTypes ?? []).includes('largest-contentful-paint')
  )
    return null;
  const observer = new PerformanceObserver((list) => {
    const entries = list.getEntries() as (PerformanceEntry & { element?: Element | null })[];
    if (entries.some(({ element }) => element != null && matches(element))) painted();
  });
  observer.observe({ type: 'largest-contentful-paint', buffered: true });
  return () => observer.disconnect();
}
