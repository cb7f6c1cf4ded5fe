import { expect, test } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { payThroughApi, placeOrderThroughApi } from '../support/orders';
import { registerCustomer, signIn } from '../support/session';

for (const [label, viewport] of [
  ['a phone (375 px)', { width: 375, height: 812 }],
  ['a desktop (1280 px)', { width: 1280, height: 900 }],
] as const) {
  test.describe(`the staff order detail on ${label}`, () => {
    test.use({ viewport });

    test('when an employee opens a paid order, then it names the card as the customer sees it, and the timeline names the employee', async ({
      page,
      browser,
    }) => {
      await registerCustomer(page, 'Cora Card');
      const [product] = await inStockProducts(page.request, 'beans');
      const order = await placeOrderThroughApi(page, product!.id, 1);
      await payThroughApi(page, order.id);

      const employee = await (
        await browser.newContext({ viewport, baseURL: test.info().project.use.baseURL })
      ).newPage();
      await signIn(employee, 'employee');
      await employee.goto('/employee-portal');
      await employee.getByRole('tab', { name: /Orders/ }).click();
      await employee.getByRole('searchbox', { name: 'Search orders' }).fill(order.orderNumber);
      const row = employee.getByRole('row', { name: new RegExp(order.orderNumber) });
      await row.getByRole('button', { name: 'Start processing' }).click();
      await expect(employee.getByText('Order updated').first()).toBeVisible();
      await row.getByRole('button', { name: 'View' }).click();

      const dialog = employee.getByRole('dialog', { name: `Order ${order.orderNumber}` });
      // The card that paid, as the customer's confirmation says it (it said 'Credit Card · Paid').
      await expect(dialog.getByRole('region', { name: 'Shipping and payment' })).toContainText(
        /Visa ending 4242 · Paid/,
      );
      // Who moved it, by name as the staff header says it (it said 'by employee').
      const timeline = dialog.getByRole('region', { name: 'Timeline' });
      await expect(timeline).toContainText('Processing — by Sofia Martinez');
      await expect(timeline).not.toContainText('by employee');
      await employee.screenshot({
        path: test.info().outputPath(`staff-order-detail-${viewport.width}.png`),
      });
      await employee.context().close();
    });
  });
}
