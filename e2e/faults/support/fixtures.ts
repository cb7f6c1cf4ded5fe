import fs from 'node:fs';
import path from 'node:path';
import { test as base } from '@playwright/test';
import { startFaultSystem, type FaultSystem } from './system';

/**
 * `shop`: a fresh system for each case, stopped afterwards whatever the case did to it; its
 * processes' output is attached to a failed case.
 */
export const test = base.extend<{ shop: FaultSystem }>({
  // Playwright reads the fixtures a fixture needs from this destructuring: it needs none.
  // eslint-disable-next-line no-empty-pattern
  shop: async ({}, use, testInfo) => {
    const shop = await startFaultSystem(testInfo.titlePath.join(' > '));
    try {
      await use(shop);
    } finally {
      await shop.stop();
      if (testInfo.status !== testInfo.expectedStatus)
        await testInfo.attach('system.log', { path: shop.logFile, contentType: 'text/plain' });
      fs.rmSync(path.dirname(shop.logFile), { recursive: true, force: true });
    }
  },
});

export { expect } from '@playwright/test';

/** What a case measured: kept with the case in the report, and printed for the run's log. */
export function note(annotation: { type: string; description: string }): void {
  test.info().annotations.push(annotation);
  console.log(`${annotation.type}: ${annotation.description}`);
}
