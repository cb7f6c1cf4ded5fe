import { isDuplicateKeyError } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import type { FavoriteRepository } from '../domain/review-ports';
import { favoriteModel } from './review-models';

export function createFavoriteRepository(connection: Connection): FavoriteRepository {
  const Favorite = favoriteModel(connection);
  const key = (userId: string, productId: string) => `${userId}:${productId}`;
  return {
    async add(userId, productId) {
      try {
        await Favorite.create({ _id: key(userId, productId), userId, productId });
        return 'added';
      } catch (err) {
        if (isDuplicateKeyError(err)) return 'exists';
        throw err;
      }
    },

    async remove(userId, productId) {
      await Favorite.deleteOne({ _id: key(userId, productId) });
    },

    async listIds(userId) {
      const docs = await Favorite.find({ userId }, { productId: 1 })
        .sort({ createdAt: -1, _id: -1 })
        .lean<{ productId: string }[]>();
      return docs.map((doc) => doc.productId);
    },

    count: (userId) => Favorite.countDocuments({ userId }),

    async deleteByUser(userId) {
      const { deletedCount } = await Favorite.deleteMany({ userId });
      return deletedCount;
    },
  };
}
