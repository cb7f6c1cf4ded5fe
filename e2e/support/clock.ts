import fs from 'node:fs';

const DAY_MS = 24 * 60 * 60 * 1000;

function clockFile(): string {
  const file = process.env.E2E_CLOCK_FILE;
  if (!file) throw new Error('E2E_CLOCK_FILE is not set: run through playwright.config.ts');
  return file;
}

/**
 * Moves every service's clock (their TEST_CLOCK_FILE) this many days ahead of real time, so a
 * test can see a membership run out. The services look at it within a tenth of a second.
 */
export async function moveServiceClock(days: number): Promise<void> {
  fs.writeFileSync(clockFile(), String(Math.round(days * DAY_MS)));
  await new Promise((resolve) => setTimeout(resolve, 250));
}

/** Back to real time (call in afterEach of a test that moved it). */
export async function resetServiceClock(): Promise<void> {
  fs.rmSync(clockFile(), { force: true });
  await new Promise((resolve) => setTimeout(resolve, 250));
}
