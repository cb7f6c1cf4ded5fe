import { adminDashboardSchema, type AdminDashboard } from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { staffApi } from '../../../shared/api/staff-api';

export const dashboardApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/dashboard: revenue, orders by status, members, new customers, low stock. */
    getAdminDashboard: build.query<AdminDashboard, void>({
      query: () => '/api/admin/dashboard',
      responseSchema: contract(adminDashboardSchema),
      providesTags: ['Dashboard'],
    }),
  }),
});

export const { useGetAdminDashboardQuery } = dashboardApi;
