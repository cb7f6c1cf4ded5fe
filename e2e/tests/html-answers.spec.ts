import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_BASE_URL } from '../support/ports';
import { signIn } from '../support/session';

/**
 * Issue 26, item 5: HTML answers as a server's should. An unknown page is a 404 with the shop's
 * Not Found page; a known one is a 200; the redirects the server knows for sure are HTTP
 * redirects; the header's search box goes nowhere for a blank query, before its scripts have run
 * and after; a control that waits for the scripts says so.
 */

async function productId(request: APIRequestContext): Promise<string> {
  const response = await request.get('/api/products?inStock=true&limit=1');
  expect(response.ok()).toBe(true);
  const [first] = (await response.json()) as { id: string }[];
  if (!first) throw new Error('the catalog has no product');
  return first.id;
}

/** A page's answer, redirects not followed, as a browser navigating to it asks. */
function getPage(request: APIRequestContext, path: string) {
  return request.get(`${E2E_BASE_URL}${path}`, {
    headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
    maxRedirects: 0,
  });
}

test.describe('status of a page', () => {
  // An absolute URL: relative to the base, `//internal/...` would name a host called "internal".
  for (const path of ['/no-such-page', '//internal/users/x']) {
    test(`when ${path} is opened, then it is a 404 showing the Not Found page`, async ({
      page,
    }) => {
      const response = await page.goto(`${E2E_BASE_URL}${path}`);
      expect(response?.status()).toBe(404);
      expect(response?.headers()['content-type']).toMatch(/text\/html/);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
      await expect(page).toHaveTitle(/Page Not Found/);
    });
  }

  test('when the shop’s pages are opened, then each is a 200', async ({ request }) => {
    const id = await productId(request);
    for (const path of ['/', '/category/beans', `/product/${id}`, '/auth', '/search?q=ethiopia']) {
      const response = await getPage(request, path);
      expect(response.status(), path).toBe(200);
      expect(response.headers()['content-type'], path).toMatch(/text\/html/);
    }
  });

  test('when an unknown API path is asked for, then it stays a JSON 404', async ({ request }) => {
    const response = await getPage(request, '/api/no-such-thing');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/application\/json/);
  });
});

test.describe('redirects the server knows', () => {
  test('when /account or // is asked for, then it is a 301 to the page', async ({ request }) => {
    const account = await getPage(request, '/account?tab=orders');
    expect(account.status()).toBe(301);
    expect(account.headers().location).toBe('/account-page?tab=orders');
    const slashes = await getPage(request, '//');
    expect(slashes.status()).toBe(301);
    expect(slashes.headers().location).toBe('/');
  });

  test('when a signed-out visitor opens /checkout, then the server sends them to sign in, and signing in brings them back', async ({
    page,
  }) => {
    const response = await page.goto('/checkout');
    // Redirected by the server: the first answer was a 302, before any script ran.
    const first = response?.request().redirectedFrom();
    expect(first?.url()).toBe(`${E2E_BASE_URL}/checkout`);
    expect((await first?.response())?.status()).toBe(302);
    await expect(page).toHaveURL('/auth?from=%2Fcheckout');

    await page.getByLabel('Username').fill('customer');
    await page.getByLabel('Password', { exact: true }).fill('Coffee123!');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page).toHaveURL('/checkout');
  });

  test('when a signed-in visitor opens /auth, then the server sends them home', async ({
    page,
  }) => {
    await signIn(page, 'customer');
    const response = await page.goto('/auth');
    expect((await response?.request().redirectedFrom()?.response())?.status()).toBe(302);
    await expect(page).toHaveURL('/');
  });
});

/** The header's search box. */
function searchBox(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
}

test.describe('the header search box', () => {
  test('when the scripts have not run, then a blank or spaces-only query goes nowhere, and words search', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      // Server-rendered: the header's form is there without any script.
      await page.goto('/category/beans');
      const box = searchBox(page);
      for (const query of ['', '   ']) {
        await box.fill(query);
        await box.press('Enter');
        await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
        // The browser's own check refuses it and says why.
        expect(await box.evaluate((input: HTMLInputElement) => input.validity.valid)).toBe(false);
        await page.waitForTimeout(300);
        await expect(page).toHaveURL('/category/beans');
      }
      await box.fill('  ethiopia ');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\?q=/);
    } finally {
      await context.close();
    }
  });

  test('when the page is hydrated, then a blank or spaces-only query goes nowhere either', async ({
    page,
  }) => {
    await page.goto('/category/beans');
    // Hydrated: the cards' Add to Cart buttons are enabled.
    await expect(page.getByRole('button', { name: 'Add to Cart' }).first()).toBeEnabled();
    const box = searchBox(page);
    for (const query of ['', '   ']) {
      await box.fill(query);
      await box.press('Enter');
      await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
      await page.waitForTimeout(300);
      await expect(page).toHaveURL('/category/beans');
    }
    await box.fill('  ethiopia ');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=ethiopia');
  });
});

test('when a product page is served and its scripts have not run, then Add to Cart says it is loading', async ({
  browser,
  request,
}) => {
  const id = await productId(request);
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(`/product/${id}`);
    const waiting = page.getByRole('main').getByRole('button', { name: 'Loading…' }).first();
    await expect(waiting).toBeVisible();
    await expect(waiting).toBeDisabled();
    await expect(waiting).toHaveAttribute('aria-busy', 'true');
  } finally {
    await context.close();
  }
});
