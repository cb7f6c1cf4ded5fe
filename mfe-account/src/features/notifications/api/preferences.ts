import { preferencesSchema, type Preferences, type PreferencesUpdate } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

const PREFERENCES = { type: 'Settings', id: 'preferences' } as const;

/** GET/PUT /api/profile/preferences: the Notifications tab uses the `notifications` part. */
export const preferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPreferences: build.query<Preferences, void>({
      query: () => '/api/profile/preferences',
      responseSchema: contract(preferencesSchema),
      providesTags: [PREFERENCES],
    }),
    updatePreferences: build.mutation<Preferences, PreferencesUpdate>({
      query: (body) => ({ url: '/api/profile/preferences', method: 'PUT', body }),
      responseSchema: contract(preferencesSchema),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(preferencesApi.util.upsertQueryData('getPreferences', undefined, data));
        } catch {
          // the tab reports the failure and keeps what it showed
        }
      },
    }),
  }),
});

export const { useGetPreferencesQuery, useUpdatePreferencesMutation } = preferencesApi;
