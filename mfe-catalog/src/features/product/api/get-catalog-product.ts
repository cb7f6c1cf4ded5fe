import { api, lazyContract } from '@coffee/platform';
import type { Product } from '@coffee/contracts';

/** The URL the product's query asks for (and the page plan announces): written once. */
export function productUrl(id: string): string {
  return `/api/products/${encodeURIComponent(id)}`;
}

/** A product, or null when there is no such product (the page then says 'Product Not Found'). */
export const catalogProductApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The raw answer is typed as the result because `responseSchema` checks it right after.
    getCatalogProduct: build.query<Product | null, string, Product | null>({
      query: (id) => ({
        url: productUrl(id),
        // No such product (404) or an id the service refuses (400): not found, not an outage.
        validateStatus: (response) =>
          response.ok || response.status === 404 || response.status === 400,
      }),
      transformResponse: (body, meta) => (meta?.response?.ok ? body : null),
      responseSchema: lazyContract((s) => s.productOrNullSchema),
      providesTags: (_result, _error, id) => [{ type: 'Product', id }],
    }),
  }),
});

export const { useGetCatalogProductQuery } = catalogProductApi;
