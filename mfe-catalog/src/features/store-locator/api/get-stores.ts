import { api, lazyContract } from '@coffee/platform';
import type { Store } from '@coffee/contracts';

/** GET /api/stores?q=: the shops matching a city, state or ZIP (all of them for ''). */
export const storesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStores: build.query<Store[], string>({
      query: (q) => ({ url: '/api/stores', params: q ? { q } : {} }),
      responseSchema: lazyContract((s) => s.storeListSchema),
      // Open or closed changes with the minute: a later visit asks again.
      keepUnusedDataFor: 60,
    }),
  }),
});

export const { useGetStoresQuery } = storesApi;
