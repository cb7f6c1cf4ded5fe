import { addCalendarDays, memberSubscriptionCents, orderTotals } from '@coffee/contracts';
import { expect, test, type Page } from '@playwright/test';
import { resetServiceClock } from '../support/clock';
import { linkTo, mailpit } from '../support/mailpit';
import { fillTestCard, openDirectPlusCardStep } from '../support/membership';
import { registerCustomer } from '../support/session';
import {
  beanToSubscribe,
  centsOf,
  deliveries,
  fact,
  longDay,
  money,
  moveClockToChargeDay,
  openAccountTab,
  priceOf,
  reloadUntilDelivery,
  saveCard,
  shortDay,
  subscribeBox,
  subscribeOnProductPage,
  subscriptionCard,
} from '../support/subscriptions';

/**
 * Issue 29, Subscribe & Save in the browser: a Standard customer and a Direct+ member subscribe
 * from a coffee's page with a card saved in their account; the customer skips and changes the
 * grind; the member's delivery is charged on its day at 15% off with free shipping; a card that
 * declines every later charge fails, is mailed about, is replaced, and the delivery is ordered.
 * Each journey is a new account's. The journeys that move the shared clock put it back (the
 * suite runs one test at a time, so no other test sees it moved).
 */

const GOOD_CARD = '4242 4242 4242 4242';
/** Saved fine; every later off-session charge is declined (Stripe's test card). */
const DECLINES_LATER = '4000 0000 0000 0341';
const inbox = mailpit();

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' });

