import { employeeOverviewSchema, type EmployeeOverview } from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { staffApi } from '../../../shared/api/staff-api';

/** The counts' tag: every ticket write invalidates it, so the counters follow a status change. */
export const TICKET_COUNTS_TAG = { type: 'Ticket' as const, id: 'COUNTS' };

export const employeeOverviewApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/employee/overview (employee or admin): the support desk's ticket counts. */
    getEmployeeOverview: build.query<EmployeeOverview, void>({
      query: () => '/api/employee/overview',
      responseSchema: contract(employeeOverviewSchema),
      providesTags: [TICKET_COUNTS_TAG],
    }),
  }),
});

export const { useGetEmployeeOverviewQuery } = employeeOverviewApi;
