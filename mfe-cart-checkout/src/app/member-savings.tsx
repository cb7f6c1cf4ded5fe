import { exposeWidget } from '@coffee/platform';
import { MemberSavings } from '../features/member-savings';

/**
 * `cart_checkout/MemberSavings`: the Direct+ benefits page's "saved this year", mounted with
 * `<RemoteWidgetSlot remote="cart_checkout" module="MemberSavings" />`.
 */
export default exposeWidget('cart_checkout', __RELEASE__, 'MemberSavings', MemberSavings);
