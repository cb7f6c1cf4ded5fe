// Plain constants and helpers of the catalog, free of zod: a bundle that needs only these (the
// catalog's listing titles, filters and sorts, the product page's id check) then does not pull in
// catalog.ts's schemas and zod with them (the package is marked free of side effects).

/** Category slugs as the navigation bar and the listing titles name them (spec, section 2). */
export const productCategories = [
  'beans',
  'ground-coffee',
  'espresso',
  'coffee-makers',
  'accessories',
  'gift-sets',
  'cold-brew',
  'subscription',
  'deals',
] as const;
export type ProductCategory = (typeof productCategories)[number];

/** The spec's listing titles (section 2, 'Listing and search'), also used by the staff tables. */
export const CATEGORY_TITLES: Record<ProductCategory | 'all', string> = {
  beans: 'Coffee Beans',
  'ground-coffee': 'Ground Coffee',
  espresso: 'Espresso',
  'coffee-makers': 'Coffee Makers',
  accessories: 'Coffee Accessories',
  'gift-sets': 'Gift Sets',
  'cold-brew': 'Cold Brew',
  subscription: 'Coffee Subscriptions',
  deals: 'Special Deals',
  all: 'All Products',
};

/** A category's title; an unknown slug shows capitalised (spec). */
export function categoryTitle(slug: string): string {
  return Object.hasOwn(CATEGORY_TITLES, slug)
    ? CATEGORY_TITLES[slug as keyof typeof CATEGORY_TITLES]
    : slug.charAt(0).toUpperCase() + slug.slice(1);
}

/** Our ids are 24-digit hex strings (MongoDB ObjectIds); anything else can never match. */
export const isObjectIdHex = (id: string): boolean => /^[0-9a-f]{24}$/i.test(id);
/** Product ids are ObjectIds. */
export const isProductId = isObjectIdHex;

/** The five listing filters (spec, section 5): AND-combined boolean flags. */
export const productFilters = [
  'inStock',
  'isDirectPlusEligible',
  'isBestseller',
  'isNew',
  'isSale',
] as const;
export type ProductFilter = (typeof productFilters)[number];

/** The six sorts; 'featured' puts bestsellers first, then new products. */
export const productSorts = [
  'featured',
  'price-asc',
  'price-desc',
  'name-asc',
  'name-desc',
  'rating-desc',
] as const;
export type ProductSort = (typeof productSorts)[number];
export const DEFAULT_PRODUCT_SORT: ProductSort = 'featured';

export const MAX_PRODUCT_PAGE_SIZE = 100;
/**
 * How many products one `?ids=` list may name: each unknown id costs the catalog a database
 * look-up, so one anonymous request must not ask for many. Callers with more ask in batches.
 */
export const MAX_IDS_PER_REQUEST = 50;
export const TOO_MANY_IDS_MESSAGE = `At most ${MAX_IDS_PER_REQUEST} ids per request`;
export const MAX_SEARCH_QUERY_LENGTH = 100;
/** The response header that carries the number of matches across all pages. */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
