import { membershipStatusSchema, type MembershipStatus } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * GET /api/membership: the membership service's view (renewing or not, until when). Tagged
 * `Membership`, so a cancel or resume on /direct-plus-benefits is read again here.
 */
export const accountMembershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountMembership: build.query<MembershipStatus, void>({
      query: () => '/api/membership',
      responseSchema: contract(membershipStatusSchema),
      providesTags: ['Membership'],
    }),
  }),
});

export const { useGetAccountMembershipQuery } = accountMembershipApi;
