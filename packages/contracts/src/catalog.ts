import { z } from 'zod/mini';
import { moneyStringSchema, parseCents, formatCents } from './money';
import { nullishToNull, refuse } from './schema-helpers';
import { PRODUCT_IMAGE_WIDTH_MESSAGE, PRODUCT_IMAGE_WIDTHS } from './product-image-sources';
import {
  bagSizes,
  coffeeProcesses,
  facetNames,
  grinds,
  INCLUDE_FACETS,
  isVariantId,
  MAX_FACET_VALUES,
  roastLevels,
} from './coffee-constants';
import {
  DEFAULT_PRODUCT_SORT,
  isProductId,
  MAX_IDS_PER_REQUEST,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_SEARCH_QUERY_LENGTH,
  productCategories,
  productSorts,
  TOO_MANY_IDS_MESSAGE,
} from './catalog-constants';

// The constants and pure helpers (categories and their titles, filters, sorts, limits, the id
// check) are in a module free of zod, so that importing only them costs no schemas.
export * from './catalog-constants';
export * from './product-image-sources';
export * from './coffee-constants';

export const productCategorySchema = z.enum(productCategories, {
  error: 'Unknown product category',
});
export const productIdSchema = z
  .string({ error: 'productId must be a product id' })
  .check(z.refine(isProductId, 'productId must be a product id'));

/** A price that may arrive as a number or as text (spec: "may arrive as text"); out: "12.90". */
const lenientMoney = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((value: number | string, ctx) => {
    const cents =
      typeof value === 'number' && !Number.isFinite(value) ? null : parseCents(String(value));
    if (cents === null) return refuse(ctx, 'Expected an amount such as 12.99');
    return formatCents(cents);
  }),
);

/** decimal(3,1), possibly as text; missing means "no rating yet" (shown as 0 stars). */
const lenientRating = z.pipe(
  z.optional(z.union([z.number(), z.string(), z.null()])),
  z.transform((value: number | string | null | undefined, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(n) || n < 0 || n > 5) return refuse(ctx, 'Expected a rating such as 4.5');
    return Math.round(n * 10) / 10;
  }),
);

const optionalText = nullishToNull(z.string());

export const variantIdSchema = z
  .string({ error: 'variantId must be a variant id' })
  .check(z.refine(isVariantId, 'variantId must be a variant id'));

/**
 * One thing a shopper can buy: a product in one bag size and grind (or the only variant of a
 * product without options, id 'default'). Each has its own SKU, price, stock and reservations.
 * Public answers list the variants on sale; staff answers also the retired ones (`retired`).
 */
export const productVariantSchema = z.object({
  id: variantIdSchema,
  sku: optionalText,
  size: nullishToNull(z.enum(bagSizes)),
  grind: nullishToNull(z.enum(grinds)),
  /** "2 lb, pour-over" ('' for a product without options): see variantLabel. */
  label: z._default(z.string(), ''),
  price: lenientMoney,
  originalPrice: nullishToNull(lenientMoney),
  inStock: z._default(z.boolean(), true),
  inventory: nullishToNull(z.number().check(z.int())),
  /** The picture of this size, when it has its own; else the product's. */
  imageUrl: optionalText,
  /** No longer sold (a variant that was ordered is retired, never deleted). */
  retired: z._default(z.boolean(), false),
});
export type ProductVariant = z.output<typeof productVariantSchema>;

/** Where a coffee grew. */
export const coffeeOriginSchema = z.object({
  country: z.string(),
  region: optionalText,
});
export type CoffeeOrigin = z.output<typeof coffeeOriginSchema>;

/** Metres above sea level, a range ("1,900-2,200 m") or one figure (min = max). */
export const altitudeSchema = z.object({
  min: z.number().check(z.int(), z.gte(0), z.lte(6000)),
  max: z.number().check(z.int(), z.gte(0), z.lte(6000)),
});

