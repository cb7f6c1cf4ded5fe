import {
  bagSizes,
  coffeeProcesses,
  DEFAULT_VARIANT_ID,
  grinds,
  MAX_MEMBER_DISCOUNT_PERCENT,
  MAX_VARIANTS,
  memberDiscountPercentFor,
  roastLevels,
  variantIdOf,
  variantLabel,
  type BagSize,
  type CoffeeProcess,
  type Grind,
  type RoastLevel,
  formatCents,
  moneySchema,
  productCategorySchema,
  type ProductCategory,
  type ProductVariantWire,
  type ProductWire,
} from '@coffee/contracts';
import { z } from 'zod';

// The shared shapes (productSchema, productCategories, the list query, the stock contract) live
// in @coffee/contracts; this file holds what only the catalog needs: what a new product may
// contain and how a stored product becomes an API answer.

const optionalText = (max: number) => z.string().trim().min(1).max(max).optional();

/** A rating with at most one decimal, as the spec's decimal(3,1); the star scale is 5. */
const ratingSchema = z.union([z.string(), z.number()]).transform((value, ctx) => {
  const text = String(value).trim();
  if (!/^\d(?:\.\d)?$/.test(text) || Number(text) > 5) {
    ctx.addIssue({
      code: 'custom',
      message: 'Rating must be between 0 and 5 with at most one decimal',
    });
    return z.NEVER;
  }
  return Number(text);
});

/** A variant of a new product (seed data): its id derives from its options. */
const newVariantSchema = z.strictObject({
  size: z.enum(bagSizes).nullable().default(null),
  grind: z.enum(grinds).nullable().default(null),
  price: moneySchema,
  originalPrice: z.optional(moneySchema),
  sku: optionalText(64),
  inventory: z.number().int().min(0),
  inStock: z.boolean().default(true),
});

/** A new product (seed data now, the admin product form later). Strict: unknown fields are refused. */
export const newProductSchema = z.strictObject({
  name: z.string().trim().min(1, 'Name is required').max(200),
  description: optionalText(5000),
  price: moneySchema,
  imageUrl: optionalText(2000),
  category: productCategorySchema,
  inStock: z.boolean().default(true),
  rating: ratingSchema.optional(),
  reviewCount: z.number().int().min(0).default(0),
  isDirectPlusEligible: z.boolean().default(true),
  memberDiscountPercent: z.number().int().min(0).max(MAX_MEMBER_DISCOUNT_PERCENT).default(0),
  releaseAt: z.string().datetime({ offset: true }).optional(),
  isBestseller: z.boolean().default(false),
  isNew: z.boolean().default(false),
  isSale: z.boolean().default(false),
  originalPrice: z.optional(moneySchema),
  unitSize: optionalText(100),
  sku: optionalText(64),
  inventory: z.number().int().min(0).default(100),
  // Issue 28: without `variants` the product is one 'default' variant of the fields above;
  // with them, price, originalPrice, inventory and inStock are derived from the variants (the
  // first given is the default).
  variants: z.array(newVariantSchema).min(1).max(MAX_VARIANTS).optional(),
  origin: z.strictObject({ country: z.string().min(2), region: z.string().optional() }).optional(),
  roastLevel: z.enum(roastLevels).optional(),
  process: z.enum(coffeeProcesses).optional(),
  altitude: z
    .strictObject({ min: z.number().int().min(0), max: z.number().int().max(6000) })
    .optional(),
  flavorNotes: z.array(z.string().min(2).max(40)).max(8).optional(),
  brewSuggestions: z.array(z.string().min(2).max(200)).max(6).optional(),
});
export type NewProductInput = z.input<typeof newProductSchema>;
/** A parsed new product: money already in integer cents. */
export type NewProduct = z.output<typeof newProductSchema>;

/** One variant (bag size x grind, or 'default') as the domain holds it. */
export interface VariantRecord {
  id: string;
  sku: string | null;
  size: BagSize | null;
  grind: Grind | null;
  priceCents: number;
  originalPriceCents: number | null;
  inventory: number;
  inStock: boolean;
  imageUrl: string | null;
  /** No longer sold: kept because orders name it (never deleted once ordered). */
  retired: boolean;
}

