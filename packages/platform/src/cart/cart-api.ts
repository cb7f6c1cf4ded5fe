import {
  cartSchema,
  type AddToCartInput,
  type CartItem,
  type UpdateCartItemInput,
} from '@coffee/contracts';
import { api } from '../api/base-api';

const FETCH_FAILED = { status: 'CUSTOM_ERROR' as const, error: 'Failed to fetch cart items' };

/**
 * The cart endpoints. They live in the platform, not in the cart remote, because three parts
 * use them: the header's cart widget and the checkout (cart_checkout), and every Add to Cart
 * button of the catalog. One definition means one cache entry and one 'Cart' tag for all.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/cart, only when signed in: a 401 means an empty cart (spec, section 7). */
    getCart: build.query<CartItem[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/cart');
        if (result.error) {
          if (result.error.status === 401) return { data: [] };
          return { error: FETCH_FAILED };
        }
        const parsed = cartSchema.safeParse(result.data);
        if (!parsed.success) return { error: FETCH_FAILED };
        return { data: parsed.data };
      },
      providesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    addToCart: build.mutation<unknown, AddToCartInput>({
      query: (body) => ({ url: '/api/cart', method: 'POST', body }),
      // The cart is refreshed after any change (spec, section 7).
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    updateCartItem: build.mutation<unknown, { itemId: string } & UpdateCartItemInput>({
      query: ({ itemId, quantity }) => ({
        url: `/api/cart/${encodeURIComponent(itemId)}`,
        method: 'PUT',
        body: { quantity },
      }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
    removeCartItem: build.mutation<unknown, { itemId: string }>({
      query: ({ itemId }) => ({ url: `/api/cart/${encodeURIComponent(itemId)}`, method: 'DELETE' }),
      invalidatesTags: [{ type: 'Cart', id: 'LIST' }],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
} = cartApi;
