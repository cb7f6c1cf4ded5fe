import { expect, test } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { mailpit } from '../support/mailpit';
import { fillShipping, TEST_CARD } from '../support/orders';
import { callFromPage, registerCustomer, signIn } from '../support/session';

const inbox = mailpit();
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

/**
 * Issue 30, item 3, in the composed shop on a phone: the admin creates a code in the admin
 * portal; a shopper is refused a made-up code in the contract's words, applies the real one in
 * the cart, sees it taken off before tax at checkout, pays exactly that, and finds it on the
 * confirmation and the receipt; the admin's list counts the use.
 */
test.describe('promotions', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('when the admin creates a code and a shopper applies it, then the order is discounted before tax as the cart showed, and the admin sees the use', async ({
    browser,
  }) => {
    test.setTimeout(150_000);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;

    // The admin: Promotions tab, New promotion, 20% off with one use per customer.
    const adminContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const admin = await adminContext.newPage();
    await signIn(admin, 'admin');
    await admin.goto('/admin-portal');
    await admin.getByRole('tab', { name: 'Promotions' }).click();
    await admin.getByRole('button', { name: 'New promotion' }).click();
    const form = admin.getByRole('form', { name: 'New promotion' });
    await form.getByLabel('Name').fill('Phone test 20');
    await form.getByLabel('Code').fill(code.toLowerCase());
    await form.getByRole('radio', { name: 'Percent off' }).check();
    await form.getByLabel('Percent off (%)').fill('20');
    await form.getByLabel('Uses per customer').fill('1');
    await admin.getByRole('button', { name: 'Create promotion' }).click();
    await expect(admin.getByRole('cell', { name: code }).first()).toBeVisible();

    // A shopper with one coffee in the cart.
    const shopper = await browser.newContext({ viewport: { width: 375, height: 812 } });
    const page = await shopper.newPage();
    const { email } = await registerCustomer(page, 'Petra Promo');
    const [coffee] = await inStockProducts(page.request, 'beans');
    await page.goto(`/product/${coffee!.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Item added to cart').first()).toBeVisible();

    // Adding opens the drawer; open it if it has closed meanwhile.
    const drawer = page.getByRole('dialog', { name: /Your Cart/ });
    if (!(await drawer.isVisible()))
      await page.getByRole('button', { name: /^Cart, 1 item/ }).click();
    await drawer.getByRole('button', { name: 'Have a promo code?' }).click();
    await drawer.getByLabel('Promo code').fill('NOT-A-REAL-CODE');
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByRole('alert')).toHaveText('Invalid code');
    await drawer.getByLabel('Promo code').fill(code.toLowerCase());
    await drawer.getByRole('button', { name: 'Apply' }).click();
    await expect(drawer.getByTestId('promotion-applied')).toContainText(`Code ${code} applied`);
    const discount = (await drawer.getByTestId('cart-discount').textContent())?.trim() ?? '';
    expect(discount).toMatch(/^-\$\d+\.\d{2}$/);

    await page.goto('/checkout');
    await expect(page.getByTestId('totals-discount')).toHaveText(discount);
    await expect(page.getByText(`Promotion (${code})`).first()).toBeVisible();
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').fill(TEST_CARD.number);
    await card.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
    await card.getByLabel('CVC').fill(TEST_CARD.cvc);
    await card.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
    const total = (await page.getByTestId('totals-total').textContent())?.trim() ?? '';
    const place = page.getByRole('button', { name: 'Place Order' });
    await place.scrollIntoViewIfNeeded();
    await place.click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('totals-total')).toHaveText(total);
    await expect(page.getByTestId('totals-discount')).toHaveText(discount);

    // The server's figures: 20% of the subtotal, tax on what is left.
    const orders = await callFromPage<
      { subtotal: string; discount: string; tax: string; promotion: { code: string } | null }[]
    >(page, 'GET', '/api/orders');
    const [order] = orders.json;
    const subtotal = Math.round(Number(order!.subtotal) * 100);
    const off = Math.round(subtotal * 0.2);
    expect(order).toMatchObject({ discount: (off / 100).toFixed(2), promotion: { code } });
    expect(order!.tax).toBe((Math.round(((subtotal - off) * 7) / 100) / 100).toFixed(2));
    expect(`-${dollars(off)}`).toBe(discount);

    // Used once: the same shopper is told so.
    const again = await callFromPage(page, 'POST', '/api/cart/promotion', { code });
    expect(again.status).toBe(409);
    expect(again.json).toMatchObject({ message: 'Already used' });

    const receipt = await inbox.waitFor({ to: email, query: 'subject:"receipt"' });
    expect(receipt.Text).toContain(`Promotion (${code}): ${discount}`);

    // The admin's list counts it.
    await admin.reload();
    await admin.getByRole('tab', { name: 'Promotions' }).click();
    const row = admin.getByRole('row').filter({ hasText: code });
    await expect(row).toContainText('1 per customer');
    await expect(row.getByText(/^1$/).first()).toBeVisible();
    await adminContext.close();
    await shopper.close();
  });
});