/** The coffee's own data; every field null or empty for products that are not coffee. */
export interface CoffeeData {
  origin: { country: string; region: string | null } | null;
  roastLevel: RoastLevel | null;
  process: CoffeeProcess | null;
  altitude: { min: number; max: number } | null;
  flavorNotes: string[];
  brewSuggestions: string[];
}

/**
 * A product as the domain holds it: money in integer cents, dates as Dates. The spec's fields
 * (priceCents, originalPriceCents, inStock, inventory, sku) describe the default variant / the
 * whole: price = the default variant's, inStock = any variant on sale in stock, inventory = the
 * sum over the variants on sale.
 */
export interface ProductRecord extends CoffeeData {
  id: string;
  name: string;
  description: string | null;
  priceCents: number;
  imageUrl: string | null;
  category: ProductCategory;
  inStock: boolean;
  rating: number | null;
  reviewCount: number;
  isDirectPlusEligible: boolean;
  /** The admin's member discount (0-15) for a product that is not coffee; see toPublicProduct. */
  memberDiscountPercent: number;
  /** The public release; null when simply on sale (members buy EARLY_ACCESS_HOURS before). */
  releaseAt: Date | null;
  isBestseller: boolean;
  isNew: boolean;
  isSale: boolean;
  originalPriceCents: number | null;
  unitSize: string | null;
  sku: string | null;
  inventory: number;
  createdAt: Date;
  /** Every variant, retired ones included (public answers leave those out); never empty. */
  variants: VariantRecord[];
  defaultVariantId: string;
}

/** Picker order: size smallest first (no size first of all), then the grinds' order. */
export function compareVariants(a: VariantRecord, b: VariantRecord): number {
  const size = (v: VariantRecord) => (v.size === null ? -1 : bagSizes.indexOf(v.size));
  const grind = (v: VariantRecord) => (v.grind === null ? -1 : grinds.indexOf(v.grind));
  return size(a) - size(b) || grind(a) - grind(b) || a.id.localeCompare(b.id);
}

/** The variants a shopper can buy (not retired), in picker order. */
export const onSaleVariants = (variants: readonly VariantRecord[]): VariantRecord[] =>
  variants.filter((v) => !v.retired).sort(compareVariants);

/**
 * The default variant: the stored one while it is on sale, else the first on sale in picker
 * order, else (every variant retired, which the variant edit refuses) the stored one.
 */
export function defaultVariantOf(
  variants: readonly VariantRecord[],
  defaultVariantId: string | null | undefined,
): VariantRecord {
  const sale = onSaleVariants(variants);
  return (
    sale.find((v) => v.id === defaultVariantId) ??
    sale[0] ??
    variants.find((v) => v.id === defaultVariantId) ??
    variants[0]!
  );
}

/**
 * The spec's product fields as the variants make them: price and original price are the
 * default variant's, inStock = any variant on sale in stock, inventory = the sum over the
 * variants on sale. Every write of `variants` writes these with them.
 */
export function productTotals(variants: readonly VariantRecord[], defaultVariantId: string) {
  const chosen = defaultVariantOf(variants, defaultVariantId);
  const sale = onSaleVariants(variants);
  return {
    defaultVariantId: chosen.id,
    priceCents: chosen.priceCents,
    originalPriceCents: chosen.originalPriceCents,
    inventory: sale.reduce((sum, v) => sum + v.inventory, 0),
    inStock: sale.some((v) => v.inStock && v.inventory > 0),
  };
}

/** A product stored before variants (or made by staff): one 'default' variant of its fields. */
export function soleVariant(fields: {
  sku: string | null;
  priceCents: number;
  originalPriceCents: number | null;
  inventory: number;
  inStock: boolean;
}): VariantRecord {
  return {
    id: DEFAULT_VARIANT_ID,
    sku: fields.sku,
    size: null,
    grind: null,
    priceCents: fields.priceCents,
    originalPriceCents: fields.originalPriceCents,
    inventory: fields.inventory,
    inStock: fields.inStock,
    imageUrl: null,
    retired: false,
  };
}

