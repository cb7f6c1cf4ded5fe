import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/**
 * The header search's suggestions (issue 28): a shopper who misspells a coffee sees it, with its
 * picture and price, while typing, and opens it from the keyboard; Escape closes the list; at a
 * desktop and a phone width, where the box sits on a row of its own. The answers come from the
 * catalog's typo-tolerant GET /api/search/suggest through the gateway.
 */

interface Listed {
  id: string;
  name: string;
  price: string;
  minPrice?: string | null;
  maxPrice?: string | null;
}

/** The demo catalog's Ethiopian coffee, looked up (not hard-coded) with the price a card shows. */
async function ethiopianCoffee(request: APIRequestContext) {
  const response = await request.get('/api/products/category/beans?limit=100');
  expect(response.ok(), `catalog answered ${response.status()}`).toBe(true);
  const coffee = ((await response.json()) as Listed[]).find((p) => /^Ethiopia/.test(p.name));
  if (!coffee) throw new Error('no Ethiopian coffee among the beans');
  const dollars = (amount: string) => `$${Number(amount).toFixed(2)}`;
  const priced =
    coffee.minPrice && coffee.maxPrice && coffee.minPrice !== coffee.maxPrice
      ? `from ${dollars(coffee.minPrice)}`
      : dollars(coffee.price);
  return { ...coffee, priced };
}

const searchBox = (page: Page) =>
  page.getByRole('banner').getByRole('combobox', { name: 'Search products' });

/** The page has hydrated: the header's account control is the client's. */
async function hydrated(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: /Sign In/ })).toBeVisible();
  await page.waitForLoadState('networkidle');
}

const WIDTHS = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 375, height: 812 } },
] as const;

for (const { name, viewport } of WIDTHS) {
  test.describe(`header search suggestions (${name}, ${viewport.width} px)`, () => {
    test.use({ viewport });
    // Two pages, typing at a person's pace and an axe pass: over the default on a busy machine.
    test.describe.configure({ timeout: 90_000 });

    test('when a shopper types a misspelt coffee, then it is suggested with its price, and ArrowDown + Enter opens its page', async ({
      page,
    }) => {
      const coffee = await ethiopianCoffee(page.request);
      await page.goto('/category/all');
      await hydrated(page);
      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('ethopia', { delay: 40 });

      const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
      await expect(listbox).toBeVisible();
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      await expect(box).toHaveAttribute('aria-controls', (await listbox.getAttribute('id'))!);
      const option = listbox.getByRole('option', { name: new RegExp(`^${coffee.name}`) });
      await expect(option).toBeVisible();
      await expect(option).toContainText(coffee.priced);
      await expect(option.locator('img')).toBeVisible();
      // The list says how many there are to a screen reader.
      await expect(page.getByRole('status').filter({ hasText: /\d+ suggestions?$/ })).toHaveCount(
        1,
      );
      // All of it on the screen: a phone's list is no wider than the phone.
      const popup = await listbox.boundingBox();
      expect(popup!.x).toBeGreaterThanOrEqual(0);
      expect(popup!.x + popup!.width).toBeLessThanOrEqual(viewport.width);

      const axe = await new AxeBuilder({ page }).include('header').analyze();
      const serious = axe.violations.filter((v) => ['serious', 'critical'].includes(v.impact!));
      expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

      // ArrowDown until the coffee is the active option (the ranking decides its place).
      const count = await listbox.getByRole('option').count();
      for (let i = 0; i < count; i += 1) {
        await box.press('ArrowDown');
        if ((await option.getAttribute('aria-selected')) === 'true') break;
      }
      await expect(option).toHaveAttribute('aria-selected', 'true');
      await expect(box).toHaveAttribute(
        'aria-activedescendant',
        (await option.getAttribute('id'))!,
      );
      await expect(box).toBeFocused();
      await box.press('Enter');

      await expect(page).toHaveURL(`/product/${coffee.id}`);
      await expect(page.getByRole('heading', { level: 1, name: coffee.name })).toBeVisible();
      await expect(listbox).toBeHidden();
    });

    test('when Escape is pressed, then the list closes, a second Escape clears the box, and Enter with nothing chosen searches', async ({
      page,
    }) => {
      await page.goto('/');
      await hydrated(page);
      const box = searchBox(page);
      await box.click();
      await box.pressSequentially('expresso', { delay: 40 });
      const listbox = page.getByRole('listbox', { name: 'Search suggestions' });
      await expect(listbox.getByRole('option').first()).toBeVisible();

      await box.press('Escape');
      await expect(listbox).toBeHidden();
      await expect(box).toHaveAttribute('aria-expanded', 'false');
      await expect(box).toHaveValue('expresso');
      await box.press('Escape');
      await expect(box).toHaveValue('');

      // A press elsewhere closes it too.
      await box.pressSequentially('kenyan', { delay: 40 });
      await expect(listbox.getByRole('option').first()).toBeVisible();
      await page.getByRole('heading', { level: 1 }).click();
      await expect(listbox).toBeHidden();

      // Nothing chosen: Enter searches, as the box always has.
      await box.click();
      await box.press('Enter');
      await expect(page).toHaveURL('/search?q=kenyan');
    });
  });
}

test('when the scripts have not run, then the header form still searches for what was typed, never a blank query', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto('/category/beans');
    const box = searchBox(page);
    await box.fill('   ');
    await box.press('Enter');
    await page.waitForTimeout(300);
    await expect(page).toHaveURL('/category/beans');
    await box.fill('  ethopia ');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=\+*ethopia\+*$/);
  } finally {
    await context.close();
  }
});
