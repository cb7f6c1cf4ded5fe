/**
 * A job run every `intervalMs` by one process, never two runs of it at once: a tick that finds
 * the last run still going is dropped, not queued. `setInterval` alone starts a run each interval
 * whatever the last one is doing, so a slow database (a charge run that takes longer than its
 * interval) gets runs stacked on it, each slower for the others, each repeating the same work.
 * Runs across instances are another matter (leases and idempotency keys); this keeps one
 * process's own runs in line.
 */
export interface PeriodicJob {
  /**
   * Clears the timer and waits for a run in flight, `maxWaitMs` at most (a run stuck on a slow
   * provider must not hold a shutdown): no new run starts once this is called.
   */
  stop(maxWaitMs?: number): Promise<void>;
}

export function startPeriodicJob(
  job: () => Promise<unknown>,
  intervalMs: number,
  onError: (err: unknown) => void,
): PeriodicJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return;
    running = Promise.resolve()
      .then(job)
      .then(
        () => undefined,
        (err: unknown) => onError(err),
      )
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(tick, intervalMs);
  // A periodic job never keeps the process alive on its own.
  timer.unref();
  return {
    async stop(maxWaitMs = Infinity) {
      stopped = true;
      clearInterval(timer);
      if (!running) return;
      if (maxWaitMs === Infinity) {
        await running;
        return;
      }
      let late: NodeJS.Timeout | undefined;
      await Promise.race([
        running,
        new Promise<void>((resolve) => {
          late = setTimeout(resolve, maxWaitMs);
        }),
      ]);
      clearTimeout(late);
    },
  };
}
