import { expect, type Locator, type Page } from '@playwright/test';
import { moveServiceClock } from './clock';
import { fillTestCard } from './membership';
import { SHIPPING } from './orders';

/**
 * Subscribe & Save (issue 29) as a shopper goes through it: a card saved in the account's
 * Payment Methods tab, the product page's Subscribe & Save box, the account's Subscriptions tab.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export interface CoffeeVariant {
  id: string;
  price: string;
  inStock: boolean;
  inventory?: number;
  retired?: boolean;
}
export interface Coffee {
  id: string;
  name: string;
  defaultVariantId: string | null;
  variants: CoffeeVariant[];
}

/**
 * A bean from the live catalog whose 12 oz whole bean (the page's default bag) and 12 oz drip
 * are both on sale with stock to spare: the deliveries are real orders.
 */
export async function beanToSubscribe(page: Page, skip = 0): Promise<Coffee> {
  const list = await page.request.get('/api/products/category/beans?inStock=true&limit=100');
  expect(list.ok()).toBe(true);
  const found: Coffee[] = [];
  for (const { id } of (await list.json()) as { id: string }[]) {
    const detail = (await (await page.request.get(`/api/products/${id}`)).json()) as Coffee;
    const plenty = (variantId: string) =>
      detail.variants.some(
        (v) => v.id === variantId && v.inStock && !v.retired && (v.inventory ?? 0) >= 10,
      );
    if (
      detail.defaultVariantId === '12oz-whole-bean' &&
      plenty('12oz-whole-bean') &&
      plenty('12oz-drip')
    )
      found.push(detail);
    if (found.length > skip) return found[skip]!;
  }
  throw new Error('no bean sells 12 oz whole bean and 12 oz drip with stock to spare');
}

export const priceOf = (coffee: Coffee, variantId: string): string =>
  coffee.variants.find((v) => v.id === variantId)!.price;

/** "$12.34" for 1234 cents, as the shop writes money. */
export const money = (cents: number): string => `$${(cents / 100).toFixed(2)}`;
export const centsOf = (price: string): number => Math.round(Number(price) * 100);

/** Account page tabs through its side menu. */
export async function openAccountTab(page: Page, label: 'Subscriptions' | 'Payment Methods') {
  const nav = page.getByRole('navigation', { name: 'Account sections' });
  if (!(await nav.isVisible())) await page.goto('/account-page');
  await nav.getByRole('link', { name: label, exact: true }).click();
  await expect(page.getByRole('heading', { name: label, level: 2 })).toBeVisible();
}

/**
 * The account's Payment Methods tab: 'Add a payment method', the offline test provider's card
 * form, 'Save card'; the card is listed ("Visa ending in 4242").
 */
export async function saveCard(page: Page, cardNumber: string): Promise<void> {
  await openAccountTab(page, 'Payment Methods');
  await page.getByRole('button', { name: 'Add a payment method' }).click();
  await fillTestCard(page, cardNumber);
  await page
    .getByRole('form', { name: 'Card details' })
    .getByRole('button', { name: 'Save card' })
    .click();
  await expect(page.getByText('Card saved').first()).toBeVisible();
  const last4 = cardNumber.replace(/\s/g, '').slice(-4);
  await expect(
    page
      .getByRole('list', { name: 'Saved payment methods' })
      .getByRole('listitem', { name: `Visa ending in ${last4}` }),
  ).toBeVisible();
}

export interface SubscribeChoice {
  frequency: string;
  /** Bags of a coffee, or boxes of a plan. */
  bags: number;
  /** A plan's grind, as the box names it ("Drip"). */
  grind?: string;
  /** The card's option as the box names it, e.g. /Visa ending 4242/. */
  card: RegExp;
}

/** The product page's Subscribe & Save box. */
export const subscribeBox = (page: Page): Locator =>
  page.getByRole('region', { name: 'Subscribe & Save' });

/**
 * Fills the box on the product page already open (frequency, bags, the earliest first delivery
 * the date input allows, the address, the card), subscribes and sees the confirmation. Returns
 * the first delivery's day (YYYY-MM-DD).
 */
