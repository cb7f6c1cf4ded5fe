import { lineName } from '@coffee/contracts';
import { expect, test, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { moveServiceClock, resetServiceClock } from '../support/clock';
import { linkTo, mailpit } from '../support/mailpit';
import { payThroughApi, placeOrderThroughApi, SHIPPING } from '../support/orders';
import { callFromPage, registerCustomer, signIn } from '../support/session';

/**
 * Issue 27, the order mails through the running shop and its Mailpit: paying an order mails the
 * receipt, staff shipping it mails the tracking number, and an abandoned cart's reminder brings
 * the cart back in a fresh browser.
 */

const inbox = mailpit();
const TRACKING = '1Z999AA10123456784';

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

test('when an order is paid, then the receipt names the order, its total and address, and links to the order', async ({
  page,
}) => {
  const { email } = await registerCustomer(page, 'Rita Receipt');
  const [product] = await inStockProducts(page.request, 'beans');
  const order = await placeOrderThroughApi(page, product!.id, 2);
  await payThroughApi(page, order.id);

  const receipt = await inbox.waitFor({
    to: email,
    where: (m) => m.Subject === `Your Brew Haven receipt for order ${order.orderNumber}`,
  });
  expect(receipt.To[0]?.Name).toBe(`${SHIPPING.firstName} ${SHIPPING.lastName}`);
  expect(receipt.Text).toContain(`$${order.total}`);
  expect(receipt.Text).toContain(product!.name);
  expect(receipt.Text).toContain(SHIPPING.address);
  expect(receipt.HTML).toContain(order.orderNumber);
  await page.goto(linkTo(receipt, `/orders/${order.id}`));
  await expect(page.getByText(order.orderNumber).first()).toBeVisible();
});

test('when staff ship a paid order, then the shipped mail gives the tracking number and the tracking page', async ({
  page,
}) => {
  const { email } = await registerCustomer(page, 'Sam Shipped');
  const [product] = await inStockProducts(page.request, 'beans');
  const order = await placeOrderThroughApi(page, product!.id, 1);
  await payThroughApi(page, order.id);

  const employee = await asUser(page, 'employee');
  await employee.goto('/employee-portal');
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

  const shipped = await inbox.waitFor({
    to: email,
    where: (m) => m.Subject === `Order ${order.orderNumber} has shipped`,
  });
  expect(shipped.Text).toContain(`Tracking number: ${TRACKING}`);
  expect(shipped.HTML).toContain(TRACKING);
  await page.goto(linkTo(shipped, '/track-order'));
  await expect(page.getByRole('heading', { name: /Track Your Order/i })).toBeVisible();
});

test('when a subscribed shopper leaves a cart for a day, then the reminder’s link brings it back in a fresh browser after sign-in', async ({
  page,
  browser,
}) => {
  const { username, email, password } = await registerCustomer(page, 'Abe Abandoned');
  const subscribed = await callFromPage(page, 'PUT', '/api/profile/preferences', {
    notifications: { newsletter: true },
  });
  expect(subscribed.status).toBe(200);
  const [product] = await inStockProducts(page.request, 'beans');
  const added = await callFromPage<{ variant: { label: string } | null }>(
    page,
    'POST',
    '/api/cart',
    {
      productId: product!.id,
      quantity: 2,
    },
  );
  expect(added.status).toBe(201);

  let reminder;
  try {
    await moveServiceClock(25 / 24);
    reminder = await inbox.waitFor({
      to: email,
      where: (m) => m.Subject === 'You left something in your cart',
      timeoutMs: 20_000,
    });
  } finally {
    await resetServiceClock();
  }
  expect(reminder.ListUnsubscribe.HeaderPost).toBe('List-Unsubscribe=One-Click');
  const oneClick = /<([^>]+)>/.exec(reminder.ListUnsubscribe.Header)?.[1] ?? '';
  expect(new URL(oneClick).pathname).toBe('/api/newsletter/one-click');
  expect(reminder.Text).toContain(`${lineName(product!.name, added.json.variant?.label)} × 2`);
  // Emptied on this device meanwhile.
  const lines = await callFromPage<{ id: string }[]>(page, 'GET', '/api/cart');
  for (const line of lines.json) await callFromPage(page, 'DELETE', `/api/cart/${line.id}`);

  const fresh = await (
    await browser.newContext({ baseURL: test.info().project.use.baseURL })
  ).newPage();
  await fresh.goto(linkTo(reminder, '/checkout'));
  await expect(fresh).toHaveURL(/\/auth/);
  await fresh.getByLabel('Username').fill(username);
  await fresh.getByLabel('Password', { exact: true }).fill(password);
  await fresh.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(fresh.getByText('Your cart is back')).toBeVisible();
  await expect(fresh).toHaveURL(/\/checkout$/);
  await expect(fresh.getByText(product!.name).first()).toBeVisible();
  await fresh.context().close();

  // RFC 8058: the mail client's one POST unsubscribes, and the Email preferences say so.
  const unsubscribed = await fetch(oneClick, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(unsubscribed.status).toBe(200);
  const preferences = await callFromPage<{ notifications: { newsletter: boolean } }>(
    page,
    'GET',
    '/api/profile/preferences',
  );
  expect(preferences.json.notifications.newsletter).toBe(false);
});
