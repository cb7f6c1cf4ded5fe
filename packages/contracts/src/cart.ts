import { z } from 'zod/mini';
import { productIdSchema, productSchema, productVariantSchema, variantIdSchema } from './catalog';

import { MAX_LINE_QUANTITY } from './limits';
import { nullishToNull } from './schema-helpers';

export { MAX_LINE_QUANTITY };

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .check(
    z.int('Quantity must be a whole number'),
    z.gte(1, 'Quantity must be at least 1'),
    z.lte(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`),
  );

/** POST /api/cart. The price is never sent: the cart service reads it from the catalog. */
export const addToCartSchema = z.strictObject({
  productId: productIdSchema,
  /** The bag size and grind; absent means the product's default variant. */
  variantId: z.optional(variantIdSchema),
  quantity: z._default(quantity, 1),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** PUT /api/cart/{itemId}. */
export const updateCartItemSchema = z.strictObject({ quantity });
export type UpdateCartItemInput = z.infer<typeof updateCartItemSchema>;

/** One line of GET /api/cart: the spec's cart item in use (id, quantity, product with price). */
export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  quantity: z.number().check(z.int(), z.gte(1)),
  /** Null when the product has left the catalog: still listed, never priced. */
  product: nullishToNull(productSchema),
  /** The line's variant (null in older answers, or when it left the catalog). */
  variantId: nullishToNull(z.string()),
  /** The variant as the catalog sells it now: its price is the line's unit price. */
  variant: nullishToNull(productVariantSchema),
  createdAt: z.nullish(z.string()),
});
export type CartItem = z.output<typeof cartItemSchema>;
export const cartSchema = z.array(cartItemSchema);

/** POST /api/cart/restore: the signed token of the abandoned-cart mail's link. */
export const cartRestoreSchema = z.strictObject({
  token: z.string().check(z.minLength(1), z.maxLength(1024)),
});
export type CartRestoreInput = z.infer<typeof cartRestoreSchema>;
/** Its answer: how many lines came back, and the names of the products that could not. */
export const cartRestoreResultSchema = z.strictObject({
  restored: z.number(),
  unavailable: z.array(z.string()),
});
export type CartRestoreResult = z.infer<typeof cartRestoreResultSchema>;
