import { api } from '@coffee/platform';
import { storeSettingsSchema, type SettingsUpdate, type StoreSettings } from '../model/settings';
import { adminSettingsApi } from './get-admin-settings';

export const updateAdminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** PUT /api/admin/settings (admin only): answers the saved settings. */
    updateAdminSettings: build.mutation<StoreSettings, SettingsUpdate>({
      async queryFn(body, _api, _extra, baseQuery) {
        const result = await baseQuery({ url: '/api/admin/settings', method: 'PUT', body });
        if (result.error) return { error: result.error };
        const parsed = storeSettingsSchema.safeParse(result.data);
        if (!parsed.success)
          return {
            error: { status: 'CUSTOM_ERROR', error: 'Unexpected settings data from the server' },
          };
        return { data: parsed.data };
      },
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
