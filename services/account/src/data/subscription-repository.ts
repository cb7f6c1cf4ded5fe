import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { SubscriptionRepository, SubscriptionRow } from '../domain/ports';
import { subscriptionModel, type SubscriptionDoc } from './subscription-model';

const normalise = (email: string) => email.trim().toLowerCase();

const ROW_FIELDS = { email: 1, isSubscribed: 1, accountId: 1, pending: 1 } as const;

/** Rows stored before owners existed have neither field: unowned and not pending. */
const toRow = (doc: Pick<SubscriptionDoc, keyof typeof ROW_FIELDS>): SubscriptionRow => ({
  email: doc.email,
  isSubscribed: doc.isSubscribed,
  accountId: doc.accountId ?? null,
  pending: doc.pending === true,
});

export function createSubscriptionRepository(db: Connection): SubscriptionRepository {
  const Subscription = subscriptionModel(db);
  return {
    async findByEmail(email) {
      const doc = await Subscription.findOne({ email: normalise(email) }, ROW_FIELDS)
        .lean()
        .exec();
      return doc ? toRow(doc) : null;
    },
    async ownedBy(accountId) {
      const docs = await Subscription.find({ accountId }, ROW_FIELDS).lean().exec();
      return docs.map(toRow);
    },
    async create(email, row, owner) {
      const now = new Date();
      try {
        await Subscription.create({
          email: normalise(email),
          firstName: row.firstName,
          lastName: row.lastName,
          isSubscribed: owner !== null,
          preferences: { source: row.source },
          unsubscribeTokenHashes: [row.tokenHash],
          accountId: owner,
          pending: owner === null,
          confirmationRequestedAt: owner === null ? now : null,
          createdAt: now,
          updatedAt: now,
        });
        return true;
      } catch (err) {
        // The address already has a row (or got one at this very moment): the index decides.
        if (isDuplicateKeyError(err)) return false;
        throw err;
      }
    },
    async claimPending(email, accountId) {
      const result = await Subscription.updateOne(
        { email: normalise(email), accountId: null, pending: true },
        {
          $set: {
            accountId,
            pending: false,
            isSubscribed: true,
            confirmationRequestedAt: null,
            updatedAt: new Date(),
          },
        },
      );
      return result.matchedCount > 0;
    },
    async setSubscribedForOwner(accountId, subscribed) {
      await Subscription.updateMany(
        { accountId },
        { $set: { isSubscribed: subscribed, updatedAt: new Date() } },
      );
    },
    async noteConfirmationRequest(email, at) {
      await Subscription.updateOne(
        { email: normalise(email), isSubscribed: false },
        { $set: { confirmationRequestedAt: at } },
      );
    },
    async unsubscribeByTokenHash(tokenHash) {
      const result = await Subscription.updateOne(
        { unsubscribeTokenHashes: tokenHash },
        // An unsubscribed pending row stays unsubscribed: its confirmation link must not revive it.
        {
          $set: {
            isSubscribed: false,
            pending: false,
            confirmTokenHash: null,
            confirmExpiresAt: null,
            updatedAt: new Date(),
          },
        },
      );
      return result.matchedCount > 0;
    },
    async deleteOwnedBy(accountId) {
      await Subscription.deleteMany({ accountId });
    },
  };
}
