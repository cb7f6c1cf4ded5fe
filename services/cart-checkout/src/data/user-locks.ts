import { CART_CHANGE_IN_PROGRESS_MESSAGE } from '@coffee/contracts';
import { AppError, createInstanceLocks } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import { createAdmission } from '../domain/admission';
import type { KeyedLock } from '../domain/keyed-lock';

export const CART_BUSY_MESSAGE = 'Your cart is being updated. Please try again in a moment.';
const busy = () => new AppError(503, CART_BUSY_MESSAGE, 'CART_BUSY');
const crowded = () => new AppError(409, CART_CHANGE_IN_PROGRESS_MESSAGE, 'CART_CHANGE_IN_PROGRESS');

/**
 * The per-user lock of cart writes and checkouts, held across every instance of the service
 * (service-defaults' instance locks: an in-process queue per user, then a lease in `cart_locks`).
 *
 * Why the lease: the in-process queue alone let two instances interleave one user's work. On
 * FerretDB the cart's compare-and-set is a read-then-write, so two adds of one product on two
 * instances lost one (20 adds made 14); and two checkouts of one cart with different keys both
 * read the full cart and placed two orders, taking the stock twice.
 *
 * `leaseMs` must outlast any work done under the lock (every call in it has its own timeout);
 * a holder that died blocks that one user's cart for `leaseMs` at most. Waiting longer than
 * `waitMs` answers 503 (nothing done; the shopper tries again).
 *
 * In front of the queue: at most `perUser` of one user's requests run or wait at once in this
 * instance (CART_CHANGES_PER_USER); one more answers 409 `CART_CHANGE_IN_PROGRESS` at once, so
 * one shopper's flood never waits long enough to count as the instance being slow (admission.ts).
 */
export function createUserLocks(
  connection: Connection,
  options: { leaseMs: number; waitMs: number; perUser?: number },
): KeyedLock {
  const { perUser = Number.MAX_SAFE_INTEGER, ...lease } = options;
  const locks = createInstanceLocks(connection, { ...lease, collection: 'cart_locks', busy });
  const admit = createAdmission(perUser, crowded);
  return (userId, task) => admit(userId, () => locks.withLocks([`user:${userId}`], () => task()));
}
