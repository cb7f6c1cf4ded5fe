import { createKeyedMutex, withKeyLock } from '@coffee/service-defaults';

/**
 * Runs tasks one at a time per key (here: per user), in arrival order, within this process.
 *
 * Why: FerretDB 1.24 does not apply concurrent read-modify-write updates atomically (parallel
 * `$inc`s on one document are lost), so two requests of the same user changing the same cart
 * line must not overlap. This queue only covers one process: the users' lock in front of cart
 * writes and checkouts adds a database lease for every instance (data/user-locks.ts), as the
 * orders' lock does (order-lifecycle.ts).
 */
export function createKeyedLock() {
  const mutex = createKeyedMutex();
  return <T>(key: string, task: () => Promise<T>): Promise<T> => withKeyLock(mutex, key, task);
}
export type KeyedLock = ReturnType<typeof createKeyedLock>;
