import {
  IDEMPOTENCY_KEY_HEADER,
  orderListSchema,
  orderSchema,
  type Order,
  type PlaceOrderInput,
} from '@coffee/contracts';
import { api } from '@coffee/platform';

const UNEXPECTED = {
  status: 'CUSTOM_ERROR' as const,
  error: 'Unexpected order data from the server',
};

export interface PlaceOrderArgs {
  /** The same key for every try of one checkout attempt: the service makes one order of them. */
  idempotencyKey: string;
  order: PlaceOrderInput;
}

/** The order endpoints of services/cart-checkout, injected into the one API of the shop. */
export const ordersApi = api.injectEndpoints({
  endpoints: (build) => ({
    placeOrder: build.mutation<Order, PlaceOrderArgs>({
      async queryFn({ idempotencyKey, order }, _api, _extra, baseQuery) {
        const result = await baseQuery({
          url: '/api/orders',
          method: 'POST',
          body: order,
          headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey },
        });
        if (result.error) return { error: result.error };
        const parsed = orderSchema.safeParse(result.data);
        return parsed.success ? { data: parsed.data } : { error: UNEXPECTED };
      },
      // Success empties the cart and adds an order. A failure may too (the order was made by
      // an earlier try of the same key, or stock changed): the server is the truth either way.
      invalidatesTags: [
        { type: 'Cart', id: 'LIST' },
        { type: 'Order', id: 'LIST' },
      ],
    }),
    /** GET /api/orders: the signed-in user's orders, newest first. */
    getOrders: build.query<Order[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/orders');
        if (result.error) return { error: result.error };
        const parsed = orderListSchema.safeParse(result.data);
        return parsed.success ? { data: parsed.data } : { error: UNEXPECTED };
      },
      providesTags: (orders) => [
        { type: 'Order', id: 'LIST' },
        ...(orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
    /** GET /api/orders/{id}: 404 for an unknown id or another user's order. */
    getOrder: build.query<Order, string>({
      async queryFn(orderId, _api, _extra, baseQuery) {
        const result = await baseQuery(`/api/orders/${encodeURIComponent(orderId)}`);
        if (result.error) return { error: result.error };
        const parsed = orderSchema.safeParse(result.data);
        return parsed.success ? { data: parsed.data } : { error: UNEXPECTED };
      },
      providesTags: (_order, _error, orderId) => [{ type: 'Order', id: orderId }],
    }),
  }),
});

export const { usePlaceOrderMutation, useGetOrdersQuery, useGetOrderQuery } = ordersApi;
