import { z } from 'zod/mini';
import { productListSchema } from './catalog';

// ---- Favorites (services/catalog): per user, `/api/favorites` (signed in only) ----

/** How many products one user may keep; a heart beyond it answers 409 with this message. */
export const MAX_FAVORITES = 500;
export const FAVORITES_FULL_MESSAGE = `You can keep at most ${MAX_FAVORITES} favorites`;

/** `GET /api/favorites`: the favorite products (full product shape), newest favorite first. */
export const favoriteProductsSchema = productListSchema;

/** `GET /api/favorites/ids`: what the hearts need, newest first. */
export const favoriteIdsSchema = z.array(z.string().check(z.minLength(1)));
export type FavoriteIds = z.infer<typeof favoriteIdsSchema>;

/** `PUT` and `DELETE /api/favorites/:productId` answer whether it is a favorite now. */
export const favoriteStateSchema = z.object({
  productId: z.string().check(z.minLength(1)),
  isFavorite: z.boolean(),
});
export type FavoriteState = z.infer<typeof favoriteStateSchema>;
