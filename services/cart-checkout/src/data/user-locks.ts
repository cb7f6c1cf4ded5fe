import { AppError, createInstanceLocks } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { KeyedLock } from '../domain/keyed-lock';

export const CART_BUSY_MESSAGE = 'Your cart is being updated. Please try again in a moment.';
const busy = () => new AppError(503, CART_BUSY_MESSAGE, 'CART_BUSY');

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
 */
export function createUserLocks(
  connection: Connection,
  options: { leaseMs: number; waitMs: number },
): KeyedLock {
  const locks = createInstanceLocks(connection, { ...options, collection: 'cart_locks', busy });
  return (userId, task) => locks.withLocks([`user:${userId}`], () => task());
}
