export { FavoritesList } from './components/favorites-list';
