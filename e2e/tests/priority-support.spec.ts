import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshAddress, fromAddress } from '../support/security/addresses';
import { registerCustomer, signIn } from '../support/session';

/**
 * Priority support (issue 30, item 5) from both sides: a Direct+ member's ticket is marked
 * Priority and listed before standard tickets in the employee queue, and the member is promised
 * a first reply within 4 business hours (anyone else 24). The tier is decided by the staff
 * service from the account service's word, never by the page. Each journey opens its own
 * tickets, from a client address of its own (the staff service counts tickets per address).
 */
async function visitor(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: fromAddress(freshAddress()),
  });
  return context.newPage();
}

/** Sends the Contact Us form as the signed-in shopper; the ticket number shown. */
async function writeIn(page: Page, message: string): Promise<string> {
  await page.goto('/contact-us');
  const form = page.getByRole('form', { name: 'Contact form' });
  // Name and email are filled in from the session.
  await expect(form.getByLabel('Email')).not.toHaveValue('');
  await form.getByLabel('Topic').selectOption('product-info');
  await form.getByLabel('Message').fill(message);
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByRole('heading', { name: /^Thank you/ })).toBeVisible();
  return (await page.getByText(/^#TKT-\d+$/).textContent())!.slice(1);
}

/** "(by Tue, Dec 1, 1:00 PM)." as the promise writes its due time. */
const BY = String.raw`\(by \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM)\)\.`;

for (const [label, viewport] of [
  ['a phone (375 px)', { width: 375, height: 812 }],
  ['a desktop (1280 px)', { width: 1280, height: 900 }],
] as const) {
  test.describe(`priority support on ${label}`, () => {
    test.use({ viewport });

    test('when a Direct+ member writes in between two standard tickets, then the member is promised 4 business hours and the queue lists the Priority ticket first', async ({
      browser,
    }) => {
      const run = `${Date.now().toString(36)}${viewport.width}`;
      const marker = `Priority check ${run}`;

      // A standard customer writes first: the oldest ticket.
      const customer = await visitor(browser, viewport);
      await registerCustomer(customer, 'Sam Standard');
      const older = await writeIn(customer, `${marker}: which grind suits a French press?`);
      const standardPromise = customer.getByText(/aim to reply within/);
      await expect(standardPromise).toHaveText(
        new RegExp(`^We aim to reply within 24 business hours ${BY}$`),
      );
      await expect(customer.getByText(/Priority support/)).toHaveCount(0);

      // The demo Direct+ member writes next.
      const member = await visitor(browser, viewport);
      await signIn(member, 'member');
      const priority = await writeIn(member, `${marker}: can my beans ship on Fridays?`);
      const promise = member.getByText(/we aim to reply within/);
      await expect(promise).toHaveText(
        new RegExp(`^Priority support: we aim to reply within 4 business hours ${BY}$`),
      );
      await member.screenshot({
        path: test.info().outputPath(`member-promise-${viewport.width}.png`),
        fullPage: true,
      });
      // The same promise on the member's ticket page in the account.
      await member.goto(`/account-page?tab=support&ticket=${priority}`);
      await expect(member.getByText(/we aim to reply within/)).toHaveText(
        new RegExp(`^Priority support: we aim to reply within 4 business hours ${BY}$`),
      );
      await member.context().close();

      // And the standard customer again: the newest ticket.
      const newer = await writeIn(customer, `${marker}: do you sell paper filters?`);
      await customer.context().close();

      // The employee's queue: the member's ticket before both standard ones, marked in words.
      const employee = await visitor(browser, viewport);
      await signIn(employee, 'employee');
      await employee.goto('/employee-portal');
      await employee.getByRole('tab', { name: /Support/ }).click();
      const listed = employee.waitForResponse(
        (r) => r.url().includes('/api/employee/tickets?') && r.url().includes('q=Priority'),
      );
      await employee.getByRole('searchbox', { name: 'Search tickets' }).fill(marker);
      await listed;
      const table = employee.getByRole('region', { name: 'Support tickets' }).getByRole('table');
      const numbers = table.getByRole('rowheader');
      await expect(numbers).toHaveText([`#${priority}`, `#${newer}`, `#${older}`]);
      const priorityRow = employee.getByRole('row', { name: new RegExp(priority) });
      await expect(priorityRow.getByText('Priority', { exact: true })).toBeVisible();
      await expect(priorityRow).toContainText('Direct+ member');
      await expect(priorityRow).toContainText(/Due \w{3}, \w{3} \d{1,2}, \d{1,2}:\d{2} (AM|PM)/);
      for (const number of [newer, older]) {
        await expect(
          employee.getByRole('row', { name: new RegExp(number) }).getByText('Priority', {
            exact: true,
          }),
        ).toHaveCount(0);
      }
      await employee.screenshot({
        path: test.info().outputPath(`queue-${viewport.width}.png`),
        fullPage: true,
      });

      // The tier filter narrows the queue to the member's ticket.
      await employee
        .getByRole('group', { name: 'Filter tickets by support tier' })
        .getByRole('button', { name: 'Priority (Direct+)' })
        .click();
      await expect(numbers).toHaveText([`#${priority}`]);

      // The ticket itself says Priority and when the first reply is due; answering records it.
      await priorityRow.getByRole('button', { name: 'Respond' }).click();
      const dialog = employee.getByRole('dialog', { name: new RegExp(`#${priority}`) });
      await expect(dialog).toContainText(/Priority Direct\+ member · First reply due \w{3}, /);
      await dialog.getByLabel('Your reply').fill('Yes: choose Friday delivery at checkout.');
      await dialog.getByRole('button', { name: 'Send Reply' }).click();
      await expect(dialog).toContainText(/Priority Direct\+ member · First reply \w{3}, /);
      await employee.context().close();

      // The admin's dashboard counts it among the Direct+ first replies.
      const admin = await visitor(browser, viewport);
      await signIn(admin, 'admin');
      await admin.goto('/admin-portal');
      const figures = admin.getByRole('region', { name: 'Support' });
      await expect(figures).toContainText(
        /Median first reply: Direct\+ (\d+ h( \d+ min)?|\d+ min) \(\d+ tickets?\) · Standard /,
      );
      await figures.screenshot({
        path: test.info().outputPath(`dashboard-support-${viewport.width}.png`),
      });
      await admin.context().close();
    });
  });
}
