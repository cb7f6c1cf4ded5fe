import { startPeriodicJob } from '../periodic-job';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('periodic job', () => {
  it('when a run outlasts the interval, then the ticks meanwhile are dropped, never run beside it', async () => {
    let atOnce = 0;
    let most = 0;
    let runs = 0;
    const job = startPeriodicJob(
      async () => {
        atOnce += 1;
        most = Math.max(most, atOnce);
        runs += 1;
        await sleep(60);
        atOnce -= 1;
      },
      10,
      () => undefined,
    );
    await sleep(300);
    await job.stop();
    expect(most).toBe(1);
    // About 300 / 70 runs, not 300 / 10.
    expect(runs).toBeGreaterThanOrEqual(2);
    expect(runs).toBeLessThanOrEqual(6);
  });

  it('when a run fails, then the error is reported and the next tick runs again', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = startPeriodicJob(
      async () => {
        runs += 1;
        if (runs === 1) throw new Error('database away');
      },
      10,
      (err) => errors.push(err),
    );
    await sleep(80);
    await job.stop();
    expect(errors).toEqual([new Error('database away')]);
    expect(runs).toBeGreaterThan(1);
  });

  it('when stopped during a run, then stop waits for it and nothing runs after', async () => {
    let runs = 0;
    let finished = 0;
    const job = startPeriodicJob(
      async () => {
        runs += 1;
        await sleep(50);
        finished += 1;
      },
      10,
      () => undefined,
    );
    await sleep(25);
    await job.stop();
    expect(finished).toBe(runs);
    const after = runs;
    await sleep(40);
    expect(runs).toBe(after);
  });

  it('when a run is stuck, then stop waits no longer than it is told', async () => {
    let release: () => void = () => undefined;
    const job = startPeriodicJob(
      () => new Promise<void>((resolve) => (release = resolve)),
      5,
      () => undefined,
    );
    await sleep(20);
    const began = Date.now();
    await job.stop(50);
    expect(Date.now() - began).toBeLessThan(1000);
    release();
  });
});
