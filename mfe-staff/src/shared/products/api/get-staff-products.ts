import { staffProductListSchema, type StaffProduct } from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

/**
 * GET /api/products for the back office. Its own endpoint name: the api is one singleton
 * across remotes, and the storefront's `getProducts` keeps a different shape in its cache.
 */
export const staffProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffProducts: build.query<StaffProduct[], void>({
      query: () => '/api/products',
      responseSchema: contract(staffProductListSchema),
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useGetStaffProductsQuery } = staffProductsApi;
