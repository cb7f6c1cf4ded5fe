import { z } from 'zod';
import { productIdSchema, productSchema } from './catalog';

import { MAX_LINE_QUANTITY } from './limits';

export { MAX_LINE_QUANTITY };

const quantity = z
  .number({ error: 'Quantity must be a whole number' })
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}`);

/** POST /api/cart. The price is never sent: the cart service reads it from the catalog. */
export const addToCartSchema = z.strictObject({
  productId: productIdSchema,
  quantity: quantity.default(1),
});
export type AddToCartInput = z.input<typeof addToCartSchema>;

/** PUT /api/cart/{itemId}. */
export const updateCartItemSchema = z.strictObject({ quantity });
export type UpdateCartItemInput = z.infer<typeof updateCartItemSchema>;

/** One line of GET /api/cart: the spec's cart item in use (id, quantity, product with price). */
export const cartItemSchema = z.object({
  id: z.string(),
  productId: z.string(),
  quantity: z.number().int().min(1),
  /** Null when the product has left the catalog: still listed, never priced. */
  product: productSchema.nullish().transform((v) => v ?? null),
  createdAt: z.string().nullish(),
});
export type CartItem = z.output<typeof cartItemSchema>;
export const cartSchema = z.array(cartItemSchema);
