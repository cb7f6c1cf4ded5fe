import { expect, test, type Locator, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { fillShipping, payThroughApi, placeOrderThroughApi, TEST_CARD } from '../support/orders';
import { registerCustomer } from '../support/session';

/**
 * The order's own pages after the new flow (the card taken at the Payment step, the hold of 10
 * minutes extended to 20 when the payment starts): what the audit walk of issues 24 and 25 found
 * still reading wrong on them. A declined card's payment page says what Try again charges and
 * how long the items are held; a cancel on the order's page shows the new status where the
 * shopper is looking; the order page's panels line up. Each journey is a new customer's.
 */

const DECLINED = '4000 0000 0000 0002';

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** No toast lies on `target` (the status a toast announces must stay readable). */
async function expectNoToastOver(page: Page, target: Locator) {
  const box = (await target.boundingBox())!;
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  await expect(toasts.first()).toBeVisible();
  for (const toast of await toasts.all()) {
    const toastBox = await toast.boundingBox();
    if (toastBox) expect(overlaps(box, toastBox), 'a toast covers the status').toBe(false);
  }
}

/** A paid order of two products, as a shopper's earlier checkout left it. */
async function paidOrder(page: Page) {
  const [product] = await inStockProducts(page.request, 'beans');
  const order = await placeOrderThroughApi(page, product!.id, 2);
  await payThroughApi(page, order.id);
  return order;
}

/** Cancels the open order from the bottom of its page; returns the status element. */
async function cancelFromTheBottom(page: Page) {
  const cancel = page.getByRole('button', { name: 'Cancel order' });
  await expect(cancel).toBeEnabled();
  await cancel.scrollIntoViewIfNeeded();
  await cancel.click();
  await page
    .getByRole('alertdialog', { name: 'Cancel this order?' })
    .getByRole('button', { name: 'Yes, cancel order' })
    .click();
  await expect(page.getByText('Order cancelled').first()).toBeVisible();
  return page.getByTestId('order-status');
}

test.describe('the order’s pages on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('when the card given at checkout is declined, then its payment page shows the amount Try again charges and how long the items are held', async ({
    page,
  }) => {
    await registerCustomer(page, 'Dora Declined');
    const [product] = await inStockProducts(page.request, 'beans');
    await page.goto(`/product/${product!.id}`);
    await page.getByRole('button', { name: 'Add to Cart' }).first().click();
    await expect(page.getByText('Item added to cart').first()).toBeVisible();
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').fill(DECLINED);
    await card.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
    await card.getByLabel('CVC').fill(TEST_CARD.cvc);
    await card.getByRole('button', { name: 'Continue to Review' }).click();
    const total = (await page.getByTestId('totals-total').textContent())?.trim() ?? '';
    expect(total).toMatch(/^\$\d+\.\d{2}$/);
    const place = page.getByRole('button', { name: 'Place Order' });
    await place.scrollIntoViewIfNeeded();
    await place.click();

    await expect(page).toHaveURL(/\/checkout\?orderId=/);
    const payment = page.getByRole('region', { name: 'Payment' });
    await expect(payment.getByRole('alert')).toContainText('Your card was declined.');
    // Before Try again: the order's total and the hold the payment's start extended (20 min).
    await expect(payment.getByTestId('payment-amount')).toHaveText(total);
    await expect(payment.getByTestId('payment-amount')).toBeInViewport();
    const hold = page.getByText(/Your items are held for you: (19|20) minutes left to pay\./);
    await expect(hold).toBeInViewport();
    await expect(payment.getByRole('button', { name: 'Try again' })).toBeInViewport();

    // And Try again charges exactly that.
    await payment.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('button', { name: `Pay ${total}` })).toBeVisible();
  });

  test('when the shopper cancels from the bottom of the order’s page, then the Cancelled status comes into view with focus, clear of the toast', async ({
    page,
  }) => {
    await registerCustomer(page, 'Cass Cancel');
    const order = await paidOrder(page);
    await page.goto(`/orders/${order.id}`);
    const status = await cancelFromTheBottom(page);

    await expect(status).toHaveText('Status: Cancelled');
    await expect(status).toBeInViewport();
    await expect(status).toBeFocused();
    await expectNoToastOver(page, status);
    await expect(
      page.getByRole('heading', { name: `Order ${order.orderNumber}` }),
    ).toBeInViewport();
    await expect(page.getByTestId('payment-status')).toHaveText(/^Refunded \$/);
  });
});

test.describe('the order’s page at desktop width', () => {
  test('when the shopper cancels, then the status and the timeline’s Cancelled step are in view, and the timeline lines up with the items', async ({
    page,
  }) => {
    await registerCustomer(page, 'Desmond Desk');
    const order = await paidOrder(page);
    await page.goto(`/orders/${order.id}`);
    const items = page.getByRole('region', { name: /^Items/ });
    const timeline = page.getByRole('region', { name: 'Timeline' });
    await expect(timeline).toBeVisible();
    // Side by side from lg: the same top, not the timeline 1.25rem lower.
    expect((await timeline.boundingBox())!.y).toBeCloseTo((await items.boundingBox())!.y, 0);

    const status = await cancelFromTheBottom(page);
    await expect(status).toHaveText('Status: Cancelled');
    await expect(status).toBeInViewport();
    await expect(status).toBeFocused();
    const lastStep = timeline.getByRole('listitem').last();
    await expect(lastStep).toContainText('Cancelled');
    await expect(lastStep).toBeInViewport();
    // Below the sticky header, not under it.
    const header = (await page.getByRole('banner').first().boundingBox())!;
    expect((await status.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
});
