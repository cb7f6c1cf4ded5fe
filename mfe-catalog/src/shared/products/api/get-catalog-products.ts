import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { api } from '@coffee/platform';
import {
  productListSchema,
  TOTAL_COUNT_HEADER,
  type Product,
  type ProductListParams,
} from '@coffee/contracts';
import { ALL_CATEGORY, categorySlug } from '../model/categories';

/** Which list to read: every product, one category, or a search. */
export type ProductSource = { kind: 'category'; category: string } | { kind: 'search'; q: string };

export interface ProductListArgs {
  source: ProductSource;
  params: ProductListParams;
}

export interface ProductListResult {
  items: Product[];
  /** Matches across all pages (the X-Total-Count header). */
  total: number;
}

function pathOf(source: ProductSource): string {
  if (source.kind === 'search') return '/api/search';
  const slug = categorySlug(source.category);
  // 'all' is the whole catalog: the plain product list takes the same query.
  return slug === ALL_CATEGORY
    ? '/api/products'
    : `/api/products/category/${encodeURIComponent(slug)}`;
}

function totalFrom(meta: unknown, fallback: number): number {
  const response =
    typeof meta === 'object' &&
    meta !== null &&
    'response' in meta &&
    meta.response instanceof Response
      ? meta.response
      : undefined;
  const header = response?.headers.get(TOTAL_COUNT_HEADER);
  // A service without the header still gives a usable count: what this page holds.
  return header && /^\d+$/.test(header) ? Number(header) : fallback;
}

const BAD_DATA: FetchBaseQueryError = {
  status: 'CUSTOM_ERROR',
  error: 'Unexpected product data from the server',
};

/**
 * The product lists (GET /api/products, /api/products/category/{category}, /api/search?q=).
 * Filtering, sorting and paging happen on the server: the catalog is far too big to ship whole.
 */
export const catalogProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getCatalogProducts: build.query<ProductListResult, ProductListArgs>({
      async queryFn({ source, params }, _api, _extra, baseQuery) {
        const query = source.kind === 'search' ? { ...params, q: source.q } : params;
        const result = await baseQuery({ url: pathOf(source), params: query });
        if (result.error) {
          // An unknown category is not an outage: it simply has no products.
          const status = result.error.status;
          if (source.kind === 'category' && (status === 404 || status === 400))
            return { data: { items: [], total: 0 } };
          return { error: result.error };
        }
        const parsed = productListSchema.safeParse(result.data);
        if (!parsed.success) return { error: BAD_DATA };
        const offset = Number(params.offset ?? 0);
        return {
          data: { items: parsed.data, total: totalFrom(result.meta, offset + parsed.data.length) },
        };
      },
      providesTags: (result) => [
        ...(result?.items ?? []).map((p) => ({ type: 'Product' as const, id: p.id })),
        { type: 'Product' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetCatalogProductsQuery } = catalogProductsApi;
