import { storeSettingsSchema, type StoreSettings } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

export const adminSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/admin/settings (admin only). */
    getAdminSettings: build.query<StoreSettings, void>({
      query: () => '/api/admin/settings',
      responseSchema: contract(storeSettingsSchema),
      providesTags: ['Settings'],
    }),
  }),
});

export const { useGetAdminSettingsQuery } = adminSettingsApi;
