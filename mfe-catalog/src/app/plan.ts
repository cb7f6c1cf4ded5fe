import type { PagePlan, PlanRequest } from '@coffee/contracts';
import { skipToken } from '@coffee/platform';
// Deep imports on purpose, as prefetch.ts: this runs on the server, the pages' chunks stay as they are.
import { homeListArgs } from '../features/home/model/home-list';
import { categorySource, listingArgs } from '../features/listing/model/listing-args';
import { readListingState } from '../features/listing/model/listing-params';
import { searchQuery } from '../features/listing/model/search-query';
import { productUrl } from '../features/product/api/get-catalog-product';
import { productArg } from '../features/product/model/product-args';
import { productListUrl } from '../shared/products';
import type pages from './pages';

// What the first paint of each of this remote's pages needs (@coffee/contracts' PagePlan),
// published with its server bundle: the page's lazy chunk, its first API call built by the very
// functions its queries use (so the preloaded answer is the one the page asks for), where its main
// image comes from, and whether its first view is rendered on the server.

type PageName = keyof (typeof pages)['pages'];

const PLANS: Partial<Record<PageName, (request: PlanRequest) => PagePlan>> = {
  HomePage: () => ({
    pageChunk: 'page-home',
    api: productListUrl(homeListArgs()),
    lcpImage: 'first-of-list',
    serverRendered: true,
  }),
  CategoryPage: ({ params, searchParams }) => ({
    pageChunk: 'page-category',
    api: productListUrl(
      listingArgs(categorySource(params.category), readListingState(searchParams)),
    ),
    lcpImage: 'first-of-list',
    serverRendered: true,
  }),
  // The search results share the listing's chunk (search-page.tsx lives beside it).
  SearchPage: ({ searchParams }) => {
    const q = searchQuery(searchParams);
    return {
      pageChunk: 'page-category',
      ...(q
        ? {
            api: productListUrl(listingArgs({ kind: 'search', q }, readListingState(searchParams))),
            lcpImage: 'first-of-list' as const,
          }
        : {}),
      serverRendered: true,
    };
  },
  ProductPage: ({ params }) => {
    const id = productArg(params.id);
    // The page asks nothing for an id that cannot be a product's: announce nothing either.
    if (id === skipToken) return { pageChunk: 'page-product', serverRendered: true };
    return {
      pageChunk: 'page-product',
      api: productUrl(id),
      lcpImage: 'product',
      serverRendered: true,
    };
  },
  StoreLocatorPage: () => ({ pageChunk: 'page-store-locator' }),
};

const isPageName = (page: string): page is PageName => Object.hasOwn(PLANS, page);

/** The plan of one of this remote's pages, or undefined for a page it does not plan. */
export function plan(request: PlanRequest): PagePlan | undefined {
  return isPageName(request.page) ? PLANS[request.page]?.(request) : undefined;
}
