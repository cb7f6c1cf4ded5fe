import { expect, type Page } from '@playwright/test';

export const NEW_PASSWORD = 'Espresso42!';

/** The offline test provider's card form (the default when no Stripe keys are set). */
export async function fillTestCard(page: Page, cardNumber: string) {
  const form = page.getByRole('form', { name: 'Card details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await form.getByLabel('CVC').fill('123');
}

/**
 * A new shopper picks Direct+ on /membership and fills the account form: the card step opens
 * (the real payment form; nothing is made yet).
 */
export async function openDirectPlusCardStep(page: Page, username: string, fullName = 'Dana Plus') {
  await page.goto('/membership');
  await page
    .getByRole('button', { name: /Direct\+/ })
    .filter({ hasNotText: 'Standard' })
    .last()
    .click();
  await expect(page).toHaveURL('/register-account');
  await page.getByLabel('Full name').fill(fullName);
  await page.getByLabel('Email').fill(`${username}@example.com`);
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByLabel(/terms/i).check();
  await page.getByRole('button', { name: /Continue|Create account/i }).click();
  await expect(page.getByRole('form', { name: 'Card details' })).toBeVisible();
}

/**
 * A new shopper signs up for Direct+ and gives a card the provider declines on the card step:
 * the account exists and owes its first payment (/direct-plus-payment).
 */
export async function registerWithDirectPlus(page: Page, username: string, fullName = 'Dana Plus') {
  await openDirectPlusCardStep(page, username, fullName);
  await fillTestCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: 'Subscribe to Direct+' }).click();
  await expect(page).toHaveURL('/direct-plus-payment', { timeout: 15_000 });
}
