import {
  staffReturnListSchema,
  staffReturnSchema,
  type ReturnStepInput,
  type StaffReturn,
  type StaffReturnFilter,
  type StaffReturnList,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { staffApi } from '../../../shared/api/staff-api';

const RETURNS_TAG = { type: 'StaffOrder' as const, id: 'RETURNS' };

/** Customers' returns (cart-checkout): the queue and each step (approve, refuse, receive, refund, replace). */
export const staffReturnsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffReturns: build.query<StaffReturnList, StaffReturnFilter>({
      query: (status) => ({ url: '/api/employee/returns', params: { status } }),
      responseSchema: contract(staffReturnListSchema),
      providesTags: [RETURNS_TAG],
    }),
    takeReturnStep: build.mutation<StaffReturn, { returnId: string; step: ReturnStepInput }>({
      query: ({ returnId, step }) => ({
        url: `/api/employee/returns/${encodeURIComponent(returnId)}/steps`,
        method: 'POST',
        body: step,
      }),
      responseSchema: contract(staffReturnSchema),
      // The order's timeline and payment change with each step: its detail is read again; a
      // replacement is a new paid order in the queue to pack.
      invalidatesTags: (answer, _error, { step }) => [
        RETURNS_TAG,
        ...(answer ? [{ type: 'StaffOrder' as const, id: answer.orderId }] : []),
        ...(step.step === 'replace' ? [{ type: 'StaffOrder' as const, id: 'LIST' }] : []),
      ],
    }),
  }),
});

export const { useGetStaffReturnsQuery, useTakeReturnStepMutation } = staffReturnsApi;
