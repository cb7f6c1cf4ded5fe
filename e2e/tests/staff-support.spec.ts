import { expect, test, type Browser, type Page } from '@playwright/test';
import { freshAddress, fromAddress } from '../support/security/addresses';
import { signIn } from '../support/session';

/**
 * Support from both sides. Each guest is a client of its own (X-Forwarded-For, which the suite's
 * gateway trusts): the staff service counts tickets per client address, and the suite's other
 * journeys open tickets from loopback too.
 */
async function guest(browser: Browser, viewport: { width: number; height: number }) {
  const context = await browser.newContext({
    viewport,
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: fromAddress(freshAddress()),
  });
  return context.newPage();
}

async function staffPage(
  browser: Browser,
  username: string,
  viewport = { width: 1280, height: 900 },
) {
  const context = await browser.newContext({
    viewport,
    baseURL: test.info().project.use.baseURL,
  });
  const page = await context.newPage();
  await signIn(page, username);
  await page.goto('/employee-portal');
  await page.getByRole('tab', { name: /Support/ }).click();
  return page;
}

const count = (page: Page, label: string) =>
  page
    .getByLabel('Ticket counts')
    .getByText(label, { exact: true })
    .locator('xpath=following-sibling::*[1]');

/**
 * An email of its own per visitor: the staff service caps the tickets one sender opens (5 in ten
 * minutes), and these journeys run at two widths in one shop.
 */
