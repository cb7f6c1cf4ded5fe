import { api } from '@coffee/platform';
import { isProductId, productSchema, type Product } from '@coffee/contracts';

/** A product, or null when there is no such product (the page then says 'Product Not Found'). */
export const catalogProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalogProduct: build.query<Product | null, string>({
      async queryFn(id, _api, _extra, baseQuery) {
        // An id that cannot be a product id can never be found: no need to ask.
        if (!isProductId(id)) return { data: null };
        const result = await baseQuery(`/api/products/${encodeURIComponent(id)}`);
        if (result.error) {
          if (result.error.status === 404 || result.error.status === 400) return { data: null };
          return { error: result.error };
        }
        const parsed = productSchema.safeParse(result.data);
        if (!parsed.success)
          return {
            error: { status: 'CUSTOM_ERROR', error: 'Unexpected product data from the server' },
          };
        return { data: parsed.data };
      },
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetCatalogProductQuery } = catalogProductApi;
