import { expect, test } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { registerCustomer, signIn } from '../support/session';

/**
 * A phone on a slow network: the shopper taps before every call has answered. Here the
 * session call (GET /api/user) is held back until after the tap on Add to Cart.
 */
// The product's default bag, and a bag named in a shared link (2 lb, pour-over).
for (const variant of [null, '2lb-pour-over'] as const) {
  test(`when Add to Cart is tapped before the session call answered${variant ? `, on a link to ${variant}` : ''}, then the signed-in shopper gets that item, not the sign-in prompt`, async ({
    page,
  }) => {
    await signIn(page, 'customer');
    const csrf =
      (await page.context().cookies()).find((c) => c.name === 'coffee_csrf')?.value ?? '';
    // Start from an empty cart.
    const lines = (await (await page.request.get('/api/cart')).json()) as { id: string }[];
    for (const line of lines) {
      await page.request.delete(`/api/cart/${line.id}`, { headers: { 'x-csrf-token': csrf } });
    }
    // A bean in stock that sells this bag (any bean for its default).
    type Detail = { id: string; defaultVariantId: string; variants: { id: string }[] };
    let detail: Detail | undefined;
    for (const bean of await inStockProducts(page.request, 'beans')) {
      const d = (await (await page.request.get(`/api/products/${bean.id}`)).json()) as Detail;
      if (!variant || d.variants.some((v) => v.id === variant)) {
        detail = d;
        break;
      }
    }
    expect(detail, `a bean in stock sold as ${variant ?? 'its default'}`).toBeDefined();
    const product = detail!;

    let releaseSession: () => void = () => {};
    const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route('**/api/user', async (route) => {
      await sessionHeld;
      await route.continue();
    });

    await page.goto(`/product/${product.id}${variant ? `?variant=${variant}` : ''}`);
    // The product's own button comes first; 'You might also like' has one per related product.
    const add = page.getByRole('button', { name: /Add to Cart|Adding/ }).first();
    await expect(add).toBeVisible();
    await add.click();
    // The tap waits for the session instead of deciding the shopper is signed out.
    await expect(page.getByText('You need to log in')).toHaveCount(0);
    await page.waitForTimeout(500);
    releaseSession();

    await expect(page.getByText('Item added to cart')).toBeVisible();
    await expect(page.getByText('You need to log in')).toHaveCount(0);
    const cart = (await (await page.request.get('/api/cart')).json()) as {
      product: { id: string } | null;
      variantId: string | null;
      quantity: number;
    }[];
    expect(cart.map((line) => [line.product?.id, line.variantId, line.quantity])).toEqual([
      [product.id, variant ?? product.defaultVariantId, 1],
    ]);
  });
}

test('when the favorites heart is tapped before the session call answered, then the signed-in shopper saves it, not the sign-in prompt', async ({
  page,
}) => {
  const [product] = await inStockProducts(page.request, 'espresso');
  await registerCustomer(page);

  let releaseSession: () => void = () => {};
  const sessionHeld = new Promise<void>((resolve) => (releaseSession = resolve));
  await page.route('**/api/user', async (route) => {
    await sessionHeld;
    await route.continue();
  });

  await page.goto(`/product/${product!.id}`);
  const heart = page.getByRole('button', { name: 'Save to Favorites', exact: true });
  await expect(heart).toBeVisible();
  await heart.click();
  await expect(page.getByText('You need to log in')).toHaveCount(0);
  await page.waitForTimeout(500);
  releaseSession();

  await expect(page.getByText('Saved to favorites').first()).toBeVisible();
  await expect(page.getByText('You need to log in')).toHaveCount(0);
  const ids = (await (await page.request.get('/api/favorites/ids')).json()) as string[];
  expect(ids).toEqual([product!.id]);
});
