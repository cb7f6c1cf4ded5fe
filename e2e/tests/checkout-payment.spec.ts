import { expect, test, type Locator, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { fillShipping, payThroughApi, placeOrderThroughApi, TEST_CARD } from '../support/orders';
import { registerCustomer } from '../support/session';

/**
 * Issue 25's checkout and payment journeys: the card asked for once, at the Payment step, paid on
 * Place Order; a refusal or the authentication step handled on the order's own payment page;
 * 'Order Placed!' only once the payment is confirmed; and that payment page, on a phone, opening
 * at its top with its Pay button in sight and uncovered. Each journey is a new customer's.
 */

const DECLINED = '4000 0000 0000 0002';
const ASKS_AUTHENTICATION = '4000 0027 6000 3184';

/** One in-stock product in the cart, then the checkout's shipping step filled in and passed. */
async function toPaymentStep(page: Page, productIndex = 0) {
  const products = await inStockProducts(page.request, 'beans');
  const product = products[productIndex % products.length]!;
  await page.goto(`/product/${product.id}`);
  await page.getByRole('button', { name: 'Add to Cart' }).first().click();
  await expect(page.getByText('Item added to cart').first()).toBeVisible();
  await page.goto('/checkout');
  await fillShipping(page);
  await page.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment', exact: true })).toBeVisible();
}

async function fillCard(form: Locator, number: string) {
  await form.getByLabel('Card number').fill(number);
  await form.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
  await form.getByLabel('CVC').fill(TEST_CARD.cvc);
}

/** The card given at the Payment step, then Review. */
async function giveCard(page: Page, number: string) {
  const card = page.getByRole('form', { name: 'Card details' });
  await fillCard(card, number);
  await card.getByRole('button', { name: 'Continue to Review' }).click();
  await expect(page.getByRole('heading', { name: 'Review Your Order' })).toBeVisible();
}

async function placeOrder(page: Page) {
  const place = page.getByRole('button', { name: 'Place Order' });
  await place.scrollIntoViewIfNeeded();
  await place.click();
}

/** The payment page opened at its top, focus on its heading, in the decided words. */
async function expectPaymentPageAtTop(page: Page) {
  const heading = page.getByRole('heading', { name: 'Complete your payment', level: 1 });
  await expect(heading).toBeVisible();
  await expect(page).toHaveURL(/\/checkout\?orderId=/);
  await expect(heading).toBeFocused();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(page.getByText('Complete your payment to place the order.')).toBeVisible();
}

const overlaps = (
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/**
 * The primary action is on screen and nothing lies over it: no toast's box meets its box, and
 * the element at its centre is the button itself (or inside it).
 */
async function expectUncovered(page: Page, action: Locator) {
  await expect(action).toBeInViewport();
  const box = (await action.boundingBox())!;
  const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
  for (const toast of await toasts.all()) {
    const toastBox = await toast.boundingBox();
    if (toastBox) expect(overlaps(box, toastBox), 'a toast covers the action').toBe(false);
  }
  const onTop = await action.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const hit = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
    return hit !== null && el.contains(hit);
  });
  expect(onTop, 'something lies over the action').toBe(true);
}

async function ordersOf(page: Page) {
  return (await (await page.request.get('/api/orders')).json()) as {
    id: string;
    status: string;
    payment: { card?: { brand: string; last4: string } | null };
  }[];
}

test.describe('paying at checkout on a phone (375 px)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('when PayPal is chosen and the order placed, then its payment page opens at the top with the heading focused, no Order Placed! yet, and the approval uncovered', async ({
    page,
  }) => {
    await registerCustomer(page, 'Phoebe Phone');
    await toPaymentStep(page);
    await page.getByRole('radio', { name: /PayPal/ }).check();
    await page.getByRole('button', { name: 'Continue to Review' }).click();
    await placeOrder(page);

    await expectPaymentPageAtTop(page);
    await expect(page.getByText('Order Placed!')).toHaveCount(0);
    await expectUncovered(page, page.getByRole('button', { name: 'Approve payment' }));

    await page.getByRole('button', { name: 'Approve payment' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Order Placed!')).toBeVisible();
    const [order] = await ordersOf(page);
    expect(order).toMatchObject({ status: 'paid', payment: { card: null } });
    await expect(page.getByText('PayPal').first()).toBeVisible();
  });

  test('when the card given is declined, then the order’s payment page says why from its top, and the same order is paid on retry with the Pay button uncovered', async ({
    page,
  }) => {
    await registerCustomer(page, 'Declan Declined');
    await toPaymentStep(page, 1);
    await giveCard(page, DECLINED);
    await placeOrder(page);

    await expectPaymentPageAtTop(page);
    await expect(page.getByRole('alert').filter({ hasText: 'Payment failed' })).toContainText(
      'Your card was declined.',
    );
    await expect(page.getByText('Order Placed!')).toHaveCount(0);
    const orderId = new URL(page.url()).searchParams.get('orderId');

    await page.getByRole('button', { name: 'Try again' }).click();
    const card = page.getByRole('form', { name: 'Card details' });
    await fillCard(card, TEST_CARD.number);
    const pay = card.getByRole('button', { name: /^Pay \$/ });
    await pay.scrollIntoViewIfNeeded();
    await expectUncovered(page, pay);
    await pay.click();

    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Order Placed!')).toBeVisible();
    // One order, paid: the retry paid the order the declined card was for.
    const orders = await ordersOf(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ id: orderId, status: 'paid' });
  });
});

