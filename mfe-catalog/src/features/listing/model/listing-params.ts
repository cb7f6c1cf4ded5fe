import {
  DEFAULT_PRODUCT_SORT,
  facetNames,
  INCLUDE_FACETS,
  MAX_FACET_VALUES,
  PRICE_MAX_PARAM,
  PRICE_MIN_PARAM,
  productFilters,
  productSorts,
  type FacetName,
  type ProductFilter,
  type ProductListParams,
  type ProductSort,
} from '@coffee/contracts';

export const PAGE_SIZE = 24;
/** Far past any real catalog; keeps a hand-typed ?page= from asking for absurd offsets. */
const MAX_PAGE = 10_000;
/** The contracts' bounds of a facet value and of a price in whole dollars. */
const MAX_FACET_VALUE_LENGTH = 60;
const MAX_PRICE = 100_000;

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

export const FACET_LABELS: Record<FacetName, string> = {
  roast: 'Roast level',
  origin: 'Origin',
  process: 'Process',
  notes: 'Flavour notes',
  size: 'Bag size',
};

export type FacetChoice = Record<FacetName, string[]>;
/** A price range in whole dollars; null is open at that end. */
export interface PriceRange {
  min: number | null;
  max: number | null;
}

/** What the visitor chose: kept in the URL so a listing can be shared and survives a reload. */
export interface ListingState {
  sort: ProductSort;
  filters: ProductFilter[];
  page: number;
  /** Facet values (OR within a facet, AND across), each sorted so one choice is one URL. */
  facets: FacetChoice;
  price: PriceRange;
}

export const NO_FACETS: FacetChoice = { roast: [], origin: [], process: [], notes: [], size: [] };
export const ANY_PRICE: PriceRange = { min: null, max: null };

const isSort = (value: string | null): value is ProductSort =>
  value !== null && (productSorts as readonly string[]).includes(value);

/** "light,medium" -> ['light', 'medium']: trimmed, deduplicated, sorted and bounded as the API. */
export function readFacetValues(value: string | null): string[] {
  if (!value) return [];
  const values = value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0 && v.length <= MAX_FACET_VALUE_LENGTH);
  return [...new Set(values)].sort().slice(0, MAX_FACET_VALUES);
}

function readPrice(value: string | null): number | null {
  return value !== null && /^\d{1,6}$/.test(value) && Number(value) <= MAX_PRICE
    ? Number(value)
    : null;
}

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
    facets: Object.fromEntries(
      facetNames.map((name) => [name, readFacetValues(search.get(name))]),
    ) as FacetChoice,
    price: {
      min: readPrice(search.get(PRICE_MIN_PARAM)),
      max: readPrice(search.get(PRICE_MAX_PARAM)),
    },
  };
}

/** The state's filters as query parameters (flags, facets, price): the URL's and the API's. */
function filterParams(state: ListingState): [string, string][] {
  const out: [string, string][] = [];
  for (const f of productFilters) if (state.filters.includes(f)) out.push([f, 'true']);
  for (const name of facetNames)
    if (state.facets[name].length > 0) out.push([name, state.facets[name].join(',')]);
  if (state.price.min !== null) out.push([PRICE_MIN_PARAM, String(state.price.min)]);
  if (state.price.max !== null) out.push([PRICE_MAX_PARAM, String(state.price.max)]);
  return out;
}

const STATE_PARAMS = [
  'sort',
  'page',
  ...productFilters,
  ...facetNames,
  PRICE_MIN_PARAM,
  PRICE_MAX_PARAM,
];

/**
 * Writes the state into the URL, keeping unrelated parameters (the search's `q`); defaults are
 * left out so a plain listing keeps a plain URL.
 */
export function writeListingState(search: URLSearchParams, state: ListingState): URLSearchParams {
  const next = new URLSearchParams(search);
  for (const key of STATE_PARAMS) next.delete(key);
  if (state.sort !== DEFAULT_PRODUCT_SORT) next.set('sort', state.sort);
  for (const [key, value] of filterParams(state)) next.set(key, value);
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
  for (const [key, value] of filterParams(state)) params[key as keyof ProductListParams] = value;
  return params;
}

/**
 * The query of the facets' counts: the same filters, no sort or page (counts depend on neither,
 * so paging and sorting reuse the answer), and one product, the least the API sends.
 */
export function toFacetParams(state: ListingState): ProductListParams {
  const params: ProductListParams = { limit: '1', include: INCLUDE_FACETS };
  for (const [key, value] of filterParams(state)) params[key as keyof ProductListParams] = value;
  return params;
}

/** How many filters are on (flags, facet values, a price range): the Filters button's badge. */
export function activeFilterCount(state: ListingState): number {
  const facetValues = facetNames.reduce((n, name) => n + state.facets[name].length, 0);
  const price = state.price.min !== null || state.price.max !== null ? 1 : 0;
  return state.filters.length + facetValues + price;
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
