import {
  actionMessageSchema,
  type ActionMessage,
  type ChangePasswordInput,
  type DeleteAccountInput,
} from '@coffee/contracts';
import { api, contract, sessionApi, type AppDispatch } from '@coffee/platform';

/**
 * Once every session of the user is gone: signed out here too, at once, without a refetch.
 * The page calls it after it has left for `/`, so no guard sends the visitor to /auth first.
 */
export function clearSession(dispatch: AppDispatch) {
  dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
  dispatch(api.util.invalidateTags(['Cart', 'Membership', 'Order', 'Settings']));
}

// Each answer is a confirming `{ message }`, which the page shows.
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/profile/password: every other session of the user is signed out. */
    changePassword: build.mutation<ActionMessage, ChangePasswordInput>({
      query: (body) => ({ url: '/api/profile/password', method: 'PUT', body }),
      responseSchema: contract(actionMessageSchema),
    }),
    /** POST /api/profile/sign-out-everywhere: every session, this one included. */
    signOutEverywhere: build.mutation<ActionMessage, void>({
      query: () => ({ url: '/api/profile/sign-out-everywhere', method: 'POST' }),
      responseSchema: contract(actionMessageSchema),
    }),
    /** DELETE /api/profile: the account, its personal data and every session. */
    deleteAccount: build.mutation<ActionMessage, DeleteAccountInput>({
      query: (body) => ({ url: '/api/profile', method: 'DELETE', body }),
      responseSchema: contract(actionMessageSchema),
    }),
  }),
});

export const { useChangePasswordMutation, useSignOutEverywhereMutation, useDeleteAccountMutation } =
  settingsApi;
