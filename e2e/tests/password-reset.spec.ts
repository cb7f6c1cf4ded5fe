import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { linkTo, mailpit } from '../support/mailpit';
import { registerCustomer } from '../support/session';

/**
 * Issue 27, through the running shop and its Mailpit: the welcome mail's link verifies the
 * address; "Forgot Password?" mails a single-use link whose new password signs every old session
 * out and signs in from then on.
 */

const inbox = mailpit();

/** The status of GET /api/user as this page's cookies see it. */
const userStatus = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/user', { credentials: 'include' })).status);

test('when a customer registers, then the welcome mail verifies the address and the profile says so', async ({
  page,
}) => {
  const { email } = await registerCustomer(page, 'Vera Verified');
  await page.goto('/account-page?tab=profile');
  await expect(page.getByText('Not verified')).toBeVisible();

  const welcome = await inbox.waitFor({
    to: email,
    where: (m) => m.Subject === 'Welcome to Brew Haven: please verify your email',
  });
  expect(welcome.To[0]?.Name).toBe('Vera Verified');
  expect(welcome.Text).toContain('Hi Vera Verified,');
  await page.goto(linkTo(welcome, '/verify-email'));
  await expect(page.getByRole('heading', { name: 'Email verified' })).toBeVisible();

  await page.goto('/account-page?tab=profile');
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Resend link' })).toHaveCount(0);
});

test('when a customer forgets the password, then the mailed link sets a new one, the old session is gone and the new password signs in', async ({
  page,
  browser,
}) => {
  // The session that must end: signed in before the reset.
  const { username, email, password } = await registerCustomer(page, 'Rosa Reset');
  expect(await userStatus(page)).toBe(200);

  const other = await browser.newContext();
  const visitor = await other.newPage();
  try {
    await visitor.goto('/auth');
    await visitor.getByRole('link', { name: 'Forgot Password?' }).click();
    await expect(visitor).toHaveURL(/\/forgot-password$/);
    await visitor.getByLabel('Email').fill(email.toUpperCase());
    await visitor.getByRole('button', { name: 'Send reset link' }).click();
    await expect(
      visitor
        .getByRole('status')
        .filter({ hasText: "If an account exists for that email, we've sent a link" }),
    ).toBeVisible();

    const resetMail = await inbox.waitFor({
      to: email,
      where: (m) => m.Subject === 'Reset your Brew Haven password',
    });
    const link = linkTo(resetMail, '/reset-password');
    expect(link).toMatch(/\/reset-password\?token=[\w-]{43}$/);
    await visitor.goto(link);
    await visitor.getByLabel('New password', { exact: true }).fill('Fresh-Roast-77');
    await visitor.getByLabel('Confirm new password', { exact: true }).fill('Fresh-Roast-77');
    await visitor.getByRole('button', { name: 'Set new password' }).click();
    await expect(visitor).toHaveURL(/\/auth\?reset=done$/);
    await expect(
      visitor.getByRole('status').filter({ hasText: 'Your password has been reset' }),
    ).toBeVisible();

    // The session from before is gone, at once.
    expect(await userStatus(page)).toBe(401);
    await inbox.waitFor({
      to: email,
      where: (m) => m.Subject === 'Your Brew Haven password was changed',
    });

    // The old password no longer works; the new one does.
    await visitor.getByLabel('Username').fill(username);
    await visitor.getByLabel('Password', { exact: true }).fill(password);
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(visitor.getByText('Invalid username or password')).toBeVisible();
    await visitor.getByLabel('Password', { exact: true }).fill('Fresh-Roast-77');
    await visitor.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(visitor.getByText('Welcome back!')).toBeVisible();

    // The link was for one use: opened again it explains itself and offers a new one.
    await visitor.goto(link);
    await visitor.getByLabel('New password', { exact: true }).fill('Another-Roast-88');
    await visitor.getByLabel('Confirm new password', { exact: true }).fill('Another-Roast-88');
    await visitor.getByRole('button', { name: 'Set new password' }).click();
    await expect(visitor.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
    await expect(visitor.getByRole('link', { name: 'Get a new link' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
  } finally {
    await other.close();
  }
});

test('when an address has no account, then the page gives the same answer and no mail goes', async ({
  page,
}) => {
  const nobody = `nobody-${Date.now()}@example.com`;
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill(nobody);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: "If an account exists for that email, we've sent a link" }),
  ).toBeVisible();
  await expect(inbox.waitFor({ to: nobody, timeoutMs: 3000 })).rejects.toThrow(/No mail/);
});

const WIDTHS = [
  { width: 375, height: 812 },
  { width: 1280, height: 900 },
] as const;

const FORMS = [
  { path: '/forgot-password', submit: 'Send reset link' },
  { path: '/reset-password?token=abc', submit: 'Set new password' },
] as const;

for (const viewport of WIDTHS) {
  test(`when the password pages show at ${viewport.width} px, then they fit, and axe finds nothing serious, errors included`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    for (const form of FORMS) {
      await page.goto(form.path);
      const submit = page.getByRole('main').getByRole('button', { name: form.submit });
      await expect(submit).toBeEnabled();
      // The errors too: shown by their fields, announced.
      await submit.click();
      await expect(page.getByRole('main').getByRole('alert').first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, `${form.path} scrolls sideways`).toBeLessThanOrEqual(0);
      const results = await new AxeBuilder({ page })
        .setLegacyMode()
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
        .analyze();
      const serious = results.violations.filter((v) =>
        ['serious', 'critical'].includes(v.impact ?? ''),
      );
      expect(serious.map((v) => `${form.path}: ${v.id} ${v.help}`)).toEqual([]);
    }
  });
}
