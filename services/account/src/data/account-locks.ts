import {
  AppError,
  createKeyedMutex,
  createLeaseLocks,
  LockTimeoutError,
  withKeyLock,
} from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { AccountLocks } from '../domain/ports';

const busy = () => new AppError(503, 'Busy right now; please try again', 'BUSY');

/**
 * service-defaults' database lease lock (a unique `_id` insert: the one thing FerretDB 1.24
 * makes atomic; a conditional update is not), behind an in-process FIFO mutex per key so one
 * instance's requests queue in memory rather than polling the database.
 */
export function createAccountLocks(
  connection: Connection,
  options: { leaseMs: number; waitMs: number },
): AccountLocks {
  const leases = createLeaseLocks(connection, {
    collection: 'account_locks',
    takeoverCollection: 'account_lock_takeovers',
    leaseMs: options.leaseMs,
  });
  const local = createKeyedMutex();
  return {
    async withLock(key, work) {
      const deadline = Date.now() + options.waitMs;
      return withKeyLock(
        local,
        key,
        async () => {
          const lease = await leases.acquire(key, deadline);
          if (!lease) throw busy();
          try {
            return await work(() => {
              if (!lease.isValid()) throw busy();
            });
          } finally {
            await lease.release();
          }
        },
        deadline,
      ).catch((err: unknown) => {
        throw err instanceof LockTimeoutError ? busy() : err;
      });
    },
  };
}
