import type { Connection, Types } from 'mongoose';
import type { CartItemRecord } from '../domain/cart';
import type { CartRepository } from '../domain/ports';
import { cartItemModel, type CartItemDoc } from './cart-item-model';

type StoredCartItem = CartItemDoc & { _id: Types.ObjectId; createdAt: Date };

export function createCartRepository(connection: Connection): CartRepository {
  const CartItem = cartItemModel(connection);
  return {
    async listByUser(userId) {
      const docs = await CartItem.find({ userId })
        .sort({ createdAt: 1, _id: 1 })
        .lean<StoredCartItem[]>();
      return docs.map((doc): CartItemRecord => ({
        id: doc._id.toHexString(),
        userId: doc.userId,
        productId: doc.productId,
        quantity: doc.quantity,
        createdAt: doc.createdAt,
      }));
    },
  };
}
