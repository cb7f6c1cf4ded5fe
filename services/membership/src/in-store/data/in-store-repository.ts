import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { InStoreMemberships } from '../domain/ports';
import { inStoreClaimModel, inStoreMembershipModel } from './in-store-model';

export function createInStoreMemberships(db: Connection): InStoreMemberships {
  const Membership = inStoreMembershipModel(db);
  const Claim = inStoreClaimModel(db);
  return {
    async find(membershipNumber) {
      const [doc, claim] = await Promise.all([
        Membership.findOne({ membershipNumber }).lean(),
        Claim.findById(membershipNumber).lean(),
      ]);
      return doc
        ? {
            membershipNumber: doc.membershipNumber,
            firstName: doc.firstName,
            lastName: doc.lastName,
            expiresAt: doc.expiresAt,
            claimedBy: claim?.userId ?? null,
          }
        : null;
    },
    async claim(membershipNumber, userId, at) {
      try {
        await Claim.create({ _id: membershipNumber, userId, at });
        return true;
      } catch (err) {
        if (!isDuplicateKeyError(err)) throw err;
        // Already claimed: by this very account (a retry) is fine, by another is not.
        return (await Claim.findById(membershipNumber).lean())?.userId === userId;
      }
    },
    async release(membershipNumber, userId) {
      await Claim.deleteOne({ _id: membershipNumber, userId });
    },
    async seed(memberships) {
      let added = 0;
      for (const membership of memberships) {
        try {
          const res = await Membership.updateOne(
            { membershipNumber: membership.membershipNumber },
            { $setOnInsert: membership },
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
