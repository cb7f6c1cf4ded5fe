import { z } from 'zod';
import { toCents } from './money';

// TODO(contracts): the cart line answer of GET /api/cart belongs in @coffee/contracts, shared
// with services/cart-checkout (src/domain/cart.ts) and the catalog's product schema.

const priceCents = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const cents = toCents(value);
  if (cents === null) {
    ctx.addIssue({ code: 'custom', message: 'Expected a price such as 12.99' });
    return z.NEVER;
  }
  return cents;
});

/** The product a cart line carries: only what the drawer shows. */
export const cartProductSchema = z.object({
  id: z.string(),
  name: z.string(),
  price: priceCents,
  imageUrl: z.string().nullish().transform((v) => v ?? null),
  unitSize: z.string().nullish().transform((v) => v ?? null),
});

/** GET /api/cart: one line of the signed-in user's cart. */
export const cartLineSchema = z.object({
  id: z.string(),
  quantity: z.number().int().min(1),
  productId: z.string(),
  /** Absent when the product left the catalog: still counted, never priced. */
  product: cartProductSchema.nullish().transform((v) => v ?? null),
});
export const cartSchema = z.array(cartLineSchema);

export type CartLine = z.output<typeof cartLineSchema>;

export const BADGE_CAP = 99;

export function itemCount(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Spec: '99+' above 99. */
export function badgeLabel(count: number): string {
  return count > BADGE_CAP ? `${BADGE_CAP}+` : String(count);
}

export function lineTotalCents(line: CartLine): number | null {
  return line.product ? line.product.price * line.quantity : null;
}

/** Sum of price times quantity over the lines that have a price; 0 when empty. */
export function subtotalCents(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (lineTotalCents(line) ?? 0), 0);
}
