import {
  bagSizes,
  grinds,
  lineName,
  variantIdOf,
  variantLabel,
  type CartItem,
  type VariantOptions,
} from '@coffee/contracts';
import { toCents } from '../../money';

export function itemCount(lines: readonly CartItem[]): number {
  return lines.reduce((sum, line) => sum + line.quantity, 0);
}

/** Every variant id the options can make, with its label: names a line whose variant left sale. */
const LABELS_BY_ID = new Map<string, string>(
  [null, ...bagSizes].flatMap((size) =>
    [null, ...grinds].map((grind): [string, string] => {
      const options: VariantOptions = { size, grind };
      return [variantIdOf(options), variantLabel(options)];
    }),
  ),
);

/**
 * The regular unit price: the line's variant's. A line whose variant is no longer sold has none
 * (listed, never priced); an answer from before variants (no variantId) is priced by the product.
 * What the shopper pays (member prices included) is cartPricing's.
 */
export function unitPriceCents(line: CartItem): number | null {
  if (line.variant) return toCents(line.variant.price);
  if (line.variantId === null && line.product) return toCents(line.product.price);
  return null;
}

/** "Ethiopia Yirgacheffe, 2 lb, pour-over": the product's name and the variant's label. */
export function cartLineName(line: CartItem): string {
  if (!line.product) return 'Item no longer available';
  const label = line.variant?.label ?? LABELS_BY_ID.get(line.variantId ?? '') ?? '';
  return lineName(line.product.name, label);
}

/** The size to show under the name, when the name does not already say it. */
export function cartLineSize(line: CartItem): string | null {
  if (line.variant?.label || (line.variantId && LABELS_BY_ID.get(line.variantId))) return null;
  return line.product?.unitSize ?? null;
}

/** The variant's own picture when it has one, else the product's. */
export const cartLineImage = (line: CartItem): string | null =>
  line.variant?.imageUrl ?? line.product?.imageUrl ?? null;

/** Why a line cannot be ordered as it is: gone, no longer sold in this size, or out of stock. */
export function cartLineProblem(line: CartItem): 'gone' | 'retired' | 'sold-out' | null {
  if (!line.product) return 'gone';
  if (line.variantId !== null && !line.variant) return 'retired';
  const stock = line.variant ?? line.product;
  if (!stock.inStock || stock.inventory === 0) return 'sold-out';
  return null;
}