test.describe('Subscribe & Save', () => {
  test.afterEach(async () => resetServiceClock());

  test('when a Standard customer saves a card and subscribes from the product page, then the Subscriptions tab shows the next delivery and its lock; skipping it and changing the grind apply', async ({
    page,
  }) => {
    test.slow();
    await registerCustomer(page, 'Sam Standard');
    await saveCard(page, GOOD_CARD);
    const coffee = await beanToSubscribe(page);
    const bag = centsOf(priceOf(coffee, '12oz-whole-bean'));

    await page.goto(`/product/${coffee.id}`);
    const box = subscribeBox(page);
    await expect(box).toContainText(`Get ${coffee.name}, 12 oz, whole bean, delivered`);
    await expect(box).toContainText(`${money(bag)} per delivery`);
    await expect(box).toContainText('Direct+ members save 15% on every delivery.');
    const first = await subscribeOnProductPage(page, {
      frequency: 'Every 2 weeks',
      bags: 1,
      card: /^Visa ending 4242/,
    });

    await box.getByRole('link', { name: 'Manage your subscriptions' }).click();
    await expect(page).toHaveURL('/account-page?tab=subscriptions');
    const card = subscriptionCard(page, coffee.name);
    await expect(card).toContainText('12 oz, whole bean · 1 bag · Every 2 weeks');
    await expect(card).toContainText('Active');
    await expect(fact(card, 'Next delivery')).toHaveText(longDay(first));
    await expect(card.getByText(/^Changes lock on \w+day, \w+ \d{1,2}, \d{4}\.$/)).toBeVisible();
    await expect(fact(card, 'Price')).toContainText(`${money(bag)} per delivery`);
    await expect(fact(card, 'Card')).toHaveText('Visa ending 4242');

    const manage = card.getByRole('group', { name: `Manage ${coffee.name}` });
    await manage.getByRole('button', { name: 'Skip next delivery' }).click();
    await expect(toasts(page)).toContainText(`Your delivery on ${shortDay(first)} is skipped`);
    await expect(fact(card, 'Next delivery')).toHaveText(`${longDay(first)} (skipped)`);
    await expect(manage.getByRole('button', { name: 'Skip next delivery' })).toBeDisabled();

    await manage.getByRole('button', { name: 'Change', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Change your subscription' });
    const sizeAndGrind = dialog.getByLabel('Size & grind');
    await expect(sizeAndGrind).toHaveValue('12oz-whole-bean');
    await sizeAndGrind.selectOption('12oz-drip');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    // The next delivery was the earliest day still open to changes: the grind applies to it.
    await expect(toasts(page)).toContainText('Subscription updated');
    await expect(card).toContainText('12 oz, drip · 1 bag · Every 2 weeks');
    await expect(card.getByText(/^From the delivery after/)).toHaveCount(0);
    await expect(fact(card, 'Next delivery')).toHaveText(`${longDay(first)} (skipped)`);
  });

  test('when a Direct+ member subscribes, then the box shows 15% off, and the delivery charged on its day is ordered at 15% off with free shipping', async ({
    page,
  }) => {
    test.slow();
    const username = `subsmember${Date.now().toString(36)}`;
    await openDirectPlusCardStep(page, username, 'Mia Member');
    await fillTestCard(page, GOOD_CARD);
    await page.getByRole('button', { name: 'Subscribe to Direct+' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Direct+' })).toBeVisible({
      timeout: 20_000,
    });
    const coffee = await beanToSubscribe(page, 1);
    const bag = centsOf(priceOf(coffee, '12oz-whole-bean'));
    const regular = bag * 2;
    const memberPrice = memberSubscriptionCents(regular);

    await page.goto(`/product/${coffee.id}`);
    const box = subscribeBox(page);
    await box.getByLabel('Bags per delivery').selectOption('2');
    await expect(box.getByLabel(`Regular price ${money(regular)}`)).toBeVisible();
    await expect(box).toContainText(`${money(memberPrice)} per delivery`);
    await expect(box).toContainText('15% off with Direct+');
    // The card paid for Direct+ with is in the card book: it is offered here.
    const first = await subscribeOnProductPage(page, {
      frequency: 'Every week',
      bags: 2,
      card: /^Visa ending 4242/,
    });

    await box.getByRole('link', { name: 'Manage your subscriptions' }).click();
    const card = subscriptionCard(page, coffee.name);
    await expect(card).toContainText('12 oz, whole bean · 2 bags · Every week');
    await expect(fact(card, 'Price')).toContainText(
      `${money(regular)}${money(memberPrice)} per delivery (Direct+ price)`,
    );

    // Sessions live in real time: the shopper is still signed in on the charge day.
    await moveClockToChargeDay(card);
    const ordered = await reloadUntilDelivery(page, coffee.name, 'Ordered');
    await expect(ordered).toContainText('15% Direct+ discount');
    const totals = orderTotals(memberPrice, 'free');
    await expect(ordered).toContainText(money(totals.totalCents));
    // The schedule moved on a week.
    await expect(fact(card, 'Next delivery')).toHaveText(longDay(addCalendarDays(first, 7)));
    const orderLink = ordered.getByRole('link', { name: /^Order / });
    const orderNumber = ((await orderLink.textContent()) ?? '').replace(/^Order /, '');

    await orderLink.click();
    await expect(page.getByRole('heading', { name: `Order ${orderNumber}` })).toBeVisible();
    await expect(page.getByTestId('totals-subtotal')).toHaveText(money(memberPrice));
    await expect(page.getByTestId('totals-shipping')).toHaveText('Free');
    await expect(page.getByTestId('totals-tax')).toHaveText(money(totals.taxCents));
    await expect(page.getByTestId('totals-total')).toHaveText(money(totals.totalCents));
    await expect(page.getByRole('region', { name: /^Items/ })).toContainText(coffee.name);
  });

  test('when the saved card declines the delivery’s charge, then the subscription shows the failed payment and a mail links to it; with a new card chosen there, the delivery is ordered at once', async ({
    page,
  }) => {
    test.slow();
    const { email } = await registerCustomer(page, 'Dee Declined');
    await saveCard(page, DECLINES_LATER);
    const coffee = await beanToSubscribe(page, 2);
    await page.goto(`/product/${coffee.id}`);
    await subscribeOnProductPage(page, {
      frequency: 'Every 4 weeks',
      bags: 1,
      card: /^Visa ending 0341/,
    });
    await subscribeBox(page).getByRole('link', { name: 'Manage your subscriptions' }).click();
    const card = subscriptionCard(page, coffee.name);
    await expect(fact(card, 'Card')).toHaveText('Visa ending 0341');

    await moveClockToChargeDay(card);
    const failed = await reloadUntilDelivery(page, coffee.name, 'Payment failed');
    await expect(failed).toContainText('Your card was declined.');

    const mail = await inbox.waitFor({
      to: email,
      where: (m) => m.Subject === `We could not charge your card for ${coffee.name}`,
      timeoutMs: 20_000,
    });
    const link = linkTo(mail, '/account-page');
    expect(new URL(link).search).toBe('?tab=subscriptions');
    await page.goto(link);
    await expect(page.getByRole('heading', { name: 'Subscriptions', level: 2 })).toBeVisible();
    await expect(deliveries(card, coffee.name).first()).toContainText('Payment failed');

    await saveCard(page, GOOD_CARD);
    await openAccountTab(page, 'Subscriptions');
    await card
      .getByRole('group', { name: `Manage ${coffee.name}` })
      .getByRole('button', { name: 'Change', exact: true })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Change your subscription' });
    const cardSelect = dialog.getByLabel('Card to charge');
    const good = cardSelect.getByRole('option', { name: /^Visa ending 4242/ });
    await cardSelect.selectOption((await good.getAttribute('value')) ?? '');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText('Card updated. We are trying the payment again now');
    await expect(fact(card, 'Card')).toHaveText('Visa ending 4242');

    await reloadUntilDelivery(page, coffee.name, 'Ordered');
    // Newest first: the retry's order above the declined try.
    const history = deliveries(card, coffee.name);
    await expect(history).toHaveCount(2);
    await expect(history.nth(0)).toContainText('Ordered');
    await expect(history.nth(0).getByRole('link', { name: /^Order / })).toBeVisible();
    await expect(history.nth(1)).toContainText('Payment failed');
    await expect(card).toContainText('Active');
  });
});
