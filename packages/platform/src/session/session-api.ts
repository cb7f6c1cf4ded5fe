import {
  publicUserSchema,
  type LoginInput,
  type PublicUser,
  type RegisterInput,
} from '@coffee/contracts';
import { api } from '../api/base-api';

/** Identity endpoints: the session is read by every part of the page, so they live here. */
export const sessionApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/user: a 401 means signed out (null), not an error. */
    getCurrentUser: build.query<PublicUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/user');
        if (result.error) {
          if (result.error.status === 401) return { data: null };
          return { error: result.error };
        }
        const parsed = publicUserSchema.safeParse(result.data);
        if (!parsed.success)
          return {
            error: { status: 'CUSTOM_ERROR', error: 'Unexpected user data from the server' },
          };
        return { data: parsed.data };
      },
      providesTags: ['User'],
    }),
    login: build.mutation<PublicUser, LoginInput>({
      query: (body) => ({ url: '/api/login', method: 'POST', body }),
      // Login sets the user and refreshes the cart (spec, section 4).
      invalidatesTags: ['User', 'Cart', 'Membership', 'Order'],
    }),
    register: build.mutation<PublicUser, RegisterInput>({
      query: (body) => ({ url: '/api/register', method: 'POST', body }),
      invalidatesTags: ['User', 'Cart', 'Membership', 'Order'],
    }),
    logout: build.mutation<{ message: string }, void>({
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
