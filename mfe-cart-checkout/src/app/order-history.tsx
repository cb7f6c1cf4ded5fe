import { exposeWidget } from '@coffee/platform';
import { OrderHistory } from '../features/order-history';

/**
 * `cart_checkout/OrderHistory`: the account page's Orders tab, mounted with
 * `<RemoteWidgetSlot remote="cart_checkout" module="OrderHistory" />`.
 */
export default exposeWidget('cart_checkout', __RELEASE__, 'OrderHistory', OrderHistory);
