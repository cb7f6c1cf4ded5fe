import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Coffee123!';

/** Signs in through the real /auth page, as a shopper would. */
export async function signIn(
  page: Page,
  username: string,
  password = DEMO_PASSWORD,
): Promise<void> {
  await page.goto('/auth');
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
}
