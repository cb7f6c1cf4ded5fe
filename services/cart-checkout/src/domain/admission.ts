import type { AppError } from '@coffee/service-defaults';

/**
 * Lets at most `limit` requests of one key (a user, an order) run or wait at once in this
 * instance; one more is refused at once with `busy()` (a 409 the shopper may retry), before it
 * joins any lock's queue.
 *
 * Why (issue 24, finding 4): the requests of one key wait for each other on that key's lock, so
 * 20 cancels of one order sent at once were answered one after the other, the last ones seconds
 * late. The gateway counts an answer slower than UPSTREAM_SLOW_MS as a failure of the instance,
 * so one shopper's own queue opened the instance's breaker for every other shopper. Bounded, a
 * key's queue is at most `limit` deep per instance: a double click still gets its real answer
 * (it waits for the first), a flood gets quick refusals.
 */
export function createAdmission(limit: number, busy: () => AppError) {
  const inFlight = new Map<string, number>();
  return async <T>(key: string, task: () => Promise<T>): Promise<T> => {
    const running = inFlight.get(key) ?? 0;
    if (running >= limit) throw busy();
    inFlight.set(key, running + 1);
    try {
      return await task();
    } finally {
      const left = (inFlight.get(key) ?? 1) - 1;
      if (left > 0) inFlight.set(key, left);
      else inFlight.delete(key);
    }
  };
}
export type Admission = ReturnType<typeof createAdmission>;
