import {
  staffOrderPageSchema,
  staffUserPageSchema,
  staffUserSchema,
  type StaffOrderPage,
  type staffOrderQuerySchema,
  type StaffUser,
  type StaffUserPage,
  type staffUserQuerySchema,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import type { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../../shared/api/staff-api';

/** Customers for every staff role: the list (All / Direct+ / Standard), one profile, their orders. */
export const customersApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getCustomers: build.query<StaffUserPage, Omit<z.output<typeof staffUserQuerySchema>, 'role'>>({
      query: (params) => ({ url: '/api/employee/customers', params: cleanParams(params) }),
      responseSchema: contract(staffUserPageSchema),
      providesTags: [{ type: 'StaffUser', id: 'LIST' }],
    }),
    getCustomer: build.query<StaffUser, string>({
      query: (id) => `/api/employee/customers/${encodeURIComponent(id)}`,
      responseSchema: contract(staffUserSchema),
      providesTags: (_u, _e, id) => [{ type: 'StaffUser', id }],
    }),
    getCustomerOrders: build.query<
      StaffOrderPage,
      { id: string } & Omit<z.output<typeof staffOrderQuerySchema>, 'userId'>
    >({
      query: ({ id, ...params }) => ({
        url: `/api/employee/customers/${encodeURIComponent(id)}/orders`,
        params: cleanParams(params),
      }),
      responseSchema: contract(staffOrderPageSchema),
      providesTags: [{ type: 'StaffOrder', id: 'LIST' }],
    }),
  }),
});

export const { useGetCustomersQuery, useGetCustomerQuery, useGetCustomerOrdersQuery } =
  customersApi;
