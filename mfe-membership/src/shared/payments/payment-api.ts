import {
  MEMBERSHIP_PAYMENT_CONFIG_PATH,
  cardSetupSchema,
  membershipPaymentConfigSchema,
  offlinePaymentResultSchema,
  paymentSetupSchema,
  type BillingPeriod,
  type CardSetup,
  type MembershipPaymentConfig,
  type OfflineCardConfirm,
  type OfflinePaymentResult,
  type PaymentSetup,
  type PaymentSetupRequest,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * Paying for Direct+, on the payment page and in the sign-up's card step: which provider's form
 * to show (GET /api/membership/payment-config, before there is an account too), the setup the
 * form needs (POST /api/create-directplus-payment, or a card setup for renewals) and, with the
 * offline test provider, its confirm and authentication calls. The amount is the server's;
 * nothing here computes a charge. A confirmation refreshes the user and the membership, which
 * only the provider's verified event changes.
 */
export const paymentApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembershipPaymentConfig: build.query<MembershipPaymentConfig, void>({
      query: () => MEMBERSHIP_PAYMENT_CONFIG_PATH,
      responseSchema: contract(membershipPaymentConfigSchema),
    }),
    createDirectPlusPayment: build.mutation<PaymentSetup, BillingPeriod>({
      query: (billingPeriod) => ({
        url: '/api/create-directplus-payment',
        method: 'POST',
        body: { billingPeriod } satisfies PaymentSetupRequest,
      }),
      responseSchema: contract(paymentSetupSchema),
    }),
    startCardSetup: build.mutation<CardSetup, void>({
      query: () => ({ url: '/api/membership/payment-method', method: 'POST' }),
      responseSchema: contract(cardSetupSchema),
    }),
    confirmOfflinePayment: build.mutation<OfflinePaymentResult, OfflineCardConfirm>({
      query: (body) => ({ url: '/api/offline-payments/confirm', method: 'POST', body }),
      responseSchema: contract(offlinePaymentResultSchema),
      invalidatesTags: ['User', 'Membership'],
    }),
    authenticateOfflinePayment: build.mutation<
      OfflinePaymentResult,
      { clientSecret: string; approve: boolean }
    >({
      query: (body) => ({ url: '/api/offline-payments/authenticate', method: 'POST', body }),
      responseSchema: contract(offlinePaymentResultSchema),
      invalidatesTags: ['User', 'Membership'],
    }),
  }),
});

export const {
  useGetMembershipPaymentConfigQuery,
  useCreateDirectPlusPaymentMutation,
  useStartCardSetupMutation,
  useConfirmOfflinePaymentMutation,
  useAuthenticateOfflinePaymentMutation,
} = paymentApi;
