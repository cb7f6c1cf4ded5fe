import { createLeaseLocks } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { MembershipChange, MembershipLedger } from '../domain/ports';
import { membershipEventModel } from './membership-event-model';
import { membershipModel } from './membership-model';

export interface MembershipLedgerOptions {
  /** How long a lock holds at most: longer than any change can take. */
  lockTtlMs: number;
}

/** Memberships, their history and the per-user change lock, in the membership database. */
export function createMembershipLedger(
  db: Connection,
  { lockTtlMs }: MembershipLedgerOptions,
): MembershipLedger {
  // One lease per user (service-defaults' lease lock): a lock left by a request that died
  // mid-change is taken over, by exactly one request, once it has expired.
  const locks = createLeaseLocks(db, {
    collection: 'membership_locks',
    takeoverCollection: 'membership_lock_takeovers',
    leaseMs: lockTtlMs,
  });
  const Membership = membershipModel(db);
  const Event = membershipEventModel(db);

  return {
    async tryLock(userId) {
      const lease = await locks.tryAcquire(userId);
      return lease ? () => lease.release() : null;
    },

    async record(change: MembershipChange) {
      await Event.create({
        userId: change.userId,
        type: change.type,
        at: change.at,
        expiresAt: change.expiresAt,
        ...(change.requestId ? { requestId: change.requestId } : {}),
      });
      // The user's Direct+ subscription: active from a subscribe, cancelled (ended now) by an
      // unsubscribe. Runs under the user's lock: no other change writes it meanwhile.
      const current =
        change.type === 'subscribed'
          ? { status: 'active', startedAt: change.at, expiresAt: change.expiresAt }
          : { status: 'cancelled', expiresAt: change.expiresAt };
      await Membership.updateOne(
        { userId: change.userId },
        { $set: { plan: 'directPlus', ...current } },
        { upsert: true, runValidators: true },
      );
    },
  };
}
