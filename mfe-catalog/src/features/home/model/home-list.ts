import { ALL_CATEGORY, type ProductListArgs } from '../../../shared/products';

/** Spec, section 9: featured shows the first four products, trending products 5 to 8. */
export const FEATURED_RANGE = [0, 4] as const;
export const TRENDING_RANGE = [4, 8] as const;

/**
 * The one list the home page asks for: only the eight products it shows (the catalog is far
 * bigger than one page). The page and the server's prefetch both take it from here, so the
 * prefetched cache entry is the one the page reads.
 */
export function homeListArgs(): ProductListArgs {
  return {
    source: { kind: 'category', category: ALL_CATEGORY },
    params: { limit: String(TRENDING_RANGE[1]) },
  };
}
