import {
  SAVED_CARD_SETUP_PATH,
  cardSetupSchema,
  savedPaymentMethodListSchema,
  type CardSetup,
  type SavedPaymentMethod,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * The signed-in user's saved cards (membership service). They live under the 'Membership' tag:
 * a change of the default card changes the card GET /api/membership shows, so every change
 * refetches both.
 */
const CARDS = { type: 'Membership', id: 'PAYMENT_METHODS' } as const;

export const paymentMethodsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payment-methods: the default card first. */
    getPaymentMethods: build.query<SavedPaymentMethod[], void>({
      query: () => '/api/payment-methods',
      responseSchema: contract(savedPaymentMethodListSchema),
      providesTags: [CARDS],
    }),
    /** POST /api/payment-methods/{id}/default: answers the list as it is now. */
    setDefaultPaymentMethod: build.mutation<SavedPaymentMethod[], string>({
      query: (id) => ({
        url: `/api/payment-methods/${encodeURIComponent(id)}/default`,
        method: 'POST',
      }),
      responseSchema: contract(savedPaymentMethodListSchema),
      async onQueryStarted(_id, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(paymentMethodsApi.util.upsertQueryData('getPaymentMethods', undefined, data));
        } catch {
          // The widget reports the failure; the invalidation refetches what is true now.
        }
      },
      invalidatesTags: ['Membership'],
    }),
    /**
     * POST /api/payment-methods/setup: a card setup for the card book, member or not (no charge).
     * The card form's confirmation (Stripe's, or the offline provider's, which invalidates
     * 'Membership') is what saves the card and refreshes the list.
     */
    startSavedCardSetup: build.mutation<CardSetup, void>({
      query: () => ({ url: SAVED_CARD_SETUP_PATH, method: 'POST' }),
      responseSchema: contract(cardSetupSchema),
    }),
    /** DELETE /api/payment-methods/{id}: 204. */
    removePaymentMethod: build.mutation<void, string>({
      query: (id) => ({ url: `/api/payment-methods/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Membership'],
    }),
  }),
});

export const {
  useGetPaymentMethodsQuery,
  useSetDefaultPaymentMethodMutation,
  useRemovePaymentMethodMutation,
  useStartSavedCardSetupMutation,
} = paymentMethodsApi;
