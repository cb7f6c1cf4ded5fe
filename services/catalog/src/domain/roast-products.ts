import { BAG_SIZE_GRAMS, bagSizes, isCoffeeCategory, type BagSize } from '@coffee/contracts';
import type { ProductRecord } from './product';

/** The catalog as the roastery sees it: which products are coffee, and their names. */
export interface RoastProducts {
  /** The product (fresh from the database if this instance has not seen it), or null. */
  find(id: string): Promise<ProductRecord | null>;
  /** Every coffee of the catalog now, by name. */
  coffees(): ProductRecord[];
}

export const isCoffee = (product: ProductRecord): boolean => isCoffeeCategory(product.category);

/** The default bag (the spec's one size of every coffee before variants). */
const FALLBACK_SIZE: BagSize = '12 oz';

const sizeOfText = (text: string | null): BagSize | null => {
  const compact = text?.replace(/\s+/g, '').toLowerCase();
  return bagSizes.find((size) => size.replace(/\s+/g, '').toLowerCase() === compact) ?? null;
};

/**
 * The bag size of an ordered line of a coffee: its variant's size; for a line without a known
 * variant (an order from before variants, a staff-made coffee) the default variant's, then the
 * product's unit size, then the 12 oz bag every coffee was sold in before sizes existed.
 */
export function bagSizeOf(product: ProductRecord, variantId: string | null): BagSize {
  const variant =
    product.variants.find((v) => v.id === variantId) ??
    product.variants.find((v) => v.id === product.defaultVariantId);
  return variant?.size ?? sizeOfText(product.unitSize) ?? FALLBACK_SIZE;
}

/** Grams of roasted coffee a line takes: the bag's weight times the bags. */
export const lineGrams = (size: BagSize, quantity: number): number =>
  BAG_SIZE_GRAMS[size] * quantity;
