import { createLeaseLocks, isDuplicateKeyError } from '@coffee/service-defaults';
import mongoose, { type Connection } from 'mongoose';
import type { MembershipRecord } from '../domain/billing/membership-record';
import { emptyRecord } from '../domain/billing/membership-record';
import { pendingMail } from '../mail/outbox';
import type { MembershipStore } from '../domain/billing/ports';
import { membershipEventModel, processedBillingEvents } from './membership-event-model';
import { membershipModel } from './membership-model';

export interface MembershipStoreOptions {
  /** How long a lock holds at most: longer than any change can take. */
  lockTtlMs: number;
}

/** Memberships, their history, the applied provider events and the per-user lock. */
export function createMembershipStore(
  db: Connection,
  { lockTtlMs }: MembershipStoreOptions,
): MembershipStore {
  // One lease per user (service-defaults' lease lock): a lock left by a request that died
  // mid-change is taken over, by exactly one request, once it has expired.
  const locks = createLeaseLocks(db, {
    collection: 'membership_locks',
    takeoverCollection: 'membership_lock_takeovers',
    leaseMs: lockTtlMs,
  });
  const Membership = membershipModel(db);
  const Event = membershipEventModel(db);
  const processed = processedBillingEvents(db);

  return {
    async lock(userId, waitMs = 0) {
      const lease =
        waitMs > 0
          ? await locks.acquire(userId, Date.now() + waitMs)
          : await locks.tryAcquire(userId);
      return lease ? () => lease.release() : null;
    },

    async find(userId) {
      const doc = await Membership.findOne({ userId }).lean();
      if (!doc) return null;
      const record = emptyRecord(userId);
      for (const key of Object.keys(record) as (keyof MembershipRecord)[]) {
        const value = (doc as Record<string, unknown>)[key];
        if (value !== undefined) (record as unknown as Record<string, unknown>)[key] = value;
      }
      return record;
    },

    async save(userId, fields, mails = []) {
      await Membership.updateOne(
        { userId },
        {
          $set: fields,
          ...(mails.length ? { $push: { outbox: { $each: mails.map(pendingMail) } } } : {}),
        },
        { upsert: true, runValidators: true },
      );
    },

    async noticeCandidates({ now, renewingBefore, endedSince }) {
      const t = mongoose.trusted;
      // Wide on purpose: the use case decides under the user's lock, with the record read again.
      // No limit: those already told stay in the window until their date, and a limit would let
      // them crowd out the rest (a week of renewals and ends is a small share of the members).
      const docs = await Membership.find(
        t({
          $or: [
            { paidThrough: t({ $gt: now, $lte: renewingBefore }), cancelAtPeriodEnd: false },
            { paidThrough: t({ $gt: endedSince, $lte: now }) },
            { paidThrough: null, trialEndsAt: t({ $gt: endedSince, $lte: now }) },
          ],
        }),
        { userId: 1 },
      ).lean();
      return docs.map((d) => d.userId);
    },

    async issueNumber(userId, number) {
      try {
        // Creates the record when there is none yet (a first payment). sanitizeFilter is on for
        // the connection: our own operator is marked trusted.
        await Membership.updateOne(
          { userId, membershipNumber: mongoose.trusted({ $exists: false }) },
          { $set: { membershipNumber: number } },
          { upsert: true, runValidators: true },
        );
        return true;
      } catch (err) {
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },

    async record(entry) {
      // An entry whose eventId is already there was written before: the unique index keeps one.
      try {
        await Event.create({
          userId: entry.userId,
          cause: entry.cause,
          at: entry.at,
          expiresAt: entry.expiresAt,
          detail: entry.detail,
          ...(entry.eventId ? { eventId: entry.eventId } : {}),
          ...(entry.requestId ? { requestId: entry.requestId } : {}),
        });
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
      }
    },

    isProcessed: (eventId) => processed.has(eventId),

    async markProcessed(eventId, type, at) {
      // Marked before (false): it stays marked once.
      await processed.record({ id: eventId, type, at });
    },
  };
}
