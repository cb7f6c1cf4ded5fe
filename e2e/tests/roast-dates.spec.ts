import { expect, test, type Page } from '@playwright/test';
import { roastedOnText, type RoastBatchList } from '@coffee/contracts';
import { inStockProducts } from '../support/catalog';
import { payThroughApi, placeOrderThroughApi } from '../support/orders';
import { callFromPage, registerCustomer, signIn } from '../support/session';

/**
 * Issue 28, roast dates that are true: an employee records a roast batch in the portal's Roast
 * plan, ships a paid coffee order, and the customer's order page says which day its coffee was
 * roasted: that of the oldest batch of the coffee with enough left (first roasted, first out).
 */

const TRACKING = '1Z999AA10123456785';

/** Another browser, signed in as `username` (the staff's own session). */
async function asUser(page: Page, username: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({ baseURL: test.info().project.use.baseURL });
  const other = await context.newPage();
  await signIn(other, username);
  return other;
}

test('when an employee records a batch and ships a coffee order, then the customer sees the day it was roasted', async ({
  page,
}) => {
  await registerCustomer(page, 'Rory Roast');
  const [coffee] = await inStockProducts(page.request, 'beans');
  const order = await placeOrderThroughApi(page, coffee!.id, 1);
  await payThroughApi(page, order.id);

  const employee = await asUser(page, 'employee');
  await employee.goto('/employee-portal');
  await employee.getByRole('tab', { name: 'Roast plan' }).click();
  await expect(employee.getByRole('table', { name: /Roast plan/ })).toBeVisible();
  const form = employee.getByRole('form', { name: 'Record a batch' });
  await form.getByLabel('Coffee').selectOption({ label: coffee!.name });
  await form.getByLabel('Weight (kg)').fill('4.5');
  await form.getByRole('button', { name: 'Record batch' }).click();
  await expect(employee.getByRole('status')).toContainText(`Recorded 4.5 kg of ${coffee!.name}`);
  await expect(
    employee.getByRole('table', { name: 'Roast batches' }).getByText(coffee!.name).first(),
  ).toBeVisible();

  // The batch shipping will take from: the oldest of this coffee with something left.
  const listed = await callFromPage<RoastBatchList>(
    employee,
    'GET',
    `/api/employee/roast-batches?productId=${coffee!.id}&days=30`,
  );
  expect(listed.status).toBe(200);
  const oldest = listed.json.batches.filter((b) => b.remainingGrams > 0).at(-1)!;

  for (const step of [{ to: 'processing' }, { to: 'shipped', trackingNumber: TRACKING }]) {
    const moved = await callFromPage(
      employee,
      'POST',
      `/api/employee/orders/${order.id}/transitions`,
      step,
    );
    expect(moved.status).toBe(200);
  }
  await employee.context().close();

  await page.goto(`/orders/${order.id}`);
  const items = page.getByRole('list', { name: 'Items in this order' });
  await expect(items).toContainText(roastedOnText(oldest.roastedOn));
});
