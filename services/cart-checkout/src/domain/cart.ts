import { shortageMessage, type CartItem, type Product } from '@coffee/contracts';

/** A cart line as stored: who, which product, how many. */
export interface CartItemRecord {
  id: string;
  userId: string;
  productId: string;
  quantity: number;
  /** The product's name when the line was added, to name it once it has left the catalog. */
  productName: string | null;
  createdAt: Date;
}

/** GET /api/cart and the answers of the cart writes: the line with the catalog's current product. */
export function toCartItem(record: CartItemRecord, product: Product | null): CartItem {
  return {
    id: record.id,
    productId: record.productId,
    quantity: record.quantity,
    product,
    createdAt: record.createdAt.toISOString(),
  };
}

/**
 * Why `quantity` of `product` cannot be sold right now, or null when it can. One wording for the
 * cart and the checkout, the same as the catalog's stock reservations answer with.
 * `inventory` null means the catalog does not count this product.
 */
export function stockProblem(product: Product, quantity: number): string | null {
  if (!product.inStock || product.inventory === 0) return shortageMessage(product.name, 0);
  if (product.inventory !== null && quantity > product.inventory) {
    return shortageMessage(product.name, product.inventory);
  }
  return null;
}
