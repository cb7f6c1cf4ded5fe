import type { AppDispatch } from '@coffee/platform';
import { catalogProductsApi } from '../../../shared/products';
import { categorySource, listingArgs } from '../model/listing-args';
import { readListingState } from '../model/listing-params';
import { searchQuery } from '../model/search-query';

/**
 * What /category/:category asks for on its first render: that page of the list, with the sort,
 * filters and page the URL holds (server rendering dispatches it first).
 */
export async function prefetchCategory(
  dispatch: AppDispatch,
  category: string | undefined,
  search: URLSearchParams,
): Promise<void> {
  const args = listingArgs(categorySource(category), readListingState(search));
  await dispatch(catalogProductsApi.endpoints.getCatalogProducts.initiate(args));
}

/**
 * What /search?q= asks for on its first render: that page of the matches, with the sort, filters
 * and page the URL holds; nothing for an empty query (the page shows its empty state).
 */
export async function prefetchSearch(dispatch: AppDispatch, search: URLSearchParams) {
  const q = searchQuery(search);
  if (!q) return;
  const args = listingArgs({ kind: 'search', q }, readListingState(search));
  await dispatch(catalogProductsApi.endpoints.getCatalogProducts.initiate(args));
}
