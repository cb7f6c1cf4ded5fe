import { z } from 'zod';
import { isProductId } from '../domain/product';

export const MAX_PAGE_SIZE = 100;

// Digits only: z.coerce.number would also take "", " 5", "1e2" and "0x10".
const integer = (name: string, min: number, max: number) =>
  z
    .string({ error: `${name} must be a whole number` })
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .min(min, `${name} must be at least ${min}`)
        .max(max, `${name} must be at most ${max}`),
    );

/** Query of GET /api/products. Unknown parameters are refused rather than silently ignored. */
export const listProductsQuerySchema = z.strictObject({
  limit: integer('limit', 1, MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  offset: integer('offset', 0, 1_000_000).default(0),
  /** Comma-separated product ids: how the cart service fetches the products of a cart in one call. */
  ids: z
    .string({ error: 'ids must be a comma-separated list of product ids' })
    .transform((value) => [...new Set(value.split(',').map((id) => id.trim()))])
    .pipe(
      z
        .array(z.string().refine(isProductId, 'ids must be a comma-separated list of product ids'))
        .max(MAX_PAGE_SIZE, `ids may name at most ${MAX_PAGE_SIZE} products`),
    )
    .optional(),
});
