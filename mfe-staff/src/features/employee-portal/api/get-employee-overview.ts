import { api } from '@coffee/platform';
import { employeeOverviewSchema, type EmployeeOverview } from '../model/overview';

export const employeeOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/employee/overview (employee or admin): the support desk's ticket counts. */
    getEmployeeOverview: build.query<EmployeeOverview, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/employee/overview');
        if (result.error) return { error: result.error };
        const parsed = employeeOverviewSchema.safeParse(result.data);
        if (!parsed.success)
          return {
            error: { status: 'CUSTOM_ERROR', error: 'Unexpected overview data from the server' },
          };
        return { data: parsed.data };
      },
    }),
  }),
});

export const { useGetEmployeeOverviewQuery } = employeeOverviewApi;
