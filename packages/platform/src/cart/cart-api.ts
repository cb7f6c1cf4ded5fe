import type { AddToCartInput, CartItem, UpdateCartItemInput } from '@coffee/contracts';
import { api } from '../api/base-api';
import { lazyContract } from '../api/contract';

const FETCH_FAILED = { status: 'CUSTOM_ERROR' as const, error: 'Failed to fetch cart items' };
const CART = { type: 'Cart' as const, id: 'LIST' };

/**
 * The cart endpoints. They live in the platform, not in the cart remote, because three parts
 * use them: the header's cart widget and the checkout (cart_checkout), and every Add to Cart
 * button of the catalog. One definition means one cache entry and one 'Cart' tag for all.
 */
export const cartApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/cart: a 401 means an empty cart; any other failure one message (spec, section 7). */
    // The raw answer is typed as the result because `responseSchema` checks it right after.
    getCart: build.query<CartItem[], void, CartItem[]>({
      query: () => ({
        url: '/api/cart',
        validateStatus: (response) => response.ok || response.status === 401,
      }),
      transformResponse: (body, meta) => (meta?.response?.status === 401 ? [] : body),
      responseSchema: lazyContract((s) => s.cartSchema),
      transformErrorResponse: () => FETCH_FAILED,
      catchSchemaFailure: () => FETCH_FAILED,
      providesTags: [CART],
    }),
    addToCart: build.mutation<unknown, AddToCartInput>({
      query: (body) => ({ url: '/api/cart', method: 'POST', body }),
      // The cart is refreshed after any change (spec, section 7).
      invalidatesTags: [CART],
    }),
    updateCartItem: build.mutation<unknown, { itemId: string } & UpdateCartItemInput>({
      query: ({ itemId, quantity }) => ({
        url: `/api/cart/${encodeURIComponent(itemId)}`,
        method: 'PUT',
        body: { quantity },
      }),
      invalidatesTags: [CART],
    }),
    removeCartItem: build.mutation<unknown, { itemId: string }>({
      query: ({ itemId }) => ({ url: `/api/cart/${encodeURIComponent(itemId)}`, method: 'DELETE' }),
      invalidatesTags: [CART],
    }),
  }),
});

export const {
  useGetCartQuery,
  useAddToCartMutation,
  useUpdateCartItemMutation,
  useRemoveCartItemMutation,
} = cartApi;
