import type { Preferences, PreferencesUpdate } from '@coffee/contracts';
import { api } from '../api/base-api';
import { lazyContract } from '../api/contract';

const PREFERENCES = { type: 'Settings', id: 'preferences' } as const;

/**
 * The signed-in customer's preferences (GET/PUT /api/profile/preferences): the account page's
 * Notifications tab uses the `notifications` part, the shell's Cookie Preferences page the
 * `cookies` part. One client here, so a save on either page is what the other one shows.
 */
export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<Preferences, void>({
      query: () => '/api/profile/preferences',
      responseSchema: lazyContract((s) => s.preferencesSchema),
      providesTags: [PREFERENCES],
    }),
    /** Either part, or both; the answer is the whole record, written straight into the cache. */
    updatePreferences: build.mutation<Preferences, PreferencesUpdate>({
      query: (body) => ({ url: '/api/profile/preferences', method: 'PUT', body }),
      responseSchema: lazyContract((s) => s.preferencesSchema),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(preferencesApi.util.upsertQueryData('getPreferences', undefined, data));
        } catch {
          // the caller reports the failure and keeps what it showed
        }
      },
    }),
  }),
});

export const { useGetPreferencesQuery, useUpdatePreferencesMutation } = preferencesApi;
