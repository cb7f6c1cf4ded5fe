import { api, lazyContract } from '@coffee/platform';
import {
  TOTAL_COUNT_HEADER,
  type Product,
  type ProductListPage,
  type ProductListParams,
} from '@coffee/contracts';
import { ALL_CATEGORY, categorySlug } from '../model/categories';

/** Which list to read: every product, one category, or a search. */
export type ProductSource = { kind: 'category'; category: string } | { kind: 'search'; q: string };

export interface ProductListArgs {
  source: ProductSource;
  params: ProductListParams;
}

/** The products of one page and the matches across all pages (the X-Total-Count header). */
export type ProductListResult = ProductListPage;

function pathOf(source: ProductSource): string {
  if (source.kind === 'search') return '/api/search';
  const slug = categorySlug(source.category);
  // 'all' is the whole catalog: the plain product list takes the same query.
  return slug === ALL_CATEGORY
    ? '/api/products'
    : `/api/products/category/${encodeURIComponent(slug)}`;
}

/**
 * The URL a list's query asks for, written once: the query below asks exactly this, and the
 * page plan the shell's server announces in the page's head is this same string (a preloaded
 * answer is only reused for the same URL, byte for byte).
 */
export function productListUrl({ source, params }: ProductListArgs): string {
  const query = new URLSearchParams();
  const all: Record<string, string | undefined> =
    source.kind === 'search' ? { ...params, q: source.q } : { ...params };
  for (const [key, value] of Object.entries(all)) if (value !== undefined) query.set(key, value);
  const text = query.toString();
  return text ? `${pathOf(source)}?${text}` : pathOf(source);
}

function totalFrom(response: Response | undefined, fallback: number): number {
  const header = response?.headers.get(TOTAL_COUNT_HEADER);
  // A service without the header still gives a usable count: what this page holds.
  return header && /^\d+$/.test(header) ? Number(header) : fallback;
}

/**
 * The product lists (GET /api/products, /api/products/category/{category}, /api/search?q=).
 * Filtering, sorting and paging happen on the server: the catalog is far too big to ship whole.
 */
export const catalogProductsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The raw answer is typed as a list because `responseSchema` checks the result right after.
    getCatalogProducts: build.query<ProductListResult, ProductListArgs, Product[]>({
      query: (args) => ({
        url: productListUrl(args),
        // An unknown category is not an outage: it simply has no products.
        validateStatus: (response) =>
          response.ok ||
          (args.source.kind === 'category' && (response.status === 404 || response.status === 400)),
      }),
      transformResponse: (body, meta, { params }) => {
        if (!meta?.response?.ok) return { items: [], total: 0 };
        const offset = Number(params.offset ?? 0);
        const count = Array.isArray(body) ? body.length : 0;
        return { items: body, total: totalFrom(meta.response, offset + count) };
      },
      responseSchema: lazyContract((s) => s.productListPageSchema),
      providesTags: (result) => [
        ...(result?.items ?? []).map((p) => ({ type: 'Product' as const, id: p.id })),
        { type: 'Product' as const, id: 'LIST' },
      ],
    }),
  }),
});

export const { useGetCatalogProductsQuery } = catalogProductsApi;
