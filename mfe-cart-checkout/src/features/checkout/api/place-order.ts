import {
  IDEMPOTENCY_KEY_HEADER,
  orderSchema,
  type Order,
  type PlaceOrderInput,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

export interface PlaceOrderArgs {
  /** The same key for every try of one checkout attempt: the service makes one order of them. */
  idempotencyKey: string;
  order: PlaceOrderInput;
}

/** POST /api/orders (services/cart-checkout), injected into the one API of the shop. */
export const placeOrderApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<Order, PlaceOrderArgs>({
      query: ({ idempotencyKey, order }) => ({
        url: '/api/orders',
        method: 'POST',
        body: order,
        headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
      }),
      responseSchema: contract(orderSchema),
      // Success empties the cart and adds an order. A failure may too (the order was made by
      // an earlier try of the same key, or stock changed): the server is the truth either way.
      // The promo code is spent on the order (or refused by it): its state is read again too.
      invalidatesTags: [
        { type: 'Cart', id: 'LIST' },
        { type: 'Cart', id: 'PROMOTION' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
  }),
});

export const { usePlaceOrderMutation } = placeOrderApi;
