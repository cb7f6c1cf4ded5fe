import { isDuplicateKeyError } from '@coffee/service-defaults';
import { randomUUID } from 'node:crypto';
import mongoose, { type Connection } from 'mongoose';
import type { MembershipChange, MembershipLedger } from '../domain/ports';
import { membershipEventModel } from './membership-event-model';
import { membershipLockModel } from './membership-lock-model';
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
  const Lock = membershipLockModel(db);
  const Membership = membershipModel(db);
  const Event = membershipEventModel(db);

  /** True when this insert took the lock; false when someone else holds it. */
  const insertLock = async (userId: string, token: string) => {
    try {
      await Lock.create({ _id: userId, token, expiresAt: new Date(Date.now() + lockTtlMs) });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  };

  return {
    async tryLock(userId) {
      const token = randomUUID();
      if (!(await insertLock(userId, token))) {
        // A lock left by a request that died mid-change blocks only until it expires (the TTL
        // index or sweeper may not have removed it yet). Of two takers, one insert wins.
        const expired = await Lock.deleteOne({
          _id: userId,
          expiresAt: mongoose.trusted({ $lte: new Date() }),
        });
        if (expired.deletedCount === 0 || !(await insertLock(userId, token))) return null;
      }
      return async () => {
        // The token: a holder whose lock expired and was taken over never frees the new holder's.
        // A failed delete is left to the expiry.
        await Lock.deleteOne({ _id: userId, token }).catch(() => undefined);
      };
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
