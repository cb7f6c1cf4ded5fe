/**
 * Runs `run` one batch at a time with everything added since the last batch began: a burst of
 * writes (or of messages) costs a few database round trips, not one each, and never runs
 * concurrently with itself. `run` handles its own errors; one that escapes goes to `onError`.
 */
export function createBatchRunner<T>(
  run: (batch: ReadonlySet<T>) => Promise<void>,
  onError: (err: unknown) => void,
) {
  let queued = new Set<T>();
  let running: Promise<void> | undefined;

  async function loop(): Promise<void> {
    while (queued.size > 0) {
      const batch = queued;
      queued = new Set();
      try {
        await run(batch);
      } catch (err) {
        onError(err);
      }
    }
    running = undefined;
  }

  return {
    add(items: Iterable<T>): void {
      for (const item of items) queued.add(item);
      if (!running && queued.size > 0) running = loop();
    },
    busy: () => running !== undefined,
    /** Resolves when every batch added so far has run. */
    idle: async (): Promise<void> => {
      while (running) await running;
    },
  };
}
