import { samplePoolEntrySchema, samplePoolSchema, type SamplePoolEntry } from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { staffApi } from '../../../shared/api/staff-api';

/** The pool's own tag: setting one coffee's count refreshes the list. */
const samplesApi = staffApi.enhanceEndpoints({ addTagTypes: ['SamplePool'] }).injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/samples: every coffee with its free 2 oz samples (issue 30, item 4). */
    getSamplePool: build.query<SamplePoolEntry[], void>({
      query: () => '/api/admin/samples',
      responseSchema: contract(samplePoolSchema),
      providesTags: ['SamplePool'],
    }),
    /** PUT /api/admin/samples/:productId: the units counted on the shelf, free to give. */
    setSampleCount: build.mutation<SamplePoolEntry, { productId: string; count: number }>({
      query: ({ productId, count }) => ({
        url: `/api/admin/samples/${encodeURIComponent(productId)}`,
        method: 'PUT',
        body: { count },
      }),
      responseSchema: contract(samplePoolEntrySchema),
      invalidatesTags: ['SamplePool'],
    }),
  }),
});

export const { useGetSamplePoolQuery, useSetSampleCountMutation } = samplesApi;
