import { api } from '@coffee/platform';
import { staffProductListSchema, type StaffProduct } from '../model/staff-product';

/**
 * GET /api/products for the back office. Its own endpoint name: the api is one singleton
 * across remotes, and the storefront's `getProducts` parses a different shape.
 */
export const staffProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getStaffProducts: build.query<StaffProduct[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/products');
        if (result.error) return { error: result.error };
        const parsed = staffProductListSchema.safeParse(result.data);
        if (!parsed.success)
          return {
            error: { status: 'CUSTOM_ERROR', error: 'Unexpected product data from the server' },
          };
        return { data: parsed.data };
      },
      providesTags: [{ type: 'Product', id: 'LIST' }],
    }),
  }),
});

export const { useGetStaffProductsQuery } = staffProductsApi;
