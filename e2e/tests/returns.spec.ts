import { expect, test, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { mailpit } from '../support/mailpit';
import { inventoryOf, payThroughApi, placeOrderThroughApi } from '../support/orders';
import { callFromPage, registerCustomer, signIn } from '../support/session';

/**
 * Issue 30, item 6: a return in the composed shop, on a phone-sized screen. A customer asks to
 * return a delivered coffee maker from its order page; a manager approves it, marks the parcel
 * received (back in stock) and refunds part of it from the employee portal; the order page shows
 * each step and the refund, and the mails go out.
 */

const inbox = mailpit();
const TRACKING = '1Z999AA10123456784';

/** Another browser at the same size, signed in as `username` (the staff's own session). */
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

test.describe('returns', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('when a customer returns a delivered coffee maker, then staff approve, receive and refund it and the order page and mails follow each step', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email } = await registerCustomer(page, 'Rhea Return');
    const [product] = await inStockProducts(page.request, 'coffee-makers');
    const order = await placeOrderThroughApi(page, product!.id, 1);
    await payThroughApi(page, order.id);

    const manager = await asUser(page, 'manager');
    await deliver(manager, order.id);

    // The customer asks from the order page.
    await page.goto(`/orders/${order.id}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    await expect(returns.getByText(/You can request a return until/)).toBeVisible();
    await returns.getByRole('button', { name: 'Request a return' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a return' });
    await dialog.getByLabel(product!.name).selectOption('1');
    await dialog.getByLabel('Reason').selectOption('defective');
    await dialog.getByLabel(/Anything we should know/).fill('It stopped heating after a week');
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(page.getByText('Return requested').first()).toBeVisible();
    await expect(returns.getByTestId('return-status')).toHaveText('Return requested');
    await inbox.waitFor({
      to: email,
      where: (m) => m.Subject === `We have your return request for order ${order.orderNumber}`,
    });

    // A second request for the same unit is refused with the contract's message.
    const again = await callFromPage<{ message: string }>(
      page,
      'POST',
      `/api/orders/${order.id}/returns`,
      { lines: [{ itemId: await firstItemId(page, order.id), quantity: 1 }], reason: 'defective' },
    );
    expect(again.status).toBe(409);
    expect(again.json.message).toBe('A return has already been requested for these items');

    // The manager works the queue in the employee portal.
    await manager.goto('/employee-portal');
    await manager.getByRole('tab', { name: 'Returns' }).click();
    const card = manager.getByRole('listitem', { name: new RegExp(order.orderNumber) });
    await expect(card).toContainText('It stopped heating after a week');
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toContainText('Return approved');
    const approved = await inbox.waitFor({
      to: email,
      where: (m) => m.Subject === `Your return for order ${order.orderNumber} is approved`,
    });
    expect(approved.Text).toContain('148 Roasters Row');

    const stockBefore = await inventoryOf(manager, product!.id);
    await card.getByRole('button', { name: 'Mark Received' }).click();
    const receive = manager.getByRole('dialog', { name: 'Mark return received' });
    await receive.getByLabel(product!.name).selectOption('1');
    await receive.getByRole('button', { name: 'Mark Received' }).click();
    await expect(card).toContainText('Return received');
    await expect.poll(() => inventoryOf(manager, product!.id)).toBe(stockBefore + 1);

    await card.getByRole('button', { name: 'Refund' }).click();
    const refund = manager.getByRole('dialog', { name: 'Refund return' });
    const amount = refund.getByLabel('Amount to refund ($)');
    const full = await amount.inputValue();
    // In part: the box came back damaged.
    const part = (Math.round(Number(full) * 100) - 500) / 100;
    await amount.fill(part.toFixed(2));
    await refund.getByRole('button', { name: 'Refund' }).click();
    await expect(
      manager.getByText(`The return for order ${order.orderNumber} is refunded.`),
    ).toBeVisible();
    // Done: it leaves the queue for the closed returns.
    await manager
      .getByRole('group', { name: 'Filter returns' })
      .getByRole('button', { name: 'Done' })
      .click();
    await expect(card).toContainText(`Refunded $${part.toFixed(2)}`);
    await manager.context().close();

    // The customer's order page shows every step and the refund.
    await page.reload();
    await expect(returns.getByTestId('return-status')).toHaveText('Refunded');
    const timeline = page.getByRole('list', { name: 'Order timeline' });
    for (const step of ['Return requested', 'Return approved', 'Return received', 'Refunded'])
      await expect(timeline.getByText(step, { exact: true })).toBeVisible();
    await expect(page.getByTestId('payment-status')).toContainText(`$${part.toFixed(2)} refunded`);
    const refunded = await inbox.waitFor({
      to: email,
      where: (m) =>
        m.Subject === `Refund of $${part.toFixed(2)} for your return on order ${order.orderNumber}`,
    });
    expect(refunded.Text).toContain('original payment method');
  });

  test('when a customer does not like a delivered coffee, then the taste guarantee sends a fresh bag as a paid $0 order that takes stock and waits to be packed', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const { email } = await registerCustomer(page, 'Tess Taste');
    const [coffee] = await inStockProducts(page.request, 'beans');
    const order = await placeOrderThroughApi(page, coffee!.id, 1);
    await payThroughApi(page, order.id);
    const manager = await asUser(page, 'manager');
    await deliver(manager, order.id);

    await page.goto(`/orders/${order.id}`);
    const returns = page.getByRole('region', { name: 'Returns' });
    await returns.getByRole('button', { name: 'Request a return' }).click();
    const dialog = page.getByRole('dialog', { name: 'Request a return' });
    await dialog.getByLabel(coffee!.name).selectOption('1');
    await dialog.getByLabel('Reason').selectOption('taste');
    await dialog.getByLabel('A fresh bag instead').check();
    await dialog.getByRole('button', { name: 'Request return' }).click();
    await expect(returns.getByTestId('return-status')).toHaveText('Return requested');

    await manager.goto('/employee-portal');
    await manager.getByRole('tab', { name: 'Returns' }).click();
    const card = manager.getByRole('listitem', { name: new RegExp(order.orderNumber) });
    await card.getByRole('button', { name: 'Approve' }).click();
    await expect(card).toContainText('Return approved');
    const stockBefore = await inventoryOf(manager, coffee!.id);
    await card.getByRole('button', { name: 'Send Replacement' }).click();
    await expect(manager.getByText(/Replacement order ORD-\S+ is placed and paid/)).toBeVisible();
    // Its stock is taken like any order's.
    await expect.poll(() => inventoryOf(manager, coffee!.id)).toBe(stockBefore - 1);
    await manager
      .getByRole('group', { name: 'Filter returns' })
      .getByRole('button', { name: 'Done' })
      .click();
    await expect(card).toContainText(/Replacement order/);
    const replacementNumber = (
      await card.getByRole('button', { name: /^ORD-/ }).innerText()
    ).trim();
    await manager.screenshot({ path: test.info().outputPath('staff-return-replaced-375.png') });
    // A second click finds the same order: the card still names one.
    const again = await callFromPage<{ replacementOrder: { orderNumber: string } }>(
      manager,
      'POST',
      `/api/employee/returns/${await returnIdOf(page, order.id)}/steps`,
      { step: 'replace' },
    );
    expect(again.status).toBe(200);
    expect(again.json.replacementOrder.orderNumber).toBe(replacementNumber);

    // It is in the packing queue: a paid order of the fresh bag at $0.
    await manager.getByRole('tab', { name: /Orders/ }).click();
    await manager.getByRole('searchbox', { name: 'Search orders' }).fill(replacementNumber);
    const row = manager.getByRole('row', { name: new RegExp(replacementNumber) });
    await expect(row.getByRole('button', { name: 'Start processing' })).toBeVisible();
    await manager.context().close();

    // The customer follows the link from the return to the new order.
    await page.reload();
    await expect(returns.getByTestId('return-status')).toHaveText('Replacement sent');
    await returns.scrollIntoViewIfNeeded();
    await page.screenshot({ path: test.info().outputPath('order-return-replaced-375.png') });
    await returns.getByRole('link', { name: replacementNumber }).click();
    await expect(page).toHaveURL(/\/orders\//);
    await expect(page.getByText(replacementNumber).first()).toBeVisible();
    await expect(page.getByText(coffee!.name).first()).toBeVisible();
    await expect(page.getByText('$0.00').first()).toBeVisible();
    const mail = await inbox.waitFor({
      to: email,
      where: (m) => m.Subject.includes(order.orderNumber) && m.Text.includes(replacementNumber),
    });
    expect(mail.Text).toContain(replacementNumber);
  });
});

/** The shop delivers an order: staff move it through the lifecycle. */
async function deliver(staff: Page, orderId: string): Promise<void> {
  for (const step of [
    { to: 'processing' },
    { to: 'shipped', trackingNumber: TRACKING },
    { to: 'completed' },
  ]) {
    const moved = await callFromPage(
      staff,
      'POST',
      `/api/employee/orders/${orderId}/transitions`,
      step,
    );
    expect(moved.status).toBe(200);
  }
}

async function returnIdOf(page: Page, orderId: string): Promise<string> {
  const answer = await callFromPage<{ returns: { id: string }[] }>(
    page,
    'GET',
    `/api/orders/${orderId}/returns`,
  );
  return answer.json.returns[0]!.id;
}

async function firstItemId(page: Page, orderId: string): Promise<string> {
  const answer = await callFromPage<{ items: { id: string }[] }>(
    page,
    'GET',
    `/api/orders/${orderId}`,
  );
  return answer.json.items[0]!.id;
}
