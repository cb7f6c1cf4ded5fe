import { expect, type Page } from '@playwright/test';
import { callFromPage } from './session';

export const SHIPPING = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  address: '12 Roastery Lane',
  city: 'Brooklyn',
  state: 'NY',
  zipCode: '11201',
};
/** Fills the checkout's Shipping information form with SHIPPING (the step's button is the caller's). */
export async function fillShipping(page: Page) {
  const form = page.getByRole('form', { name: 'Shipping information' });
  await form.getByLabel('First Name').fill(SHIPPING.firstName);
  await form.getByLabel('Last Name').fill(SHIPPING.lastName);
  await form.getByLabel('Address').fill(SHIPPING.address);
  await form.getByLabel('City').fill(SHIPPING.city);
  await form.getByLabel('State').fill(SHIPPING.state);
  await form.getByLabel('ZIP Code').fill(SHIPPING.zipCode);
}

export const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12 / 34', cvc: '123' };

export interface PlacedOrder {
  id: string;
  orderNumber: string;
  total: string;
  status: string;
}

let keys = 0;

/**
 * The signed-in shopper's cart emptied, then `quantity` of one product ordered through the API
 * as the checkout sends it. The journeys that are about the back office start from here; paying
 * and checking out through the pages have journeys of their own.
 */
export async function placeOrderThroughApi(
  page: Page,
  productId: string,
  quantity: number,
  paymentMethod: 'credit-card' | 'paypal' = 'credit-card',
): Promise<PlacedOrder> {
  const cart = await callFromPage<{ id: string }[]>(page, 'GET', '/api/cart');
  for (const line of cart.json) await callFromPage(page, 'DELETE', `/api/cart/${line.id}`);
  const added = await callFromPage(page, 'POST', '/api/cart', { productId, quantity });
  expect(added.status).toBeLessThan(300);
  const placed = await callFromPage<PlacedOrder>(
    page,
    'POST',
    '/api/orders',
    { shippingAddress: SHIPPING, shippingMethod: 'standard', paymentMethod },
    { 'Idempotency-Key': `e2e-order-${Date.now().toString(36)}-${(keys++).toString(36)}` },
  );
  expect(placed.status).toBe(201);
  return placed.json;
}

/** Pays an order with the offline provider's test card, as its card form does. */
export async function payThroughApi(page: Page, orderId: string): Promise<void> {
  const setup = await callFromPage<{ clientSecret: string }>(
    page,
    'POST',
    `/api/orders/${orderId}/payment`,
  );
  expect(setup.status).toBe(200);
  const paid = await callFromPage<{ status: string }>(
    page,
    'POST',
    `/api/orders/${orderId}/payment/card`,
    {
      clientSecret: setup.json.clientSecret,
      card: { number: '4242424242424242', expiry: '12/34', cvc: '123' },
    },
  );
  expect(paid.json.status).toBe('succeeded');
  // The order is paid once the provider's signed event has arrived.
  await expect
    .poll(
      async () =>
        (await callFromPage<PlacedOrder>(page, 'GET', `/api/orders/${orderId}`)).json.status,
    )
    .toBe('paid');
}

/** A product's stock as the shop reports it now. */
export async function inventoryOf(page: Page, productId: string): Promise<number> {
  const answer = await callFromPage<{ inventory: number }>(
    page,
    'GET',
    `/api/products/${productId}`,
  );
  return answer.json.inventory;
}

/**
 * On an order's payment page (where 'Place Order' leads for PayPal, or after a card the checkout
 * took was refused): pays with the offline provider's test card, or approves PayPal, and waits
 * for the confirmation page to say the payment went through.
 */
export async function payOnPage(page: Page, method: 'card' | 'paypal' = 'card'): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Complete your payment' })).toBeVisible();
  if (method === 'paypal') {
    await page.getByRole('button', { name: 'Approve payment' }).click();
  } else {
    const card = page.getByRole('form', { name: 'Card details' });
    await card.getByLabel('Card number').fill(TEST_CARD.number);
    await card.getByLabel('Expiry (MM / YY)').fill(TEST_CARD.expiry);
    await card.getByLabel('CVC').fill(TEST_CARD.cvc);
    await card.getByRole('button', { name: /^Pay \$/ }).click();
  }
  await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
  await expect(page.getByText('Payment successful')).toBeVisible();
}
