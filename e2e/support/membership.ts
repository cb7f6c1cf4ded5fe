import { expect, type Page } from '@playwright/test';

export const NEW_PASSWORD = 'Espresso42!';

/**
 * A new shopper picks Direct+ on /membership, fills the account form and the payment step, and
 * presses 'Subscribe to Direct+': the account now owes its first payment (/direct-plus-payment).
 */
export async function registerWithDirectPlus(page: Page, username: string, fullName = 'Dana Plus') {
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
  await page.getByRole('button', { name: 'Subscribe to Direct+' }).click();
  await expect(page).toHaveURL('/direct-plus-payment', { timeout: 10_000 });
}
