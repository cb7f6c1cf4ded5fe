import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { e2eSparePort, type RemoteName } from '../support/ports';
import {
  buildRemoteRelease,
  remoteDir,
  RemoteServer,
  pointRemotes,
  repoRoot,
  resetRemotes,
  SWAP_BUILD_DIR,
} from '../support/remotes';
import { signIn } from '../support/session';

test.afterEach(() => resetRemotes());

/** Where each remote shows on the site, and what it shows when it loaded. */
const AREAS: Record<
  RemoteName,
  { path: string; as?: string; loaded: (page: Page) => Promise<void> }
> = {
  catalog: {
    path: '/',
    loaded: (page) =>
      expect(page.getByRole('heading', { name: 'Discover Your Perfect Brew' })).toBeVisible(),
  },
  cart_checkout: {
    path: '/help-center',
    as: 'customer',
    loaded: (page) => expect(page.getByRole('button', { name: /^Cart/ })).toBeVisible(),
  },
  membership: {
    path: '/membership',
    loaded: (page) => expect(page.locator('[data-remote="membership"]')).toContainText('Direct+'),
  },
  account: {
    path: '/auth',
    loaded: (page) =>
      expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible(),
  },
  staff: {
    path: '/admin-portal',
    as: 'admin',
    loaded: (page) => expect(page.locator('[data-remote="staff"]')).toBeVisible(),
  },
};

const FALLBACK_PORT = e2eSparePort(0);

for (const remote of Object.keys(AREAS) as RemoteName[]) {
  test(`when the ${remote} remote's server is down, then its area shows a fallback with a working retry and the rest of the site works`, async ({
    page,
  }) => {
    const area = AREAS[remote];
    const server = new RemoteServer(path.join(repoRoot, remoteDir(remote), 'dist'), FALLBACK_PORT);
    await server.start();
    try {
      pointRemotes({ [remote]: server.url });
      if (area.as) await signIn(page, area.as);
      await page.goto(area.path);
      await area.loaded(page);

      await server.stop();
      await page.reload();
      const fallback = page.locator(`[data-remote-fallback="${remote}"]`);
      await expect(fallback).toBeVisible();
      await expect(fallback.getByRole('button', { name: /Retry/ })).toBeEnabled();

      // The shell and the other remotes carry on.
      await expect(page.getByRole('link', { name: 'Brew Haven home' })).toBeVisible();
      // Staff pages have their own frame (a staff header, no shop footer); shop pages the footer.
      if (remote === 'staff')
        await expect(
          page.getByRole('banner').getByRole('link', { name: 'Back to shop' }),
        ).toBeVisible();
      else await expect(page.getByRole('contentinfo')).toBeVisible();
      if (remote !== 'cart_checkout') {
        await expect(page.locator('[data-remote="cart_checkout"], header').first()).toBeVisible();
      }
      if (remote !== 'account') {
        await page.goto('/auth');
        // Sign-in page from another remote still loads (or redirects home when signed in).
        await expect(
          page.locator('[data-remote="account"], [data-remote="catalog"]').first(),
        ).toBeVisible();
        await page.goto(area.path);
        await expect(fallback).toBeVisible();
      }

      // The remote comes back: Retry loads it without a page reload.
      await server.start();
      await fallback.getByRole('button', { name: /Retry/ }).click();
      await area.loaded(page);
      await expect(fallback).toHaveCount(0);
    } finally {
      await server.stop();
    }
  });
}

test('when the manifest points a remote at a rebuilt version, then a reload shows it with no shell rebuild', async ({
  page,
}) => {
  test.setTimeout(180_000);
  // A real code change in a copy of the account remote, built on its own like a team's release.
  const dist = buildRemoteRelease('account', {
    file: 'src/features/sign-in/components/sign-in-page.tsx',
    from: '<h1>Sign In</h1>',
    to: '<h1>Sign In to your coffee account</h1>',
  });

  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  // The shell's entry scripts, as the page's HTML names them (deferred); the chunks and remote
  // scripts added later come and go with what the page has loaded so far (the cart widget and the
  // chat arrive a moment after the first view).
  const shellScriptsOnPage = () =>
    page
      .locator('script[src^="/"][defer]')
      .evaluateAll((els) => els.map((e) => e.getAttribute('src')));
  const shellScripts = await shellScriptsOnPage();

  const server = new RemoteServer(dist, e2eSparePort(1));
  await server.start();
  try {
    pointRemotes({ account: server.url });
    await page.reload();
    await expect(
      page.getByRole('heading', { name: 'Sign In to your coffee account' }),
    ).toBeVisible();
    await expect(page.locator('[data-remote="account"]')).toHaveAttribute(
      'data-release',
      'account@2.0.0-swap',
    );
    // Same shell bundle: nothing but the manifest changed.
    expect(await shellScriptsOnPage()).toEqual(shellScripts);

    resetRemotes();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Sign In', exact: true })).toBeVisible();
  } finally {
    await server.stop();
    fs.rmSync(SWAP_BUILD_DIR, { recursive: true, force: true });
  }
});
