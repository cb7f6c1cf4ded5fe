import { TOO_MANY_ATTEMPTS_MESSAGE } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { LoginAttemptRepository } from './ports';
import { usernameKey } from './user';

export class TooManyAttemptsError extends AppError {
  readonly retryAfterSeconds: number;

  constructor(retryAfterSeconds: number) {
    super(429, TOO_MANY_ATTEMPTS_MESSAGE, 'TOO_MANY_ATTEMPTS');
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export interface LoginThrottleOptions {
  maxFailures: number;
  windowMs: number;
}

/** An attempt under way. It counts as a failure unless withdrawn (signed in, or failed for another reason). */
export interface AttemptTicket {
  withdraw(): Promise<void>;
}

/**
 * Failed sign-ins per client address and username (so one attacker cannot lock a user out from
 * everywhere), as a sliding log of attempt documents in the account database.
 *
 * Why not express-rate-limit's counter: the count must hold across replicas and restarts, so it
 * lives in the database; but FerretDB 1.24 loses concurrent `$inc` updates (20 parallel
 * increments left 3), so a counter would under-count exactly the parallel burst an attacker
 * sends. Inserts are never lost. Each attempt is recorded *before* the password is checked and
 * counted with everything before it, so at most `maxFailures` attempts get through however many
 * arrive at once; its own record is removed, before answering, when it succeeds.
 */
export function createLoginThrottle(
  attempts: LoginAttemptRepository,
  options: LoginThrottleOptions,
) {
  return {
    /** `clientKey` names the client (http/ derives it from the address, an IPv6 network per /56). */
    async begin(
      clientKey: string,
      username: string,
      now: Date = new Date(),
    ): Promise<AttemptTicket> {
      const key = `${clientKey}|${usernameKey(username)}`;
      const since = new Date(now.getTime() - options.windowMs);
      const id = await attempts.add(key, now, new Date(now.getTime() + options.windowMs));
      const count = await attempts.countSince(key, since);
      if (count > options.maxFailures) {
        // A refused attempt never reached the password check, so it does not extend the block.
        await attempts.remove(id);
        const freesAt = await attempts.nthSince(
          key,
          since,
          Math.max(0, count - 1 - options.maxFailures),
        );
        const waitMs = (freesAt?.getTime() ?? now.getTime()) + options.windowMs - now.getTime();
        throw new TooManyAttemptsError(Math.max(1, Math.ceil(waitMs / 1000)));
      }
      return { withdraw: () => attempts.remove(id) };
    },
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
