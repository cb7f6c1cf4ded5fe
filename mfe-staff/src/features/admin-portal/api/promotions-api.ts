import {
  promotionListSchema,
  promotionSchema,
  type Promotion,
  type PromotionInput,
} from '@coffee/contracts';
import { contract } from '@coffee/platform';
import { staffApi } from '../../../shared/api/staff-api';

/** Every change is written to the audit log, so the Audit tab reads it at once. */
const promotionTags = (id?: string) => [
  { type: 'Promotion' as const, id: 'LIST' },
  ...(id ? [{ type: 'Promotion' as const, id }] : []),
  'Audit' as const,
];

/** The admin's promotions (issue 30): GET/POST /api/admin/promotions, PUT one's status. */
export const promotionsApi = staffApi.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, each with its uses and its status now. */
    getPromotions: build.query<Promotion[], void>({
      query: () => '/api/admin/promotions',
      responseSchema: contract(promotionListSchema),
      providesTags: (list) => [
        { type: 'Promotion', id: 'LIST' },
        ...(list ?? []).map((p) => ({ type: 'Promotion' as const, id: p.id })),
      ],
    }),
    createPromotion: build.mutation<Promotion, PromotionInput>({
      query: (body) => ({ url: '/api/admin/promotions', method: 'POST', body }),
      responseSchema: contract(promotionSchema),
      invalidatesTags: () => promotionTags(),
    }),
    /** Pause or resume: the status is the server's to say (a paused one may also have ended). */
    setPromotionPaused: build.mutation<Promotion, { id: string; paused: boolean }>({
      query: ({ id, paused }) => ({
        url: `/api/admin/promotions/${encodeURIComponent(id)}/status`,
        method: 'PUT',
        body: { paused },
      }),
      responseSchema: contract(promotionSchema),
      invalidatesTags: (_p, _e, { id }) => promotionTags(id),
    }),
  }),
});

export const { useGetPromotionsQuery, useCreatePromotionMutation, useSetPromotionPausedMutation } =
  promotionsApi;
