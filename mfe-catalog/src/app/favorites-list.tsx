import { exposeWidget } from '@coffee/platform';
import { FavoritesList } from '../features/favorites';

/** `catalog/FavoritesList`: the account page's Favorites tab mounts it with RemoteWidgetSlot. */
export default exposeWidget('catalog', __RELEASE__, 'FavoritesList', FavoritesList);
