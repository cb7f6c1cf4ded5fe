import { adminDashboardWithSupportSchema, type AdminDashboardWithSupport } from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { staffApi } from '../../../shared/api/staff-api';

export const dashboardApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /**
     * GET /api/admin/dashboard: revenue, orders by status, members, new customers, low stock,
     * and support's median first reply by tier.
     */
    getAdminDashboard: build.query<AdminDashboardWithSupport, void>({
      query: () => '/api/admin/dashboard',
      responseSchema: contract(adminDashboardWithSupportSchema),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetAdminDashboardQuery } = dashboardApi;
