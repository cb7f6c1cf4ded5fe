import {
  DEFAULT_PRODUCT_SORT,
  productFilters,
  productSorts,
  type ProductFilter,
  type ProductListParams,
  type ProductSort,
} from '@coffee/contracts';

export const PAGE_SIZE = 24;
/** Far past any real catalog; keeps a hand-typed ?page= from asking for absurd offsets. */
const MAX_PAGE = 10_000;

export const SORT_LABELS: Record<ProductSort, string> = {
  featured: 'Featured',
  'price-asc': 'Price: Low to High',
  'price-desc': 'Price: High to Low',
  'name-asc': 'Name: A to Z',
  'name-desc': 'Name: Z to A',
  'rating-desc': 'Highest Rated',
};

export const FILTER_LABELS: Record<ProductFilter, string> = {
  inStock: 'In Stock',
  isDirectPlusEligible: 'Direct+ Eligible',
  isBestseller: 'Bestsellers',
  isNew: 'New Arrivals',
  isSale: 'On Sale',
};

/** What the visitor chose: kept in the URL so a listing can be shared and survives a reload. */
export interface ListingState {
  sort: ProductSort;
  filters: ProductFilter[];
  page: number;
}

const isSort = (value: string | null): value is ProductSort =>
  value !== null && (productSorts as readonly string[]).includes(value);

/** Reads the state from the URL; anything unreadable falls back to the default, never an error. */
export function readListingState(search: URLSearchParams): ListingState {
  const sort = search.get('sort');
  const page = search.get('page');
  const pageNumber = page !== null && /^\d{1,6}$/.test(page) ? Number(page) : 1;
  return {
    sort: isSort(sort) ? sort : DEFAULT_PRODUCT_SORT,
    // In the contract's order, so the same choice always makes the same URL and cache key.
    filters: productFilters.filter((f) => search.get(f) === 'true'),
    page: Math.min(Math.max(pageNumber, 1), MAX_PAGE),
  };
}

/**
 * Writes the state into the URL, keeping unrelated parameters (the search's `q`); defaults are
 * left out so a plain listing keeps a plain URL.
 */
export function writeListingState(search: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete('sort');
  next.delete('page');
  for (const f of productFilters) next.delete(f);
  if (state.sort !== DEFAULT_PRODUCT_SORT) next.set('sort', state.sort);
  for (const f of productFilters) if (state.filters.includes(f)) next.set(f, 'true');
  if (state.page > 1) next.set('page', String(state.page));
  return next;
}

/** The server query of one page (productListQuerySchema: flags as 'true', absent when off). */
export function toApiParams(state: ListingState): ProductListParams {
  const params: ProductListParams = {
    limit: String(PAGE_SIZE),
    offset: String((state.page - 1) * PAGE_SIZE),
    sort: state.sort,
  };
  for (const f of state.filters) params[f] = 'true';
  return params;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
