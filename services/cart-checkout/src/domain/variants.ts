import {
  DEFAULT_VARIANT_ID,
  lineName,
  ownVariantOf,
  RETIRED_VARIANT_MESSAGE,
  UNKNOWN_VARIANT_MESSAGE,
  variantLabel,
  type Product,
  type ProductVariant,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';

/** Why a variant is not for sale: no longer sold, or never sold for this product. */
export type VariantAbsence = 'retired' | 'unknown';

/** The 400 for a cart line or an order naming a variant the product does not sell. */
export const variantError = (absence: VariantAbsence): AppError =>
  absence === 'retired'
    ? new AppError(400, RETIRED_VARIANT_MESSAGE, 'RETIRED_VARIANT')
    : new AppError(400, UNKNOWN_VARIANT_MESSAGE, 'UNKNOWN_VARIANT');

/** The variant a shopper gets when none is named: the catalog's default (else the first). */
export const defaultVariantIdOf = (product: Product): string =>
  product.defaultVariantId ?? product.variants[0]?.id ?? DEFAULT_VARIANT_ID;

/**
 * The variant a cart line stands for: its own, or (a line stored before variants existed, or
 * added without one) the product's default.
 */
export const lineVariantId = (variantId: string | null, product: Product | null): string | null =>
  variantId ?? (product ? defaultVariantIdOf(product) : null);

/** The product's variant on sale with this id, or undefined. */
export const variantOf = (product: Product, variantId: string): ProductVariant | undefined =>
  product.variants.find((variant) => variant.id === variantId && !variant.retired);

/** How a line of this variant is named everywhere: "Ethiopia Yirgacheffe, 2 lb, pour-over". */
export const variantLineName = (product: Product, variant: ProductVariant | undefined | null) =>
  lineName(product.name, variant?.label);

/**
 * The product with its variants labelled; a catalog answer without variants (an older catalog,
 * or a product stored before variants) is one 'default' variant made of the product's fields.
 */
export function withVariants(product: Product): Product {
  if (product.variants.length === 0) {
    const id = product.defaultVariantId ?? DEFAULT_VARIANT_ID;
    return {
      ...product,
      defaultVariantId: id,
      variants: [ownVariantOf(product, id)],
    };
  }
  return {
    ...product,
    variants: product.variants.map((variant) => ({
      ...variant,
      label: variant.label || variantLabel(variant),
    })),
  };
}