export async function subscribeOnProductPage(page: Page, choice: SubscribeChoice): Promise<string> {
  const form = subscribeBox(page).getByRole('form', { name: 'Subscribe and save' });
  await form.getByLabel('Delivery frequency').selectOption({ label: choice.frequency });
  if (choice.grind) {
    await form.getByLabel('Grind').selectOption({ label: choice.grind });
    await form.getByLabel('Boxes per delivery').selectOption(String(choice.bags));
  } else {
    await form.getByLabel('Bags per delivery').selectOption(String(choice.bags));
  }
  const firstDelivery = form.getByLabel('First delivery');
  const earliest = (await firstDelivery.getAttribute('min')) ?? '';
  expect(earliest).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  await firstDelivery.fill(earliest);
  // A new account has no address on its profile: the box asks for one.
  const change = form.getByRole('button', { name: 'Change address' });
  if (await change.isVisible()) await change.click();
  await form.getByLabel('First Name', { exact: true }).fill(SHIPPING.firstName);
  await form.getByLabel('Last Name', { exact: true }).fill(SHIPPING.lastName);
  await form.getByLabel('Address', { exact: true }).fill(SHIPPING.address);
  await form.getByLabel('City', { exact: true }).fill(SHIPPING.city);
  await form.getByLabel('State', { exact: true }).fill(SHIPPING.state);
  await form.getByLabel('ZIP Code', { exact: true }).fill(SHIPPING.zipCode);
  const card = form.getByLabel('Card to charge');
  const option = card.getByRole('option', { name: choice.card });
  await card.selectOption((await option.getAttribute('value')) ?? '');
  await form.getByRole('button', { name: 'Subscribe', exact: true }).click();

  const done = subscribeBox(page).getByRole('status');
  await expect(done.getByRole('heading', { name: "You're subscribed" })).toBeVisible();
  await expect(done).toContainText(`Your first delivery is on ${longDay(earliest)}.`);
  return earliest;
}

/** One subscription in the Subscriptions tab, by its coffee's name. */
export const subscriptionCard = (page: Page, coffee: string): Locator =>
  page.getByRole('list', { name: 'Your subscriptions' }).getByRole('listitem', { name: coffee });

/** The value of one fact ("Next delivery", "Charged on", ...) on a subscription's card. */
export const fact = (card: Locator, term: string): Locator =>
  card.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');

/** Its latest deliveries, newest first. */
export const deliveries = (card: Locator, coffee: string): Locator =>
  card.getByRole('region', { name: `Latest deliveries of ${coffee}` }).getByRole('listitem');

/**
 * The shopper reloads the Subscriptions tab until `outcome` shows, as one does waiting for a
 * charge the scheduler makes in the background (every second in the e2e shop).
 */
export async function reloadUntilDelivery(
  page: Page,
  coffee: string,
  outcome: string | RegExp,
): Promise<Locator> {
  const card = subscriptionCard(page, coffee);
  const entry = deliveries(card, coffee).filter({ hasText: outcome }).first();
  // Each look waits for the tab's own load (its page, then its list): on a busy machine that
  // alone can take seconds, and a look cut short before it would only reload again.
  await expect(async () => {
    await page.reload();
    await expect(entry).toBeVisible({ timeout: 6_000 });
  }).toPass({ timeout: 45_000 });
  return entry;
}

/**
 * Moves every service's clock to the morning (07:00 in New York, the shop's zone) of the day the
 * card shows under "Charged on": the delivery is due, and its retries (a day later) are not.
 */
export async function moveClockToChargeDay(card: Locator): Promise<void> {
  const chargeOn = dayOf((await fact(card, 'Charged on').textContent()) ?? '');
  const target = Date.parse(`${chargeOn}T12:00:00Z`);
  expect(target).toBeGreaterThan(Date.now());
  await moveServiceClock((target - Date.now()) / DAY_MS);
}

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** "Friday, December 4, 2026" for 2026-12-04, as the subscription pages write a day. */
export function longDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]}, ${MONTHS[d.getUTCMonth()]} ${d.getUTCDate()}, ${d.getUTCFullYear()}`;
}

/** "Fri, Dec 4" for 2026-12-04, as the service's messages write a day. */
export function shortDay(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return `${WEEKDAYS[d.getUTCDay()]!.slice(0, 3)}, ${MONTHS[d.getUTCMonth()]!.slice(0, 3)} ${d.getUTCDate()}`;
}

/** 2026-12-04 for "Friday, December 4, 2026". */
export function dayOf(longText: string): string {
  const match = /^\w+, (\w+) (\d{1,2}), (\d{4})$/.exec(longText.trim());
  if (!match) throw new Error(`not a day: "${longText}"`);
  const month = MONTHS.indexOf(match[1]!) + 1;
  return `${match[3]}-${String(month).padStart(2, '0')}-${match[2]!.padStart(2, '0')}`;
}
