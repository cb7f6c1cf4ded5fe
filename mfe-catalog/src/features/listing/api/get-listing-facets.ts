import { api, lazyContract } from '@coffee/platform';
import {
  TOTAL_COUNT_HEADER,
  type Product,
  type ProductFacetPage,
  type ProductFacets,
} from '@coffee/contracts';
import { productListUrl, type ProductListArgs } from '../../../shared/products';

/** No facet known: a service that answered the plain list, or a category that does not exist. */
export const EMPTY_FACETS: ProductFacets = {
  roast: [],
  origin: [],
  process: [],
  notes: [],
  size: [],
  price: null,
};

/**
 * The listing's facets with their counts (`include=facets`, facetArgs): asked beside the page of
 * products, whose query stays the plain list the server's page plan preloads, and without sort or
 * page, so paging and sorting reuse the counts.
 */
export const listingFacetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The raw answer is typed as the result because `responseSchema` checks it right after.
    getListingFacets: build.query<ProductFacetPage, ProductListArgs, ProductFacetPage | Product[]>({
      query: (args) => ({
        url: productListUrl(args),
        // An unknown category has no products, hence no facets: not an outage.
        validateStatus: (response) =>
          response.ok ||
          (args.source.kind === 'category' && (response.status === 404 || response.status === 400)),
      }),
      transformResponse: (body, meta) => {
        if (!meta?.response?.ok) return { items: [], total: 0, facets: EMPTY_FACETS };
        if (!Array.isArray(body)) return body;
        // A service that does not count facets answers the plain list: the listing still works.
        const header = meta.response.headers.get(TOTAL_COUNT_HEADER);
        const total = header && /^\d+$/.test(header) ? Number(header) : body.length;
        return { items: body, total, facets: EMPTY_FACETS };
      },
      responseSchema: lazyContract((s) => s.productFacetPageSchema),
      providesTags: [{ type: 'Product' as const, id: 'LIST' }],
    }),
  }),
});

export const { useGetListingFacetsQuery } = listingFacetsApi;
