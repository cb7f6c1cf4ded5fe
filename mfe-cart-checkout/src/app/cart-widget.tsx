import { exposeWidget } from '@coffee/platform';
import { CartWidget } from '../features/cart';

/** `cart_checkout/CartWidget`: the header's cart button and its drawer. */
export default exposeWidget('cart_checkout', __RELEASE__, 'CartWidget', CartWidget);
