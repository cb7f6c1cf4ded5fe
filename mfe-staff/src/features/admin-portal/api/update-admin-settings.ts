import {
  storeSettingsSchema,
  type SettingsFormValues,
  type StoreSettings,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';
import { adminSettingsApi } from './get-admin-settings';

export const updateAdminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/admin/settings (admin only): the fields' texts in, the saved settings out. */
    updateAdminSettings: build.mutation<StoreSettings, SettingsFormValues>({
      query: (body) => ({ url: '/api/admin/settings', method: 'PUT', body }),
      responseSchema: contract(storeSettingsSchema),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        // The answer is the saved state: put it in the cache rather than asking again.
        if (data)
          dispatch(adminSettingsApi.util.upsertQueryData('getAdminSettings', undefined, data));
      },
    }),
  }),
});

export const { useUpdateAdminSettingsMutation } = updateAdminSettingsApi;
