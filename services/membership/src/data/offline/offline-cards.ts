import { randomBytes } from 'node:crypto';
import type { CardSummary, InternalSavedCard, SavedPaymentMethod } from '@coffee/contracts';
import type { Clock } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import { offlineCardModel, type OfflineCardDoc } from './offline-card-model';

type StoredCard = OfflineCardDoc & { _id: string };

const toSaved = (doc: StoredCard): SavedPaymentMethod => ({
  id: doc._id,
  brand: doc.brand,
  last4: doc.last4,
  expMonth: doc.expMonth,
  expYear: doc.expYear,
  isDefault: doc.isDefault,
});
const summary = ({ brand, last4, expMonth, expYear }: StoredCard): CardSummary => ({
  brand,
  last4,
  expMonth,
  expYear,
});

export interface SaveCardOptions {
  /** Stripe's decline of every later off-session charge (test card 4000 0000 0000 0341). */
  offSessionDecline?: string | null;
  /**
   * 'always' (a payment or a member's card update: as Stripe's `save_default_payment_method`),
   * or 'when-none' (a card-book setup: as attaching a card at Stripe, which leaves the default
   * alone, except that a first card is the default).
   */
  makeDefault?: 'always' | 'when-none';
}

/** The offline provider's card book: saved on success, listed, made default, removed. */
export function createOfflineCards(db: Connection, clock: Clock) {
  const Cards = offlineCardModel(db);
  // Every query carries the owner: a card id alone never reaches another user's card.
  const owned = (userId: string, cardId: string) => ({ _id: cardId, userId });

  async function makeDefault(userId: string, cardId: string): Promise<StoredCard | null> {
    const card = await Cards.findOne(owned(userId, cardId)).lean<StoredCard>();
    if (!card) return null;
    await Cards.updateMany({ userId }, { $set: { isDefault: false } });
    await Cards.updateOne(owned(userId, cardId), { $set: { isDefault: true } });
    return { ...card, isDefault: true };
  }

  return {
    /**
     * A paid or set-up card becomes the default, as Stripe's `save_default_payment_method` does
     * (a card-book setup only when there is none); paying again with the same card keeps one
     * entry, which takes this save's off-session outcome.
     */
    async save(
      userId: string,
      card: CardSummary,
      { offSessionDecline = null, makeDefault: when = 'always' }: SaveCardOptions = {},
    ): Promise<void> {
      const same = await Cards.findOne({ userId, ...card }).lean<StoredCard>();
      const id = same?._id ?? `offpm_${randomBytes(12).toString('hex')}`;
      if (!same)
        await Cards.create({
          _id: id,
          userId,
          ...card,
          offSessionDecline,
          createdAt: clock.now(),
        });
      else await Cards.updateOne(owned(userId, id), { $set: { offSessionDecline } });
      if (when === 'always' || !(await Cards.exists({ userId, isDefault: true })))
        await makeDefault(userId, id);
    },

    async list(userId: string): Promise<SavedPaymentMethod[]> {
      const docs = await Cards.find({ userId })
        .sort({ isDefault: -1, createdAt: -1, _id: 1 })
        .lean<StoredCard[]>();
      return docs.map(toSaved);
    },

    /** One of the user's cards, as another service charges it; null when not the user's. */
    async find(userId: string, cardId: string): Promise<InternalSavedCard | null> {
      const doc = await Cards.findOne(owned(userId, cardId)).lean<StoredCard>();
      if (!doc) return null;
      return {
        id: doc._id,
        ...summary(doc),
        provider: 'offline',
        customerRef: null,
        offSessionDecline: doc.offSessionDecline ?? null,
      };
    },

    async setDefault(userId: string, cardId: string): Promise<CardSummary | null> {
      const card = await makeDefault(userId, cardId);
      return card ? summary(card) : null;
    },

    async remove(userId: string, cardId: string): Promise<boolean> {
      const { deletedCount } = await Cards.deleteOne(owned(userId, cardId));
      return deletedCount === 1;
    },

    async removeAll(userId: string): Promise<void> {
      await Cards.deleteMany({ userId });
    },
  };
}
