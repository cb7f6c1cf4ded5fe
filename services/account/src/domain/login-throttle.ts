import { TOO_MANY_ATTEMPTS_MESSAGE } from '@coffee/contracts';
import {
  createAttemptThrottle,
  type AttemptLog,
  type AttemptTicket,
} from '@coffee/service-defaults';
import { usernameKey } from './user';

export { TooManyAttemptsError } from '@coffee/service-defaults';
export type { AttemptTicket };

export interface LoginThrottleOptions {
  /** Failures per address and username in the window. */
  maxFailures: number;
  /** Failures per address across every username in the window (password spraying). */
  maxAddressFailures: number;
  windowMs: number;
}

/**
 * Failed sign-ins per client address and username (so one attacker cannot lock a user out from
 * everywhere), and per client address across usernames (so trying one password on many usernames
 * is stopped too): service-defaults' attempt throttle, whose log lives in the account database.
 * An attempt is recorded under both keys before the password is checked and withdrawn when it
 * signs in.
 */
export function createLoginThrottle(attempts: AttemptLog, options: LoginThrottleOptions) {
  const throttle = createAttemptThrottle(attempts, {
    windowMs: options.windowMs,
    message: TOO_MANY_ATTEMPTS_MESSAGE,
    code: 'TOO_MANY_ATTEMPTS',
  });
  return {
    /** `clientKey` names the client (http/ derives it from the address, an IPv6 network per /56). */
    begin: (clientKey: string, username: string, now: Date = new Date()): Promise<AttemptTicket> =>
      throttle.begin(
        [
          { key: `${clientKey}|${usernameKey(username)}`, maxFailures: options.maxFailures },
          { key: `address:${clientKey}`, maxFailures: options.maxAddressFailures },
        ],
        now,
      ),
  };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