/**
 * A product as every API answer carries it: all fields of the spec's products entity.
 * The service sends money as two-decimal strings and rating as a number; readers accept
 * either form (number or text) and always get the normalised one.
 */
export const productSchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  description: optionalText,
  price: lenientMoney,
  imageUrl: optionalText,
  /** Any slug: the catalog may grow categories before every client knows them. */
  category: z.string(),
  inStock: z._default(z.boolean(), true),
  rating: lenientRating,
  reviewCount: z.pipe(
    z.nullish(z.number().check(z.int(), z.nonnegative())),
    z.transform((v: number | null | undefined) => v ?? 0),
  ),
  isDirectPlusEligible: z._default(z.boolean(), true),
  /**
   * What an active Direct+ member gets off this product's prices, in percent, as the catalog
   * decides it (memberDiscountPercentFor: coffee 10, equipment what the admin set, 0-15); the
   * member price of each variant is memberUnitCents(price, this).
   */
  memberDiscountPercent: z._default(z.number().check(z.int(), z.gte(0), z.lte(100)), 0),
  isBestseller: z._default(z.boolean(), false),
  isNew: z._default(z.boolean(), false),
  isSale: z._default(z.boolean(), false),
  originalPrice: nullishToNull(lenientMoney),
  unitSize: optionalText,
  sku: optionalText,
  inventory: nullishToNull(z.number().check(z.int())),
  createdAt: optionalText,
  // ---- Variants: price = the default variant's, inStock = any variant in stock (spec fields kept).
  /** The variants on sale; present in GET /api/products/{id}, absent (empty) in list answers. */
  variants: z._default(z.array(productVariantSchema), []),
  defaultVariantId: optionalText,
  /** The lowest and highest price over the variants on sale: cards show "from $X" when they differ. */
  minPrice: nullishToNull(lenientMoney),
  maxPrice: nullishToNull(lenientMoney),
  // ---- Coffee as data (null or empty for products that are not coffee).
  origin: nullishToNull(coffeeOriginSchema),
  roastLevel: nullishToNull(z.enum(roastLevels)),
  process: nullishToNull(z.enum(coffeeProcesses)),
  altitude: nullishToNull(altitudeSchema),
  flavorNotes: z._default(z.array(z.string()), []),
  brewSuggestions: z._default(z.array(z.string()), []),
  /** The day this coffee is next roasted (YYYY-MM-DD, the shop's time zone), when it is coffee. */
  nextRoastDate: optionalText,
  /**
   * Its public release (ISO date-time), or null when it is simply on sale. Direct+ members can buy
   * it EARLY_ACCESS_HOURS before (saleWindowAt); the cart refuses anyone else until then.
   */
  releaseAt: optionalText,
});
export type Product = z.output<typeof productSchema>;

/** What the service writes: exactly the normalised form. */
export type ProductWire = z.input<typeof productSchema> & {
  price: string;
  originalPrice: string | null;
};
export type ProductVariantWire = z.input<typeof productVariantSchema> & {
  price: string;
  originalPrice: string | null;
};
export const productListSchema = z.array(productSchema);
/**
 * One page of a product list as a client reads it: the products of the body, and the number of
 * matches across all pages that the TOTAL_COUNT_HEADER header carries.
 */
export const productListPageSchema = z.object({
  items: productListSchema,
  total: z.number().check(z.int(), z.nonnegative()),
});
export type ProductListPage = z.output<typeof productListPageSchema>;

/** One value of a facet and how many products have it, under every other filter chosen. */
export const facetValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().check(z.int(), z.nonnegative()),
});
export type FacetValue = z.output<typeof facetValueSchema>;
/**
 * The listing's facets (`include=facets`): for each, its values with counts that follow the
 * other filters (a facet's own choice does not narrow its own counts, so a shopper can add a
 * second roast level); and the price range of what matches.
 */
