import { api } from '@coffee/platform';
import { productListSchema, type Product } from '../model/product';

/** GET /api/products: public, the first page of the catalog in the catalog's own order. */
export const productsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getProducts: build.query<Product[], void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/api/products');
        if (result.error) return { error: result.error };
        const parsed = productListSchema.safeParse(result.data);
        if (!parsed.success) {
          return { error: { status: 'CUSTOM_ERROR', error: 'Unexpected product data from the server' } };
        }
        return { data: parsed.data };
      },
      providesTags: (result) => [
        ...(result ?? []).map((p) => ({ type: 'Product' as const, id: p.id })),
        { type: 'Product' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetProductsQuery } = productsApi;
