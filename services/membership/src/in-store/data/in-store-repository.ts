import { isDuplicateKeyError } from '@coffee/service-defaults';
import mongoose, { Types, type Connection } from 'mongoose';
import type { AttemptLog, InStoreMemberships } from '../domain/ports';
import { inStoreMembershipModel, verificationAttemptModel } from './in-store-model';

export function createInStoreMemberships(db: Connection): InStoreMemberships {
  const Membership = inStoreMembershipModel(db);
  return {
    async find(membershipNumber) {
      const doc = await Membership.findOne({ membershipNumber }).lean();
      return doc
        ? {
            membershipNumber: doc.membershipNumber,
            firstName: doc.firstName,
            lastName: doc.lastName,
            expiresAt: doc.expiresAt,
            claimedBy: doc.claimedBy ?? null,
          }
        : null;
    },
    async claim(membershipNumber, userId, at) {
      // sanitizeFilter is on for the connection: our own operator is marked trusted.
      const res = await Membership.updateOne(
        { membershipNumber, claimedBy: mongoose.trusted({ $in: [null, userId] }) },
        { $set: { claimedBy: userId, claimedAt: at } },
      );
      return res.matchedCount === 1;
    },
    async release(membershipNumber, userId) {
      await Membership.updateOne(
        { membershipNumber, claimedBy: userId },
        { $set: { claimedBy: null, claimedAt: null } },
      );
    },
    async seed(memberships) {
      let added = 0;
      for (const membership of memberships) {
        try {
          const res = await Membership.updateOne(
            { membershipNumber: membership.membershipNumber },
            { $setOnInsert: { ...membership, claimedBy: null, claimedAt: null } },
            { upsert: true },
          );
          added += res.upsertedCount;
        } catch (err) {
          // Two instances seeding at once: the other one added it.
          if (!isDuplicateKeyError(err)) throw err;
        }
      }
      return added;
    },
  };
}

export function createAttemptLog(db: Connection): AttemptLog {
  const Attempt = verificationAttemptModel(db);
  const inWindow = (key: string, since: Date) => ({ key, at: mongoose.trusted({ $gt: since }) });
  return {
    async add(key, at, expiresAt) {
      const doc = await Attempt.create({ key, at, expiresAt });
      return doc._id.toString();
    },
    async remove(id) {
      await Attempt.deleteOne({ _id: new Types.ObjectId(id) });
    },
    countSince: (key, since) => Attempt.countDocuments(inWindow(key, since)),
    async nthSince(key, since, n) {
      const doc = await Attempt.findOne(inWindow(key, since)).sort({ at: 1 }).skip(n).lean();
      return doc?.at ?? null;
    },
  };
}
