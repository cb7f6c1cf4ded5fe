import type { AppDispatch } from '@coffee/platform';
import { catalogProductsApi } from '../../../shared/products';
import { categorySource, listingArgs } from '../model/listing-args';
import { readListingState } from '../model/listing-params';

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
