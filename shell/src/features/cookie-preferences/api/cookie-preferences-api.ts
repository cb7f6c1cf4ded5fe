import { preferencesSchema, type CookiePreferences, type Preferences } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

// The account's preferences (GET/PUT /api/profile/preferences), whose `cookies` part this page
// reads and writes. Same tag as the account page's Notifications tab, so a save here is seen there.
const PREFERENCES = { type: 'Settings', id: 'preferences' } as const;

export const cookiePreferencesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAccountCookiePreferences: build.query<CookiePreferences, void>({
      query: () => '/api/profile/preferences',
      rawResponseSchema: contract(preferencesSchema),
      transformResponse: (body: Preferences) => body.cookies,
      providesTags: [PREFERENCES],
    }),
    saveAccountCookiePreferences: build.mutation<CookiePreferences, CookiePreferences>({
      query: (cookies) => ({ url: '/api/profile/preferences', method: 'PUT', body: { cookies } }),
      rawResponseSchema: contract(preferencesSchema),
      transformResponse: (body: Preferences) => body.cookies,
      invalidatesTags: [PREFERENCES],
    }),
  }),
});

export const { useGetAccountCookiePreferencesQuery, useSaveAccountCookiePreferencesMutation } =
  cookiePreferencesApi;
