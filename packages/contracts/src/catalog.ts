import { z } from 'zod/mini';
import { moneyStringSchema, parseCents, formatCents } from './money';
import { nullishToNull, refuse } from './schema-helpers';
import { PRODUCT_IMAGE_WIDTH_MESSAGE, PRODUCT_IMAGE_WIDTHS } from './product-image-sources';
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
  isBestseller: z._default(z.boolean(), false),
  isNew: z._default(z.boolean(), false),
  isSale: z._default(z.boolean(), false),
  originalPrice: nullishToNull(lenientMoney),
  unitSize: optionalText,
  sku: optionalText,
  inventory: nullishToNull(z.number().check(z.int())),
  createdAt: optionalText,
});
export type Product = z.output<typeof productSchema>;
/** What the service writes: exactly the normalised form. */
export type ProductWire = z.input<typeof productSchema> & {
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
