import { api } from '@coffee/platform';
import { storeSettingsSchema, type StoreSettings } from '../model/settings';

export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/settings (admin only). */
    getAdminSettings: build.query<StoreSettings, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/admin/settings');
        if (result.error) return { error: result.error };
        const parsed = storeSettingsSchema.safeParse(result.data);
        if (!parsed.success)
          return {
            error: { status: 'CUSTOM_ERROR', error: 'Unexpected settings data from the server' },
          };
        return { data: parsed.data };
      },
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery } = adminSettingsApi;
