import { expect, test, type Page } from '@playwright/test';
import { signIn } from '../support/session';

/**
 * Issue 28: a bean is bought as bag size x grind. The product page's pickers are radio groups a
 * keyboard drives; price and URL follow the choice, a shared link (or a reload) opens the same bag
 * from the server's first view, and Add to Cart adds that variant.
 */

interface Variant {
  id: string;
  size: string | null;
  grind: string | null;
  price: string;
  inStock: boolean;
}
interface Detail {
  id: string;
  name: string;
  defaultVariantId: string | null;
  variants: Variant[];
}

/** A bean whose 12 oz whole bean and 2 lb pour-over are both in stock, read from the live catalog. */
async function beanWithTwoPoundPourOver(page: Page): Promise<Detail> {
  const list = await page.request.get('/api/products/category/beans?inStock=true&limit=50');
  expect(list.ok()).toBe(true);
  for (const { id } of (await list.json()) as { id: string }[]) {
    const detail = (await (await page.request.get(`/api/products/${id}`)).json()) as Detail;
    const stocked = (variantId: string) =>
      detail.variants.some((v) => v.id === variantId && v.inStock);
    if (stocked('12oz-whole-bean') && stocked('2lb-pour-over')) return detail;
  }
  throw new Error('no bean sells 12 oz whole bean and 2 lb pour-over in stock');
}

const priceOf = (product: Detail, variantId: string) =>
  `$${product.variants.find((v) => v.id === variantId)!.price}`;

async function emptyCart(page: Page) {
  const lines = (await (await page.request.get('/api/cart')).json()) as { id: string }[];
  const csrf = (await page.context().cookies()).find((c) => c.name === 'coffee_csrf')?.value ?? '';
  for (const line of lines)
    await page.request.delete(`/api/cart/${line.id}`, { headers: { 'x-csrf-token': csrf } });
}

test('when a shopper picks 2 lb and pour-over with the keyboard, then price and URL follow, the shared URL reopens that bag, and it is what Add to Cart adds', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('console', (m) => void (m.type() === 'error' && errors.push(m.text())));
  page.on('pageerror', (e) => void errors.push(e.message));
  await signIn(page, 'customer');
  await emptyCart(page);
  const bean = await beanWithTwoPoundPourOver(page);

  await page.goto(`/product/${bean.id}`);
  const sizes = page.getByRole('group', { name: 'Bag size' });
  const grinds = page.getByRole('group', { name: 'Grind' });
  const offer = page.locator('[aria-live="polite"]').filter({ hasText: '$' }).first();
  const twelve = sizes.getByRole('radio', { name: '12 oz' });
  // Enabled once hydrated; the default bag is checked from the server's first view.
  await expect(twelve).toBeEnabled();
  await expect(twelve).toBeChecked();
  await expect(offer).toContainText(priceOf(bean, bean.defaultVariantId ?? '12oz-whole-bean'));
  const historyBefore = await page.evaluate(() => history.length);

  await twelve.focus();
  await page.keyboard.press('ArrowRight');
  await expect(sizes.getByRole('radio', { name: '2 lb' })).toBeChecked();
  await expect(page).toHaveURL(/\?variant=2lb-whole-bean$/);
  await expect(offer).toContainText(priceOf(bean, '2lb-whole-bean'));

  await grinds.getByRole('radio', { checked: true }).focus();
  const pourOver = grinds.getByRole('radio', { name: /^Pour-over/ });
  // Arrow keys walk the enabled grinds in order (and wrap): one press, then wait for the page to
  // check the next one, so a slow render never lets a press run past pour-over.
  const enabled = await grinds
    .getByRole('radio')
    .evaluateAll((inputs) =>
      (inputs as HTMLInputElement[]).filter((i) => !i.disabled).map((i) => [i.value, i.checked]),
    );
  const from = enabled.findIndex(([, checked]) => checked);
  const to = enabled.findIndex(([value]) => value === 'pour-over');
  for (let i = from; i !== to; i = (i + 1) % enabled.length) {
    await page.keyboard.press('ArrowRight');
    const next = String(enabled[(i + 1) % enabled.length]![0]);
    await expect(grinds.locator(`input[value="${next}"]`)).toBeChecked();
  }
  await expect(pourOver).toBeChecked();
  await expect(page).toHaveURL(new RegExp(`/product/${bean.id}\\?variant=2lb-pour-over$`));
  await expect(offer).toContainText(priceOf(bean, '2lb-pour-over'));
  // Each pick replaced the history entry: Back leaves the product, not the last grind.
  expect(await page.evaluate(() => history.length)).toBe(historyBefore);

  // The shared link: the server renders that bag, and hydration keeps it.
  await page.reload();
  await expect(sizes.getByRole('radio', { name: '2 lb' })).toBeChecked();
  await expect(grinds.getByRole('radio', { name: /^Pour-over/ })).toBeChecked();
  await expect(offer).toContainText(priceOf(bean, '2lb-pour-over'));
  await expect(sizes.getByRole('radio', { name: '2 lb' })).toBeEnabled();

  // The product's own button comes first; related coffees below have theirs.
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Item added to cart')).toBeVisible();
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    productId: string;
    variantId: string | null;
    quantity: number;
  }[];
  expect(cart.map((l) => [l.productId, l.variantId, l.quantity])).toEqual([
    [bean.id, '2lb-pour-over', 1],
  ]);
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
  await emptyCart(page);
});
