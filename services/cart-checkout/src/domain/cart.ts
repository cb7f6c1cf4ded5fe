import { z } from 'zod';

/** A cart line as stored: who, which product, how many. */
export interface CartItemRecord {
  id: string;
  userId: string;
  productId: string;
  quantity: number;
  createdAt: Date;
}

// TODO(contracts): the product schema belongs in @coffee/contracts (the catalog service defines
// the full one today). The cart checks only what it relies on and passes the rest through.
export const catalogProductSchema = z.looseObject({
  id: z.string(),
  name: z.string(),
  /** Decimal string such as "12.99" (the catalog keeps money exact). */
  price: z.union([z.string(), z.number()]),
});
export type CatalogProduct = z.infer<typeof catalogProductSchema>;

/** GET /api/cart: one line of the signed-in user's cart. */
export interface CartLine {
  id: string;
  quantity: number;
  productId: string;
  product: CatalogProduct;
}
