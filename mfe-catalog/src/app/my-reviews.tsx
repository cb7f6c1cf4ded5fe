import { exposeWidget } from '@coffee/platform';
import { MyReviews } from '../features/my-reviews';

/** `catalog/MyReviews`: the account page's My Reviews tab mounts it with RemoteWidgetSlot. */
export default exposeWidget('catalog', __RELEASE__, 'MyReviews', MyReviews);
