import { isDuplicateKeyError } from '@coffee/service-defaults';
import { isObjectIdHex } from '@coffee/contracts';
import { trusted, type Connection, type Types } from 'mongoose';
import type { CartItemRecord } from '../domain/cart';
import type { CartRepository } from '../domain/ports';
import { cartItemModel, type CartItemDoc } from './cart-item-model';
import { cartReminderModel } from './cart-reminder-model';
import { toObjectId } from './object-id';

type StoredCartItem = CartItemDoc & { _id: Types.ObjectId; createdAt: Date };

const toRecord = (doc: StoredCartItem): CartItemRecord => ({
  id: doc._id.toHexString(),
  userId: doc.userId,
  productId: doc.productId,
  variantId: doc.variantId ?? null,
  quantity: doc.quantity,
  productName: doc.productName ?? null,
  variantLabel: doc.variantLabel ?? null,
  createdAt: doc.createdAt,
});

export function createCartRepository(connection: Connection): CartRepository {
  const CartItem = cartItemModel(connection);
  // Every lookup carries the owner: a line id alone never reaches another user's line.
  const owned = (userId: string, itemId: string) => ({ _id: toObjectId(itemId), userId });

  return {
    async listByUser(userId) {
      const docs = await CartItem.find({ userId })
        .sort({ createdAt: 1, _id: 1 })
        .lean<StoredCartItem[]>();
      return docs.map(toRecord);
    },

    async findOwned(userId, itemId) {
      if (!isObjectIdHex(itemId)) return null;
      const doc = await CartItem.findOne(owned(userId, itemId)).lean<StoredCartItem>();
      return doc ? toRecord(doc) : null;
    },

    async findByProduct(userId, productId, variantId) {
      // null matches a line without the field (stored before variants), as MongoDB defines it.
      const doc = await CartItem.findOne({ userId, productId, variantId }).lean<StoredCartItem>();
      return doc ? toRecord(doc) : null;
    },

    async insert(line) {
      try {
        const doc = await CartItem.create(line);
        return toRecord(doc.toObject<StoredCartItem>());
      } catch (err) {
        if (isDuplicateKeyError(err)) return 'duplicate';
        throw err;
      }
    },

    async compareAndSetQuantity(userId, itemId, expected, quantity, variant) {
      const doc = await CartItem.findOneAndUpdate(
        { ...owned(userId, itemId), quantity: expected },
        { $set: { quantity, ...variant } },
        { returnDocument: 'after', runValidators: true },
      ).lean<StoredCartItem>();
      return doc ? toRecord(doc) : null;
    },

    async setQuantity(userId, itemId, quantity) {
      if (!isObjectIdHex(itemId)) return null;
      const doc = await CartItem.findOneAndUpdate(
        owned(userId, itemId),
        { $set: { quantity } },
        { returnDocument: 'after', runValidators: true },
      ).lean<StoredCartItem>();
      return doc ? toRecord(doc) : null;
    },

    async remove(userId, itemId) {
      if (!isObjectIdHex(itemId)) return false;
      const { deletedCount } = await CartItem.deleteOne(owned(userId, itemId));
      return deletedCount === 1;
    },

    async removeAllOf(userId) {
      await CartItem.deleteMany({ userId });
      // The cart's reminders too: their lines are the forgotten user's cart as it was.
      await cartReminderModel(connection).deleteMany({ userId });
    },

    async removeMany(userId, itemIds) {
      const ids = itemIds.filter(isObjectIdHex).map(toObjectId);
      if (ids.length === 0) return;
      // trusted(): the connection's sanitizeFilter would otherwise neutralise our own operator.
      await CartItem.deleteMany({ userId, _id: trusted({ $in: ids }) });
    },
  };
}
