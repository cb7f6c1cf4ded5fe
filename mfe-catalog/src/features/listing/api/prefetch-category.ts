import type { AppDispatch } from '@coffee/platform';
import { catalogProductsApi, type ProductSource } from '../../../shared/products';
import { categorySource, facetArgs, listingArgs } from '../model/listing-args';
import { readListingState } from '../model/listing-params';
import { searchQuery } from '../model/search-query';
import { listingFacetsApi } from './get-listing-facets';

/**
 * One listing's first render: its page of products (asked first: the page plan preloads that
 * URL) and its facets' counts, so the server renders the facets as links that work before the
 * page's scripts have run.
 */
async function prefetchListing(
  dispatch: AppDispatch,
  source: ProductSource,
  search: URLSearchParams,
) {
  const state = readListingState(search);
  await Promise.all([
    dispatch(catalogProductsApi.endpoints.getCatalogProducts.initiate(listingArgs(source, state))),
    dispatch(listingFacetsApi.endpoints.getListingFacets.initiate(facetArgs(source, state))),
  ]);
}

/**
 * What /category/:category asks for on its first render: that page of the list, with the sort,
 * filters, facets and page the URL holds (server rendering dispatches it first).
 */
export async function prefetchCategory(
  dispatch: AppDispatch,
  category: string | undefined,
  search: URLSearchParams,
): Promise<void> {
  await prefetchListing(dispatch, categorySource(category), search);
}

/**
 * What /search?q= asks for on its first render: that page of the matches, with the sort, filters,
 * facets and page the URL holds; nothing for an empty query (the page shows its empty state).
 */
export async function prefetchSearch(dispatch: AppDispatch, search: URLSearchParams) {
  const q = searchQuery(search);
  if (!q) return;
  await prefetchListing(dispatch, { kind: 'search', q }, search);
}