test.describe('paying at checkout', () => {
  test('when the card is given at the Payment step, then Place Order pays it: no second card form, and Order Placed! comes with the confirmation', async ({
    page,
  }) => {
    await registerCustomer(page, 'Carmen Card');
    await toPaymentStep(page, 2);
    // The spec's display-only fields are gone: the provider's form is the only card form.
    await expect(page.getByLabel('Card Number', { exact: true })).toHaveCount(0);
    await expect(page.getByLabel('Name on Card', { exact: true })).toHaveCount(0);
    // Checked before moving on, with the provider's messages.
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByRole('button', { name: 'Continue to Review' }).click();
    await expect(card.getByText('Your card number is incomplete.')).toBeVisible();
    await giveCard(page, TEST_CARD.number);
    await expect(page.getByRole('region', { name: 'Payment Method' })).toContainText(
      'Card ending 4242',
    );
    const total = (await page.getByTestId('totals-total').textContent())?.trim() ?? '';

    const visited: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) visited.push(frame.url());
    });
    await placeOrder(page);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Order Placed!')).toBeVisible();
    await expect(page.getByTestId('totals-total')).toHaveText(total);
    // The card the provider reports, not just 'Credit Card' (the spec's "card ending").
    await expect(page.getByText('Visa ending 4242')).toBeVisible();
    // Straight to the confirmation: the card was not asked for again on a payment page.
    expect(visited.some((url) => url.includes('/checkout?orderId='))).toBe(false);
    const [order] = await ordersOf(page);
    expect(order).toMatchObject({
      status: 'paid',
      payment: { card: { brand: 'visa', last4: '4242' } },
    });
  });

  test('when the card given asks for authentication, then the order’s payment page opens the step and completing it pays', async ({
    page,
  }) => {
    await registerCustomer(page, 'Aurelio Authenticate');
    await toPaymentStep(page, 3);
    await giveCard(page, ASKS_AUTHENTICATION);
    await placeOrder(page);

    const dialog = page.getByRole('dialog', { name: 'Authenticate this payment' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Complete authentication' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByText('Order Placed!')).toBeVisible();
    const orders = await ordersOf(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.status).toBe('paid');
  });

  test('when the account already holds its unpaid orders, then Place Order says so with the way to them, and paying one makes room', async ({
    page,
  }) => {
    await registerCustomer(page, 'Hector Holder');
    const [product] = await inStockProducts(page.request, 'beans');
    const held = [];
    for (let n = 0; n < 3; n += 1) held.push(await placeOrderThroughApi(page, product!.id, 1));

    await toPaymentStep(page);
    await giveCard(page, TEST_CARD.number);
    await placeOrder(page);
    const refusal = page.getByRole('alert').filter({ hasText: 'unpaid orders' });
    await expect(refusal).toContainText('You already have 3 unpaid orders.');
    await expectUncovered(page, page.getByRole('button', { name: 'Place Order' }));
    expect((await ordersOf(page)).length).toBe(3);
    await expect(refusal.getByRole('link', { name: 'Go to your unpaid orders' })).toHaveAttribute(
      'href',
      '/account-page?tab=orders',
    );

    // Paying one of them frees the room: the same checkout then places and pays.
    await payThroughApi(page, held[0]!.id);
    await placeOrder(page);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    expect((await ordersOf(page)).filter((o) => o.status === 'paid')).toHaveLength(2);
  });
});
