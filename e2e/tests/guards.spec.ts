import { rolesWith } from '@coffee/contracts';
import { expect, test } from '@playwright/test';
import { registerWithDirectPlus } from '../support/membership';
import { callFromPage, signIn } from '../support/session';

test.describe('route guards', () => {
  test('when signed out, then guarded routes send the visitor to /auth', async ({ page }) => {
    for (const path of ['/admin-portal', '/employee-portal']) {
      await page.goto(path);
      // The gateway's redirect, which names where the visitor was going (page-redirects.ts).
      await expect(page).toHaveURL(`/auth?from=${encodeURIComponent(path)}`);
    }
  });

  // Every role on every guarded route: the page, or a not-allowed page at the same address.
  // Never a bounce to /auth (which sends signed-in users back): that looped until the tab froze.
  const GUARDED = [
    { path: '/checkout', roles: 'any' },
    { path: '/orders', roles: 'any' },
    { path: '/payment-confirmation/order', roles: 'any' },
    // The contracts' role policy: admins only; employees, managers and admins.
    { path: '/admin-portal', roles: rolesWith('admin-portal') },
    { path: '/employee-portal', roles: rolesWith('employee-portal') },
  ] as const;
  for (const username of ['customer', 'member', 'employee', 'manager', 'admin']) {
    test(`when ${username} opens every guarded route, then each shows its page or says not allowed, and stays put`, async ({
      page,
    }) => {
      const navigations: string[] = [];
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(new URL(frame.url()).pathname);
      });
      await signIn(page, username);
      const role = username === 'member' ? 'customer' : username;
      for (const { path, roles } of GUARDED) {
        navigations.length = 0;
        await page.goto(path);
        const allowed = roles === 'any' || (roles as readonly string[]).includes(role);
        if (allowed) {
          await expect(page.locator('main [data-remote]').first()).toBeVisible();
        } else {
          await expect(
            page.getByRole('heading', { name: "You don't have access to this page" }),
          ).toBeVisible();
        }
        // A loop would keep navigating: give it time to show itself.
        await page.waitForTimeout(500);
        await expect(page).toHaveURL(path);
        expect(navigations.filter((p) => p === '/auth')).toEqual([]);
      }
    });
  }

  test('when an employee signs in, then the employee portal opens and the admin portal does not', async ({
    page,
  }) => {
    // A real ticket, as the contact form opens one: the Support tab lists live tickets.
    await page.goto('/contact-us');
    const created = await callFromPage<{ ticketNumber: string }>(
      page,
      'POST',
      '/api/support/tickets',
      {
        source: 'contact',
        name: 'Guard Probe',
        email: 'guard.probe@example.com',
        topic: 'feedback',
        message: 'The guard test leaves a ticket here.',
      },
    );
    expect(created.status).toBe(201);
    const { ticketNumber } = created.json;
    await signIn(page, 'employee');
    await page.goto('/employee-portal');
    await expect(page.locator('[data-remote="staff"]')).toBeVisible();
    await page.getByRole('tab', { name: /Support/ }).click();
    await expect(page.getByText(`#${ticketNumber}`).first()).toBeVisible();
    await page.goto('/admin-portal');
    await expect(page).toHaveURL('/admin-portal');
    await expect(
      page.getByRole('heading', { name: "You don't have access to this page" }),
    ).toBeVisible();
  });

  test('when an admin signs in, then both portals open', async ({ page }) => {
    await signIn(page, 'admin');
    await page.goto('/admin-portal');
    await expect(page.locator('[data-remote="staff"]')).toBeVisible();
    await page.goto('/employee-portal');
    await expect(page).toHaveURL('/employee-portal');
    await expect(page.locator('[data-remote="staff"]')).toBeVisible();
  });

  test('when a new Direct+ customer has not paid, then guarded routes force the payment page', async ({
    page,
  }) => {
    await registerWithDirectPlus(page, `planned${Date.now()}`);

    // The payment rule comes before the role rule (spec section 4).
    await page.goto('/admin-portal');
    await expect(page).toHaveURL('/direct-plus-payment');
  });

  test('when a route belongs to a later release, then the not-found page shows', async ({
    page,
  }) => {
    await page.goto('/checkout-does-not-exist');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(
      page.getByText("The page you're looking for doesn't exist or has been moved."),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL('/');
  });
});
