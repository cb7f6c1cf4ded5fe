import { publicUserSchema, type ProfileUpdate, type PublicUser } from '@coffee/contracts';
import { api, contract, sessionApi } from '@coffee/platform';

export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/profile: answers the updated public user. */
    updateProfile: build.mutation<PublicUser, ProfileUpdate>({
      query: (body) => ({ url: '/api/profile', method: 'PUT', body }),
      responseSchema: contract(publicUserSchema),
      // The newsletter choice follows the email: a changed address is asked again, and so is
      // its verification (a new address waits for its link).
      invalidatesTags: [
        { type: 'Settings', id: 'preferences' },
        { type: 'Settings', id: 'email' },
      ],
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          // The session's own cache takes the new user at once: the header's name and the
          // checkout's address change without another GET /api/user.
          dispatch(sessionApi.util.upsertQueryData('getCurrentUser', undefined, data));
        } catch {
          // the form shows the failure; the session stays as it was
        }
      },
    }),
  }),
});

export const { useUpdateProfileMutation } = profileApi;
