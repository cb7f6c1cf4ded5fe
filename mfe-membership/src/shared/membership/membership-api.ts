import {
  CHOOSE_STANDARD_PATH,
  MONEY_BACK_PATH,
  membershipChangeSchema,
  membershipStatusSchema,
  type BillingPeriod,
  type BillingPeriodChange,
  type MembershipChange,
  type MembershipStatus,
} from '@coffee/contracts';
import { api, contract, sessionApi } from '@coffee/platform';

/** The tags every membership change touches: the header, checkout and these pages follow the user. */
const CHANGED = ['User', 'Membership'] as const;

/**
 * A change answers the changed user and membership: they go into the cache at once, so the
 * header and checkout show the new state before the refetch the invalidation starts.
 */
async function applyChange(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: MembershipChange }>,
): Promise<void> {
  try {
    const { data } = await queryFulfilled;
    dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data.user));
    dispatch(membershipApi.util.upsertQueryData('getMembership', undefined, data.membership));
  } catch {
    // The caller reports the failure; the invalidation refetches what is true now.
  }
}

/**
 * The signed-in user's Direct+ membership (GET /api/membership) and every change to it. Only an
 * answer that matches the contract counts as success. Each change invalidates the user and the
 * membership, also after a failure, which may mean the page was out of date (spec, section 4:
 * the user is refreshed after subscribing or unsubscribing).
 */
export const membershipApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMembership: build.query<MembershipStatus, void>({
      query: () => '/api/membership',
      responseSchema: contract(membershipStatusSchema),
      providesTags: ['Membership'],
    }),
    /** The home comparison's 'Start Free Trial': the 30-day trial, once per account. */
    subscribeDirectPlus: build.mutation<MembershipChange, void>({
      query: () => ({ url: '/api/subscribe', method: 'POST' }),
      responseSchema: contract(membershipChangeSchema),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyChange(dispatch, queryFulfilled),
      invalidatesTags: [...CHANGED],
    }),
    /** Ends a trial at once, a paid membership at the end of its period (no further charge). */
    unsubscribeDirectPlus: build.mutation<MembershipChange, void>({
      query: () => ({ url: '/api/unsubscribe', method: 'POST' }),
      responseSchema: contract(membershipChangeSchema),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyChange(dispatch, queryFulfilled),
      invalidatesTags: [...CHANGED],
    }),
    /**
     * The 30-day money-back guarantee: every payment of the membership refunded in full and the
     * membership ended at once (a 409 with the reason outside the window or once used).
     */
    refundMembership: build.mutation<MembershipChange, void>({
      query: () => ({ url: MONEY_BACK_PATH, method: 'POST' }),
      responseSchema: contract(membershipChangeSchema),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyChange(dispatch, queryFulfilled),
      invalidatesTags: [...CHANGED],
    }),
    /** Undoes a cancellation while the paid period still runs. */
    resumeMembership: build.mutation<MembershipChange, void>({
      query: () => ({ url: '/api/membership/resume', method: 'POST' }),
      responseSchema: contract(membershipChangeSchema),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyChange(dispatch, queryFulfilled),
      invalidatesTags: [...CHANGED],
    }),
    /**
     * A Direct+ sign-up who does not pay continues with a free Standard account: the answer's
     * user owes no initial payment, written into the cache before the shopper moves on (the
     * shell's guard reads it).
     */
    chooseStandardAccount: build.mutation<MembershipChange, void>({
      query: () => ({ url: CHOOSE_STANDARD_PATH, method: 'POST' }),
      responseSchema: contract(membershipChangeSchema),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyChange(dispatch, queryFulfilled),
      invalidatesTags: [...CHANGED],
    }),
    /** The period renewals charge from the next renewal on; the current period is unchanged. */
    changeBillingPeriod: build.mutation<MembershipChange, BillingPeriod>({
      query: (billingPeriod) => ({
        url: '/api/membership/billing-period',
        method: 'POST',
        body: { billingPeriod } satisfies BillingPeriodChange,
      }),
      responseSchema: contract(membershipChangeSchema),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) => applyChange(dispatch, queryFulfilled),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const {
  useGetMembershipQuery,
  useSubscribeDirectPlusMutation,
  useUnsubscribeDirectPlusMutation,
  useResumeMembershipMutation,
  useRefundMembershipMutation,
  useChangeBillingPeriodMutation,
  useChooseStandardAccountMutation,
} = membershipApi;
