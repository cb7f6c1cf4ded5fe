import { expect, test } from '@playwright/test';

test.describe('static and help pages', () => {
  const pages: Array<[string, string]> = [
    ['/privacy-policy', 'Privacy Policy'],
    ['/terms-of-service', 'Terms of Service'],
    ['/accessibility', 'Accessibility Statement'],
    ['/cookie-preferences', 'Cookie Preferences'],
    ['/help-center', 'Help Center'],
    ['/contact-us', 'Contact Us'],
    ['/shipping-info', 'Shipping Information'],
    ['/returns', 'Returns & Refunds'],
    ['/gift-cards', 'Gift Cards'],
    ['/about', 'About Brew Haven'],
    ['/careers', 'Careers at Brew Haven'],
    ['/sustainability', 'Sustainability'],
    ['/press', 'Press'],
    ['/investors', 'Investor Relations'],
    ['/affiliates', 'Affiliate Program'],
  ];

  test('when each static page opens directly, then it renders its title and the footer links to it', async ({
    page,
  }) => {
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(new RegExp(title));
    }
    await expect(
      page.getByRole('contentinfo').locator('a[href="/privacy-policy"]').first(),
    ).toBeVisible();
    await page.goto('/accessibility');
    await expect(page.getByText(/April 28, 2025/).first()).toBeVisible();
  });

  test('when saving cookie preferences, then the toast shows, the defaults hold and the choice is kept in a first-party cookie', async ({
    page,
    context,
  }) => {
    await page.goto('/cookie-preferences');
    const switches = page.getByRole('switch');
    await expect(switches).toHaveCount(4);
    await expect(switches.nth(0)).toBeDisabled();
    await expect(switches.nth(0)).toHaveAttribute('aria-checked', 'true');
    await expect(switches.nth(1)).toHaveAttribute('aria-checked', 'true');
    await expect(switches.nth(2)).toHaveAttribute('aria-checked', 'true');
    await expect(switches.nth(3)).toHaveAttribute('aria-checked', 'false');
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(page.getByText('Preferences Saved')).toBeVisible();
    // A visitor's choice: this site's own cookie for a year, nothing in localStorage.
    const stored = (await context.cookies()).find((c) => c.name === 'coffee_cookie_prefs');
    expect(stored?.sameSite).toBe('Lax');
    expect(stored!.expires * 1000 - Date.now()).toBeGreaterThan(360 * 24 * 3600 * 1000);
    expect(JSON.parse(decodeURIComponent(stored!.value))).toMatchObject({
      functional: true,
      analytics: true,
      marketing: false,
    });
    expect(await page.evaluate(() => window.localStorage.length)).toBe(0);
  });

  test('when the contact form is sent, then validation, the order id field and the thank-you panel follow the spec', async ({
    page,
  }) => {
    await page.goto('/contact-us');
    await page.getByRole('button', { name: /Send Message/i }).click();
    await expect(page.getByText('Name must be at least 2 characters.')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Please select a topic.')).toBeVisible();
    await expect(page.getByText('Message must be at least 10 characters.')).toBeVisible();

    await expect(page.getByLabel(/Order number/)).toHaveCount(0);
    await page.getByLabel('Topic').selectOption('order-status');
    await expect(page.getByLabel(/Order number/)).toBeVisible();

    await page.getByLabel('Name').fill('Riley Roaster');
    await page.getByLabel('Email').fill('riley@example.com');
    await page.getByLabel(/Order number/).fill('ORD-12345');
    await page.getByLabel('Message').fill('Where is my order of Ethiopian beans?');
    await page.getByRole('button', { name: /Send Message/i }).click();
    await expect(page.getByText('Contact form submitted')).toBeVisible();
    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await expect(page.getByLabel('Name')).toHaveValue('');
  });

  test('when searching the help center for nonsense, then No results found offers Clear search', async ({
    page,
  }) => {
    await page.goto('/help-center');
    const search = page.getByPlaceholder('Search help articles');
    await search.fill('zzzz-no-such-thing');
    await expect(page.getByText('No results found')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await search.fill('Direct+');
    await expect(page.getByText('$99 per year').first()).toBeVisible();
  });

  test('when reading shipping info, then the table lists the four methods with the spec prices', async ({
    page,
  }) => {
    await page.goto('/shipping-info');
    const table = page.getByRole('table').first();
    for (const text of ['$5.99', '$12.99', '$6.99', '$24.99', '$19.99', '7-14']) {
      await expect(table).toContainText(text);
    }
  });

  test('when chatting, then the automatic reply follows a user message', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Chat with us/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Alex');
    await dialog.getByLabel('Email').fill('alex@example.com');
    await dialog.getByLabel('How can we help?').fill('Do you ship to Canada?');
    await dialog.getByRole('button', { name: 'Start Chat' }).click();
    const log = dialog.getByRole('log');
    await expect(log).toContainText('Do you ship to Canada?');
    const before = await log.locator(':scope > *').count();
    await expect
      .poll(async () => log.locator(':scope > *').count(), { timeout: 5000 })
      .toBeGreaterThan(before);
  });

  test('when searching from the header, then only a non-empty trimmed query navigates', async ({
    page,
  }) => {
    await page.goto('/help-center');
    const box = page.getByRole('combobox', { name: 'Search products' });
    await box.fill('   ');
    await box.press('Enter');
    await expect(page).toHaveURL('/help-center');
    await box.fill('  cold brew ');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=cold%20brew');
  });
});
