import { expect, test, type Browser, type Page } from '@playwright/test';
import { releaseText } from '@coffee/contracts';
import { callFromPage, registerCustomer, signIn } from '../support/session';

/**
 * Issue 30, item 2, in the composed shop: the admin gives a new coffee a public release 10 hours
 * ahead in the product form; a Standard shopper reads when it comes and that members have early
 * access, cannot add it (the button, and the server for an API call), and a Direct+ member buys
 * it at once. On a phone.
 */
test.describe('Direct+ early access', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  async function newCoffeeReleasedIn(browser: Browser, hours: number) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const admin = await context.newPage();
    await signIn(admin, 'admin');
    const name = `Early Geisha ${Date.now().toString(36)}`;
    await admin.goto('/admin-portal');
    await admin.getByRole('tab', { name: /Products/ }).click();
    await admin.getByRole('button', { name: 'Add Product' }).click();
    const form = admin.getByRole('form', { name: 'New product' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price (USD)', { exact: true }).fill('39.00');
    await form.getByLabel('Category').selectOption('beans');
    // The admin's own clock (the browser's), as the control shows it.
    const at = new Date(Date.now() + hours * 3600_000);
    const pad = (n: number) => String(n).padStart(2, '0');
    const local = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
    await form.getByLabel('Public release (early access)').fill(local);
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(admin.getByRole('form', { name: 'Edit product' })).toBeVisible();
    const { json } = await callFromPage<{ items: { id: string; name: string }[] }>(
      admin,
      'GET',
      `/api/admin/products?q=${encodeURIComponent(name)}`,
    );
    const id = json.items.find((p) => p.name === name)!.id;
    await context.close();
    return { id, name };
  }

  async function product(page: Page, id: string) {
    return (await callFromPage<{ releaseAt: string }>(page, 'GET', `/api/products/${id}`)).json;
  }

  test('when a coffee is in its members’ early window, then a Standard shopper is told when it comes and cannot add it, and a member buys it', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { id } = await newCoffeeReleasedIn(browser, 10);

    await registerCustomer(page, 'Sam Standard');
    const { releaseAt } = await product(page, id);
    expect(Date.parse(releaseAt) - Date.now()).toBeGreaterThan(9 * 3600_000);
    await page.goto(`/product/${id}`);
    await expect(
      page.getByText(`Coming ${releaseText(releaseAt)} - Direct+ members have early access`),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Direct+ Early Access' })).toBeDisabled();
    // Not only hidden: the server refuses it with the same words.
    const refused = await callFromPage<{ message: string; code: string }>(
      page,
      'POST',
      '/api/cart',
      {
        productId: id,
        quantity: 1,
      },
    );
    expect(refused.status).toBe(403);
    expect(refused.json).toMatchObject({ code: 'EARLY_ACCESS' });
    expect(refused.json.message).toMatch(/^Coming .* - Direct\+ members have early access$/);

    // The same shopper takes the Direct+ trial: the early window is theirs now.
    expect((await callFromPage(page, 'POST', '/api/subscribe')).status).toBe(200);
    await page.reload();
    await expect(page.getByText(/^Direct\+ early access: on sale to everyone from /)).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Item added to cart').first()).toBeVisible();
    const cart = await callFromPage<{ productId: string }[]>(page, 'GET', '/api/cart');
    expect(cart.json.map((line) => line.productId)).toContain(id);
  });

  test('when a coffee is further away than the early window, then nobody can buy it yet, members included', async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const { id } = await newCoffeeReleasedIn(browser, 30);
    await signIn(page, 'member');
    await page.goto(`/product/${id}`);
    await expect(page.getByText(/^Coming .* - Direct\+ members can buy it from /)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();
    const refused = await callFromPage<{ code: string }>(page, 'POST', '/api/cart', {
      productId: id,
      quantity: 1,
    });
    expect(refused.status).toBe(409);
    expect(refused.json.code).toBe('NOT_RELEASED');
  });
});
