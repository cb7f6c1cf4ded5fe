import {
  ALL_CATEGORY,
  categorySlug,
  type ProductListArgs,
  type ProductSource,
} from '../../../shared/products';
import { toApiParams, toFacetParams, type ListingState } from './listing-params';

/** /category/:category's list: one category by its slug, or every product for 'all' (or none). */
export function categorySource(
  category: string | undefined,
): Extract<ProductSource, { kind: 'category' }> {
  return { kind: 'category', category: categorySlug(category ?? ALL_CATEGORY) };
}

/**
 * The query of one listing page. The listing and the server's prefetch both build it here, so
 * the prefetched cache entry is exactly the one the page reads on its first render.
 */
export function listingArgs(source: ProductSource, state: ListingState): ProductListArgs {
  return { source, params: toApiParams(state) };
}

/** The facets' counts for that listing (sort and page aside): the listing and prefetch alike. */
export function facetArgs(source: ProductSource, state: ListingState): ProductListArgs {
  return { source, params: toFacetParams(state) };
}
