import { orderListSchema, orderSchema, type Order } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/** Reading the shopper's orders (services/cart-checkout), injected into the one API of the shop. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
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

export const { useGetOrdersQuery, useGetOrderQuery } = ordersApi;
