import { api, lazyContract } from '@coffee/platform';
import type { FavoriteIds, FavoriteState, Product } from '@coffee/contracts';

export interface FavoriteChange {
  /** Whose favorites: the cache is kept per user, so another sign-in never sees these. */
  userId: string;
  productId: string;
  favorite: boolean;
}

/**
 * A user's favorites (`/api/favorites`, signed in only). The query argument is the user's id:
 * it is not sent (the session cookie says who), it keys the cache per user.
 */
export const favoritesApi = api.enhanceEndpoints({ addTagTypes: ['Favorite'] }).injectEndpoints({
  endpoints: (build) => ({
    getFavoriteIds: build.query<FavoriteIds, string>({
      query: () => '/api/favorites/ids',
      responseSchema: lazyContract((s) => s.favoriteIdsSchema),
      providesTags: [{ type: 'Favorite', id: 'IDS' }],
    }),
    getFavorites: build.query<Product[], string>({
      query: () => '/api/favorites',
      responseSchema: lazyContract((s) => s.favoriteProductsSchema),
      providesTags: [{ type: 'Favorite', id: 'LIST' }],
    }),
    setFavorite: build.mutation<FavoriteState, FavoriteChange>({
      query: ({ productId, favorite }) => ({
        url: `/api/favorites/${encodeURIComponent(productId)}`,
        method: favorite ? 'PUT' : 'DELETE',
      }),
      responseSchema: lazyContract((s) => s.favoriteStateSchema),
      // The hearts change at once; a failed call puts them back.
      async onQueryStarted({ userId, productId, favorite }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          favoritesApi.util.updateQueryData('getFavoriteIds', userId, (ids) => {
            const rest = ids.filter((id) => id !== productId);
            return favorite ? [productId, ...rest] : rest;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      // The list (the account's Favorites tab) reads again, and so do the ids: a first read
      // still on its way when the change was made (a click right after sign-in) may predate it.
      invalidatesTags: [
        { type: 'Favorite', id: 'LIST' },
        { type: 'Favorite', id: 'IDS' },
      ],
    }),
  }),
});

export const { useGetFavoriteIdsQuery, useGetFavoritesQuery, useSetFavoriteMutation } =
  favoritesApi;
