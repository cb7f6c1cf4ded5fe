import { exposePages } from '@coffee/platform';
import { CheckoutPage } from '../features/checkout';
import { OrderConfirmationPage } from '../features/order-confirmation';
import { OrderDetailPage, OrdersPage } from '../features/orders';
import { TrackOrderPage } from '../features/track-order';

/** What the shell's route table may render from this remote (`cart_checkout/pages`). */
export default exposePages('cart_checkout', __RELEASE__, {
  CheckoutPage,
  OrderConfirmationPage,
  OrdersPage,
  OrderDetailPage,
  TrackOrderPage,
});
