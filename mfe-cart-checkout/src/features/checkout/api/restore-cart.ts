import {
  cartRestoreResultSchema,
  type CartRestoreInput,
  type CartRestoreResult,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

export type CartRestore = CartRestoreResult;

/** POST /api/cart/restore (services/cart-checkout): the abandoned-cart mail's signed link. */
export const restoreCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    restoreCart: build.mutation<CartRestore, CartRestoreInput>({
      query: ({ token }) => ({ url: '/api/cart/restore', method: 'POST', body: { token } }),
      responseSchema: contract(cartRestoreResultSchema),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
  }),
});

export const { useRestoreCartMutation } = restoreCartApi;
