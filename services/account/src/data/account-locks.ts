import { AppError, createInstanceLocks } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { AccountLocks } from '../domain/ports';

const busy = () => new AppError(503, 'Busy right now; please try again', 'BUSY');

/** One account's lock across every instance (`account_locks`), 503 'Busy' when not had in time. */
export function createAccountLocks(
  connection: Connection,
  options: { leaseMs: number; waitMs: number },
): AccountLocks {
  const locks = createInstanceLocks(connection, { ...options, collection: 'account_locks', busy });
  return {
    withLock: (key, work) => locks.withLocks([key], (held) => work(() => held.check())),
  };
}
