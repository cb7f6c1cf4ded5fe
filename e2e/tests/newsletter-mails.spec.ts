import { expect, test, type Page } from '@playwright/test';
import { linkTo, mailpit, type Message } from '../support/mailpit';

/**
 * Issue 27, through the running shop and its Mailpit: the home page's sign-up mails a
 * confirmation (double opt-in) whose link confirms; the welcome mail that follows is marketing
 * mail, and the List-Unsubscribe URL it carries unsubscribes with one POST as a mail client sends
 * it (RFC 8058), or, opened in a browser, with one click on the page.
 */

const inbox = mailpit();
const CONFIRM_SUBJECT = 'Confirm your Brew Haven newsletter subscription';
const WELCOME_SUBJECT = 'Welcome to the Brew Haven newsletter';

const newAddress = (label: string) =>
  `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;

/** Home page -> the newsletter block -> the confirmation mail -> its link -> the confirmed page. */
async function subscribeAndConfirm(page: Page, email: string): Promise<Message> {
  await page.goto('/');
  // The block loads as it nears the viewport: scroll down as a shopper would until it is there.
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await expect(async () => {
    await page.mouse.wheel(0, 700);
    await expect(form).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'check your inbox' })).toBeVisible();

  const confirmation = await inbox.waitFor({
    to: email,
    where: (m) => m.Subject === CONFIRM_SUBJECT,
  });
  // The requested confirmation: transactional, so no unsubscribe headers.
  expect(confirmation.ListUnsubscribe.Header).toBe('');
  await page.goto(linkTo(confirmation, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { name: 'Subscription confirmed' })).toBeVisible();

  const welcome = await inbox.waitFor({ to: email, where: (m) => m.Subject === WELCOME_SUBJECT });
  expect(welcome.ListUnsubscribe.HeaderPost).toBe('List-Unsubscribe=One-Click');
  return welcome;
}

const oneClickUrl = (mail: Message) => {
  const url = /<([^>]+)>/.exec(mail.ListUnsubscribe.Header)?.[1] ?? '';
  expect(new URL(url).pathname).toBe('/api/newsletter/one-click');
  return url;
};

test('when a visitor signs up, then the confirmation mail’s link confirms once; the link again explains itself and offers the form', async ({
  page,
}) => {
  const email = newAddress('confirm');
  await subscribeAndConfirm(page, email);
  const confirmation = await inbox.waitFor({
    to: email,
    where: (m) => m.Subject === CONFIRM_SUBJECT,
  });
  await page.goto(linkTo(confirmation, '/newsletter/confirm'));
  await expect(page.getByRole('heading', { name: "This link doesn't work" })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
});

test('when a mail client POSTs List-Unsubscribe=One-Click to the welcome mail’s List-Unsubscribe URL, then unsubscribed at once, with no cookie', async ({
  page,
}) => {
  const email = newAddress('oneclick');
  const welcome = await subscribeAndConfirm(page, email);
  const url = oneClickUrl(welcome);
  // As a mail provider sends it: no cookie, no CSRF token, no Origin.
  const post = () =>
    fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
  const first = await post();
  expect(first.status).toBe(200);
  expect(await first.json()).toEqual({
    message: "You've been unsubscribed. You will no longer receive our newsletter.",
  });
  expect((await post()).status).toBe(200);
  // The footer's link now finds an unsubscribed row: the page still says unsubscribed (again).
  await page.goto(linkTo(welcome, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
});

test('when a person opens the List-Unsubscribe URL or the footer link, then the page unsubscribes with one click', async ({
  page,
}) => {
  const email = newAddress('page');
  const welcome = await subscribeAndConfirm(page, email);
  await page.goto(oneClickUrl(welcome));
  await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
  await expect(
    page.getByRole('heading', { name: 'Unsubscribe from our newsletter' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: "You're unsubscribed" })).toBeVisible();
  // Unsubscribed: no more marketing mail can reach the address, so the footer link's token
  // (the welcome's) still answers, and nothing else arrived.
  const mails = await inbox.to(email);
  expect(mails.map((m) => m.Subject).sort()).toEqual([CONFIRM_SUBJECT, WELCOME_SUBJECT]);
});
