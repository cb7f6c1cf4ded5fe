import { exposeWidget } from '@coffee/platform';
import { Subscriptions } from '../features/subscriptions';

/**
 * `cart_checkout/Subscriptions`: the account page's Subscriptions tab, mounted with
 * `<RemoteWidgetSlot remote="cart_checkout" module="Subscriptions" />`.
 */
export default exposeWidget('cart_checkout', __RELEASE__, 'Subscriptions', Subscriptions);
