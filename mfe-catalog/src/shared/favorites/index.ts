export {
  favoritesApi,
  useGetFavoriteIdsQuery,
  useGetFavoritesQuery,
  useSetFavoriteMutation,
  type FavoriteChange,
} from './api/favorites-api';
export { FavoriteButton, type FavoriteButtonProps } from './components/favorite-button';
