import { cartPromotionSchema, type CartPromotion } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/** The shopper's code and the automatic offers, under the cart's tag: an order spends the code. */
const PROMOTION = { type: 'Cart' as const, id: 'PROMOTION' };

/**
 * /api/cart/promotion (services/cart-checkout): the code kept on the cart, applying one (refused
 * in the contract's words: "Invalid code", "Already used", ...) and taking it off. The answer
 * of each is the new state, written straight into the cache.
 */
export const cartPromotionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCartPromotion: build.query<CartPromotion, void>({
      query: () => '/api/cart/promotion',
      responseSchema: contract(cartPromotionSchema),
      // Another shopper signing in, or joining Direct+, changes which offers are theirs.
      providesTags: [PROMOTION, 'User', { type: 'Membership' as const, id: 'PROMOTION' }],
    }),
    applyPromotionCode: build.mutation<CartPromotion, string>({
      query: (code) => ({ url: '/api/cart/promotion', method: 'POST', body: { code } }),
      responseSchema: contract(cartPromotionSchema),
      async onQueryStarted(_code, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(cartPromotionApi.util.upsertQueryData('getCartPromotion', undefined, data));
      },
    }),
    removePromotionCode: build.mutation<CartPromotion, void>({
      query: () => ({ url: '/api/cart/promotion', method: 'DELETE' }),
      responseSchema: contract(cartPromotionSchema),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data)
          dispatch(cartPromotionApi.util.upsertQueryData('getCartPromotion', undefined, data));
      },
    }),
  }),
});

export const {
  useGetCartPromotionQuery,
  useApplyPromotionCodeMutation,
  useRemovePromotionCodeMutation,
} = cartPromotionApi;
