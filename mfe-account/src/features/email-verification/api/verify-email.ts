import { actionMessageSchema, type ActionMessage, type VerifyEmailInput } from '@coffee/contracts';
import { api, contract, sessionApi } from '@coffee/platform';

export const verifyEmailApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** POST /api/verify-email (public): the mailed link's token. */
    verifyEmail: build.mutation<ActionMessage, VerifyEmailInput>({
      query: (body) => ({ url: '/api/verify-email', method: 'POST', body }),
      responseSchema: contract(actionMessageSchema),
      // The profile's status, and the email itself when a changed address was verified.
      invalidatesTags: [{ type: 'Settings', id: 'email' }],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
          dispatch(sessionApi.util.invalidateTags(['User']));
        } catch {
          // the page shows the failure
        }
      },
    }),
  }),
});

export const { useVerifyEmailMutation } = verifyEmailApi;
