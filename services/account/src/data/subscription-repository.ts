import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { SubscriptionRepository } from '../domain/ports';
import { subscriptionModel } from './subscription-model';

/** Links of the latest mails that keep working; older ones are dropped so a row stays small. */
const KEPT_TOKENS = 10;

const normalise = (email: string) => email.trim().toLowerCase();

export function createSubscriptionRepository(db: Connection): SubscriptionRepository {
  const Subscription = subscriptionModel(db);
  return {
    async isSubscribed(email) {
      const row = await Subscription.exists({ email: normalise(email), isSubscribed: true });
      return row !== null;
    },
    async subscribe(email, row) {
      const key = normalise(email);
      const now = new Date();
      let existing = await Subscription.findOne({ email: key }, { unsubscribeTokenHashes: 1 })
        .lean()
        .exec();
      if (!existing) {
        try {
          await Subscription.create({
            email: key,
            firstName: row.firstName,
            lastName: row.lastName,
            isSubscribed: true,
            preferences: { source: row.source },
            unsubscribeTokenHashes: [row.tokenHash],
            createdAt: now,
            updatedAt: now,
          });
          return;
        } catch (err) {
          // The same address subscribed twice at once: the unique index let one in; this one
          // updates that row instead.
          if (!isDuplicateKeyError(err)) throw err;
          existing = await Subscription.findOne({ email: key }, { unsubscribeTokenHashes: 1 })
            .lean()
            .orFail()
            .exec();
        }
      }
      const hashes = existing.unsubscribeTokenHashes ?? [];
      const next =
        row.addToken || hashes.length === 0
          ? [...hashes, row.tokenHash].slice(-KEPT_TOKENS)
          : hashes;
      await Subscription.updateOne(
        { email: key },
        { $set: { isSubscribed: true, updatedAt: now, unsubscribeTokenHashes: next } },
      );
    },
    async unsubscribeEmail(email) {
      await Subscription.updateOne(
        { email: normalise(email) },
        { $set: { isSubscribed: false, updatedAt: new Date() } },
      );
    },
    async unsubscribeByTokenHash(tokenHash) {
      const result = await Subscription.updateOne(
        { unsubscribeTokenHashes: tokenHash },
        { $set: { isSubscribed: false, updatedAt: new Date() } },
      );
      return result.matchedCount > 0;
    },
    async deleteByEmail(email) {
      await Subscription.deleteOne({ email: normalise(email) });
    },
  };
}
