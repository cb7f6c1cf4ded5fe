import type { LoginInput, PublicUser, RegisterInput } from '@coffee/contracts';
import { api } from '../api/base-api';
import { lazyContract } from '../api/contract';

/** Identity endpoints: the session is read by every part of the page, so they live here. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user: a 401 means signed out (null), not an error (spec, section 7). */
    // The raw answer is typed as the result because `responseSchema` checks it right after.
    getCurrentUser: build.query<PublicUser | null, void, PublicUser | null>({
      query: () => ({
        url: '/api/user',
        validateStatus: (response) => response.ok || response.status === 401,
      }),
      transformResponse: (body, meta) => (meta?.response?.status === 401 ? null : body),
      responseSchema: lazyContract((s) => s.currentUserSchema),
      providesTags: ['User'],
    }),
    login: build.mutation<PublicUser, LoginInput>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      responseSchema: lazyContract((s) => s.publicUserSchema),
      // Login sets the user and refreshes the cart (spec, section 4).
      invalidatesTags: ['User', 'Cart', 'Membership', 'Order'],
    }),
    register: build.mutation<PublicUser, RegisterInput>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
      responseSchema: lazyContract((s) => s.publicUserSchema),
      invalidatesTags: ['User', 'Cart', 'Membership', 'Order'],
    }),
    logout: build.mutation<unknown, void>({
      query: () => ({ url: '/api/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the caller reports 'Logout failed'; the session stays as it was
        }
        // Logout clears the user and empties the cart at once, before any refetch.
        dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, null));
        dispatch(api.util.invalidateTags(['Cart', 'Membership', 'Order']));
      },
    }),
  }),
});

export const { useGetCurrentUserQuery, useLoginMutation, useRegisterMutation, useLogoutMutation } =
  sessionApi;
