import {
  productSchema,
  savedPaymentMethodListSchema,
  type Product,
  type SavedPaymentMethod,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * What a subscription is made of but another service owns: the saved cards (membership) and the
 * product with its variants (catalog). Own endpoint names: the shop's one API may also hold the
 * membership's and the catalog's endpoints for the same URLs.
 */
export const subscriptionSourcesApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/payment-methods: the default card first. */
    getSubscriptionCards: build.query<SavedPaymentMethod[], void>({
      query: () => '/api/payment-methods',
      responseSchema: contract(savedPaymentMethodListSchema),
      // The membership's Payment Methods tab changes them under this tag.
      providesTags: [{ type: 'Membership', id: 'PAYMENT_METHODS' }],
    }),
    /** GET /api/products/{id} (public): the category and the variants on sale. */
    getSubscriptionProduct: build.query<Product, string>({
      query: (id) => `/api/products/${encodeURIComponent(id)}`,
      responseSchema: contract(productSchema),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetSubscriptionCardsQuery, useGetSubscriptionProductQuery } =
  subscriptionSourcesApi;
