import { api } from '@coffee/platform';
import { cartSchema, type CartLine } from '../model/cart';

export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/cart, only when signed in: a 401 means an empty cart (spec, section 7). */
    getCart: build.query<CartLine[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/cart');
        if (result.error) {
          if (result.error.status === 401) return { data: [] };
          return { error: { status: 'CUSTOM_ERROR', error: 'Failed to fetch cart items' } };
        }
        const parsed = cartSchema.safeParse(result.data);
        if (!parsed.success) return { error: { status: 'CUSTOM_ERROR', error: 'Failed to fetch cart items' } };
        return { data: parsed.data };
      },
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
  }),
});

export const { useGetCartQuery } = cartApi;
