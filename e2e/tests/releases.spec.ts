// Issue 26's releases against the running shop: `npm run release` of the catalog remote is served
// from its versioned folder (browser and server render) with no restart, and a canary whose page
// throws while rendering is rolled back by the gateway by itself, from the shell's beacons.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { buildRemoteRelease, repoRoot, resetRemotes } from '../support/remotes';

test.describe.configure({ mode: 'serial' });
test.afterAll(() => {
  resetRemotes();
  fs.rmSync(path.join(repoRoot, 'e2e/.swap-build'), { recursive: true, force: true });
});

const HERO = 'Discover Your Perfect Brew';

/** `npm run release` / `npm run rollback` as a team runs them, on the manifest this shop follows. */
function tool(script: 'release' | 'rollback', args: string[]): string {
  const manifest = process.env.E2E_REMOTES_FILE;
  if (!manifest) throw new Error('E2E_REMOTES_FILE is not set: run through playwright.config.ts');
  return execFileSync(process.execPath, [`scripts/${script}.mjs`, ...args], {
    cwd: repoRoot,
    encoding: 'utf8',
    env: { ...process.env, REMOTES_FILE: manifest, NO_COLOR: '1' },
  });
}

const manifestDoc = () => JSON.parse(fs.readFileSync(process.env.E2E_REMOTES_FILE!, 'utf8'));

async function catalogEntry(request: APIRequestContext): Promise<string> {
  const res = await request.get('/remotes.json');
  return ((await res.json()) as { remotes: Record<string, string> }).remotes.catalog!;
}

test('when the catalog is released, then pages load it from its versioned folder, rendered on the server too, with no restart', async ({
  page,
}) => {
  const out = tool('release', ['catalog', '--no-build']);
  const release = /catalog (\S+) is live/.exec(out)?.[1];
  expect(release).toMatch(/^\d+\.\d+\.\d+-[0-9a-f]{12}$/);
  const folder = `/releases/catalog/${release}/`;
  expect(await catalogEntry(page.request)).toBe(`${folder}mf-manifest.json`);

  const entry = page.waitForResponse((r) => r.url().endsWith(`${folder}remoteEntry.js`));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();
  const served = await entry;
  expect(served.status()).toBe(200);
  expect(served.headers()['cache-control']).toContain('immutable');

  // The server render found the release's server bundle too (fetched over loopback).
  await expect
    .poll(async () => (await page.request.get('/')).text(), { timeout: 15_000 })
    .toContain(HERO);
  // The page names the release's scripts for the browser to fetch early, as for any remote.
  expect(await (await page.request.get('/')).text()).toContain(`"${folder}remoteEntry.js"`);
});

test('when a canary throws while rendering, then its visitors see the fallback, the gateway rolls it back within 60 s and they get the stable release', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const stable = manifestDoc().releases.catalog.stable as string;
  // A real, broken build of the catalog, made and released as a team would.
  const dist = buildRemoteRelease('catalog', {
    file: 'src/features/home/components/hero.tsx',
    from: 'export function Hero() {',
    to: "export function Hero() {\n  if (Date.now() > 0) throw new Error('canary: the hero cannot render');",
  });
  tool('release', ['catalog', '--from', path.dirname(dist), '--canary', '50', '--min-loads', '3']);
  const canary = manifestDoc().releases.catalog.canary.release as string;
  expect(canary).not.toBe(stable);

  // Visitors until one is on the canary's side (each has a one in two chance).
  let context = await browser.newContext();
  for (let i = 0; i < 20; i += 1) {
    const entry = await catalogEntry(context.request);
    if (entry.includes(canary)) break;
    // A visitor on the other side meanwhile gets the stable release.
    expect(entry).toContain(stable);
    await context.close();
    context = await browser.newContext();
  }
  expect(await catalogEntry(context.request)).toContain(canary);
  const page = await context.newPage();
  for (let visit = 0; visit < 3; visit += 1) {
    await page.goto('/');
    await expect(page.getByRole('alert')).toContainText('unavailable');
  }

  const started = Date.now();
  await expect
    .poll(() => catalogEntry(context.request), { timeout: 60_000, intervals: [500] })
    .toContain(stable);
  expect(Date.now() - started).toBeLessThan(60_000);
  await page.reload();
  await expect(page.getByRole('heading', { name: HERO })).toBeVisible();

  const history = manifestDoc().releases.catalog.history as { event: string; release: string }[];
  expect(history.at(-1)).toMatchObject({ event: 'canary-rolled-back', release: canary });
  expect(manifestDoc().releases.catalog.canary).toBeUndefined();
  await context.close();

  // A named rollback goes on keeping history; the tool refuses a version it does not know.
  expect(() => tool('rollback', ['catalog', '9.9.9'])).toThrow(/unknown version 9\.9\.9/);
});
