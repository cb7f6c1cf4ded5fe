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
export {
  CardSelect,
  FieldPair,
  FrequencySelect,
  GrindSelect,
  QuantitySelect,
  cardName,
} from './components/plan-fields';
export { ShippingAddressSet } from './components/address-set';
export { useGetSubscriptionPlanQuery } from './api/subscription-plans-api';
export { itemName, unitCount } from './model/item-name';
export { deliveryDayError, formatDay, type DeliveryWindow } from './model/days';
export { deliveryPrice, planDeliveryPrice } from './model/price';
export { formErrorsFrom, refusalOf, withFieldError, type FormErrors } from './model/server-errors';
export {
  focusFirstError,
  useKeyedSubmission,
  type Refusal,
  type Submitted,
} from './model/keyed-submission';
export {
  useCreateGiftSubscriptionMutation,
  type CreateGiftSubscriptionArgs,
} from './api/gift-subscriptions-api';
