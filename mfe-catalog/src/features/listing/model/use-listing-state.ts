import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@coffee/ui';
import type { ProductFilter, ProductSort } from '@coffee/contracts';
import { readListingState, writeListingState, type ListingState } from './listing-params';

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
  const clearFilters = useCallback(() => update(() => ({ filters: [] })), [update]);
  const hrefForPage = useCallback(
    (page: number) => `?${writeListingState(search, { ...state, page }).toString()}`,
    [search, state],
  );

  return { state, setSort, toggleFilter, clearFilters, hrefForPage };
}
