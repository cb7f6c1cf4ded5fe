import {
  staffReviewPageSchema,
  staffReviewSchema,
  type staffListQuerySchema,
  type StaffReview,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import type { z } from 'zod/mini';
import { cleanParams, staffApi } from '../../../shared/api/staff-api';

/** Review moderation (managers and admins): every review, hidden ones too; hide or restore. */
export const reviewsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    getStaffReviews: build.query<
      z.infer<typeof staffReviewPageSchema>,
      z.output<typeof staffListQuerySchema>
    >({
      query: (params) => ({ url: '/api/employee/reviews', params: cleanParams(params) }),
      responseSchema: contract(staffReviewPageSchema),
      providesTags: [{ type: 'Review', id: 'LIST' }],
    }),
    setReviewVisibility: build.mutation<StaffReview, { id: string; hidden: boolean }>({
      query: ({ id, hidden }) => ({
        url: `/api/employee/reviews/${encodeURIComponent(id)}/visibility`,
        method: 'PUT',
        body: { hidden },
      }),
      responseSchema: contract(staffReviewSchema),
      // The product's rating and count change on the shop too.
      invalidatesTags: (review) => [
        { type: 'Review', id: 'LIST' },
        'Audit',
        ...(review ? [{ type: 'Product' as const, id: review.productId }] : []),
      ],
    }),
  }),
});

export const { useGetStaffReviewsQuery, useSetReviewVisibilityMutation } = reviewsApi;
