import { z } from 'zod';
import { centsToDecimal, toCents } from './money';

// TODO(contracts): the product response schema belongs in @coffee/contracts, shared with the
// catalog service (services/catalog/src/domain/product.ts) and the other remotes.

/** A price as number or decimal string in, a two-decimal string ("12.90") out. */
export const moneySchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const cents = toCents(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'Expected an amount such as 12.99' });
    return z.NEVER;
  }
  return centsToDecimal(cents);
});

/** decimal(3,1), possibly as text; missing means "no rating yet" (shown as 0 stars). */
export const ratingSchema = z
  .union([z.number(), z.string(), z.null()])
  .optional()
  .transform((value, ctx) => {
    if (value === null || value === undefined || value === '') return null;
    const n = typeof value === 'number' ? value : Number(value.trim());
    if (!Number.isFinite(n)) {
      ctx.addIssue({ code: 'custom', message: 'Expected a rating such as 4.5' });
      return z.NEVER;
    }
    return n;
  });

const optionalText = z.string().nullish().transform((v) => v ?? null);

/** GET /api/products item, as the storefront reads it (every field of spec section 3). */
export const productSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  description: optionalText,
  price: moneySchema,
  imageUrl: optionalText,
  category: z.string(),
  inStock: z.boolean().default(true),
  rating: ratingSchema,
  reviewCount: z.number().int().nonnegative().nullish().transform((v) => v ?? 0),
  isDirectPlusEligible: z.boolean().default(true),
  isBestseller: z.boolean().default(false),
  isNew: z.boolean().default(false),
  isSale: z.boolean().default(false),
  originalPrice: moneySchema.nullish().transform((v) => v ?? null),
  unitSize: optionalText,
  sku: optionalText,
  inventory: z.number().int().nullish().transform((v) => v ?? null),
  createdAt: optionalText,
});
export type Product = z.output<typeof productSchema>;
export type ProductInput = z.input<typeof productSchema>;

export const productListSchema = z.array(productSchema);
