// Issue 26's releases against the running shop: `npm run release` of the catalog remote is served
// from its versioned folder (browser and server render) with no restart, and a canary whose page
// throws while rendering is rolled back by the gateway by itself, from the shell's beacons.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { E2E_PORTS } from '../support/ports';
import { buildRemoteRelease, repoRoot, resetRemotes, SWAP_BUILD_DIR } from '../support/remotes';

test.describe.configure({ mode: 'serial' });
test.afterAll(() => {
  resetRemotes();
  fs.rmSync(SWAP_BUILD_DIR, { recursive: true, force: true });
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

/** One digest of every file of a build folder (paths and bytes): equal means byte-identical. */
function digestOf(dir: string): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const name of fs.readdirSync(at).sort()) {
      const file = path.join(at, name);
      if (fs.statSync(file).isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update('\0').update(fs.readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

/**
 * The process listening on `port` (this suite's gateway, the shell's server), by its socket in
 * /proc: the same id before and after means nothing was restarted.
 */
function listenerPid(port: number): string {
  const hex = port.toString(16).toUpperCase().padStart(4, '0');
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!fs.existsSync(table)) continue;
    for (const line of fs.readFileSync(table, 'utf8').split('\n').slice(1)) {
      const cols = line.trim().split(/\s+/);
      // local address ends in :PORT, state 0A is LISTEN; column 9 is the socket's inode.
      if (cols[1]?.endsWith(`:${hex}`) && cols[3] === '0A' && cols[9]) inodes.add(cols[9]);
    }
  }
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    let fds: string[] = [];
    try {
      fds = fs.readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const link = fs.readlinkSync(`/proc/${pid}/fd/${fd}`);
        const inode = /^socket:\[(\d+)\]$/.exec(link)?.[1];
        if (inode && inodes.has(inode)) return pid;
      } catch {
        // A descriptor closed while we read: not the listener.
      }
    }
  }
  throw new Error(`nothing listens on port ${port}`);
}

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

test("when only the catalog's team changes its page and releases it, then the gateway's and the shell's builds stay byte-identical, nothing restarts, and the change shows in the server's HTML and after hydration", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const artifacts = ['gateway/dist', 'shell/dist', 'shell/server/dist'].map((dir) =>
    path.join(repoRoot, dir),
  );
  const before = artifacts.map(digestOf);
  const processes = [E2E_PORTS.gateway, E2E_PORTS.pages].map(listenerPid);

  // The catalog team's change, built from a copy of its workspace alone, published with the
  // release step of that one remote.
  const CHANGED = 'Discover Your Finest Brew';
  const dist = buildRemoteRelease('catalog', {
    file: 'src/features/home/components/hero.tsx',
    from: HERO,
    to: CHANGED,
  });
  const out = tool('release', ['catalog', '--from', path.dirname(dist)]);
  expect(out).toMatch(/catalog \S+ is live/);

  // The server's HTML shows it (the shell's server read the new release from the manifest)...
  await expect
    .poll(async () => (await page.request.get('/')).text(), { timeout: 20_000 })
    .toContain(CHANGED);
  // ...and so does the page once its scripts have run, hydrating what the server sent.
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: CHANGED })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(errors, 'console errors (a hydration mismatch is one)').toEqual([]);

  expect(artifacts.map(digestOf)).toEqual(before);
  expect([E2E_PORTS.gateway, E2E_PORTS.pages].map(listenerPid)).toEqual(processes);

  // Back to the release before it, for the cases that follow.
  tool('rollback', ['catalog']);
  await expect
    .poll(async () => (await page.request.get('/')).text(), { timeout: 20_000 })
    .toContain(HERO);
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
