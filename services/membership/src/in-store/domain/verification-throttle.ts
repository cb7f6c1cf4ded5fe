import { TOO_MANY_VERIFICATIONS_MESSAGE } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { AttemptLog } from './ports';

export class TooManyVerificationsError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number) {
    super(429, TOO_MANY_VERIFICATIONS_MESSAGE, 'TOO_MANY_VERIFICATIONS');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface ThrottleLimit {
  /** e.g. `ip:203.0.113.7` or `number:1000000000001` */
  key: string;
  maxFailures: number;
}

/**
 * Failed verifications per client address and per membership number, so guessing numbers (or the
 * name that goes with one) is slow from one place and for one number from everywhere. The same
 * sliding log as the account service's sign-in throttle, for the same reason: the count must hold
 * across instances and restarts, and inserts are never lost under a burst (FerretDB loses
 * concurrent $inc). Each attempt is recorded before the check and withdrawn when it was not a
 * failed guess.
 */
export function createVerificationThrottle(log: AttemptLog, windowMs: number) {
  return {
    async begin(limits: readonly ThrottleLimit[], now: Date) {
      const since = new Date(now.getTime() - windowMs);
      const expiresAt = new Date(now.getTime() + windowMs);
      const ids = await Promise.all(limits.map((limit) => log.add(limit.key, now, expiresAt)));
      const withdraw = () => Promise.all(ids.map((id) => log.remove(id))).then(() => undefined);
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
          throw new TooManyVerificationsError(Math.max(1, Math.ceil(waitMs / 1000)));
        }
      }
      return { withdraw };
    },
  };
}
export type VerificationThrottle = ReturnType<typeof createVerificationThrottle>;
