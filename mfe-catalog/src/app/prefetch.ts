import type { AppDispatch } from '@coffee/platform';
// Deep imports on purpose: the pages' client chunks stay as they are (this runs on the server).
import { prefetchHome } from '../features/home/api/prefetch-home';
import { prefetchCategory, prefetchSearch } from '../features/listing/api/prefetch-category';
import { prefetchProduct } from '../features/product/api/prefetch-product';
import type pages from './pages';

/** What the shell's server render passes for the matched route of one of this remote's pages. */
export interface PrefetchContext {
  page: string;
  params: Record<string, string | undefined>;
  searchParams: URLSearchParams;
  dispatch: AppDispatch;
}

type PageName = keyof (typeof pages)['pages'];

const PREFETCH: Partial<Record<PageName, (ctx: PrefetchContext) => Promise<void>>> = {
  HomePage: ({ dispatch }) => prefetchHome(dispatch),
  CategoryPage: ({ dispatch, params, searchParams }) =>
    prefetchCategory(dispatch, params.category, searchParams),
  SearchPage: ({ dispatch, searchParams }) => prefetchSearch(dispatch, searchParams),
  ProductPage: ({ dispatch, params }) => prefetchProduct(dispatch, params.id),
};

const isPageName = (page: string): page is PageName => Object.hasOwn(PREFETCH, page);

/**
 * Dispatches the queries `page` makes on its first render for an anonymous visitor, with the
 * same arguments (each page family builds them in one function its components use too), and
 * resolves once they have settled, answered or failed: a failure renders as the page's own
 * error state. Pages the server does not render resolve at once.
 */
export async function prefetch(ctx: PrefetchContext): Promise<void> {
  if (!isPageName(ctx.page)) return;
  await PREFETCH[ctx.page]?.(ctx);
}
