import { expect, test } from '@playwright/test';
import {
  CURRENCY_READ_ONLY_MESSAGE,
  DIRECT_PLUS_PRICE_CENTS,
  DIRECT_PLUS_PRICES_READ_ONLY_MESSAGE,
  formatCents,
} from '@coffee/contracts';
import { freshAddress, fromAddress } from '../support/security/addresses';
import { callFromPage, registerCustomer, signIn } from '../support/session';

type Rect = { x: number; y: number; width: number; height: number };

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

      // Undo is where the admin looks: focused, wholly on screen, inside the table's box and
      // clear of its pinned column (on a phone it sat half cut off at the right, below the fold).
      const undo = admin.getByRole('button', { name: 'Undo: make Ada Lovelace a customer again' });
      await expect(undo).toBeFocused();
      const region = admin.getByRole('region', { name: 'Users' });
      const pinned = region.getByRole('rowheader').first();
      await expect
        .poll(async () => {
          const [u, r, p] = (await Promise.all([
            undo.boundingBox(),
            region.boundingBox(),
            pinned.boundingBox(),
          ])) as [Rect, Rect, Rect];
          return (
            u.x >= Math.max(r.x, p.x + p.width) - 0.5 &&
            u.x + u.width <= Math.min(r.x + r.width, viewport.width) + 0.5 &&
            u.y >= 0 &&
            u.y + u.height <= viewport.height
          );
        })
        .toBe(true);
      await admin.screenshot({
        path: test.info().outputPath(`role-changed-undo-${viewport.width}.png`),
      });

      await undo.click();
      await expect(admin.getByText('Role change undone').first()).toBeVisible();
      await expect(role).toHaveValue('customer');
      await expect(admin.getByRole('button', { name: /^Undo/ })).toHaveCount(0);

      // The Disable question names the person, as the role question does (it said the username).
      await admin
        .getByRole('row', { name: /Ada Lovelace/ })
        .getByRole('button', { name: 'Disable' })
        .click();
      const disable = admin.getByRole('alertdialog', { name: 'Disable Ada Lovelace?' });
      await expect(disable).toContainText(`Account ${customer.username}`);
      await disable.getByRole('button', { name: 'Keep as is' }).click();
      await expect(disable).toBeHidden();
      await admin.context().close();
    });

    test('when the Audit Log opens, then every column fits at desktop width; on a phone it scrolls sideways with When pinned', async ({
      page,
    }) => {
      await signIn(page, 'admin');
      await page.goto('/admin-portal');
      // An entry as long as they come: a ticket's subject (80 characters) as the target.
      const mark = `Moka ${viewport.width} ${Date.now().toString(36)}`;
      const ticket = await callFromPage<{ ticketNumber: string }>(
        page,
        'POST',
        '/api/support/tickets',
        {
          source: 'chat',
          name: 'Audit Guest',
          email: `audit.guest.${Date.now().toString(36)}@example.com`,
          question: `${mark}: which grind suits a moka pot best, and how fine should it be for a dark roast, please?`,
        },
        fromAddress(freshAddress()),
      );
      expect(ticket.status).toBe(201);
      const status = await callFromPage(
        page,
        'PUT',
        `/api/employee/tickets/${ticket.json.ticketNumber}/status`,
        { status: 'resolved' },
      );
      expect(status.status).toBe(200);

      await page.getByRole('tab', { name: /Audit Log/ }).click();
      const region = page.getByRole('region', { name: 'Audit log' });
      const row = region.getByRole('row').filter({ hasText: mark });
      await expect(row.first()).toContainText('open -> resolved');
      const { scrollWidth, clientWidth } = await region.evaluate((el) => ({
        scrollWidth: el.scrollWidth,
        clientWidth: el.clientWidth,
      }));
      const changed = row.first().getByText('open -> resolved');
      if (viewport.width >= 1280) {
        // Every column shows: the table is no wider than its box (it was 1500 px in 1246).
        expect(scrollWidth).toBeLessThanOrEqual(clientWidth + 1);
        const [c, r] = (await Promise.all([changed.boundingBox(), region.boundingBox()])) as [
          Rect,
          Rect,
        ];
        expect(c.x + c.width).toBeLessThanOrEqual(r.x + r.width);
      } else {
        // A phone: the table scrolls sideways, When pinned while What changed scrolls in.
        expect(scrollWidth).toBeGreaterThan(clientWidth);
        const when = row.first().getByRole('rowheader');
        const before = (await when.boundingBox()) as Rect;
        await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
        await expect.poll(async () => ((await when.boundingBox()) as Rect).x).toBe(before.x);
        const [c, r] = (await Promise.all([changed.boundingBox(), region.boundingBox()])) as [
          Rect,
          Rect,
        ];
        expect(c.x).toBeGreaterThanOrEqual(before.x + before.width - 1);
        expect(c.x + c.width).toBeLessThanOrEqual(r.x + r.width + 1);
        await row.first().scrollIntoViewIfNeeded();
        await page.screenshot({
          path: test.info().outputPath(`audit-log-${viewport.width}-scrolled.png`),
        });
        await region.evaluate((el) => el.scrollTo({ left: 0 }));
      }
      await page.screenshot({
        path: test.info().outputPath(`audit-log-${viewport.width}.png`),
      });
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
