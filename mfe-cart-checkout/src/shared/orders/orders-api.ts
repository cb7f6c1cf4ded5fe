import {
  IDEMPOTENCY_KEY_HEADER,
  orderListSchema,
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

/** The order endpoints of services/cart-checkout, injected into the one API of the shop. */
export const ordersApi = api.injectEndpoints({
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
      invalidatesTags: [
        { type: 'Cart', id: 'LIST' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    /** GET /api/orders: the signed-in user's orders, newest first. */
    getOrders: build.query<Order[], void>({
      query: () => '/api/orders',
      responseSchema: contract(orderListSchema),
      providesTags: (orders) => [
        { type: 'Order', id: 'LIST' },
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    /** GET /api/orders/{id}: 404 for an unknown id or another user's order. */
    getOrder: build.query<Order, string>({
      query: (orderId) => `/api/orders/${encodeURIComponent(orderId)}`,
      responseSchema: contract(orderSchema),
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { usePlaceOrderMutation, useGetOrdersQuery, useGetOrderQuery } = ordersApi;
