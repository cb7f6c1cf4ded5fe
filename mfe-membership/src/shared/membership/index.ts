export {
  membershipApi,
  useGetMembershipQuery,
  useSubscribeDirectPlusMutation,
  useUnsubscribeDirectPlusMutation,
  useResumeMembershipMutation,
  useChangeBillingPeriodMutation,
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
export { ACCOUNT_MEMBERSHIP_PATH, UPDATE_CARD_PATH } from './membership-paths';
