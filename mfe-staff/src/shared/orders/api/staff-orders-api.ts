import {
  staffOrderPageSchema,
  staffOrderSchema,
  type OrderTransitionInput,
  type StaffOrder,
  type StaffOrderPage,
  type staffOrderQuerySchema,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import type { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../api/staff-api';

/**
 * The order desk of both portals: GET /api/employee/orders (every staff role, admins included),
 * one order, and its transitions. The staff service forwards to cart-checkout and checks roles.
 */
export const staffOrdersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffOrders: build.query<StaffOrderPage, z.output<typeof staffOrderQuerySchema>>({
      query: (params) => ({ url: '/api/employee/orders', params: cleanParams(params) }),
      responseSchema: contract(staffOrderPageSchema),
      providesTags: (page) => [
        { type: 'StaffOrder', id: 'LIST' },
        ...(page?.items ?? []).map((o) => ({ type: 'StaffOrder' as const, id: o.id })),
      ],
    }),
    getStaffOrder: build.query<StaffOrder, string>({
      query: (id) => `/api/employee/orders/${encodeURIComponent(id)}`,
      responseSchema: contract(staffOrderSchema),
      providesTags: (_o, _e, id) => [{ type: 'StaffOrder', id }],
    }),
    transitionOrder: build.mutation<StaffOrder, { id: string; body: OrderTransitionInput }>({
      query: ({ id, body }) => ({
        url: `/api/employee/orders/${encodeURIComponent(id)}/transitions`,
        method: 'POST',
        body,
      }),
      responseSchema: contract(staffOrderSchema),
      // The lists move it between filters; the shopper's order and the stock change too.
      invalidatesTags: (_o, _e, { id }) => [
        { type: 'StaffOrder', id: 'LIST' },
        { type: 'StaffOrder', id },
        { type: 'StaffProduct', id: 'LIST' },
        'Dashboard',
        'Audit',
        { type: 'Order', id },
      ],
    }),
  }),
});

export const { useGetStaffOrdersQuery, useGetStaffOrderQuery, useTransitionOrderMutation } =
  staffOrdersApi;
