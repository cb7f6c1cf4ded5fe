import {
  bagSizes,
  grinds,
  ownVariantOf,
  type BagSize,
  type Grind,
  type Product,
  type ProductVariant,
} from '@coffee/contracts';

/** The URL parameter that names the chosen variant: a shared link opens the same bag. */
export const VARIANT_PARAM = 'variant';

/**
 * The variants a product is sold in. A detail answer lists them; an older answer (or a product
 * without options) has none, and reads as one 'default' variant made of the product's own fields.
 */
export function variantsOf(product: Product): ProductVariant[] {
  return product.variants.length > 0 ? product.variants : [ownVariantOf(product)];
}

/**
 * The variant the page shows: the one the URL names if the product sells it, else the product's
 * default, else the first. The server and the browser both choose here, from the same URL.
 */
export function chooseVariant(
  variants: ProductVariant[],
  wanted: string | null,
  fallback: string | null,
): ProductVariant {
  const byId = (id: string | null) => (id === null ? undefined : variants.find((v) => v.id === id));
  // variantsOf never answers an empty list.
  return byId(wanted) ?? byId(fallback) ?? variants[0]!;
}

/** One option's values as the product offers them, in the contracts' order (lightest bag first). */
export function optionValues(variants: ProductVariant[]): { sizes: BagSize[]; grinds: Grind[] } {
  const sizes = new Set(variants.map((v) => v.size));
  const offered = new Set(variants.map((v) => v.grind));
  return {
    sizes: bagSizes.filter((s) => sizes.has(s)),
    grinds: grinds.filter((g) => offered.has(g)),
  };
}

export type OptionChange = { size: BagSize } | { grind: Grind };

/**
 * The variant a new choice leads to: the other option kept when that combination is sold, else
 * the first sold with the new value (in stock first), so a pick never lands on nothing.
 */
export function variantAfter(
  variants: ProductVariant[],
  current: ProductVariant,
  change: OptionChange,
): ProductVariant | undefined {
  const wanted = { size: current.size, grind: current.grind, ...change };
  const exact = variants.find((v) => v.size === wanted.size && v.grind === wanted.grind);
  if (exact) return exact;
  const withValue = variants.filter((v) =>
    'size' in change ? v.size === change.size : v.grind === change.grind,
  );
  return withValue.find((v) => v.inStock) ?? withValue[0];
}

/** Whether choosing `change` now would give a bag that is in stock (else it reads unavailable). */
export function isAvailable(
  variants: ProductVariant[],
  current: ProductVariant,
  change: OptionChange,
): boolean {
  const wanted = { size: current.size, grind: current.grind, ...change };
  return variants.some((v) => v.size === wanted.size && v.grind === wanted.grind && v.inStock);
}
