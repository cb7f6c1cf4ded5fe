import {
  orderListSchema,
  orderPageSchema,
  TOTAL_COUNT_HEADER,
  type Order,
  type OrderPage,
  type OrderPageParams,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

function totalFrom(response: Response | undefined, fallback: number): number {
  const header = response?.headers.get(TOTAL_COUNT_HEADER);
  return header && /^\d+$/.test(header) ? Number(header) : fallback;
}

/**
 * GET /api/orders?page=&pageSize=: one page of the signed-in user's orders, newest first. The
 * body is the plain order list; the count across all pages travels in X-Total-Count.
 */
export const orderPageApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The raw answer is typed as a list; `responseSchema` checks the page built from it.
    getOrderPage: build.query<OrderPage, OrderPageParams, Order[]>({
      query: ({ page, pageSize }) => ({ url: '/api/orders', params: { page, pageSize } }),
      transformResponse: (body, meta, { page, pageSize }) => {
        const orders = orderListSchema.parse(body);
        const total = totalFrom(meta?.response, (page - 1) * pageSize + orders.length);
        return { orders, total, page, pageSize };
      },
      responseSchema: contract(orderPageSchema),
      providesTags: (result) => [
        { type: 'Order' as const, id: 'LIST' },
        ...(result?.orders ?? []).map((order) => ({ type: 'Order' as const, id: order.id })),
      ],
    }),
  }),
});

export const { useGetOrderPageQuery } = orderPageApi;
