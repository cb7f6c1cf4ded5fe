import { api, nullableContract, productSchema } from '@coffee/platform';
import type { Product } from '@coffee/contracts';

/** A product, or null when there is no such product (the page then says 'Product Not Found'). */
export const catalogProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The raw answer is typed as the result because `responseSchema` checks it right after.
    getCatalogProduct: build.query<Product | null, string, Product | null>({
      query: (id) => ({
        url: `/api/products/${encodeURIComponent(id)}`,
        // No such product (404) or an id the service refuses (400): not found, not an outage.
        validateStatus: (response) =>
          response.ok || response.status === 404 || response.status === 400,
      }),
      transformResponse: (body, meta) => (meta?.response?.ok ? body : null),
      responseSchema: nullableContract(productSchema),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetCatalogProductQuery } = catalogProductApi;
