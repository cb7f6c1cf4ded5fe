import { expect, test, type Page } from '@playwright/test';
import { inStockProducts } from '../support/catalog';
import { moveServiceClock, resetServiceClock } from '../support/clock';
import { NEW_PASSWORD, registerWithDirectPlus } from '../support/membership';
import { signIn } from '../support/session';

const PASSWORD = NEW_PASSWORD;
const DAY_MS = 24 * 3600 * 1000;

interface Me {
  isDirectPlus: boolean;
  directPlusExpiry: string | null;
  membershipNumber: string | null;
  hasCompletedInitialPayment: boolean;
}
const me = async (page: Page): Promise<Me> => (await page.request.get('/api/user')).json();
const csrfOf = async (page: Page) =>
  (await page.context().cookies()).find((c) => c.name === 'coffee_csrf')?.value ?? '';

/** 'November 24, 2027': the long English date the membership pages write. */
const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

/** The offline test provider's card form (the default when no Stripe keys are set). */
async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: /card/i });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel(/Expiry|MM \/ YY/).fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: /Pay|Subscribe/ }).click();
}

test.describe('Direct+ billing (offline test provider)', () => {
  test.afterEach(async () => resetServiceClock());

  test('when a shopper registers with Direct+, then they pay (a declined card first), are a member with free shipping, cancel, stay a member until the end date, and are Standard after it', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const username = `paying${Date.now()}`;
    await registerWithDirectPlus(page, username);

    // Owing the initial payment: other guarded pages send the account back here.
    await page.goto('/checkout');
    await expect(page).toHaveURL('/direct-plus-payment');
    await expect(page.getByText('$99.00').first()).toBeVisible();
    await expect(page.getByText('Save $71 compared to monthly plan')).toBeVisible();

    // A declined card: the provider's message, nothing granted.
    await payWith(page, '4000 0000 0000 0002');
    await expect(page.getByText('Your card was declined.').first()).toBeVisible();
    expect((await me(page)).isDirectPlus).toBe(false);

    // A good card: the confirmation shows what the server confirmed.
    await payWith(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/payment-confirmation\/direct-plus/);
    await expect(page.getByRole('heading', { name: 'Welcome to Direct+' })).toBeVisible({
      timeout: 20_000,
    });
    const member = await me(page);
    expect(member.isDirectPlus).toBe(true);
    expect(member.hasCompletedInitialPayment).toBe(true);
    expect(member.membershipNumber).toMatch(/^\d{13,17}$/);
    const expiry = new Date(member.directPlusExpiry!);
    // A year of membership, paid today.
    expect(expiry.getTime() - Date.now()).toBeGreaterThan(360 * DAY_MS);
    await expect(page.getByText(longDate(member.directPlusExpiry!)).first()).toBeVisible();
    // View Membership: the account page's Membership tab (spec: /account-page).
    await page.getByRole('link', { name: 'View Membership' }).click();
    await expect(page).toHaveURL('/account-page?tab=membership');
    await expect(page.getByText('Direct+ Membership Active')).toBeVisible();

    // Free shipping is offered at checkout.
    const [product] = await inStockProducts(page.request, 'beans');
    const added = await page.request.post('/api/cart', {
      headers: { 'x-csrf-token': await csrfOf(page) },
      data: { productId: product!.id, quantity: 1 },
    });
    expect(added.ok()).toBe(true);
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Free Shipping/ })).toBeChecked();

    // Cancel on the benefits page: at the end of the period, after a confirmation.
    await page.goto('/direct-plus-benefits');
    await page.getByRole('button', { name: /Cancel membership/i }).click();
    await page
      .getByRole('alertdialog', { name: 'Cancel Direct+?' })
      .getByRole('button', { name: 'Cancel membership' })
      .click();
    await expect(page.getByText('Subscription cancelled').first()).toBeVisible();
    await expect(page.getByRole('button', { name: /Resume/i })).toBeVisible();
    expect((await me(page)).isDirectPlus).toBe(true);

    // After the end date (the services' clock moves; the expectations stay real): Standard again.
    await moveServiceClock((expiry.getTime() - Date.now()) / DAY_MS + 2);
    // Still signed in (the session outlives the month): Standard on the very next request.
    if ((await page.request.get('/api/user')).status() === 401)
      await signIn(page, username, PASSWORD);
    expect((await me(page)).isDirectPlus).toBe(false);
    await page.goto('/checkout');
    await expect(page.getByRole('radio', { name: /Standard Shipping/ })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Free Shipping/ })).toHaveCount(0);
  });

  test('when a shopper verifies an in-store membership, then they create its online account and are a member', async ({
    page,
  }, testInfo) => {
    // Seeded, unclaimed in-store memberships (services/membership/README.md); a retry takes the next.
    const seeded = [
      { number: '1000000000001', first: 'Maria', last: 'Garcia' },
      { number: '1000000000002', first: 'James', last: 'Chen' },
    ];
    const { number, first, last } = seeded[testInfo.retry % seeded.length]!;
    const username = `instore${Date.now()}`;

    await page.goto('/register-membership');
    await page.getByLabel('Membership Number').fill('12345');
    await page.getByRole('button', { name: /Verify/ }).click();
    await expect(page.getByText('Membership number must be 13 or 17 digits')).toBeVisible();

    await page.getByLabel('Membership Number').fill(number);
    // Names as a person types them: case and spaces do not matter.
    await page.getByLabel('First Name').fill(` ${first.toLowerCase()} `);
    await page.getByLabel('Last Name').fill(last.toUpperCase());
    await page.getByRole('button', { name: /Verify/ }).click();
    await expect(page.getByText('Membership verified').first()).toBeVisible();

    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByLabel(/Confirm Password/i).fill(PASSWORD);
    await page.getByRole('button', { name: /Create/ }).click();
    await expect(page.getByText('Account created').first()).toBeVisible();
    await expect(page).toHaveURL('/');
    const member = await me(page);
    expect(member.isDirectPlus).toBe(true);
    expect(member.membershipNumber).toBe(number);

    // The number has its account now: a second verification says so.
    const again = await page.request.post('/api/verify-membership', {
      headers: { 'x-csrf-token': await csrfOf(page) },
      data: { membershipNumber: number, firstName: first, lastName: last },
    });
    expect(again.status()).toBe(409);
  });

  test('when a forged provider event reaches the webhook through the gateway, then it is refused for its signature (not for a session or CSRF token) and nothing changes', async ({
    page,
  }) => {
    const forged = await page.request.post('/api/stripe-webhook', {
      headers: { 'stripe-signature': 't=1,v1=00', 'content-type': 'application/json' },
      data: { id: 'evt_forged', object: 'event', type: 'invoice.paid', created: 1, data: {} },
    });
    expect(forged.status()).toBe(400);
    expect(((await forged.json()) as { message: string }).message).toBe('Invalid signature');
  });

  test('when a member opens /membership, then they are sent to their benefits; the payment page, to their account page', async ({
    page,
  }) => {
    await signIn(page, 'member');
    await page.goto('/membership');
    await expect(page).toHaveURL('/direct-plus-benefits');
    await page.goto('/direct-plus-payment');
    await expect(page.getByText('Already a Direct+ member').first()).toBeVisible();
    await expect(page).toHaveURL('/account-page?tab=membership');
    await expect(page.getByText('Direct+ Membership Active')).toBeVisible();
  });

  test('when a Standard customer opens the benefits page, then they are sent to /membership', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    await page.goto('/direct-plus-benefits');
    await expect(page).toHaveURL('/membership');
  });
});
