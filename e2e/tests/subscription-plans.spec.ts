import { expect, test } from '@playwright/test';
import { resetServiceClock } from '../support/clock';
import { registerCustomer, signIn } from '../support/session';
import {
  beanToSubscribe,
  deliveries,
  fact,
  moveClockToChargeDay,
  reloadUntilDelivery,
  saveCard,
  subscribeBox,
  subscribeOnProductPage,
  subscriptionCard,
} from '../support/subscriptions';

/**
 * Issue 29, plans in the browser: a manager sets up the Single Origin Explorer in the employee
 * portal (two origins), a customer subscribes to it from its product page with a grind, and the
 * first delivery, charged on its day, is an order of the first origin in that grind.
 */

/** A name as a literal inside a pattern. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('subscription plans', () => {
  test.afterEach(async () => resetServiceClock());

  test('when a manager sets up the Single Origin Explorer, then a customer subscribes with a grind and the first delivery sends the first origin', async ({
    page,
    browser,
  }) => {
    test.slow();
    await page.goto('/');
    const first = await beanToSubscribe(page, 0);
    const second = await beanToSubscribe(page, 1);
    const listed = await page.request.get('/api/products/category/subscription?limit=40');
    const explorer = ((await listed.json()) as { id: string; name: string }[]).find((p) =>
      /Explorer/.test(p.name),
    );
    expect(explorer, 'the demo catalog sells a Single Origin Explorer').toBeTruthy();
    const plan = explorer!;

    // The manager keeps the plan: two origins, 2 x 12 oz a box.
    const staffContext = await browser.newContext({
      baseURL: test.info().project.use.baseURL,
    });
    const staff = await staffContext.newPage();
    await signIn(staff, 'manager');
    await staff.goto('/employee-portal');
    await staff.getByRole('tab', { name: 'Subscriptions' }).click();
    await staff.getByRole('tab', { name: 'Plans' }).click();
    const row = staff
      .getByRole('row')
      .filter({ has: staff.getByRole('rowheader', { name: new RegExp(literal(plan.name)) }) });
    await row.getByRole('button', { name: /^(Set up|Edit)$/ }).click();
    const form = staff.getByRole('dialog', { name: /plan:/ }).getByRole('form', { name: 'Plan' });
    await form.getByLabel('Kind').selectOption({ label: 'Single Origin Explorer' });
    await form.getByLabel('Bag size').selectOption('12 oz');
    await form.getByLabel('Bags per box').selectOption('2');
    while (await form.getByRole('button', { name: 'Remove origin 3' }).isVisible())
      await form.getByRole('button', { name: 'Remove origin 3' }).click();
    await form.getByRole('combobox', { name: 'Origin 1' }).selectOption({ label: first.name });
    await form.getByRole('combobox', { name: 'Origin 2' }).selectOption({ label: second.name });
    await form.getByRole('button', { name: 'Save Plan' }).click();
    await expect(staff.getByText('Plan saved').first()).toBeVisible();
    await expect(row).toContainText('2 origins');
    await staffContext.close();

    // A customer subscribes from the plan's page, choosing a grind.
    await registerCustomer(page, 'Ollie Origins');
    await saveCard(page, '4242 4242 4242 4242');
    await page.goto(`/product/${plan.id}`);
    const box = subscribeBox(page);
    await expect(box).toContainText('Origins in rotation:');
    await expect(box).toContainText(first.name);
    await expect(box).toContainText(second.name);
    await subscribeOnProductPage(page, {
      frequency: 'Every 4 weeks',
      bags: 1,
      grind: 'Drip',
      card: /^Visa ending 4242/,
    });

    await page.goto('/account-page?tab=subscriptions');
    const card = subscriptionCard(page, plan.name);
    await expect(card).toContainText(`${plan.name} — 2 x 12 oz, drip`);
    await expect(fact(card, 'Card')).toHaveText('Visa ending 4242');

    // Its charge day comes: the delivery is an order of the first origin, 12 oz drip.
    await moveClockToChargeDay(card);
    const delivered = await reloadUntilDelivery(page, plan.name, /Ordered/);
    await expect(delivered).toContainText(`${first.name}, 12 oz, drip`);
    await expect(deliveries(card, plan.name)).toHaveCount(1);
  });
});
