import { createKeyedMutex, withKeyLock } from '@coffee/service-defaults';

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
  const mutex = createKeyedMutex();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => withKeyLock(mutex, key, task);
}
export type KeyedLock = ReturnType<typeof createKeyedLock>;
