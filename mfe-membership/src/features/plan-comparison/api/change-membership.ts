import { membershipChangeSchema, type MembershipChange } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * Subscribe to and cancel Direct+ (spec, section 7); no payload, the caller is the signed-in
 * user. Only an answer that is a membership change counts as success. Either way the user and
 * the membership are fetched again (spec, section 4), also after a failure, which may mean the
 * page was out of date.
 */
export const changeMembershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeDirectPlus: build.mutation<MembershipChange, void>({
      query: () => ({ url: '/api/subscribe', method: 'POST' }),
      responseSchema: contract(membershipChangeSchema),
      invalidatesTags: ['User', 'Membership'],
    }),
    unsubscribeDirectPlus: build.mutation<MembershipChange, void>({
      query: () => ({ url: '/api/unsubscribe', method: 'POST' }),
      responseSchema: contract(membershipChangeSchema),
      invalidatesTags: ['User', 'Membership'],
    }),
  }),
});

export const { useSubscribeDirectPlusMutation, useUnsubscribeDirectPlusMutation } =
  changeMembershipApi;
