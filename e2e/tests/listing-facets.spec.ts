import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 28: the listing's facets (roast level, origin, ...) with counts, kept in the URL, at a
 * phone's width inside the Filters sheet and at a desktop's in the sidebar, and working as plain
 * links before the page's scripts have run.
 */

interface FacetValue {
  value: string;
  label: string;
  count: number;
}
interface Facets {
  roast: FacetValue[];
  origin: FacetValue[];
}

async function facetsOf(page: Page, query: string): Promise<{ total: number; facets: Facets }> {
  const answer = await page.request.get(
    `/api/products/category/beans?include=facets&limit=1${query}`,
  );
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as { total: number; facets: Facets };
}

/** The facet link of a value, named "Light, 5 products". */
const valueLink = (page: Page, value: FacetValue) =>
  page.getByRole('link', {
    name: `${value.label}, ${value.count} ${value.count === 1 ? 'product' : 'products'}`,
  });

const countText = (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`;

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
]) {
  test(`when a shopper filters beans by roast and origin at ${viewport.width} px, then the URL, the count and the grid follow, and Clear all undoes it`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    const before = await facetsOf(page, '');
    const roast = before.facets.roast[0]!;
    await page.goto('/category/beans');
    const phone = viewport.width < 1024;
    const filters = page.getByRole('button', { name: /^Filters/ });
    if (phone) {
      await expect(filters).toBeEnabled();
      await filters.click();
    }
    const panel = page.getByRole(phone ? 'region' : 'complementary', { name: 'Product filters' });
    await valueLink(page, roast).click();
    await expect(page).toHaveURL(`/category/beans?roast=${encodeURIComponent(roast.value)}`);
    await expect(page.getByText(countText(roast.count), { exact: true })).toBeVisible();

    // The origins' counts now follow the roast chosen.
    const withRoast = await facetsOf(page, `&roast=${encodeURIComponent(roast.value)}`);
    const origin = withRoast.facets.origin[0]!;
    await expect(panel.getByRole('link', { name: /selected/ })).toHaveCount(1);
    await valueLink(page, origin).click();
    await expect(page).toHaveURL(
      `/category/beans?roast=${encodeURIComponent(roast.value)}&origin=${encodeURIComponent(origin.value)}`,
    );
    await expect(page.getByText(countText(origin.count), { exact: true })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Coffee Beans' }).getByRole('article')).toHaveCount(
      Math.min(origin.count, 24),
    );
    if (phone) await expect(filters).toContainText('2');

    await panel.getByRole('link', { name: 'Clear all' }).click();
    await expect(page).toHaveURL('/category/beans');
    await expect(page.getByText(countText(before.total), { exact: true })).toBeVisible();
  });
}

test('when a facet is clicked before the page has hydrated, then it is a plain link: the server renders the filtered listing', async ({
  page,
}) => {
  const { facets } = await facetsOf(page, '');
  const roast = facets.roast[0]!;
  // The shell's entry script is held back on the first page only: the server's HTML is all there
  // is when the shopper clicks (a phone still loading its scripts).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  const documents: string[] = [];
  page.on('request', (r) => void (r.resourceType() === 'document' && documents.push(r.url())));
  await page.goto('/category/beans?sort=price-asc', { waitUntil: 'commit' });
  const link = valueLink(page, roast);
  await expect(link).toHaveAttribute(
    'href',
    `/category/beans?sort=price-asc&roast=${encodeURIComponent(roast.value)}`,
  );
  await link.click();
  release();
  await expect(page).toHaveURL(
    `/category/beans?sort=price-asc&roast=${encodeURIComponent(roast.value)}`,
  );
  await expect(page.getByText(countText(roast.count), { exact: true })).toBeVisible();
  // The browser followed the link: a second document, rendered by the server.
  expect(documents).toHaveLength(2);
});
