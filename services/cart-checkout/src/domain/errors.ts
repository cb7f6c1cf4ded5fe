import type { Product, ProductVariant } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { variantLineName } from './variants';

export const CART_ITEM_NOT_FOUND_MESSAGE = 'Cart item not found';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';
export const EMPTY_CART_MESSAGE = 'Your cart is empty';

/**
 * A 409 about one product (out of stock, no longer sold): the answer names it and carries its id
 * (and the variant's), so a client can point at the right cart line.
 */
export class ProductConflictError extends AppError {
  readonly productId: string;
  readonly variantId: string | null;
  readonly productName: string | null;
  readonly available: number | null;

  constructor(
    message: string,
    code: 'OUT_OF_STOCK' | 'PRODUCT_UNAVAILABLE',
    product: {
      productId: string;
      variantId?: string | null | undefined;
      productName?: string | null;
      available?: number | null;
    },
  ) {
    super(409, message, code);
    this.name = 'ProductConflictError';
    this.productId = product.productId;
    this.variantId = product.variantId ?? null;
    this.productName = product.productName ?? null;
    this.available = product.available ?? null;
  }
}

/**
 * The 409 for a line the catalog's current stock of the variant cannot fill (see cart.ts
 * stockProblem); `productName` names the variant as the catalog's shortage does.
 */
export function outOfStockError(
  product: Product,
  variant: ProductVariant,
  message: string,
): ProductConflictError {
  return new ProductConflictError(message, 'OUT_OF_STOCK', {
    productId: product.id,
    variantId: variant.id,
    productName: variantLineName(product, variant),
    available: variant.inStock ? (variant.inventory ?? null) : 0,
  });
}
