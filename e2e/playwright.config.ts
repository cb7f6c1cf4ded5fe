import { defineConfig } from '@playwright/test';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../scripts/lib/chromium.mjs';
import { E2E_BASE_URL } from './support/ports';

/**
 * End-to-end tests drive the composed system (embedded database, five services, gateway,
 * shell and five remotes, all built for production) in Debian's headless Chromium.
 * Playwright's own browser download cannot run here, hence executablePath.
 */
export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // One system, shared state (the remote manifest file): one worker keeps tests independent.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI
    ? [['list'], ['json', { outputFile: 'test-results/results.json' }]]
    : [['list']],
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