export const productFacetsSchema = z.object({
  roast: z.array(facetValueSchema),
  origin: z.array(facetValueSchema),
  process: z.array(facetValueSchema),
  notes: z.array(facetValueSchema),
  size: z.array(facetValueSchema),
  price: z.nullable(z.object({ min: moneyStringSchema, max: moneyStringSchema })),
});
export type ProductFacets = z.output<typeof productFacetsSchema>;
/** A list answer with `include=facets`: the page, the total and the facets in one body. */
export const productFacetPageSchema = z.object({
  items: productListSchema,
  total: z.number().check(z.int(), z.nonnegative()),
  facets: productFacetsSchema,
});
export type ProductFacetPage = z.output<typeof productFacetPageSchema>;

/** GET /api/search/suggest?q=: what the header's combobox offers while a shopper types. */
export const searchSuggestQuerySchema = z.strictObject({
  q: z
    .string({ error: 'q must be text' })
    .check(
      z.trim(),
      z.maxLength(
        MAX_SEARCH_QUERY_LENGTH,
        `q must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
      ),
    ),
});
export const searchSuggestionsSchema = z.object({
  products: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      imageUrl: optionalText,
      price: lenientMoney,
      minPrice: nullishToNull(lenientMoney),
      maxPrice: nullishToNull(lenientMoney),
      category: z.string(),
    }),
  ),
  categories: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export type SearchSuggestions = z.output<typeof searchSuggestionsSchema>;
export { moneyStringSchema };

/**
 * A whole number in a query string, with readable messages. Digits only: z.coerce.number would
 * also take "", " 5", "1e2" and "0x10".
 */
export const wholeNumberParam = (name: string, min: number, max: number) =>
  z.pipe(
    z.pipe(
      z
        .string({ error: `${name} must be a whole number` })
        .check(z.regex(/^\d{1,9}$/, `${name} must be a whole number`)),
      z.transform(Number),
    ),
    z
      .number()
      .check(
        z.gte(min, `${name} must be at least ${min}`),
        z.lte(max, `${name} must be at most ${max}`),
      ),
  );

/** One facet's values in a query string: "light,medium" -> ['light', 'medium'] (bounded). */
const facetParam = (name: string) =>
  z.optional(
    z.pipe(
      z.pipe(
        z.string({ error: `${name} must be text` }).check(z.maxLength(500, `${name} is too long`)),
        z.transform((value: string) => [
          ...new Set(
            value
              .split(',')
              .map((v) => v.trim())
              .filter((v) => v.length > 0),
          ),
        ]),
      ),
      z
        .array(z.string().check(z.maxLength(60, `${name} values must be at most 60 characters`)))
        .check(z.maxLength(MAX_FACET_VALUES, `At most ${MAX_FACET_VALUES} ${name} values`)),
    ),
  );
const facetParams = () =>
  Object.fromEntries(facetNames.map((name) => [name, facetParam(name)])) as Record<
    (typeof facetNames)[number],
    ReturnType<typeof facetParam>
  >;

/** A filter flag in a query string: only "true" narrows; "false" (or absent) does not. */
const flag = (name: string) =>
  z.optional(
    z.pipe(
      z.enum(['true', 'false'], { error: `${name} must be true or false` }),
      z.transform((value: 'true' | 'false') => value === 'true'),
    ),
  );

/**
 * Query of the product lists: GET /api/products, /api/products/category/{category} and
 * /api/search?q=. Unknown parameters are refused rather than silently ignored.
 */
export const productListQuerySchema = z.strictObject({
  limit: z._default(wholeNumberParam('limit', 1, MAX_PRODUCT_PAGE_SIZE), MAX_PRODUCT_PAGE_SIZE),
  offset: z._default(wholeNumberParam('offset', 0, 1_000_000), 0),
  sort: z._default(
    z.enum(productSorts, { error: `sort must be one of ${productSorts.join(', ')}` }),
    DEFAULT_PRODUCT_SORT,
  ),
  inStock: flag('inStock'),
  isDirectPlusEligible: flag('isDirectPlusEligible'),
  isBestseller: flag('isBestseller'),
  isNew: flag('isNew'),
  isSale: flag('isSale'),
  // Facets: comma-separated values, OR within a facet, AND across facets (coffee-constants.ts).
  ...facetParams(),
  minPrice: z.optional(wholeNumberParam('minPrice', 0, 100_000)),
  maxPrice: z.optional(wholeNumberParam('maxPrice', 0, 100_000)),
  /** `facets`: answer { items, total, facets } instead of the array. */
  include: z.optional(z.enum([INCLUDE_FACETS], { error: `include must be ${INCLUDE_FACETS}` })),
  /** Search words (only /api/search requires it). */
  q: z.optional(
    z
      .string({ error: 'q must be text' })
      .check(
        z.trim(),
        z.maxLength(
          MAX_SEARCH_QUERY_LENGTH,
          `q must be at most ${MAX_SEARCH_QUERY_LENGTH} characters`,
        ),
      ),
  ),
  /** Comma-separated product ids: how other services fetch the products they hold in one call. */
  ids: z.optional(
    z.pipe(
      z.pipe(
        z.string({ error: 'ids must be a comma-separated list of product ids' }),
        z.transform((value: string) => [...new Set(value.split(',').map((id) => id.trim()))]),
      ),
      z
        .array(
          z
            .string()
            .check(z.refine(isProductId, 'ids must be a comma-separated list of product ids')),
        )
        .check(z.maxLength(MAX_IDS_PER_REQUEST, TOO_MANY_IDS_MESSAGE)),
    ),
  ),
});
export type ProductListQuery = z.output<typeof productListQuerySchema>;
/** The same query as a client builds it (all strings, all optional). */
export type ProductListParams = Partial<
  Record<keyof z.input<typeof productListQuerySchema>, string>
>;

/** GET /api/products/images/<name>[?w=<width>]: the picture as it is, or a WebP that wide. */
export const productImageQuerySchema = z.strictObject({
  w: z.optional(
    z.pipe(
      z.string({ error: PRODUCT_IMAGE_WIDTH_MESSAGE }),
      z.transform((value: string, ctx) => {
        const width = PRODUCT_IMAGE_WIDTHS.find((w) => String(w) === value);
        return width ?? refuse(ctx, PRODUCT_IMAGE_WIDTH_MESSAGE);
      }),
    ),
  ),
});

// ---- Stock: internal calls from services/cart-checkout to services/catalog ----

/** POST /internal/stock/reservations: take stock for every line, all or nothing. */
export const stockReservationSchema = z.strictObject({
  /** The caller's id for this reservation (the order id): a repeated call takes nothing twice. */
  reservationId: z.string().check(z.minLength(1), z.maxLength(100)),
  lines: z
    .array(
      z.strictObject({
        productId: productIdSchema,
        /** The variant; absent means the product's default variant (older callers). */
        variantId: z.optional(variantIdSchema),
        quantity: z.number().check(z.int(), z.gte(1), z.lte(10_000)),
      }),
    )
    .check(
      z.minLength(1, 'A reservation needs at least one line'),
      z.maxLength(MAX_PRODUCT_PAGE_SIZE),
    ),
});
export type StockReservation = z.infer<typeof stockReservationSchema>;

/** 409 body when a line cannot be filled: which product, and how many are left. */
export const stockShortageSchema = z.object({
  message: z.string(),
  code: z.literal('OUT_OF_STOCK'),
  productId: z.string(),
  /** The variant that ran short (absent from older answers). */
  variantId: z.optional(z.string()),
  /** The product's name with the variant's label ("Ethiopia Yirgacheffe, 2 lb, pour-over"). */
  productName: z.string(),
  available: z.number().check(z.int(), z.gte(0)),
});
export type StockShortage = z.infer<typeof stockShortageSchema>;

/** The wording of a shortage, for the catalog's reservations and the cart's own stock checks. */
export function shortageMessage(productName: string, available: number): string {
  return available === 0
    ? `${productName} is out of stock`
    : `Only ${available} left of ${productName}`;
}
