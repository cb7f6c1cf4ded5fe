import { randomBytes } from 'node:crypto';
import type { CardSummary, SavedPaymentMethod } from '@coffee/contracts';
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
     * A paid or set-up card becomes the default, as Stripe's `save_default_payment_method` does;
     * paying again with the same card keeps one entry.
     */
    async save(userId: string, card: CardSummary): Promise<void> {
      const same = await Cards.findOne({ userId, ...card }).lean<StoredCard>();
      const id = same?._id ?? `offpm_${randomBytes(12).toString('hex')}`;
      if (!same) await Cards.create({ _id: id, userId, ...card, createdAt: clock.now() });
      await makeDefault(userId, id);
    },

    async list(userId: string): Promise<SavedPaymentMethod[]> {
      const docs = await Cards.find({ userId })
        .sort({ isDefault: -1, createdAt: -1, _id: 1 })
        .lean<StoredCard[]>();
      return docs.map(toSaved);
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
