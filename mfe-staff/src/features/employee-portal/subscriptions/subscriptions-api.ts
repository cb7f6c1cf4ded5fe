import {
  staffSubscriptionPageSchema,
  staffSubscriptionSchema,
  type StaffSubscription,
  type StaffSubscriptionAction,
  type StaffSubscriptionActionInput,
  type StaffSubscriptionPage,
  type staffSubscriptionQuerySchema,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import type { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../../shared/api/staff-api';

/**
 * Subscribe & Save in the employee portal: GET /api/employee/subscriptions (search, status,
 * pages), one subscription, and a staff pause or cancel with its reason. The staff service
 * forwards to cart-checkout and checks the role ('subscriptions:read', 'subscriptions:manage').
 */
export const staffSubscriptionsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffSubscriptions: build.query<
      StaffSubscriptionPage,
      z.output<typeof staffSubscriptionQuerySchema>
    >({
      query: (params) => ({ url: '/api/employee/subscriptions', params: cleanParams(params) }),
      responseSchema: contract(staffSubscriptionPageSchema),
      providesTags: (page) => [
        { type: 'StaffSubscription', id: 'LIST' },
        ...(page?.items ?? []).map((s) => ({ type: 'StaffSubscription' as const, id: s.id })),
      ],
    }),
    getStaffSubscription: build.query<StaffSubscription, string>({
      query: (id) => `/api/employee/subscriptions/${encodeURIComponent(id)}`,
      responseSchema: contract(staffSubscriptionSchema),
      providesTags: (_s, _e, id) => [{ type: 'StaffSubscription', id }],
    }),
    actOnSubscription: build.mutation<
      StaffSubscription,
      { id: string; action: StaffSubscriptionAction; body: StaffSubscriptionActionInput }
    >({
      query: ({ id, action, body }) => ({
        url: `/api/employee/subscriptions/${encodeURIComponent(id)}/${action}`,
        method: 'POST',
        body,
      }),
      responseSchema: contract(staffSubscriptionSchema),
      // It moves between filters; the dashboard's figures and the audit log change too.
      invalidatesTags: (_s, _e, { id }) => [
        { type: 'StaffSubscription', id: 'LIST' },
        { type: 'StaffSubscription', id },
        'Dashboard',
        'Audit',
      ],
    }),
  }),
});

export const {
  useGetStaffSubscriptionsQuery,
  useGetStaffSubscriptionQuery,
  useActOnSubscriptionMutation,
} = staffSubscriptionsApi;
