import { api, contract } from '@coffee/platform';
import { z } from 'zod/mini';

/** The answer of POST /api/cart/restore: lines brought back, and the names that could not be. */
const cartRestoreSchema = z.strictObject({
  restored: z.number(),
  unavailable: z.array(z.string()),
});
export type CartRestore = z.infer<typeof cartRestoreSchema>;

/** POST /api/cart/restore (services/cart-checkout): the abandoned-cart mail's signed link. */
export const restoreCartApi = api.injectEndpoints({
  endpoints: (build) => ({
    restoreCart: build.mutation<CartRestore, { token: string }>({
      query: ({ token }) => ({ url: '/api/cart/restore', method: 'POST', body: { token } }),
      responseSchema: contract(cartRestoreSchema),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
  }),
});

export const { useRestoreCartMutation } = restoreCartApi;
