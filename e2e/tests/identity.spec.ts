import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, signIn } from '../support/session';

test.describe('sign-in', () => {
  test('when a customer signs in and out, then the header follows and the old session token is refused', async ({
    page,
    context,
  }) => {
    await signIn(page, 'customer');
    await expect(page).toHaveURL('/');
    await expect(page.getByText('Signed in as customer')).toBeVisible();
    const menu = page.getByRole('button', { name: /Account menu for .*Standard Account/ });
    await expect(menu).toBeVisible();

    await menu.click();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Join Direct+' })).toHaveAttribute(
      'href',
      '/direct-plus',
    );
    await expect(header.getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/account',
    );
    await expect(header.getByRole('link', { name: 'Orders' })).toHaveAttribute('href', '/orders');

    const oldCookie = (await context.cookies()).find((c) => c.name === 'coffee_session');
    expect(oldCookie?.httpOnly).toBe(true);
    expect(oldCookie?.sameSite).toBe('Lax');
    // Without 'Keep me signed in' the cookie ends with the browser session.
    expect(oldCookie?.expires).toBe(-1);

    await header.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page.getByText('You have been signed out successfully')).toBeVisible();
    await expect(header.getByRole('link', { name: 'Sign In' })).toBeVisible();

    // Replaying the old token after logout: refused.
    const replay = await page.request.get('/api/user', {
      headers: { cookie: `coffee_session=${oldCookie?.value}` },
    });
    expect(replay.status()).toBe(401);
  });

  test('when a member signs in with Keep me signed in, then the cookie lasts 30 days and the menu offers Direct+ Benefits', async ({
    page,
    context,
  }) => {
    await page.goto('/auth');
    await page.getByLabel('Username').fill('member');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByLabel('Keep me signed in').check();
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();

    const cookie = (await context.cookies()).find((c) => c.name === 'coffee_session');
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29);
    expect(days).toBeLessThanOrEqual(30);

    await page.getByRole('button', { name: /Account menu for .*Direct\+ Member/ }).click();
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Direct+ Benefits' }),
    ).toHaveAttribute('href', '/direct-plus');

    // A signed-in user is sent away from the sign-in page.
    await page.goto('/auth');
    await expect(page).toHaveURL('/');
  });

  test('when the form is empty or the password is wrong, then the spec messages show', async ({
    page,
  }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Username is required')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();

    await page.getByLabel('Username').fill('customer');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByText('Login failed')).toBeVisible();
    await expect(page.getByText('Invalid username or password')).toBeVisible();
    await expect(page).toHaveURL('/auth');
  });
});

test.describe('registration', () => {
  test('when a visitor picks the Standard plan and registers, then they are signed in and can use guarded pages', async ({
    page,
  }) => {
    const username = `shopper${Date.now()}`;
    await page.goto('/membership');
    await page
      .getByRole('button', { name: /Standard/ })
      .first()
      .click();
    await expect(page).toHaveURL('/register-account');
    await expect(page.getByRole('heading', { name: 'Standard Membership' })).toBeVisible();

    await page.getByLabel('Full name').fill('Sam Shopper');
    await page.getByLabel('Email').fill(`${username}@example.com`);
    await page.getByLabel('Username').fill(username);
    await page.getByLabel('Password', { exact: true }).fill('short');
    await page.getByRole('button', { name: /Create account/i }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();

    await page.getByLabel('Password', { exact: true }).fill('Espresso42!');
    await page.getByLabel('Confirm password').fill('Espresso42!');
    await page.getByLabel(/terms/i).check();
    await page.getByRole('button', { name: /Create account/i }).click();
    await expect(page.getByText('Account created!')).toBeVisible();
    await expect(page).toHaveURL('/');
    await expect(
      page.getByRole('button', { name: /Account menu for Sam Shopper Standard Account/ }),
    ).toBeVisible();
  });

  test('when the username is taken, then the spec message is shown and nothing changes', async ({
    page,
  }) => {
    await page.goto('/membership');
    await page
      .getByRole('button', { name: /Standard/ })
      .first()
      .click();
    await page.getByLabel('Full name').fill('Copy Cat');
    await page.getByLabel('Email').fill(`copycat${Date.now()}@example.com`);
    await page.getByLabel('Username').fill('customer');
    await page.getByLabel('Password', { exact: true }).fill('Espresso42!');
    await page.getByLabel('Confirm password').fill('Espresso42!');
    await page.getByLabel(/terms/i).check();
    await page.getByRole('button', { name: /Create account/i }).click();
    await expect(page.getByText('Registration failed')).toBeVisible();
    await expect(page.getByText('Username or email already exists')).toBeVisible();
    await expect(page).toHaveURL('/register-account');
  });
});
