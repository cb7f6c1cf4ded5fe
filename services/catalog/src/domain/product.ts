import {
  type BagSize,
  type CoffeeProcess,
  type Grind,
  type RoastLevel,
  formatCents,
  moneySchema,
  productCategorySchema,
  type ProductCategory,
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
  isBestseller: z.boolean().default(false),
  isNew: z.boolean().default(false),
  isSale: z.boolean().default(false),
  originalPrice: z.optional(moneySchema),
  unitSize: optionalText(100),
  sku: optionalText(64),
  inventory: z.number().int().min(0).default(100),
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

/** The API form (contracts' productSchema, already normalised): money as "12.99" strings. */
export function toPublicProduct(record: ProductRecord): ProductWire {
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
    isBestseller: record.isBestseller,
    isNew: record.isNew,
    isSale: record.isSale,
    originalPrice:
      record.originalPriceCents === null ? null : formatCents(record.originalPriceCents),
    unitSize: record.unitSize,
    sku: record.sku,
    inventory: record.inventory,
    createdAt: record.createdAt.toISOString(),
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
  isBestseller: boolean;
  isNew: boolean;
  isSale: boolean;
  originalPrice: number | null;
  unitSize: string | null;
  sku: string | null;
  inventory: number;
}
