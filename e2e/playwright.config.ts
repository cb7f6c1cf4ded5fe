import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { E2E_BASE_URL, E2E_OUTPUT_DIR } from './support/ports';

/**
 * End-to-end tests drive the composed system (embedded database, five services, gateway,
 * shell and five remotes, all built for production) in Debian's headless Chromium.
 * Playwright's own browser download cannot run here, hence executablePath.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One system, shared state (the remote manifest file, the clock): one worker keeps tests
  // independent. `npm test` runs shards of the suite side by side instead, each with a system of
  // its own (scripts/lib/e2e-shards.mjs).
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: `${E2E_OUTPUT_DIR}/results.json` }]]
    : [['list']],
  outputDir: E2E_OUTPUT_DIR,
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  use: {
    baseURL: E2E_BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--disable-quic'],
    },
  },
  projects: [{ name: 'desktop', use: { viewport: { width: 1280, height: 900 } } }],
});