/** A new product's variants as records (seeding): ids from their options, picker order. */
export function newVariants(product: NewProduct): VariantRecord[] {
  if (!product.variants) {
    return [
      soleVariant({
        sku: product.sku ?? null,
        priceCents: product.price,
        originalPriceCents: product.originalPrice ?? null,
        inventory: product.inventory,
        inStock: product.inStock && product.inventory > 0,
      }),
    ];
  }
  return product.variants
    .map((v) => ({
      id: variantIdOf(v),
      sku: v.sku ?? null,
      size: v.size,
      grind: v.grind,
      priceCents: v.price,
      originalPriceCents: v.originalPrice ?? null,
      inventory: v.inventory,
      inStock: v.inStock && v.inventory > 0,
      imageUrl: null,
      retired: false,
    }))
    .sort(compareVariants);
}

/** One variant in the API's form (contracts' productVariantSchema). */
export function toPublicVariant(variant: VariantRecord): ProductVariantWire {
  return {
    id: variant.id,
    sku: variant.sku,
    size: variant.size,
    grind: variant.grind,
    label: variantLabel(variant),
    price: formatCents(variant.priceCents),
    originalPrice:
      variant.originalPriceCents === null ? null : formatCents(variant.originalPriceCents),
    inStock: variant.inStock && variant.inventory > 0,
    inventory: variant.inventory,
    imageUrl: variant.imageUrl,
    retired: variant.retired,
  };
}

/**
 * The API form (contracts' productSchema, already normalised): money as "12.99" strings. Lists
 * leave `variants` empty (a listing needs only the range, and 18 variants per bean would
 * multiply its bytes); the detail answer GET /api/products/{id} (`withVariants`) carries the
 * variants on sale.
 */
export function toPublicProduct(
  record: ProductRecord,
  { withVariants = false }: { withVariants?: boolean } = {},
): ProductWire {
  const sale = onSaleVariants(record.variants);
  const prices = sale.map((v) => v.priceCents);
  return {
    id: record.id,
    name: record.name,
    description: record.description,
    price: formatCents(record.priceCents),
    imageUrl: record.imageUrl,
    category: record.category,
    inStock: record.inStock,
    rating: record.rating,
    reviewCount: record.reviewCount,
    isDirectPlusEligible: record.isDirectPlusEligible,
    // What a member gets off, as every client shows it and the checkout charges it.
    memberDiscountPercent: memberDiscountPercentFor(record),
    isBestseller: record.isBestseller,
    isNew: record.isNew,
    isSale: record.isSale,
    originalPrice:
      record.originalPriceCents === null ? null : formatCents(record.originalPriceCents),
    unitSize: record.unitSize,
    sku: record.sku,
    inventory: record.inventory,
    createdAt: record.createdAt.toISOString(),
    variants: withVariants ? sale.map(toPublicVariant) : [],
    defaultVariantId: record.defaultVariantId,
    minPrice: prices.length > 0 ? formatCents(Math.min(...prices)) : null,
    maxPrice: prices.length > 0 ? formatCents(Math.max(...prices)) : null,
    origin: record.origin,
    roastLevel: record.roastLevel,
    process: record.process,
    altitude: record.altitude,
    flavorNotes: record.flavorNotes,
    brewSuggestions: record.brewSuggestions,
    nextRoastDate: null,
    releaseAt: record.releaseAt ? record.releaseAt.toISOString() : null,
  };
}

/**
 * What staff write about a product (contracts' productInputSchema after parsing, money in
 * cents), plus the `inStock` the catalog derives from it. Null clears an optional field.
 */
export interface StaffProductFields {
  name: string;
  description: string | null;
  price: number;
  imageUrl: string | null;
  category: ProductCategory;
  inStock: boolean;
  isDirectPlusEligible: boolean;
  memberDiscountPercent: number;
  /** ISO with its offset (the contract's check); stored as a date, null unsets it. */
  releaseAt: string | null;
  isBestseller: boolean;
  isNew: boolean;
  isSale: boolean;
  originalPrice: number | null;
  unitSize: string | null;
  sku: string | null;
  inventory: number;
}
