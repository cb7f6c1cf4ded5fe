import {
  orderReturnSchema,
  orderReturnsSchema,
  type OrderReturn,
  type OrderReturns,
  type ReturnRequestInput,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

// The order's returns change its timeline and payment too: both are refetched after a request.
const returnsTag = (orderId: string) => ({ type: 'Order' as const, id: `${orderId}:returns` });

/** An order's returns (services/cart-checkout), injected into the one API of the shop. */
export const returnsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/orders/{id}/returns: its returns, the window and what is left to return. */
    getOrderReturns: build.query<OrderReturns, string>({
      query: (orderId) => `/api/orders/${encodeURIComponent(orderId)}/returns`,
      responseSchema: contract(orderReturnsSchema),
      providesTags: (_answer, _error, orderId) => [returnsTag(orderId)],
    }),
    /** POST /api/orders/{id}/returns. */
    requestReturn: build.mutation<OrderReturn, { orderId: string; body: ReturnRequestInput }>({
      query: ({ orderId, body }) => ({
        url: `/api/orders/${encodeURIComponent(orderId)}/returns`,
        method: 'POST',
        body,
      }),
      responseSchema: contract(orderReturnSchema),
      invalidatesTags: (_answer, _error, { orderId }) => [
        returnsTag(orderId),
        { type: 'Order', id: orderId },
      ],
    }),
  }),
});

export const { useGetOrderReturnsQuery, useRequestReturnMutation } = returnsApi;
