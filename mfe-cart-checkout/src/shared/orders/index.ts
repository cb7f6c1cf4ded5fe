export { useGetOrdersQuery, useGetOrderQuery } from './api/get-orders';
export {
  STATUS_LABELS,
  shippingMethodLabel,
  paymentMethodLabel,
  orderPaymentLabel,
  isNotFound,
  orderAmounts,
  paymentPath,
  confirmationPath,
  isExpired,
  awaitsPayment,
  isPaid,
  timeLeftToPay,
} from './model/order-model';
export {
  useStartOrderPaymentMutation,
  useConfirmOrderCardMutation,
  useAuthenticateOrderPaymentMutation,
  useApproveOrderPayPalMutation,
  useCancelOrderMutation,
} from './api/order-payment';
export { OrderItems } from './components/order-items';
export { AddressBlock } from './components/address-block';
export { NoOrdersYet, OrderNotFound, OrdersLoadFailed } from './components/order-states';
export { StatusBadge } from './components/status-badge';
export { OrderFacts } from './components/order-facts';
export { CompletePayment } from './components/complete-payment';
