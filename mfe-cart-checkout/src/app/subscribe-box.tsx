import { exposeWidget } from '@coffee/platform';
import { SubscribeBox } from '../features/subscribe';

/**
 * `cart_checkout/SubscribeBox`: Subscribe & Save on the product page (`/product/:id`), mounted
 * below the purchase panel with `<RemoteWidgetSlot remote="cart_checkout" module="SubscribeBox"
 * deferUntilVisible />`. It reads the product id and `?variant=` from the URL.
 */
export default exposeWidget('cart_checkout', __RELEASE__, 'SubscribeBox', SubscribeBox);
