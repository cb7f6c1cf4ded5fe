import {
  staffProductPageSchema,
  staffProductSchema,
  type BulkStockChangeInput,
  type StaffProduct,
  type StaffProductPage,
  type staffProductQuerySchema,
  type StockChangeInput,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../api/staff-api';

/** Which products a stock change touches: the staff lists, the dashboard, the shop's pages. */
const stockTags = (ids: string[]) => [
  { type: 'StaffProduct' as const, id: 'LIST' },
  ...ids.map((id) => ({ type: 'StaffProduct' as const, id })),
  ...ids.map((id) => ({ type: 'Product' as const, id })),
  { type: 'Product' as const, id: 'LIST' },
  'Dashboard' as const,
  'Audit' as const,
];

/**
 * Stock for every staff role: GET /api/employee/inventory (lowest stock first by default), and
 * changes with a reason: one product, or many at once (all or none).
 */
export const stockApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getInventory: build.query<StaffProductPage, z.output<typeof staffProductQuerySchema>>({
      query: (params) => ({ url: '/api/employee/inventory', params: cleanParams(params) }),
      responseSchema: contract(staffProductPageSchema),
      providesTags: (page) => [
        { type: 'StaffProduct', id: 'LIST' },
        ...(page?.items ?? []).map((p) => ({ type: 'StaffProduct' as const, id: p.id })),
      ],
    }),
    changeStock: build.mutation<StaffProduct, { productId: string; change: StockChangeInput }>({
      query: ({ productId, change }) => ({
        url: `/api/employee/inventory/${encodeURIComponent(productId)}`,
        method: 'POST',
        body: change,
      }),
      responseSchema: contract(staffProductSchema),
      invalidatesTags: (_p, _e, { productId }) => stockTags([productId]),
    }),
    changeStockInBulk: build.mutation<{ items: StaffProduct[] }, BulkStockChangeInput>({
      query: (body) => ({ url: '/api/employee/inventory', method: 'POST', body }),
      responseSchema: contract(z.object({ items: z.array(staffProductSchema) })),
      invalidatesTags: (_r, _e, body) => stockTags(body.lines.map((line) => line.productId)),
    }),
  }),
});

export const { useGetInventoryQuery, useChangeStockMutation, useChangeStockInBulkMutation } =
  stockApi;
