import { membershipChangeSchema, type MembershipChange } from '@coffee/contracts';
import { api } from '@coffee/platform';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export { membershipChangeSchema, type MembershipChange };

type CallResult = { data?: unknown; error?: FetchBaseQueryError };

/** Only an answer that is a membership change counts as success. */
function checked(result: CallResult): { data: MembershipChange } | { error: FetchBaseQueryError } {
  if (result.error) return { error: result.error };
  const parsed = membershipChangeSchema.safeParse(result.data);
  if (!parsed.success) {
    return {
      error: { status: 'CUSTOM_ERROR', error: 'Unexpected membership data from the server' },
    };
  }
  return { data: parsed.data };
}

/**
 * Subscribe to and cancel Direct+ (spec, section 7). Either way the user and the membership are
 * fetched again (spec, section 4), also after a failure, which may mean the page was out of date.
 */
export const changeMembershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    subscribeDirectPlus: build.mutation<MembershipChange, void>({
      // No payload (spec, section 7): the caller is the signed-in user.
      async queryFn(_arg, _api, _extra, baseQuery) {
        return checked(await baseQuery({ url: '/api/subscribe', method: 'POST' }));
      },
      invalidatesTags: ['User', 'Membership'],
    }),
    unsubscribeDirectPlus: build.mutation<MembershipChange, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        return checked(await baseQuery({ url: '/api/unsubscribe', method: 'POST' }));
      },
      invalidatesTags: ['User', 'Membership'],
    }),
  }),
});

export const { useSubscribeDirectPlusMutation, useUnsubscribeDirectPlusMutation } =
  changeMembershipApi;
