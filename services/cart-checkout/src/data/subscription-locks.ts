import { AppError, createLeaseLocks } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { SubscriptionLocks } from '../domain/subscriptions/ports';

export const SUBSCRIPTION_BUSY_MESSAGE =
  'This subscription is being updated. Please try again in a moment.';

/**
 * A lease per subscription in `subscription_locks` (service-defaults' lease locks: an insert
 * decides the holder, atomic on FerretDB too). Its lease outlasts a charge run's longest work:
 * the catalog's stock call and the provider's (Stripe's 20 s timeout, tried up to 3 times).
 */
export function createSubscriptionLocks(
  connection: Connection,
  options: { leaseMs?: number; waitMs?: number } = {},
): SubscriptionLocks {
  const leases = createLeaseLocks(connection, {
    collection: 'subscription_locks',
    leaseMs: options.leaseMs ?? 120_000,
  });
  const waitMs = options.waitMs ?? 5_000;
  const key = (id: string) => `subscription:${id}`;
  return {
    async run(id, task) {
      const lease = await leases.acquire(key(id), Date.now() + waitMs);
      if (!lease) throw new AppError(503, SUBSCRIPTION_BUSY_MESSAGE, 'SUBSCRIPTION_BUSY');
      try {
        return await task();
      } finally {
        await lease.release();
      }
    },
    async tryRun(id, task) {
      const lease = await leases.tryAcquire(key(id));
      if (!lease) return 'busy';
      try {
        return await task();
      } finally {
        await lease.release();
      }
    },
  };
}
