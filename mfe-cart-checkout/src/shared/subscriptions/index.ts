export {
  subscriptionsApi,
  useCreateSubscriptionMutation,
  useGetSubscriptionOptionsQuery,
  useGetSubscriptionsQuery,
  useUpdateSubscriptionMutation,
  type CreateSubscriptionArgs,
  type SubscriptionActionArgs,
  type SubscriptionActionName,
} from './api/subscriptions-api';
export {
  useGetSubscriptionCardsQuery,
  useGetSubscriptionProductQuery,
} from './api/subscription-sources';
export { CardSelect, FrequencySelect, QuantitySelect, cardName } from './components/plan-fields';
export { deliveryDayError, formatDay, type DeliveryWindow } from './model/days';
export { deliveryPrice } from './model/price';
export { formErrorsFrom, refusalOf, type FormErrors } from './model/server-errors';
export {
  useCreateGiftSubscriptionMutation,
  type CreateGiftSubscriptionArgs,
} from './api/gift-subscriptions-api';
