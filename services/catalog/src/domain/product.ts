import { z } from 'zod';
import { formatCents, moneySchema, moneyStringSchema } from '@coffee/contracts';

// TODO(contracts): these schemas are shared by the catalog remote, the cart and the staff
// portal; they belong in @coffee/contracts and live here only until they move there.

/** Category slugs as the navigation bar and the listing titles name them. */
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
export const productCategorySchema = z.enum(productCategories, {
  error: 'Unknown product category',
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

/** Product ids are 24-digit hex strings (MongoDB ObjectIds); anything else can never match. */
export const isProductId = (id: string): boolean => /^[0-9a-f]{24}$/i.test(id);

/** GET /api/products and /api/products/:id: every field of the spec's products entity. */
export const productSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().nullable(),
  /** Decimal string with two decimals, e.g. "12.99" (exact: stored as integer cents). */
  price: moneyStringSchema,
  imageUrl: z.string().nullable(),
  category: productCategorySchema,
  inStock: z.boolean(),
  /** One decimal, 0 to 5; null when the product has no rating yet (displayed as 0 stars). */
  rating: z.number().nullable(),
  reviewCount: z.number().int(),
  isDirectPlusEligible: z.boolean(),
  isBestseller: z.boolean(),
  isNew: z.boolean(),
  isSale: z.boolean(),
  /** The struck-through price shown with SALE; decimal string like price. */
  originalPrice: moneyStringSchema.nullable(),
  unitSize: z.string().nullable(),
  sku: z.string().nullable(),
  inventory: z.number().int(),
  /** ISO 8601 date-time. */
  createdAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

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
  originalPrice: moneySchema.optional(),
  unitSize: optionalText(100),
  sku: optionalText(64),
  inventory: z.number().int().min(0).default(100),
});
export type NewProductInput = z.input<typeof newProductSchema>;
/** A parsed new product: money already in integer cents. */
export type NewProduct = z.output<typeof newProductSchema>;

/** A product as the domain holds it: money in integer cents, dates as Dates. */
export interface ProductRecord {
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
}

export function toPublicProduct(record: ProductRecord): Product {
  const { priceCents, originalPriceCents, createdAt, ...rest } = record;
  return {
    ...rest,
    price: formatCents(priceCents),
    originalPrice: originalPriceCents === null ? null : formatCents(originalPriceCents),
    createdAt: createdAt.toISOString(),
  };
}
