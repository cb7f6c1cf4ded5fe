import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createClock, fixedClock } from '../clock';

const DAY = 24 * 60 * 60 * 1000;

describe('createClock', () => {
  it('when no test clock file is named, then it tells the real time', () => {
    const before = Date.now();
    const now = createClock({}).now().getTime();
    expect(now).toBeGreaterThanOrEqual(before);
    expect(now).toBeLessThanOrEqual(Date.now());
  });

  it('when the test clock file holds an offset, then the clock runs that far ahead, and follows changes', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clock-'));
    const file = path.join(dir, 'offset');
    const clock = createClock({ TEST_CLOCK_FILE: file });
    // No file yet: real time.
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    fs.writeFileSync(file, String(31 * DAY));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(clock.now().getTime() - Date.now()).toBeGreaterThan(31 * DAY - 1000);
    fs.writeFileSync(file, 'not a number');
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(Math.abs(clock.now().getTime() - Date.now())).toBeLessThan(1000);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('fixedClock', () => {
  it('when set and advanced, then it tells exactly that time', () => {
    const clock = fixedClock('2026-01-01T00:00:00.000Z');
    clock.advance(DAY);
    expect(clock.now().toISOString()).toBe('2026-01-02T00:00:00.000Z');
    clock.set('2027-03-04T05:06:07.000Z');
    expect(clock.now().toISOString()).toBe('2027-03-04T05:06:07.000Z');
  });
});
