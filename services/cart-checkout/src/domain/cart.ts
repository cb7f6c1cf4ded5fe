import {
  shortageMessage,
  type CartItem,
  type Product,
  type ProductVariant,
} from '@coffee/contracts';
import { lineVariantId, variantLineName, variantOf } from './variants';

/** A cart line as stored: who, which product in which variant, how many. */
export interface CartItemRecord {
  id: string;
  userId: string;
  productId: string;
  /** The bag size and grind; null for a line stored before variants (the product's default). */
  variantId: string | null;
  quantity: number;
  /** The product's name when the line was added, to name it once it has left the catalog. */
  productName: string | null;
  /** The variant's label when added ("2 lb, pour-over"), to name it once it is no longer sold. */
  variantLabel: string | null;
  createdAt: Date;
}

/**
 * GET /api/cart and the answers of the cart writes: the line with the catalog's current product
 * and variant (its price is the line's unit price). A variant no longer sold answers null.
 */
export function toCartItem(record: CartItemRecord, product: Product | null): CartItem {
  const variantId = lineVariantId(record.variantId, product);
  return {
    id: record.id,
    productId: record.productId,
    quantity: record.quantity,
    // The line's own variant is `variant`: the product's list of them stays out, as in list answers.
    product: product && { ...product, variants: [] },
    variantId,
    variant: (product && variantId && variantOf(product, variantId)) || null,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * Why `quantity` of the product's `variant` cannot be sold right now, or null when it can. One
 * wording for the cart and the checkout, the same as the catalog's stock reservations answer
 * with ("Only 3 left of Kenya AA, 2 lb"). `inventory` null means the catalog does not count it.
 */
export function stockProblem(
  product: Product,
  variant: ProductVariant,
  quantity: number,
): string | null {
  const name = variantLineName(product, variant);
  if (!variant.inStock || variant.inventory === 0) return shortageMessage(name, 0);
  if (variant.inventory !== null && quantity > variant.inventory) {
    return shortageMessage(name, variant.inventory);
  }
  return null;
}
