import {
  roastBatchListSchema,
  roastBatchSchema,
  roastPlanSchema,
  type RoastBatch,
  type RoastBatchInput,
  type RoastBatchList,
  type RoastPlan,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { staffApi } from '../../../shared/api/staff-api';

// The plan and the batches change together: a recorded batch covers part of the plan.
const ROAST_TAG = { type: 'StaffProduct' as const, id: 'ROAST' };

/** The roastery (catalog service): the 7-day roast plan and the roast batches. */
export const roastApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getRoastPlan: build.query<RoastPlan, void>({
      query: () => '/api/employee/roast-plan',
      responseSchema: contract(roastPlanSchema),
      providesTags: [ROAST_TAG],
    }),
    getRoastBatches: build.query<RoastBatchList, void>({
      query: () => '/api/employee/roast-batches',
      responseSchema: contract(roastBatchListSchema),
      providesTags: [ROAST_TAG],
    }),
    recordRoastBatch: build.mutation<RoastBatch, RoastBatchInput>({
      query: (body) => ({ url: '/api/employee/roast-batches', method: 'POST', body }),
      responseSchema: contract(roastBatchSchema),
      invalidatesTags: [ROAST_TAG],
    }),
  }),
});

export const { useGetRoastPlanQuery, useGetRoastBatchesQuery, useRecordRoastBatchMutation } =
  roastApi;