const guestEmail = () =>
  `casey.guest.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Opens the chat, asks, and waits for the conversation; the ticket number shown. */
async function chat(page: Page, question: string, email = guestEmail()): Promise<string> {
  await page.goto('/');
  await page.getByRole('button', { name: /Chat with us/ }).click();
  const panel = page.getByRole('dialog', { name: 'Chat with Brew Haven' });
  await panel.getByLabel('Name').fill('Casey Guest');
  await panel.getByLabel('Email').fill(email);
  await panel.getByLabel('How can we help?').fill(question);
  await panel.getByRole('button', { name: 'Start Chat' }).click();
  await expect(panel.getByRole('log')).toContainText(question);
  return (await panel.getByText(/^Ticket #TKT-\d+$/).textContent())!.replace('Ticket #', '');
}

for (const [label, viewport] of [
  ['a phone (375 px)', { width: 375, height: 812 }],
  ['a desktop (1280 px)', { width: 1280, height: 900 }],
] as const) {
  test.describe(`support on ${label}`, () => {
    test.use({ viewport });

    test('when a guest writes through Contact Us, then the access code and its link open the ticket, and number and email alone do not', async ({
      browser,
    }) => {
      const page = await guest(browser, viewport);
      await page.goto('/contact-us');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('Name').fill('Jordan Guest');
      await form.getByLabel('Email').fill('jordan.guest@example.com');
      await form.getByLabel('Topic').selectOption('product-info');
      await form.getByLabel('Message').fill('Is the Ethiopia Yirgacheffe good for cold brew?');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByRole('heading', { name: 'Thank you, Jordan Guest!' })).toBeVisible();
      const ticketNumber = (await page.getByText(/^#TKT-\d+$/).textContent())!.slice(1);
      const code = (await page
        .getByText(/Your access code is/)
        .locator('strong')
        .textContent())!;
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);

      // Number and email, without the code: the page says how a code looks, nothing is found.
      await page.goto(`/support/ticket?number=${ticketNumber}`);
      await page.getByLabel('Email').fill('jordan.guest@example.com');
      await page.getByLabel('Access code').fill('0000-0000-0000');
      await page.getByRole('button', { name: 'Find My Ticket' }).click();
      await expect(page.getByRole('alert')).toHaveText(
        "We couldn't find a ticket with those details.",
      );

      // The link from the thank-you panel fills in the number and the code.
      await page.goto(`/support/ticket?number=${ticketNumber}#code=${code}`);
      await expect(page.getByLabel('Ticket number')).toHaveValue(ticketNumber);
      await expect(page.getByLabel('Access code')).toHaveValue(code);
      await page.getByLabel('Email').fill('jordan.guest@example.com');
      await page.getByRole('button', { name: 'Find My Ticket' }).click();
      await expect(
        page.getByText('Is the Ethiopia Yirgacheffe good for cold brew?').first(),
      ).toBeVisible();
      await page.context().close();
    });

    test('when a visitor ends a chat without asking for a reply, then its ticket closes by itself; asking for one keeps it open; staff see both as chats', async ({
      browser,
    }) => {
      const visitor = await guest(browser, viewport);
      const email = guestEmail();
      const casual = await chat(visitor, 'Do you sell decaf beans?', email);
      const panel = visitor.getByRole('dialog', { name: 'Chat with Brew Haven' });
      await panel.getByRole('button', { name: 'End chat' }).click();
      await expect(panel).toContainText(`ticket #${casual} is closed when the chat ends`);
      await panel.getByRole('button', { name: 'End chat, no reply needed' }).click();
      await expect(panel.getByRole('heading', { name: 'Chat ended' })).toBeVisible();
      await expect(panel).toContainText(`Ticket #${casual} is closed`);

      await panel.getByRole('button', { name: 'Start a new chat' }).click();
      await panel.getByLabel('How can we help?').fill('My grinder arrived without its lid.');
      await panel.getByRole('button', { name: 'Start Chat' }).click();
      const needsReply = (await panel.getByText(/^Ticket #TKT-\d+$/).textContent())!.replace(
        'Ticket #',
        '',
      );
      await panel.getByRole('button', { name: 'End chat' }).click();
      await panel.getByRole('button', { name: 'Email me a reply' }).click();
      await expect(panel).toContainText(`We will reply to ${email}`);
      await expect(panel.getByRole('link', { name: 'your ticket' })).toHaveAttribute(
        'href',
        new RegExp(`/support/ticket\\?number=${needsReply}#code=`),
      );
      await visitor.context().close();

      const employee = await staffPage(browser, 'employee', viewport);
      await employee
        .getByRole('group', { name: 'Filter tickets by source' })
        .getByRole('button', { name: 'Chat' })
        .click();
      const closed = employee.getByRole('row', { name: new RegExp(casual) });
      await expect(closed).toContainText('Ended, no reply needed');
      await expect(closed).toContainText('Closed');
      await expect(closed.getByRole('button', { name: 'Respond' })).toHaveCount(0);
      const open = employee.getByRole('row', { name: new RegExp(needsReply) });
      await expect(open).toContainText('Reply by email asked');
      await expect(open.getByRole('button', { name: 'Respond' })).toBeVisible();
      // The closed chat is listed under Closed, not under Resolved (nobody on the team resolved it).
      const statuses = employee.getByRole('group', { name: 'Filter tickets by status' });
      await statuses.getByRole('button', { name: 'Closed' }).click();
      await expect(closed).toBeVisible();
      await expect(open).toHaveCount(0);
      const resolvedList = employee.waitForResponse(
        (r) => r.url().includes('/api/employee/tickets?') && r.url().includes('status=resolved'),
      );
      await statuses.getByRole('button', { name: 'Resolved' }).click();
      await resolvedList;
      await expect(closed).toHaveCount(0);
      await employee.context().close();
    });

    test('when staff change a ticket’s status, then the counters follow; Escape closes the dialog; no toast covers its Close button', async ({
      browser,
    }) => {
      const visitor = await guest(browser, viewport);
      const ticket = await chat(visitor, 'Can I pick up my order in the café?');
      await visitor.context().close();

      const employee = await staffPage(browser, 'employee', viewport);
      await expect(count(employee, 'Open')).toHaveText(/\d+/);
      const open = Number(await count(employee, 'Open').textContent());
      const resolved = Number(await count(employee, 'Resolved').textContent());
      await employee.getByRole('searchbox', { name: 'Search tickets' }).fill(ticket);
      const row = employee.getByRole('row', { name: new RegExp(ticket) });
      await row.getByRole('button', { name: 'Respond' }).click();
      const dialog = employee.getByRole('dialog', { name: new RegExp(`#${ticket}`) });
      await dialog.getByLabel('Your reply').fill('Yes: choose the café at checkout.');
      await dialog.getByRole('button', { name: 'Send Reply' }).click();
      await expect(employee.getByText('Reply sent').first()).toBeVisible();
      // Staff see who answered by name (it said 'employee · …'); the customer reads the shop's.
      await expect(dialog.getByRole('list', { name: 'Conversation' })).toContainText(
        'Sofia Martinez for Brew Haven Support',
      );
      // The toast shows while the dialog is open: it must leave the dialog's Close button free.
      const close = dialog.getByRole('button', { name: 'Close', exact: true });
      await close.scrollIntoViewIfNeeded();
      const toast = employee.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
      await expect(toast).toBeVisible();
      const [a, b] = [await close.boundingBox(), await toast.boundingBox()];
      const overlaps =
        a &&
        b &&
        a.x < b.x + b.width &&
        b.x < a.x + a.width &&
        a.y < b.y + b.height &&
        b.y < a.y + a.height;
      expect(overlaps, `toast ${JSON.stringify(b)} over Close ${JSON.stringify(a)}`).toBeFalsy();
      await employee.screenshot({
        path: test.info().outputPath(`ticket-dialog-toast-${viewport.width}.png`),
      });

      await dialog.getByLabel('Status').selectOption('resolved');
      await dialog.getByRole('button', { name: 'Update Status' }).click();
      await expect(employee.getByText('Ticket updated').first()).toBeVisible();
      await expect(count(employee, 'Open')).toHaveText(String(open - 1));
      await expect(count(employee, 'Resolved')).toHaveText(String(resolved + 1));

      // A click on the dialog's text, then Escape: it closes (it used to keep it open).
      await dialog.getByRole('heading').first().click();
      await employee.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await employee.context().close();
    });
  });
}
