import { expect, test, type Page } from '@playwright/test';
import { firstLoadPages } from '../../scripts/lib/first-load.mjs';
import { E2E_BASE_URL, e2eSparePort } from '../support/ports';
import { buildRemoteRelease, pointRemotes, RemoteServer, resetRemotes } from '../support/remotes';
import { signIn } from '../support/session';

/**
 * Issue 11's last step, moved out of the gateway by issue 26: the first view of the catalog pages
 * (home, a listing, search results, a product page) is rendered by the shell's own server from
 * the shell's and the catalog's server builds, the catalog's loaded at run time from its own
 * server; the browser paints it before any script has run, then React hydrates it (keeps it, and
 * makes it work). A signed-in shopper's page is rendered with their own session.
 */

test.afterEach(() => resetRemotes());

const STATE_BLOCK = 'id="coffee-ssr-state"';

/** Console errors and page errors: a hydration mismatch is reported as one (onRecoverableError). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test('when a visitor without a session opens the home page, a listing or a product page with scripts off, then the header, the products and the first product image are already there', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    for (const { label, path: url } of await firstLoadPages(E2E_BASE_URL)) {
      const response = await page.goto(url);
      expect(response?.status(), label).toBe(200);
      const html = await response!.text();
      expect(html, `${label}: the state the page was rendered from`).toContain(STATE_BLOCK);
      // The shop's frame: the header's home link and the footer.
      await expect(page.getByRole('link', { name: 'Brew Haven home' }), label).toBeVisible();
      await expect(page.getByRole('contentinfo'), label).toBeVisible();
      // The first product image, painted from the HTML: the page's LCP.
      const lcp = page.locator('#root img[fetchpriority="high"]').first();
      await expect(lcp, label).toBeVisible();
      expect(
        await lcp.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
      ).toBe(true);
      // Styled: the server's style sheet came with the markup.
      expect(await page.locator('style[data-styled]').count(), label).toBeGreaterThan(0);
    }
    // The product page names its product.
    const products = await firstLoadPages(E2E_BASE_URL);
    const product = products.find((p) => p.path.startsWith('/product/'));
    if (!product) throw new Error('no product page among the first-load pages');
    const id = product.path.split('/').pop()!;
    const api = await page.request.get(`/api/products/${id}`);
    const { name } = (await api.json()) as { name: string };
    await page.goto(product.path);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  } finally {
    await context.close();
  }
});

test('when the server-rendered page hydrates, then React keeps the server markup (no mismatch, no second render) and the page works', async ({
  page,
}) => {
  const errors = collectErrors(page);
  // Before any script runs (parsing done, deferred scripts not yet run): hold on to the LCP image
  // the server sent, to check after hydration that it is the very node on screen.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      (window as unknown as { __serverImage?: Element | null }).__serverImage =
        document.querySelector('#root img[fetchpriority="high"]');
    });
  });
  const documents: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'document') documents.push(request.url());
  });

  await page.goto('/category/all');
  const cards = page.locator('#root a[href^="/product/"]');
  await expect(cards.first()).toBeVisible();
  // Every script has arrived and run: the page is hydrated.
  await page.waitForLoadState('networkidle');
  const kept = await page.evaluate(() => {
    const server = (window as unknown as { __serverImage?: Element | null }).__serverImage;
    const now = document.querySelector('#root img[fetchpriority="high"]');
    return {
      hadServerImage: Boolean(server),
      same: server === now,
      connected: server?.isConnected,
    };
  });
  expect(kept).toEqual({ hadServerImage: true, same: true, connected: true });

  // Hydrated, a click is handled by the client router: no new document request. (A click before
  // hydration is an ordinary link: the browser loads the product page, which also works.)
  const href = await cards.first().getAttribute('href');
  await cards.first().click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(documents).toHaveLength(1);
  // The session the server rendered with (signed out) holds: the header offers Sign In.
  await expect(page.getByRole('banner').getByRole('link', { name: /Sign In/ })).toBeVisible();
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test("when a shopper searches from the header before the page's scripts have run, then the search still happens", async ({
  page,
}) => {
  // The shell's entry script is held back on the first page only: the server's HTML is all there
  // is when the shopper types and presses Enter (a phone still loading its scripts).
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let first = true;
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    if (first) {
      first = false;
      await held;
    }
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const box = page.getByRole('combobox', { name: 'Search products' });
  await box.fill('  ESPRESSO  ');
  await box.press('Enter');
  release();
  // The form went to the search page itself, which shows the query as searched.
  await expect(page).toHaveURL('/search?q=ESPRESSO');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(
    'Search Results for "ESPRESSO"',
  );
});

test('when a signed-in shopper opens the home page, then it is rendered on the server with their own session, never stored, and hydrates without a mismatch', async ({
  page,
  request,
}) => {
  await signIn(page, 'customer');
  const res = await page.request.get('/');
  expect(res.headers()['cache-control']).toBe('private, no-store');
  const html = await res.text();
  expect(html).toContain(STATE_BLOCK);
  // Their header, as they will see it once the scripts run: the account menu, not Sign In.
  expect(html).toContain('Account menu for');
  expect(html).not.toMatch(/>Sign In</);
  // Another visitor (no cookies of theirs) gets the signed-out page.
  const anonymous = await (await request.get('/')).text();
  expect(anonymous).toContain(STATE_BLOCK);
  expect(anonymous).not.toContain('Account menu for');

  const errors = collectErrors(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Discover Your Perfect Brew' })).toBeVisible();
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Account menu for/ }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test('when a shopper types into the sign-in page before its scripts have run, then Sign In waits, saying so, and signs them in with what they typed once it works', async ({
  page,
}) => {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/main\.[0-9a-f]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const addresses: string[] = [];
  page.on('request', (request) => addresses.push(request.url()));
  const res = await page.goto('/auth', { waitUntil: 'commit' });
  expect(await res!.text()).toContain(STATE_BLOCK);
  // The server's form, before any script: typed into, and Enter pressed.
  await page.getByLabel('Username').fill('customer');
  await page.getByLabel('Password', { exact: true }).fill('Coffee123!');
  const button = page.getByRole('button', { name: 'Loading…' });
  await expect(button).toBeDisabled();
  await page.getByLabel('Password', { exact: true }).press('Enter');
  release();
  // Hydrated: the button works and what was typed is what signs in.
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page.getByText('Welcome back!')).toBeVisible();
  // The password never went out in an address (no native submit of the form).
  expect(addresses.filter((url) => url.includes('Coffee123'))).toEqual([]);
});

test('when a shopper opens search results, then they are rendered on the server too, and hydrate', async ({
  page,
}) => {
  const html = await (await page.request.get('/search?q=espresso')).text();
  expect(html).toContain(STATE_BLOCK);
  expect(html).toContain('Search Results for &quot;espresso&quot;');
  expect(html).toMatch(/<div id="root">[\s\S]*href="\/product\//);
  const errors = collectErrors(page);
  await page.goto('/search?q=espresso');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Search Results for');
  await page.waitForLoadState('networkidle');
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);
});

test('when the manifest points the catalog at a rebuilt version, then the next server-rendered page is rendered by it, with no gateway restart', async ({
  page,
}) => {
  test.setTimeout(240_000);
  // A real code change in a copy of the catalog, built on its own like a team's release: its
  // server build is what the gateway must now load, from the new remote's own server.
  const dist = buildRemoteRelease('catalog', {
    file: 'src/features/home/components/hero.tsx',
    from: 'Discover Your Perfect Brew',
    to: 'Discover Your Next Brew',
  });

  const before = await (await page.request.get('/')).text();
  expect(before).toContain('Discover Your Perfect Brew');

  const server = new RemoteServer(dist, e2eSparePort(2));
  await server.start();
  try {
    pointRemotes({ catalog: server.url });
    // The gateway re-reads the remote map and the catalog's server manifest within seconds.
    await expect
      .poll(async () => (await page.request.get('/')).text(), { timeout: 20_000 })
      .toContain('Discover Your Next Brew');
    const errors = collectErrors(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Discover Your Next Brew' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  } finally {
    await server.stop();
  }
});
