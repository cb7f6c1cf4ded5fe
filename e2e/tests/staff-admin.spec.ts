import { expect, test } from '@playwright/test';
import {
  CURRENCY_READ_ONLY_MESSAGE,
  DIRECT_PLUS_PRICE_CENTS,
  DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE,
  formatCents,
} from '@coffee/contracts';
import { callFromPage, registerCustomer, signIn } from '../support/session';

for (const [label, viewport] of [
  ['a phone (375 px)', { width: 375, height: 812 }],
  ['a desktop (1280 px)', { width: 1280, height: 900 }],
] as const) {
  test.describe(`the admin on ${label}`, () => {
    test.use({ viewport });

    test('when a role is picked in the Users table, then it asks first, and Undo puts the old role back', async ({
      page,
      browser,
    }) => {
      const customer = await registerCustomer(page, 'Ada Lovelace');
      const admin = await (await browser.newContext({ viewport })).newPage();
      await signIn(admin, 'admin');
      await admin.goto('/admin-portal');
      await admin.getByRole('tab', { name: /Users/ }).click();
      await admin.getByRole('searchbox', { name: /Search users/ }).fill(customer.username);
      const role = admin.getByRole('combobox', { name: `Role of ${customer.username}` });
      await expect(role).toHaveValue('customer');

      await role.selectOption('manager');
      const question = admin.getByRole('alertdialog', { name: 'Make Ada Lovelace a manager?' });
      await expect(question).toBeVisible();
      await expect(question).toContainText('They will be signed out.');
      // Nothing has changed yet: the customer is still signed in as a customer.
      expect((await callFromPage<{ role: string }>(page, 'GET', '/api/user')).json.role).toBe(
        'customer',
      );
      await question.getByRole('button', { name: 'Keep as Customer' }).click();
      await expect(question).toBeHidden();
      await expect(role).toHaveValue('customer');

      await role.selectOption('manager');
      await admin.getByRole('button', { name: 'Make Manager' }).click();
      await expect(admin.getByText('Role changed').first()).toBeVisible();
      await expect(role).toHaveValue('manager');
      // Signed out: the change ended their session.
      await expect
        .poll(async () => (await callFromPage(page, 'GET', '/api/user')).status)
        .toBe(401);

      await admin.getByRole('button', { name: 'Undo: make Ada Lovelace a customer again' }).click();
      await expect(admin.getByText('Role change undone').first()).toBeVisible();
      await expect(role).toHaveValue('customer');
      await expect(admin.getByRole('button', { name: /^Undo/ })).toHaveCount(0);
      await admin.context().close();
    });

    test("when the settings open, then the Direct+ prices are the membership price table's, read-only, and only the zone saves", async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto('/admin-portal');
      await page.getByRole('tab', { name: /Settings/ }).click();
      const prices = page.getByRole('region', { name: 'Direct+ pricing' });
      await expect(prices).toContainText(
        `$${formatCents(DIRECT_PLUS_PRICE_CENTS.monthly)} a month`,
      );
      await expect(prices).toContainText(`$${formatCents(DIRECT_PLUS_PRICE_CENTS.annual)} a year`);
      await expect(prices).toContainText("membership service's price table");
      await expect(prices.getByRole('textbox')).toHaveCount(0);

      const zone = page.getByLabel('Timezone');
      await zone.fill('America/Chicago');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved').first()).toBeVisible();
      await zone.fill('America/New_York');
      await page.getByRole('button', { name: 'Save Settings' }).click();
      await expect(page.getByText('Settings saved').first()).toBeVisible();
    });
  });
}

test('when the settings API is asked to change a price or the currency, then 400 says where they come from and nothing changes', async ({
  page,
}) => {
  await signIn(page, 'admin');
  const before = (await callFromPage(page, 'GET', '/api/admin/settings')).json;
  for (const [body, message] of [
    [{ directPlusMonthlyPrice: '1.00' }, DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE],
    [{ directPlusAnnualPrice: '10.00' }, DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE],
    [{ currency: 'EUR' }, CURRENCY_READ_ONLY_MESSAGE],
  ] as const) {
    const res = await callFromPage<{ message: string }>(page, 'PUT', '/api/admin/settings', body);
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(message);
  }
  expect((await callFromPage(page, 'GET', '/api/admin/settings')).json).toEqual(before);
});
