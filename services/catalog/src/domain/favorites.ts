import { FAVORITES_FULL_MESSAGE, MAX_FAVORITES, type FavoriteState } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { CatalogEntry } from './catalog-index';
import type { StockLocks } from './ports';
import type { FavoriteRepository } from './review-ports';

export interface FavoriteDeps {
  favorites: FavoriteRepository;
  locks: StockLocks;
  /** The product as the catalog serves it (404 'Product not found' when there is none). */
  product(id: string): Promise<CatalogEntry>;
  /** The products of these ids that exist, in the given order. */
  products(ids: readonly string[]): Promise<CatalogEntry[]>;
}

export function createFavoriteUseCases(deps: FavoriteDeps) {
  const { favorites } = deps;
  return {
    /** The favorite products as the catalog serves them, newest favorite first. */
    async list(userId: string): Promise<CatalogEntry[]> {
      return deps.products(await favorites.listIds(userId));
    },

    ids: (userId: string) => favorites.listIds(userId),

    /** Idempotent; 404 for a product that does not exist; at most MAX_FAVORITES each. */
    async add(userId: string, productId: string): Promise<FavoriteState> {
      const id = (await deps.product(productId)).record.id;
      // The user's lock makes the cap exact when several tabs add at once.
      await deps.locks.withLocks([`favorites:${userId}`], async (held) => {
        if ((await favorites.count(userId)) >= MAX_FAVORITES) {
          const already = (await favorites.listIds(userId)).includes(id);
          if (already) return;
          throw new AppError(409, FAVORITES_FULL_MESSAGE, 'FAVORITES_FULL');
        }
        held.check();
        await favorites.add(userId, id);
      });
      return { productId: id, isFavorite: true };
    },

    /** Idempotent: removing what is not a favorite answers the same. */
    async remove(userId: string, productId: string): Promise<FavoriteState> {
      const id = productId.toLowerCase();
      await favorites.remove(userId, id);
      return { productId: id, isFavorite: false };
    },

    forgetUser: (userId: string) => favorites.deleteByUser(userId),
  };
}
export type FavoriteUseCases = ReturnType<typeof createFavoriteUseCases>;
