import { defineConfig } from '@playwright/test';

/**
 * The fault suite (issue 12): each case boots a shop of its own (API only: database, services,
 * gateway), hurts it (SIGKILL mid-checkout, the database stopped, a slow service, SIGTERM under
 * load) and checks what shoppers met and what the data says. No browser.
 *
 * Two workers: the checkout-crash case spends most of its time waiting out a reservation's
 * lifetime (its system idle), and the other cases run beside it. The files are taken in name
 * order, so that case starts first.
 */
export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 2,
  // As the main suite: in CI a case that fails is run once more, and one that then passes is
  // reported as flaky (with its first failure's message) instead of failing the gate. The cases
  // hold timing bounds (a 503 within 3 s of a stopped database) on a busy 2-core machine; a CI run
  // on 2026-11-30 failed the outage case once in about 20 runs, and 9 runs under a CPU hog here
  // did not repeat it, so its message now names the requests that broke the bound.
  retries: process.env.CI ? 1 : 0,
  // Each case bounds itself (its boot included); this is the ceiling for the quick ones.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/results.json' }]]
    : [['list']],
  outputDir: 'test-results',
  globalSetup: './support/global-setup.ts',
});
