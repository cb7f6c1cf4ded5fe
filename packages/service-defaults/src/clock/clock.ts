import fs from 'node:fs';

/** The time every decision about time (expiry, trials, renewals) asks. */
export interface Clock {
  now(): Date;
}

/** How often a test clock's file is looked at again. */
const REREAD_MS = 100;

/**
 * The services' clock: the machine's, unless `TEST_CLOCK_FILE` names a file holding an offset in
 * milliseconds (a whole number, e.g. `2678400000` for 31 days ahead). The end-to-end suite moves
 * every service's clock with it to see a membership lapse without waiting a month; the tests'
 * expectations stay in real dates. Never set in production: with no file, this is `new Date()`.
 */
export function createClock(env: NodeJS.ProcessEnv = process.env): Clock {
  const file = env.TEST_CLOCK_FILE;
  if (!file) return { now: () => new Date() };
  let offsetMs = 0;
  let readAt = 0;
  const offset = (): number => {
    const at = Date.now();
    if (at - readAt < REREAD_MS) return offsetMs;
    readAt = at;
    try {
      const text = fs.readFileSync(file, 'utf8').trim();
      offsetMs = /^-?\d+$/.test(text) ? Number(text) : 0;
    } catch {
      offsetMs = 0; // no file yet: real time
    }
    return offsetMs;
  };
  return { now: () => new Date(Date.now() + offset()) };
}

/** The clock of a unit test: set it, move it. */
export function fixedClock(
  start: Date | string,
): Clock & { set(at: Date | string): void; advance(ms: number): void } {
  let current = new Date(start).getTime();
  return {
    now: () => new Date(current),
    set: (at) => {
      current = new Date(at).getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}
