import { AppError } from '../http/app-error';

/** The throttle's log: one record per attempt under way or failed. */
export interface AttemptLog {
  /** Records an attempt and returns its id. */
  add(key: string, at: Date, expiresAt: Date): Promise<string>;
  remove(id: string): Promise<void>;
  countSince(key: string, since: Date): Promise<number>;
  /** The time of the n-th (0-based) attempt since `since`, oldest first. */
  nthSince(key: string, since: Date, n: number): Promise<Date | null>;
}

/** 429 with the throttle's words; `retryAfterSeconds` is for the Retry-After header. */
export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, code: string, retryAfterSeconds: number) {
    super(429, message, code);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface AttemptLimit {
  /** What is counted: e.g. `address:203.0.113.7|maria`, `number:1000000000001`. */
  key: string;
  maxFailures: number;
}

export interface AttemptThrottleOptions {
  windowMs: number;
  /** The 429's message and code. */
  message: string;
  code: string;
}

/** An attempt under way. It counts as a failure unless withdrawn (it was not a failed guess). */
export interface AttemptTicket {
  withdraw(): Promise<void>;
}

/**
 * Failed attempts per key in a sliding window, as a log of attempt documents in the service's
 * database (the sign-in throttle, the in-store membership verification).
 *
 * Why not a counter (or express-rate-limit's): the count must hold across instances and restarts,
 * so it lives in the database; but FerretDB 1.24 loses concurrent `$inc` updates (20 parallel
 * increments left 3), so a counter would under-count exactly the parallel burst an attacker
 * sends. Inserts are never lost. Each attempt is recorded *before* the check it guards and
 * counted with everything before it, so at most `maxFailures` get through however many arrive at
 * once; the caller withdraws it when it was not a failure.
 */
export function createAttemptThrottle(log: AttemptLog, options: AttemptThrottleOptions) {
  const { windowMs } = options;
  return {
    async begin(limits: readonly AttemptLimit[], now: Date = new Date()): Promise<AttemptTicket> {
      const since = new Date(now.getTime() - windowMs);
      const expiresAt = new Date(now.getTime() + windowMs);
      const ids = await Promise.all(limits.map((limit) => log.add(limit.key, now, expiresAt)));
      const withdraw = async () => {
        await Promise.all(ids.map((id) => log.remove(id)));
      };
      for (const limit of limits) {
        const count = await log.countSince(limit.key, since);
        if (count > limit.maxFailures) {
          // A refused attempt checked nothing, so it does not extend the block.
          await withdraw();
          const freesAt = await log.nthSince(
            limit.key,
            since,
            Math.max(0, count - 1 - limit.maxFailures),
          );
          const waitMs = (freesAt?.getTime() ?? now.getTime()) + windowMs - now.getTime();
          throw new TooManyAttemptsError(
            options.message,
            options.code,
            Math.max(1, Math.ceil(waitMs / 1000)),
          );
        }
      }
      return { withdraw };
    },
  };
}
export type AttemptThrottle = ReturnType<typeof createAttemptThrottle>;
