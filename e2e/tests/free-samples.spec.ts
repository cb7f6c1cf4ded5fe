import { expect, test, type Page } from '@playwright/test';
import { MAX_SAMPLE_POOL, SAMPLE_SIZE, type Order } from '@coffee/contracts';
import { inStockProducts } from '../support/catalog';
import { payThroughApi, placeOrderThroughApi } from '../support/orders';
import { callFromPage, registerCustomer, signIn } from '../support/session';

/**
 * Issue 30, item 4, in the composed shop on a phone: the admin fills a coffee's sample pool in
 * the admin portal's Samples tab; a new Direct+ member orders another coffee and finds a free
 * 2 oz sample of it on the confirmation and the order page, and the employee packing the order
 * sees it on the order's item list.
 */

/** Another browser, signed in as `username` (the staff's own session). */
async function asUser(page: Page, username: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 375, height: 812 },
    });
  const other = await context.newPage();
  await signIn(other, username);
  return other;
}

test.describe('Direct+ free samples', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('when the admin fills a coffee’s sample pool, then a member’s order carries a 2 oz sample of it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await registerCustomer(page, 'Sam Sampler');
    const [ordered, sampled] = await inStockProducts(page.request, 'beans');

    // The admin makes this coffee the fullest pool, so it is the one a member gets.
    const admin = await asUser(page, 'admin');
    await admin.goto('/admin-portal');
    await admin.getByRole('tab', { name: 'Samples' }).click();
    const pool = admin.getByRole('region', { name: 'Sample pool' });
    const row = pool.getByRole('row', { name: new RegExp(sampled!.name) });
    await row.getByRole('button', { name: 'Set count' }).click();
    const dialog = admin.getByRole('dialog', { name: `Set samples: ${sampled!.name}` });
    await dialog.getByLabel('2 oz samples on the shelf').fill(String(MAX_SAMPLE_POOL));
    await dialog.getByRole('button', { name: 'Save samples' }).click();
    await expect(admin.getByText('Samples updated').first()).toBeVisible();
    await expect(row.getByRole('cell').first()).toHaveText(String(MAX_SAMPLE_POOL));
    await admin.context().close();

    // The free trial makes this account a member at once; then it orders the other coffee.
    expect((await callFromPage(page, 'POST', '/api/subscribe')).status).toBe(200);
    const placed = await placeOrderThroughApi(page, ordered!.id, 1);
    await payThroughApi(page, placed.id);
    const order = (await callFromPage<Order>(page, 'GET', `/api/orders/${placed.id}`)).json;
    expect(order.sample).toMatchObject({ productId: sampled!.id, size: SAMPLE_SIZE });

    await page.goto(`/payment-confirmation/order?orderId=${placed.id}`);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByTestId('order-sample')).toContainText(`Free sample: ${sampled!.name}`);

    await page.goto(`/orders/${placed.id}`);
    const items = page.getByRole('list', { name: 'Items in this order' });
    const sample = items.getByTestId('order-sample');
    await expect(sample).toContainText(`Free sample: ${sampled!.name}`);
    await expect(sample).toContainText(`${SAMPLE_SIZE} sample`);
    await expect(sample).toContainText('Free');
    await expect(page.getByTestId('totals-total')).toHaveText(`$${order.total}`);

    // The packing view: the employee's order detail lists it to put in the box.
    const employee = await asUser(page, 'employee');
    await employee.goto('/employee-portal');
    await employee.getByRole('rowheader', { name: order.orderNumber }).waitFor();
    await employee
      .getByRole('row', { name: new RegExp(order.orderNumber) })
      .getByRole('button', { name: 'View' })
      .click();
    await expect(employee.getByTestId('packing-sample')).toContainText(
      `1 × Free sample: ${sampled!.name}, ${SAMPLE_SIZE}`,
    );
    await employee.context().close();
  });
});
