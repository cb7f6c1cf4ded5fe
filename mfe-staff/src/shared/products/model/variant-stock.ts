import {
  DEFAULT_VARIANT_ID,
  LOW_STOCK_THRESHOLD,
  lineName,
  variantLabel,
  type StaffProduct,
  type StaffVariant,
} from '@coffee/contracts';

/** What a stock badge reads: a product's figures or one variant's. */
interface StockFigures {
  inStock: boolean;
  inventory: number | null;
}

export type StockStatus = 'Out of Stock' | 'Low Stock' | 'In Stock';

export function stockStatus({ inStock, inventory }: StockFigures): StockStatus {
  if (!inStock || inventory === 0) return 'Out of Stock';
  if (inventory !== null && inventory <= LOW_STOCK_THRESHOLD) return 'Low Stock';
  return 'In Stock';
}

/** The variants a product sells now; an answer of an older service carries none. */
export const variantsOnSale = (product: StaffProduct): StaffVariant[] =>
  (product.variants ?? []).filter((variant) => !variant.retired);

/**
 * Whether the product is sold in sizes or grinds, so its stock is kept (and shown) per variant.
 * A product with only its 'default' variant (equipment) keeps one figure, as before variants.
 */
export const hasOptions = (product: StaffProduct): boolean =>
  variantsOnSale(product).some((variant) => variant.id !== DEFAULT_VARIANT_ID);

/** A variant's words after its product's name: "2 lb, pour-over" ('' for the default one). */
export const labelOf = (variant: StaffVariant): string => variant.label || variantLabel(variant);

/** How every staff screen names a variant: "Ethiopia Yirgacheffe, 2 lb, pour-over". */
export const variantName = (product: Pick<StaffProduct, 'name'>, variant: StaffVariant): string =>
  lineName(product.name, labelOf(variant));

/** The variants on sale at or below the low-stock line, lowest first (the dashboard's rows). */
export const lowVariants = (product: StaffProduct): StaffVariant[] =>
  variantsOnSale(product)
    .filter((variant) => variant.lowStock || (variant.inventory ?? Infinity) <= LOW_STOCK_THRESHOLD)
    .sort((a, b) => (a.inventory ?? 0) - (b.inventory ?? 0));
