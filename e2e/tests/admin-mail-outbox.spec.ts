import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { mailpit } from '../support/mailpit';
import { freshAddress, fromAddress } from '../support/security/addresses';
import { signIn } from '../support/session';

/**
 * Issue 27: an admin sees the shop's email outbox in the admin portal (the four sending
 * services' mails, by status and service) and sends a mail again, which Mailpit receives again:
 * a resent mail carries a new Message-ID (@coffee/mailer), so Mailpit, which ignores duplicate
 * IDs, keeps both copies.
 */

const inbox = mailpit();
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test('when an admin resends a sent mail from the Email outbox, then it is delivered again', async ({
  browser,
  page,
}) => {
  // A mail of our own: a guest's ticket mails its number (the staff service's outbox).
  const email = `${unique('outbox.guest.')}@example.com`;
  const visitor = await (
    await browser.newContext({
      baseURL: test.info().project.use.baseURL,
      extraHTTPHeaders: fromAddress(freshAddress()),
    })
  ).newPage();
  await visitor.goto('/contact-us');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Olga Outbox');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Topic').selectOption('product-info');
  await form.getByLabel('Message').fill('Do you ship to the islands?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const ticketNumber = (await visitor.getByText(/^#TKT-\d+$/).textContent())!.slice(1);
  const subject = `We received your message [${ticketNumber}]`;
  const first = await inbox.waitFor({ to: email, where: (m) => m.Subject === subject });
  await visitor.context().close();

  await signIn(page, 'admin');
  await page.goto('/admin-portal');
  await page.getByRole('tab', { name: 'Email outbox' }).click();
  const table = page.getByRole('region', { name: 'Email outbox' });
  // The shop's mails are there, each with its service and status.
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(page.getByLabel('Mails by status')).toContainText('Sent');

  await page
    .getByRole('group', { name: 'Service' })
    .getByRole('button', { name: 'Support' })
    .click();
  await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Sent' }).click();
  const row = table.getByRole('row').filter({ hasText: email });
  await expect(row).toContainText(subject, { timeout: 15_000 });
  await expect(row).toContainText('Support');
  await expect(row.getByText('Sent', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Resend' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Send this mail again?' });
  await expect(dialog).toContainText(email);
  await dialog.getByRole('button', { name: 'Resend mail' }).click();
  await expect(page.getByText('Mail queued again')).toBeVisible();

  const again = await inbox.waitFor({
    to: email,
    where: (m) => m.Subject === subject && m.MessageID !== first.MessageID,
    timeoutMs: 30_000,
  });
  expect(again.Text).toContain(ticketNumber);
  expect((await inbox.to(email)).filter((m) => m.Subject === subject)).toHaveLength(2);

  // Sent again: the outbox says so once the mailer has sent it.
  await expect(async () => {
    await page.reload();
    await page.getByRole('tab', { name: 'Email outbox' }).click();
    await page
      .getByRole('group', { name: 'Service' })
      .getByRole('button', { name: 'Support' })
      .click();
    const resent = page
      .getByRole('region', { name: 'Email outbox' })
      .getByRole('row')
      .filter({ hasText: email });
    await expect(resent.getByText('Sent', { exact: true })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 375, height: 812 },
]) {
  test(`when the Email outbox shows at ${viewport.width} px, then it passes axe (WCAG 2.1 AA) and the page does not scroll sideways`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signIn(page, 'admin');
    await page.goto('/admin-portal');
    await page.getByRole('tab', { name: 'Email outbox' }).click();
    await expect(page.getByRole('heading', { name: 'Email outbox', level: 2 })).toBeVisible();
    await expect(page.getByLabel('Mails by status')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Email outbox' })
        .getByRole('columnheader', { name: 'Last error' }),
    ).toBeAttached();
    const results = await new AxeBuilder({ page })
      .setLegacyMode()
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
      .analyze();
    const serious = results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .flatMap((v) => v.nodes.map((n) => `${v.id}: ${n.target.join(' ')} (${v.help})`));
    expect(serious).toEqual([]);
    // The table scrolls in its own region; the page itself stays the screen's width.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
}
