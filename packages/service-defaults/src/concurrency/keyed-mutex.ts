/** Thrown when a lock could not be had before the caller's deadline. */
export class LockTimeoutError extends Error {
  constructor(key: string) {
    super(`timed out waiting for lock ${key}`);
    this.name = 'LockTimeoutError';
  }
}

export type Unlock = () => void;

/**
 * One lock per key inside this process, granted in arrival order. FerretDB 1.24 does not apply
 * concurrent read-modify-write updates atomically, so services serialise such work per key here
 * (the catalog per product, in front of its database lock; the cart per user).
 */
export function createKeyedMutex() {
  // A key present in the map is held; its array holds the waiters, first come first served.
  const queues = new Map<string, (() => void)[]>();

  const unlockOf = (key: string): Unlock => {
    let done = false;
    return () => {
      if (done) return;
      done = true;
      const next = queues.get(key)?.shift();
      // Hand the lock straight to the next waiter; the key stays held.
      if (next) next();
      else queues.delete(key);
    };
  };

  return {
    /**
     * Resolves with the unlock function once the key is ours; rejects at `deadline` (epoch ms),
     * or waits as long as it takes without one.
     */
    lock(key: string, deadline?: number): Promise<Unlock> {
      const queue = queues.get(key);
      if (!queue) {
        queues.set(key, []);
        return Promise.resolve(unlockOf(key));
      }
      return new Promise<Unlock>((resolve, reject) => {
        let timer: ReturnType<typeof setTimeout> | undefined;
        const grant = () => {
          clearTimeout(timer);
          resolve(unlockOf(key));
        };
        if (deadline !== undefined) {
          timer = setTimeout(
            () => {
              const at = queue.indexOf(grant);
              if (at >= 0) queue.splice(at, 1);
              reject(new LockTimeoutError(key));
            },
            Math.max(0, deadline - Date.now()),
          );
        }
        queue.push(grant);
      });
    },

    /** How many keys are held (for tests and diagnostics). */
    get size(): number {
      return queues.size;
    },
  };
}
export type KeyedMutex = ReturnType<typeof createKeyedMutex>;

/** Runs `task` holding `key`, releasing it however the task ends. */
export async function withKeyLock<T>(
  mutex: KeyedMutex,
  key: string,
  task: () => Promise<T>,
  deadline?: number,
): Promise<T> {
  const unlock = await mutex.lock(key, deadline);
  try {
    return await task();
  } finally {
    unlock();
  }
}
