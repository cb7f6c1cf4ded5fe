import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@coffee/ui';
import type { ProductFilter, ProductSort } from '@coffee/contracts';
import {
  ANY_PRICE,
  NO_FACETS,
  readListingState,
  writeListingState,
  type ListingState,
} from './listing-params';

/**
 * Sort, filters and page live in the URL. A new category or search is a new URL without them,
 * which is how they reset to 'featured' and no filters when the category or query changes (spec).
 */
export function useListingState() {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readListingState(search), [search]);

  // A new sort or filter starts again at page 1, replacing the history entry rather than
  // stacking one per click (pages are links: each one is its own entry).
  const update = useCallback(
    (change: (current: ListingState) => Partial<ListingState>) => {
      setSearch(
        (current) => {
          const before = readListingState(current);
          return writeListingState(current, { ...before, ...change(before), page: 1 });
        },
        { replace: true },
      );
    },
    [setSearch],
  );

  const setSort = useCallback((sort: ProductSort) => update(() => ({ sort })), [update]);
  const toggleFilter = useCallback(
    (filter: ProductFilter) =>
      update(({ filters }) => ({
        filters: filters.includes(filter)
          ? filters.filter((f) => f !== filter)
          : [...filters, filter],
      })),
    [update],
  );
  /** Every filter off (flags, facets, price); the sort and the search stay. */
  const clearFilters = useCallback(
    () => update(() => ({ filters: [], facets: NO_FACETS, price: ANY_PRICE })),
    [update],
  );
  const setPrice = useCallback(
    (price: ListingState['price']) => update(() => ({ price })),
    [update],
  );
  const hrefForPage = useCallback(
    (page: number) => `?${writeListingState(search, { ...state, page }).toString()}`,
    [search, state],
  );
  /**
   * The URL of the listing with `change` made, from page 1: facets are plain links, so they work
   * before the page's scripts have run (and open in a new tab), as the server renders them.
   */
  const hrefFor = useCallback(
    (change: Partial<ListingState>) =>
      `?${writeListingState(search, { ...state, ...change, page: 1 }).toString()}`,
    [search, state],
  );

  return { state, setSort, toggleFilter, clearFilters, setPrice, hrefForPage, hrefFor };
}
