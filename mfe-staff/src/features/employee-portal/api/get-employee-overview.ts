import { employeeOverviewSchema, type EmployeeOverview } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

export const employeeOverviewApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/employee/overview (employee or admin): the support desk's ticket counts. */
    getEmployeeOverview: build.query<EmployeeOverview, void>({
      query: () => '/api/employee/overview',
      responseSchema: contract(employeeOverviewSchema),
    }),
  }),
});

export const { useGetEmployeeOverviewQuery } = employeeOverviewApi;
