export {
  ordersApi,
  usePlaceOrderMutation,
  useGetOrdersQuery,
  useGetOrderQuery,
  type PlaceOrderArgs,
} from './orders-api';
export {
  STATUS_LABELS,
  shippingMethodLabel,
  paymentMethodLabel,
  orderItemCount,
  orderLineTotalCents,
  isNotFound,
  orderAmounts,
} from './order-model';
export { StatusBadge } from './components/status-badge';
export { OrderItems } from './components/order-items';
export { AddressBlock } from './components/address-block';
export { OrderFacts } from './components/order-facts';
export { OrderNotFound, OrdersLoadFailed } from './components/order-states';
