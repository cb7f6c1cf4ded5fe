import { expect, test, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { moveServiceClock, resetServiceClock } from '../support/clock';
import {
  inventoryOf,
  payThroughApi,
  placeOrderThroughApi,
  fillShipping,
  TEST_CARD,
} from '../support/orders';
import { registerCustomer, signIn } from '../support/session';

/** A fresh browser context per person: the customer and the staff member are two sessions. */
async function asUser(page: Page, username: string) {
  const context = await page
    .context()
    .browser()!
    .newContext({
      baseURL: test.info().project.use.baseURL,
      viewport: { width: 1280, height: 900 },
    });
  const other = await context.newPage();
  await signIn(other, username);
  return other;
}

async function addToCartAndCheckout(page: Page, productId: string) {
  await page.goto(`/product/${productId}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Item added to cart').first()).toBeVisible();
  await page.goto('/checkout');
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
}

/** The staff orders desk: the order found by its number, its row returned. */
async function findOrderRow(staff: Page, portal: string, orderNumber: string, filter?: string) {
  await staff.goto(portal);
  await staff.getByRole('tab', { name: /Orders/ }).click();
  if (filter) {
    const filters = staff.getByRole('group', { name: 'Filter orders by status' });
    await filters.getByRole('button', { name: filter }).click();
    await expect(filters.getByRole('button', { name: filter })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  }
  await staff.getByRole('searchbox', { name: 'Search orders' }).fill(orderNumber);
  const row = staff.getByRole('row', { name: new RegExp(orderNumber) });
  await expect(row).toBeVisible();
  return row;
}

test.describe('paying for an order', () => {
  test('when a customer pays by card, then a declined card says why, a retry pays the same order, and the order is paid', async ({
    page,
  }) => {
    await registerCustomer(page, 'Carla Card');
    const [product] = await inStockProducts(page.request, 'beans');
    await addToCartAndCheckout(page, product!.id);
    await expect(page.getByRole('radio', { name: /Credit Card/ })).toBeChecked();
    // The card is given once, at the Payment step, and charged on Place Order.
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').fill('4000 0000 0000 0002');
    await card.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
    await card.getByLabel('CVC').fill(TEST_CARD.cvc);
    await card.getByRole('button', { name: 'Continue to Review' }).click();
    const total = (await page.getByTestId('totals-total').textContent())?.trim() ?? '';
    await page.getByRole('button', { name: 'Place Order' }).click();

    // Declined: the order exists and its payment page says why.
    await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    const orderId = new URL(page.url()).searchParams.get('orderId');
    expect(orderId).toBeTruthy();
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();

    await page.getByRole('button', { name: 'Try again' }).click();
    const retry = page.getByRole('form', { name: 'Card details' });
    await retry.getByLabel('Card number').fill(TEST_CARD.number);
    await retry.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
    await retry.getByLabel('CVC').fill(TEST_CARD.cvc);
    await retry.getByRole('button', { name: `Pay ${total}` }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Payment successful')).toBeVisible();

    // One order, paid: the retry did not make a second one.
    const orders = (await (await page.request.get('/api/orders')).json()) as {
      id: string;
      status: string;
    }[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: orderId, status: 'paid' });
    await page.goto(`/orders/${orderId}`);
    await expect(page.getByText('Paid', { exact: true }).first()).toBeVisible();
  });

  test('when a customer pays with PayPal, then the approval step pays the order', async ({
    page,
  }) => {
    await registerCustomer(page, 'Pat Paypal');
    const [, product] = await inStockProducts(page.request, 'beans');
    await addToCartAndCheckout(page, product!.id);
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Payment successful')).toBeVisible();
    await expect(page.getByText('PayPal').first()).toBeVisible();

    // View Order: the account page's Orders tab (the spec's /account-page), this order on it.
    const [placed] = (await (await page.request.get('/api/orders')).json()) as {
      orderNumber: string;
    }[];
    await page.getByRole('link', { name: 'View Order' }).click();
    await expect(page).toHaveURL('/account-page?tab=orders');
    await expect(page.getByText(placed!.orderNumber).first()).toBeVisible();
  });

  test('when an order is not paid within its 10-minute hold, then it is cancelled and its stock returns', async ({
    page,
  }) => {
    await registerCustomer(page, 'Una Unpaid');
    const [, , product] = await inStockProducts(page.request, 'beans');
    const before = await inventoryOf(page, product!.id);
    const order = await placeOrderThroughApi(page, product!.id, 2);
    expect(await inventoryOf(page, product!.id)).toBe(before - 2);
    try {
      // Placed and never taken to payment: the hold is 10 minutes (ORDER_HOLD_MINUTES).
      await moveServiceClock(11 / (24 * 60));
      await page.goto(`/orders/${order.id}`);
      await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
      await expect(page.getByText('Payment not received in time').first()).toBeVisible();
      await expect.poll(() => inventoryOf(page, product!.id)).toBe(before);
    } finally {
      await resetServiceClock();
    }
  });
});

test.describe('the back office on live orders', () => {
  test('when an employee takes a paid order from new to shipped, then the customer sees the tracking number', async ({
    page,
  }) => {
    await registerCustomer(page, 'Nina Newbie');
    const [product] = await inStockProducts(page.request, 'beans');
    const order = await placeOrderThroughApi(page, product!.id, 1);
    await payThroughApi(page, order.id);

    const employee = await asUser(page, 'employee');
    // 'New' is paid and not yet processing: where an employee's day starts.
    let row = await findOrderRow(employee, '/employee-portal', order.orderNumber, 'New');
    await row.getByRole('button', { name: 'Start processing' }).click();
    await expect(employee.getByText('Order updated').first()).toBeVisible();
    // No longer new: it has moved on to the Processing filter.
    await expect(row).toHaveCount(0);
    row = await findOrderRow(employee, '/employee-portal', order.orderNumber, 'Processing');
    await row.getByRole('button', { name: 'Ship' }).click();
    const ship = employee.getByRole('form', { name: 'Ship order' });
    await ship.getByLabel('Tracking number').fill('1Z999AA10123456784');
    await ship.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(employee.getByText('Order updated').first()).toBeVisible();
    row = await findOrderRow(employee, '/employee-portal', order.orderNumber, 'Shipped');
    await expect(row.getByText('Shipped')).toBeVisible();
    await expect(row.getByRole('button', { name: 'Complete' })).toBeVisible();
    await employee.context().close();

    await page.goto(`/orders/${order.id}`);
    await expect(page.getByText('1Z999AA10123456784').first()).toBeVisible();
    await expect(page.getByText('Shipped', { exact: true }).first()).toBeVisible();
    // Shipped: too late for the customer to cancel.
    await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  });

  test('when a manager cancels a paid order, then the stock returns and the customer sees the refund', async ({
    page,
  }) => {
    await registerCustomer(page, 'Rita Refund');
    const [product] = await inStockProducts(page.request, 'beans');
    const before = await inventoryOf(page, product!.id);
    const order = await placeOrderThroughApi(page, product!.id, 3);
    await payThroughApi(page, order.id);
    expect(await inventoryOf(page, product!.id)).toBe(before - 3);

    // An employee may not cancel after payment: the button is not theirs.
    const employee = await asUser(page, 'employee');
    const employeeRow = await findOrderRow(employee, '/employee-portal', order.orderNumber);
    await expect(employeeRow.getByRole('button', { name: 'Start processing' })).toBeVisible();
    await expect(employeeRow.getByRole('button', { name: 'Cancel' })).toHaveCount(0);
    await employee.context().close();

    const manager = await asUser(page, 'manager');
    const row = await findOrderRow(manager, '/employee-portal', order.orderNumber);
    await row.getByRole('button', { name: 'Cancel' }).click();
    const dialog = manager.getByRole('alertdialog', { name: `Cancel ${order.orderNumber}?` });
    await expect(dialog).toContainText(`refunded $${order.total}`);
    await dialog.getByRole('button', { name: 'Cancel Order' }).click();
    await expect(row.getByText('Cancelled')).toBeVisible();
    await manager.context().close();

    expect(await inventoryOf(page, product!.id)).toBe(before);
    await page.goto(`/orders/${order.id}`);
    await expect(page.getByText('Cancelled', { exact: true }).first()).toBeVisible();
    await expect(page.getByText(new RegExp(`Refunded \\$${order.total}`)).first()).toBeVisible();
  });

  test('when an admin creates and edits a product, then the shop shows it at once', async ({
    page,
  }) => {
    await signIn(page, 'admin');
    await page.goto('/admin-portal');
    await page.getByRole('tab', { name: /Products/ }).click();
    await page.getByRole('button', { name: 'Add Product' }).click();
    const name = `Back Office Blend ${Date.now().toString(36)}`;
    const form = page.getByRole('form', { name: 'New product' });
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Price (USD)', { exact: true }).fill('17.25');
    await form.getByLabel('Category').selectOption('beans');
    await form.getByRole('button', { name: 'Create Product' }).click();
    await expect(page.getByText('Product created').first()).toBeVisible();

    const edit = page.getByRole('form', { name: 'Edit product' });
    await edit.getByLabel('Price (USD)', { exact: true }).fill('15.50');
    await edit.getByRole('button', { name: 'Save Product' }).click();
    await expect(page.getByText('Product saved').first()).toBeVisible();

    const found = (await (
      await page.request.get(`/api/search?q=${encodeURIComponent(name)}`)
    ).json()) as { id: string; name: string; price: string }[];
    const created = found.find((p) => p.name === name);
    expect(created?.price).toBe('15.50');
    await page.goto(`/product/${created!.id}`);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByText('$15.50').first()).toBeVisible();
  });

  test('when an admin disables an account, then its session ends and it cannot sign in', async ({
    page,
  }) => {
    const customer = await registerCustomer(page, 'Dana Disabled');
    const admin = await asUser(page, 'admin');
    await admin.goto('/admin-portal');
    await admin.getByRole('tab', { name: /Users/ }).click();
    await admin.getByRole('searchbox', { name: /Search users/ }).fill(customer.username);
    const row = admin.getByRole('row', { name: new RegExp(customer.username) });
    await row.getByRole('button', { name: 'Disable' }).click();
    await admin.getByRole('button', { name: 'Disable Account' }).click();
    await expect(admin.getByText('Account disabled').first()).toBeVisible();
    await admin.context().close();

    await expect
      .poll(async () => (await page.request.get('/api/user')).status(), { timeout: 10_000 })
      .toBe(401);
    await page.goto('/auth');
    await page.getByLabel('Username').fill(customer.username);
    await page.getByLabel('Password', { exact: true }).fill(customer.password);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('This account has been disabled').first()).toBeVisible();
  });
});

test.describe('support tickets', () => {
  test('when a customer writes through Contact Us, then an employee answers the ticket and the customer reads the answer', async ({
    page,
  }) => {
    await registerCustomer(page, 'Tess Ticket');
    await page.goto('/contact-us');
    const form = page.getByRole('form', { name: /Contact/ });
    await form.getByLabel('Topic').selectOption('product-info');
    await form.getByLabel('Message').fill('Is the Ethiopia Yirgacheffe good for cold brew?');
    await form.getByRole('button', { name: /Send Message/ }).click();
    await expect(page.getByText('Contact form submitted').first()).toBeVisible();
    const ticketNumber = (await page
      .getByText(/#TKT-\d+/)
      .first()
      .textContent())!.match(/TKT-\d+/)![0];

    const employee = await asUser(page, 'employee');
    await employee.goto('/employee-portal');
    await employee.getByRole('tab', { name: /Support/ }).click();
    const row = employee.getByRole('row', { name: new RegExp(ticketNumber) });
    await expect(row).toBeVisible();
    await row.getByRole('button', { name: 'Respond' }).click();
    const reply = employee.getByRole('form', { name: 'Reply to the customer' });
    await reply.getByLabel('Your reply').fill('Yes: grind it coarse and steep it for 18 hours.');
    await reply.getByRole('button', { name: /Send/ }).click();
    await expect(employee.getByText('Reply sent').first()).toBeVisible();
    await employee.context().close();

    await page.goto(`/account-page?tab=support&ticket=${ticketNumber}`);
    await expect(page.getByText('Yes: grind it coarse and steep it for 18 hours.')).toBeVisible();
    // Signed by the shop, Brew Haven (it used to read 'Coffee Shop Support').
    await expect(page.getByText('Brew Haven Support').first()).toBeVisible();
    await expect(page.getByText('Coffee Shop Support')).toHaveCount(0);
  });
});

test.describe('the staff frame', () => {
  for (const [username, portal] of [
    ['admin', '/admin-portal'],
    ['manager', '/employee-portal'],
    ['employee', '/employee-portal'],
  ] as const) {
    test(`when ${username} opens ${portal}, then the staff header names them and no shopper chrome shows`, async ({
      page,
    }) => {
      await signIn(page, username);
      await page.goto(portal);
      await expect(page.locator('[data-remote="staff"]')).toBeVisible();
      const header = page.getByRole('banner');
      await expect(header.getByRole('link', { name: 'Back to shop' })).toBeVisible();
      await expect(header.getByRole('button', { name: /Sign out/i })).toBeVisible();
      await expect(header).not.toContainText('Standard Account');
      // The shopper's header search, category bar, footer and chat button are not here.
      await expect(page.getByRole('search')).toHaveCount(0);
      await expect(page.getByRole('navigation', { name: /categor/i })).toHaveCount(0);
      await expect(page.getByRole('button', { name: /Chat with us/i })).toHaveCount(0);
      await expect(page.getByRole('contentinfo')).toHaveCount(0);
    });
  }
});
