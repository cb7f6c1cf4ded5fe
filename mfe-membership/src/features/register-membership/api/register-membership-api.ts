import {
  membershipVerificationResultSchema,
  publicUserSchema,
  type MembershipRegistration,
  type MembershipVerification,
  type PublicUser,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/** Spec, section 7: verify an in-store membership, then create its online account. */
export const registerMembershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    verifyMembership: build.mutation<{ success: boolean; message: string }, MembershipVerification>(
      {
        query: (body) => ({ url: '/api/verify-membership', method: 'POST', body }),
        responseSchema: contract(membershipVerificationResultSchema),
      },
    ),
    /** Signs the new account in: everything that depends on the session is fetched again. */
    registerMembership: build.mutation<PublicUser, MembershipRegistration>({
      query: (body) => ({ url: '/api/register-membership', method: 'POST', body }),
      responseSchema: contract(publicUserSchema),
      invalidatesTags: ['User', 'Cart', 'Membership', 'Order'],
    }),
  }),
});

export const { useVerifyMembershipMutation, useRegisterMembershipMutation } = registerMembershipApi;
