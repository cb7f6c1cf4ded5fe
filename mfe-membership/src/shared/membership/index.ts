export {
  membershipApi,
  useGetMembershipQuery,
  useSubscribeDirectPlusMutation,
  useUnsubscribeDirectPlusMutation,
  useResumeMembershipMutation,
  useRefundMembershipMutation,
  useChangeBillingPeriodMutation,
  useChooseStandardAccountMutation,
} from './membership-api';
export {
  SELECTED_BILLING_PERIOD_KEY,
  DEFAULT_BILLING_PERIOD,
  readSelectedBillingPeriod,
  saveSelectedBillingPeriod,
  clearSelectedBillingPeriod,
  useDirectPlusBillingPeriod,
} from './billing-period';
export { MEMBERSHIP_TOASTS } from './membership-toasts';
export {
  ACCOUNT_MEMBERSHIP_PATH,
  UPDATE_CARD_PATH,
  DIRECT_PLUS_PAYMENT_PATH,
  DIRECT_PLUS_RETURN_PATH,
} from './membership-paths';
export {
  useContinueStandard,
  owesInitialPayment,
  destinationOf,
  CONTINUE_STANDARD_LABEL,
  type FromLocation,
} from './continue-standard';
