import {
  DEFAULT_PRODUCT_SORT,
  isProductId,
  MAX_SEARCH_QUERY_LENGTH,
  productFilters,
  productSorts,
  type ProductSort,
} from '@coffee/contracts';
import type { RemoteName } from '@coffee/topology';

/**
 * What the first paint of a page needs, so the gateway can inline and announce it in the HTML:
 * the remote and page chunk that render it, its first API call, and where its LCP image comes
 * from. Only the anonymous catalog pages are listed: the rest of the shop is behind a sign-in or
 * below the fold, and announcing every remote's scripts slowed the first paint (measured).
 *
 * The API URLs must be exactly the ones the catalog remote's RTK Query asks for (same path,
 * same parameters in the same order), or the browser does not reuse the preloaded answer.
 */
export interface PagePlan {
  remote: RemoteName;
  /**
   * webpackChunkName of the page's lazy chunk in the remote (`page-<kebab page>`:
   * docs/decisions/ssr-contract.md).
   */
  pageChunk: string;
  /** The page's first API call, as the remote's fetchBaseQuery writes it. */
  api?: string;
  /** Where the LCP image is read from: the first product of `api`, or the product `api` is. */
  lcpImage?: 'first-of-list' | 'product';
  /**
   * Its first view is rendered on the server for visitors without a session (ssr/): the pages a
   * visitor lands on from outside. Search results are left to the browser.
   */
  serverRendered?: boolean;
}

/** mfe-catalog home-page.tsx: HOME_LIST, the eight products of the home page. */
const HOME_API = '/api/products?limit=8';
/** mfe-catalog listing-params.ts: PAGE_SIZE. */
const PAGE_SIZE = 24;
const MAX_PAGE = 10_000;

/** mfe-catalog categories.ts: categorySlug. */
function categorySlug(category: string): string {
  return category.trim().toLowerCase().replace(/\s+/g, '-');
}

/** mfe-catalog listing-params.ts: readListingState then toApiParams, as URLSearchParams writes them. */
function listingParams(search: URLSearchParams): URLSearchParams {
  const sort = search.get('sort');
  const page = search.get('page');
  const pageNumber = page !== null && /^\d{1,6}$/.test(page) ? Number(page) : 1;
  const params = new URLSearchParams({
    limit: String(PAGE_SIZE),
    offset: String((Math.min(Math.max(pageNumber, 1), MAX_PAGE) - 1) * PAGE_SIZE),
    sort:
      sort !== null && (productSorts as readonly string[]).includes(sort)
        ? (sort as ProductSort)
        : DEFAULT_PRODUCT_SORT,
  });
  for (const f of productFilters) if (search.get(f) === 'true') params.set(f, 'true');
  return params;
}

/** mfe-catalog get-catalog-products.ts: pathOf for a category source. */
function categoryApi(category: string, search: URLSearchParams): string {
  const slug = categorySlug(category);
  const path =
    slug === 'all' ? '/api/products' : `/api/products/category/${encodeURIComponent(slug)}`;
  return `${path}?${listingParams(search).toString()}`;
}

function decoded(segment: string): string | undefined {
  try {
    return decodeURIComponent(segment);
  } catch {
    return undefined;
  }
}

/** The plan of a page path (`/category/beans`), or undefined for pages without one. */
export function planFor(pathname: string, search: URLSearchParams): PagePlan | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/')
    return {
      remote: 'catalog',
      pageChunk: 'page-home',
      api: HOME_API,
      lcpImage: 'first-of-list',
      serverRendered: true,
    };

  const category = /^\/category\/([^/]+)$/.exec(path);
  if (category) {
    const name = decoded(category[1]!);
    if (name === undefined) return undefined;
    return {
      remote: 'catalog',
      pageChunk: 'page-category',
      api: categoryApi(name, search),
      lcpImage: 'first-of-list',
      serverRendered: true,
    };
  }

  const product = /^\/product\/([^/]+)$/.exec(path);
  if (product) {
    const id = decoded(product[1]!);
    // The page asks nothing for an id that cannot be a product's: announce nothing either.
    if (id === undefined || !isProductId(id))
      return { remote: 'catalog', pageChunk: 'page-product', serverRendered: true };
    return {
      remote: 'catalog',
      pageChunk: 'page-product',
      api: `/api/products/${encodeURIComponent(id)}`,
      lcpImage: 'product',
      serverRendered: true,
    };
  }

  if (path === '/search') {
    // search-page.tsx: an empty query shows the empty state without asking; `q` goes last.
    const q = (search.get('q') ?? '').trim().slice(0, MAX_SEARCH_QUERY_LENGTH).trim();
    if (!q) return { remote: 'catalog', pageChunk: 'page-category' };
    const params = listingParams(search);
    params.set('q', q);
    return {
      remote: 'catalog',
      pageChunk: 'page-category',
      api: `/api/search?${params.toString()}`,
    };
  }
  return undefined;
}
