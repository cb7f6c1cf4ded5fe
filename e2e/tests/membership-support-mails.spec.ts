import { expect, test, type Browser } from '@playwright/test';
import { linkTo, mailpit } from '../support/mailpit';
import { fillTestCard, openDirectPlusCardStep } from '../support/membership';
import { freshAddress, fromAddress } from '../support/security/addresses';
import { signIn } from '../support/session';

/**
 * Issue 27, through the running shop and its Mailpit: buying Direct+ mails the welcome with the
 * expiry date; a guest's ticket mails its number; a staff reply mails the answer with a link that
 * opens the ticket page with the number filled in.
 */

const inbox = mailpit();
const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A guest of its own (the staff service counts tickets per client address). */
async function guest(browser: Browser) {
  const context = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: fromAddress(freshAddress()),
  });
  return context.newPage();
}

test('when a shopper buys Direct+ with the test card, then the welcome mail gives the amount, the number and the expiry date', async ({
  page,
}) => {
  const username = unique('mailplus');
  await openDirectPlusCardStep(page, username, 'Wendy Welcome');
  await fillTestCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Subscribe to Direct+' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Direct+' })).toBeVisible({
    timeout: 20_000,
  });
  const user = (await (await page.request.get('/api/user')).json()) as {
    membershipNumber: string;
    directPlusExpiry: string;
  };
  const expiry = new Date(user.directPlusExpiry).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

  const welcome = await inbox.waitFor({
    to: `${username}@example.com`,
    where: (m) => m.Subject === 'Welcome to Direct+',
  });
  expect(welcome.To[0]?.Name).toBe('Wendy Welcome');
  expect(welcome.Text).toContain('Hi Wendy Welcome,');
  expect(welcome.Text).toContain('$99.00');
  expect(welcome.Text).toContain(user.membershipNumber);
  expect(welcome.Text).toContain(`runs until ${expiry}`);
  await page.goto(linkTo(welcome, '/account-page'));
  await expect(page).toHaveURL(/tab=membership/);
});

test('when a guest writes to us and staff answer, then both mails arrive and the reply’s link opens the ticket with its number filled in', async ({
  browser,
}) => {
  const email = `${unique('mail.guest.')}@example.com`;
  const visitor = await guest(browser);
  await visitor.goto('/contact-us');
  const form = visitor.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Gale <Guest>');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Topic').selectOption('product-info');
  await form.getByLabel('Message').fill('Which beans suit a moka pot?');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await expect(visitor.getByRole('heading', { name: /Thank you/ })).toBeVisible();
  const ticketNumber = (await visitor.getByText(/^#TKT-\d+$/).textContent())!.slice(1);
  const code = (await visitor
    .getByText(/Your access code is/)
    .locator('strong')
    .textContent())!;

  const received = await inbox.waitFor({
    to: email,
    where: (m) => m.Subject === `We received your message [${ticketNumber}]`,
  });
  expect(received.Text).toContain(`Your ticket number is ${ticketNumber}.`);
  expect(received.HTML).toContain('Gale &lt;Guest&gt;');
  // The code is shown once on the page, never mailed (only its hash is kept).
  expect(received.Text + received.HTML).not.toContain(code);

  const employee = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const staff = await employee.newPage();
  await signIn(staff, 'employee');
  await staff.goto('/employee-portal');
  await staff.getByRole('tab', { name: /Support/ }).click();
  await staff.getByRole('searchbox', { name: 'Search tickets' }).fill(ticketNumber);
  await staff
    .getByRole('row', { name: new RegExp(ticketNumber) })
    .getByRole('button', { name: 'Respond' })
    .click();
  const dialog = staff.getByRole('dialog', { name: new RegExp(`#${ticketNumber}`) });
  const answer = 'A medium-fine grind of our Colombia Supremo <works> well.';
  await dialog.getByLabel('Your reply').fill(answer);
  await dialog.getByRole('button', { name: 'Send Reply' }).click();
  await expect(staff.getByText('Reply sent').first()).toBeVisible();
  await employee.close();

  const reply = await inbox.waitFor({
    to: email,
    where: (m) => m.Subject.startsWith('Re: ') && m.Subject.endsWith(`[${ticketNumber}]`),
  });
  expect(reply.Text).toContain(answer);
  expect(reply.HTML).toContain('Colombia Supremo &lt;works&gt; well.');
  const link = linkTo(reply, '/support/ticket');
  expect(new URL(link).searchParams.get('number')).toBe(ticketNumber);
  await visitor.goto(link);
  await expect(visitor.getByLabel('Ticket number')).toHaveValue(ticketNumber);
  await visitor.getByLabel('Email').fill(email);
  await visitor.getByLabel('Access code').fill(code);
  await visitor.getByRole('button', { name: 'Find My Ticket' }).click();
  await expect(visitor.getByText(answer).first()).toBeVisible();
  await visitor.context().close();
});
