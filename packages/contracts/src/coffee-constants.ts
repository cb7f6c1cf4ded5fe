// Coffee as coffee people buy it: the options of a variant (bag size x grind) and the coffee's
// own data (origin, process, roast level, ...). Plain constants and helpers, free of zod, so the
// product page's pickers and the listing's facet labels cost no schemas (see catalog-constants.ts).

import type { Product, ProductVariant } from './catalog';

/** How a bean is ground; `whole-bean` is not ground at all. Order = the picker's order. */
export const grinds = [
  'whole-bean',
  'espresso',
  'drip',
  'pour-over',
  'french-press',
  'cold-brew',
] as const;
export type Grind = (typeof grinds)[number];

export const GRIND_LABELS: Record<Grind, string> = {
  'whole-bean': 'Whole bean',
  espresso: 'Espresso',
  drip: 'Drip',
  'pour-over': 'Pour-over',
  'french-press': 'French press',
  'cold-brew': 'Cold brew',
};

/** Bag sizes, smallest first, with their weight in grams (the roast plan adds weights up). */
export const bagSizes = ['8 oz', '12 oz', '2 lb', '5 lb'] as const;
export type BagSize = (typeof bagSizes)[number];
export const BAG_SIZE_GRAMS: Record<BagSize, number> = {
  '8 oz': 227,
  '12 oz': 340,
  '2 lb': 907,
  '5 lb': 2268,
};

/** Roast levels, lightest first. */
export const roastLevels = ['light', 'medium-light', 'medium', 'medium-dark', 'dark'] as const;
export type RoastLevel = (typeof roastLevels)[number];
export const ROAST_LEVEL_LABELS: Record<RoastLevel, string> = {
  light: 'Light',
  'medium-light': 'Medium-light',
  medium: 'Medium',
  'medium-dark': 'Medium-dark',
  dark: 'Dark',
};

/** How the cherry became green coffee. */
export const coffeeProcesses = ['washed', 'natural', 'honey', 'anaerobic', 'wet-hulled'] as const;
export type CoffeeProcess = (typeof coffeeProcesses)[number];
export const PROCESS_LABELS: Record<CoffeeProcess, string> = {
  washed: 'Washed',
  natural: 'Natural',
  honey: 'Honey',
  anaerobic: 'Anaerobic',
  'wet-hulled': 'Wet-hulled',
};

/** The categories whose products are coffee: sold by bag size, and carrying coffee data. */
export const coffeeCategories = ['beans', 'ground-coffee', 'espresso'] as const;
export const isCoffeeCategory = (category: string): boolean =>
  (coffeeCategories as readonly string[]).includes(category);

/** The options that make one variant; an option a product does not offer is null. */
export interface VariantOptions {
  size: BagSize | null;
  grind: Grind | null;
}

/** The id of the only variant of a product without options (equipment, gift sets, ...). */
export const DEFAULT_VARIANT_ID = 'default';

/**
 * A product sold without options (or an answer from before variants) as the one variant it is:
 * made of the product's own fields, with `id` (DEFAULT_VARIANT_ID unless the product names one).
 */
export function ownVariantOf(product: Product, id: string = DEFAULT_VARIANT_ID): ProductVariant {
  return {
    id,
    sku: product.sku,
    size: null,
    grind: null,
    label: '',
    price: product.price,
    originalPrice: product.originalPrice,
    inStock: product.inStock,
    inventory: product.inventory,
    imageUrl: null,
    retired: false,
  };
}

/**
 * A variant's id, derived from its options so that a link stays readable and stable:
 * "12oz-whole-bean", "2lb", "default". Used in `?variant=` and in cart and order lines.
 */
export function variantIdOf(options: VariantOptions): string {
  const parts = [options.size?.replace(/\s+/g, '').toLowerCase(), options.grind].filter(Boolean);
  return parts.length === 0 ? DEFAULT_VARIANT_ID : parts.join('-');
}

/** What names a variant after its product's name: "2 lb, pour-over"; '' for the default one. */
export function variantLabel(options: VariantOptions): string {
  return [options.size, options.grind && GRIND_LABELS[options.grind].toLowerCase()]
    .filter(Boolean)
    .join(', ');
}

/** How every screen, mail and staff view names a line: "Ethiopia Yirgacheffe, 2 lb, pour-over". */
export function lineName(productName: string, label: string | null | undefined): string {
  return label ? `${productName}, ${label}` : productName;
}

/** Variant ids are short slugs; anything else can never match (checked before any look-up). */
export const isVariantId = (id: string): boolean => /^[a-z0-9][a-z0-9-]{0,39}$/.test(id);

export const UNKNOWN_VARIANT_MESSAGE = 'That size or grind is not sold for this product';
export const RETIRED_VARIANT_MESSAGE = 'That size or grind is no longer sold';

// ---- Facets of the listing ------------------------------------------------------------------

/** The listing's facet filters as query parameters (comma-separated values, OR within one). */
export const facetNames = ['roast', 'origin', 'process', 'notes', 'size'] as const;
export type FacetName = (typeof facetNames)[number];
/** Price range parameters: whole dollars, inclusive, on any active variant's price. */
export const PRICE_MIN_PARAM = 'minPrice';
export const PRICE_MAX_PARAM = 'maxPrice';
/** `include=facets` turns a list answer into { items, total, facets } (the array stays default). */
export const INCLUDE_FACETS = 'facets';
export const MAX_FACET_VALUES = 20;
