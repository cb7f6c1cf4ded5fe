import { MEMBER_SAVINGS_PATH, memberSavingsSchema, type MemberSavings } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/** GET /api/orders/member-savings: what Direct+ saved the signed-in shopper this year. */
export const memberSavingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMemberSavings: build.query<MemberSavings, void>({
      query: () => MEMBER_SAVINGS_PATH,
      responseSchema: contract(memberSavingsSchema),
      // A new, paid or cancelled order changes it.
      providesTags: [{ type: 'Order' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetMemberSavingsQuery } = memberSavingsApi;
