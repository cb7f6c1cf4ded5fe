import { exposeWidget } from '@coffee/platform';
import { PaymentMethods } from '../features/payment-methods';

/**
 * `membership/PaymentMethods`: the account page's Payment Methods tab, mounted with
 * `<RemoteWidgetSlot remote="membership" module="PaymentMethods" />`.
 */
export default exposeWidget('membership', __RELEASE__, 'PaymentMethods', PaymentMethods);
