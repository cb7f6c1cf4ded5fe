import net from 'node:net';
import { expect, test } from '@playwright/test';
import { linkTo, linksIn, mailpit } from '../support/mailpit';
import { E2E_PORTS } from '../support/ports';

/**
 * Issue 27: the suite's shop runs Mailpit as one of its parts (scripts/lib/system.mjs), on the
 * suite's own ports. Its SMTP port greets like a mail server, a mail put in reads back through
 * support/mailpit.ts with its links, and its web inbox shows it at 375 and 1280 px.
 */

const WIDTHS = [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
] as const;

/** The first line the SMTP server says to a new connection. */
function smtpGreeting(port: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setEncoding('utf8');
    socket.once('data', (line: string) => {
      socket.end('QUIT\r\n');
      resolve(line.trim());
    });
    socket.once('error', reject);
  });
}

test('when the shop runs, then its Mailpit takes mail over SMTP and over its API, and hands it back with its links', async () => {
  expect(await smtpGreeting(E2E_PORTS.mail.smtp)).toMatch(/^220 .*Mailpit ESMTP/);

  const inbox = mailpit();
  const to = `inbox-${Date.now()}@example.com`;
  const id = await inbox.send({
    from: 'hello@brewhaven.example',
    to,
    subject: 'Reset your password',
    text: 'Choose a new password: http://localhost:18080/reset-password?token=abc.\nBrew Haven',
    html: '<p><a href="http://localhost:18080/reset-password?token=abc&amp;x=1">Choose a new password</a></p>',
  });

  const mail = await inbox.waitFor({ to, where: (m) => m.Subject === 'Reset your password' });
  expect(mail.ID).toBe(id);
  expect(mail.To.map((a) => a.Address)).toEqual([to]);
  expect(linksIn(mail)).toEqual([
    'http://localhost:18080/reset-password?token=abc&x=1',
    'http://localhost:18080/reset-password?token=abc',
  ]);
  expect(linkTo(mail, '/reset-password')).toContain('token=abc');
  expect((await inbox.to(to)).map((m) => m.ID)).toEqual([id]);
  expect((await inbox.list()).some((m) => m.ID === id)).toBe(true);

  // A mail that does not come says what did.
  await expect(
    inbox.waitFor({ to, query: 'subject:"Never sent"', timeoutMs: 500 }),
  ).rejects.toThrow(/No mail matching .*Never sent/);

  await inbox.deleteMatching(`to:"${to}"`);
  expect(await inbox.to(to)).toEqual([]);
});

for (const viewport of WIDTHS) {
  test(`when a person opens the web inbox at ${viewport.width} px, then it lists the mail and shows it`, async ({
    page,
  }, testInfo) => {
    const inbox = mailpit();
    const to = `inbox-${viewport.width}-${Date.now()}@example.com`;
    const subject = `Your Brew Haven receipt (${viewport.width} px)`;
    const id = await inbox.send({
      from: 'hello@brewhaven.example',
      to,
      subject,
      text: 'Thank you for your order.',
      html: '<h1>Thank you for your order</h1><p>Brew Haven</p>',
    });

    await page.setViewportSize(viewport);
    await page.goto(inbox.url);
    await expect(page.getByText(subject).filter({ visible: true }).first()).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`mailpit-inbox-${viewport.width}.png`),
      fullPage: true,
    });

    await page.goto(`${inbox.url}/view/${id}`);
    await expect(page.getByText(subject).filter({ visible: true }).first()).toBeVisible();
    await expect(
      page
        .frameLocator('iframe')
        .first()
        .getByRole('heading', { name: 'Thank you for your order' }),
    ).toBeVisible();
    await page.screenshot({
      path: testInfo.outputPath(`mailpit-message-${viewport.width}.png`),
      fullPage: true,
    });
    await inbox.deleteMatching(`to:"${to}"`);
  });
}
