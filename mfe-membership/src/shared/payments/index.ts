export {
  paymentApi,
  useGetMembershipPaymentConfigQuery,
  useCreateDirectPlusPaymentMutation,
  useStartCardSetupMutation,
  useConfirmOfflinePaymentMutation,
  useAuthenticateOfflinePaymentMutation,
} from './payment-api';
