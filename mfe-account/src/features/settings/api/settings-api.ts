import type { ChangePasswordInput, DeleteAccountInput } from '@coffee/contracts';
import { api, sessionApi, type AppDispatch } from '@coffee/platform';

/**
 * Once every session of the user is gone: signed out here too, at once, without a refetch.
 * The page calls it after it has left for `/`, so no guard sends the visitor to /auth first.
 */
export function clearSession(dispatch: AppDispatch) {
  dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
  dispatch(api.util.invalidateTags(['Cart', 'Membership', 'Order', 'Settings']));
}

// These answers carry only a confirming message, which the page does not show: no schema.
export const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/profile/password: every other session of the user is signed out. */
    changePassword: build.mutation<void, ChangePasswordInput>({
      query: (body) => ({ url: '/api/profile/password', method: 'PUT', body }),
      transformResponse: () => undefined,
    }),
    /** POST /api/profile/sign-out-everywhere: every session, this one included. */
    signOutEverywhere: build.mutation<void, void>({
      query: () => ({ url: '/api/profile/sign-out-everywhere', method: 'POST' }),
      transformResponse: () => undefined,
    }),
    /** DELETE /api/profile: the account, its personal data and every session. */
    deleteAccount: build.mutation<void, DeleteAccountInput>({
      query: (body) => ({ url: '/api/profile', method: 'DELETE', body }),
      transformResponse: () => undefined,
    }),
  }),
});

export const { useChangePasswordMutation, useSignOutEverywhereMutation, useDeleteAccountMutation } =
  settingsApi;
