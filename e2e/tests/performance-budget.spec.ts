import { expect, test } from '@playwright/test';
import { firstLoadPages, measureFirstLoad } from '../../scripts/lib/first-load.mjs';
import { E2E_BASE_URL } from '../support/ports';

/**
 * The byte budget of the first load (issue 11): the JavaScript a phone must fetch and run before
 * the first product image paints, gzipped, on each of the pages a shopper lands on. Counted in
 * bytes, never in time, so a busy CI machine measures the same as a quiet one. `npm run bench`
 * prints the same figures with the request chain.
 *
 * The three pages are rendered on the server for a visitor without a session: the image comes in
 * the HTML and waits for no script, so the critical path holds none (the issue's check: at most
 * 190 KB). Only the entry script shares the network with the image: the page's other scripts are
 * preloaded once it has painted (shell/src/app/ssr/script-hints.ts). What starts before the image
 * is held to a ratchet at today's figure plus about 3% (27.1 KB on each page, from 383.9 KB:
 * docs/figures.md, "The first load"), so nothing grows back unnoticed; lower it with every saving.
 */
const BUDGET_KB = 190;
const SHARED_BUDGET_KB = 28;
/**
 * Every script the first load fetched, before the image and after it until the page settles,
 * gzipped (issue 26 asks for at most 150 KB transferred; served brotli-compressed it is 183-189
 * KB). A ratchet at today's figure plus about 3%: 202.7 KB on a product page (2026-11-29, from
 * 215.8 KB before zod and the contracts' schemas left the first load for a chunk that the first
 * checked answer loads: docs/figures.md, "The first load"). Lower it with every saving.
 */
const TOTAL_BUDGET_KB = 209;

test.describe('first-load byte budget', () => {
  test.describe.configure({ timeout: 120_000 });

  test(`when a shopper lands on the home page, a listing or a product page, then the first product image comes in the HTML and is preloaded by it, every preload is used, and the JavaScript that image waits for is at most ${BUDGET_KB} KB gzipped (what shares the network with it at most ${SHARED_BUDGET_KB} KB, all the page fetched at most ${TOTAL_BUDGET_KB} KB)`, async ({
    browser,
  }) => {
    for (const { label, path } of await firstLoadPages(E2E_BASE_URL)) {
      const load = await measureFirstLoad(browser, `${E2E_BASE_URL}${path}`);
      const kb = load.criticalGzipBytes / 1024;
      const sharedKb = load.beforeLcpGzipBytes / 1024;
      const files = load.beforeLcpScripts
        .map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${new URL(f.url).pathname}`)
        .join('\n  ');
      // The product image is what paints last and largest: the budget is about what precedes it.
      expect(load.lcp.tag, `${label}: the LCP element`).toBe('img');
      // The page names its LCP image in its HTML, so the image waits on no chain of requests
      // (HTML -> image), and every hint is one the page really uses.
      const imageHints = load.preloadHints.filter(
        (h) => h.as === 'image' && h.fetchpriority === 'high',
      );
      expect(imageHints, `${label}: one LCP image preload`).toHaveLength(1);
      // The hint names the main picture's widths as its <img> does: the width fetched is among
      // them. (The LCP is that picture or, when a card beside it happens to paint first, one of
      // the same size: the largest paint keeps the first of equals.)
      expect(
        [imageHints[0]!.href, ...imageHints[0]!.srcset],
        `${label}: the main image's preload`,
      ).toContain(load.mainImageUrl);
      expect(load.unusedPreloads, `${label}: preloads the page never used`).toEqual([]);
      // Painted from the server-rendered HTML: the image waited for no script.
      expect(load.lcpFromHtml, `${label}: the LCP image came in the HTML`).toBe(true);
      expect(kb, `${label} (${path}): ${kb.toFixed(1)} KB the LCP waited for`).toBeLessThanOrEqual(
        BUDGET_KB,
      );
      expect(
        sharedKb,
        `${label} (${path}): ${sharedKb.toFixed(1)} KB started before the LCP:\n  ${files}`,
      ).toBeLessThanOrEqual(SHARED_BUDGET_KB);
      const all = [...load.beforeLcpScripts, ...load.laterScripts];
      const totalKb = (load.beforeLcpGzipBytes + load.laterGzipBytes) / 1024;
      expect(
        totalKb,
        `${label} (${path}): ${totalKb.toFixed(1)} KB of script in all:\n  ${all
          .map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${new URL(f.url).pathname}`)
          .join('\n  ')}`,
      ).toBeLessThanOrEqual(TOTAL_BUDGET_KB);
    }
  });
});
