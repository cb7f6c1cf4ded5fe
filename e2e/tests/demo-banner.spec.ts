import { expect, test, type Locator, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Issue 24: a shop on the offline test provider says so on every page. The suite's shop is one
 * (the orchestrator sets DEMO_PAYMENTS=true when no Stripe key is given), so every page here must
 * show "Demo shop: no real payments": a page rendered on the server (in its HTML, before any
 * script), a page rendered in the browser, and a staff portal, at 375 and 1280 px. The banner is
 * in the page's flow above the header: it covers nothing, nothing covers it, and it moves nothing
 * (no layout shift on the server-rendered page).
 */

const WIDTHS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

const banner = (page: Page) => page.getByRole('complementary', { name: 'Demo shop' });

/**
 * Whether a tap on `target` reaches it: at its centre and a quarter in from each edge (inside any
 * rounding), `elementFromPoint` answers `target` itself or what is inside it.
 */
async function reachable(target: Locator): Promise<boolean[]> {
  return target.evaluate((element) => {
    const r = element.getBoundingClientRect();
    const xs = [0.25, 0.5, 0.75].map((f) => r.left + f * r.width);
    const ys = [0.25, 0.5, 0.75].map((f) => r.top + f * r.height);
    return xs.flatMap((x) =>
      ys.map((y) => {
        const hit = document.elementFromPoint(x, y);
        return hit !== null && (hit === element || element.contains(hit));
      }),
    );
  });
}

/**
 * The banner is at the very top, the page's full width, in its flow (never fixed or sticky),
 * on screen with nothing over it, and what follows starts below it: the header (`header`) and
 * its `controls` answer a tap where they are.
 */
async function expectBannerInPlace(page: Page, header: Locator, controls: Locator[]) {
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toHaveText('Demo shop: no real payments');
  const viewport = page.viewportSize()!;
  const box = (await banner(page).boundingBox())!;
  expect(box.y).toBe(0);
  expect(Math.round(box.width)).toBe(
    await page.evaluate(() => document.documentElement.clientWidth),
  );
  expect(box.height).toBeLessThan(viewport.width < 768 ? 48 : 40);
  expect(await banner(page).evaluate((e) => getComputedStyle(e).position)).toBe('static');
  expect(await reachable(banner(page))).not.toContain(false);
  const headerBox = (await header.boundingBox())!;
  expect(headerBox.y).toBeGreaterThanOrEqual(box.y + box.height - 0.5);
  for (const control of controls) {
    await expect(control).toBeVisible();
    expect(await reachable(control), `${control} answers a tap`).not.toContain(false);
  }
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('when a page rendered on the server opens, then the banner is in its HTML and on screen, covering nothing, and nothing moves', async ({
      page,
    }) => {
      // The server's HTML: the banner comes before the header, with no script run.
      const html = await (await page.request.get('/')).text();
      expect(html).toContain('id="coffee-page"');
      const at = html.indexOf('data-demo-banner');
      expect(at).toBeGreaterThan(-1);
      expect(at).toBeLessThan(html.indexOf('<header'));
      expect(html).toContain('<strong>Demo shop:</strong> no real payments');

      await page.addInitScript(() => {
        const w = window as unknown as { shifts: number };
        w.shifts = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[])
            w.shifts += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto('/');
      const header = page.getByRole('banner');
      await expectBannerInPlace(page, header, [
        header.getByRole('link', { name: 'Brew Haven home' }),
        header.getByRole('link', { name: 'Sign In' }),
        header.getByRole('combobox', { name: 'Search products' }),
      ]);
      // Hydrated: the cart button works; the banner did not move anything on the way.
      await expect(header.getByRole('button', { name: /cart/i })).toBeEnabled();
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);

      // Scrolled: the banner goes with the page; from md the header sticks to the top, alone.
      await page.mouse.wheel(0, 400);
      await expect.poll(async () => (await banner(page).boundingBox())?.y ?? 0).toBeLessThan(-20);
      if (viewport.width >= 768) expect((await header.boundingBox())!.y).toBe(0);
    });

    test('when a server-rendered page is read before (or without) its scripts, then the banner is already there', async ({
      browser,
    }) => {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto('/category/all');
      await expect(banner(page)).toHaveText('Demo shop: no real payments');
      expect((await banner(page).boundingBox())!.y).toBe(0);
      await context.close();
    });

    test('when a page rendered in the browser opens, then the banner is there above the header', async ({
      page,
    }) => {
      // /contact-us is not rendered on the server: its root comes empty.
      const html = await (await page.request.get('/contact-us')).text();
      expect(html).toMatch(/<div id="?root"?><\/div>/);
      expect(html).toContain('id="coffee-page"');
      await page.goto('/contact-us');
      await expect(page.getByRole('heading', { name: 'Contact Us', level: 1 })).toBeVisible();
      const header = page.getByRole('banner');
      await expectBannerInPlace(page, header, [
        header.getByRole('link', { name: 'Brew Haven home' }),
        header.getByRole('combobox', { name: 'Search products' }),
      ]);
    });

    test('when a staff portal opens, then the banner is there above the staff header, whose controls stay in reach', async ({
      page,
    }) => {
      await signIn(page, 'employee');
      await page.goto('/employee-portal');
      await expect(page.getByRole('heading', { name: 'Employee Portal', level: 1 })).toBeVisible();
      const header = page.getByRole('banner');
      await expectBannerInPlace(page, header, [
        header.getByRole('link', { name: 'Back to shop' }),
        header.getByRole('button', { name: 'Sign out' }),
      ]);
    });
  });
}
