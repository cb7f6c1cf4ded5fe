/**
 * Runs tasks one at a time per key (here: per user), in arrival order, within this process.
 *
 * Why: FerretDB 1.24 does not apply concurrent read-modify-write updates atomically (parallel
 * `$inc`s on one document are lost), so two requests of the same user changing the same cart
 * line must not overlap. Across service instances the repositories' compare-and-set and the
 * unique indexes still guard correctness; this makes the common case (one instance, a
 * double-click) exact without retries.
 */
export function createKeyedLock() {
  const tails = new Map<string, Promise<void>>();

  return async function withLock<T>(key: string, task: () => Promise<T>): Promise<T> {
    const previous = tails.get(key) ?? Promise.resolve();
    let release: () => void = () => undefined;
    const done = new Promise<void>((resolve) => {
      release = resolve;
    });
    const tail = previous.then(() => done);
    tails.set(key, tail);
    try {
      await previous;
      return await task();
    } finally {
      release();
      // Forget the key once nobody queues behind us, so the map does not grow with every user.
      if (tails.get(key) === tail) tails.delete(key);
    }
  };
}
export type KeyedLock = ReturnType<typeof createKeyedLock>;
