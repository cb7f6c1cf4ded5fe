import type { Product } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';

export const CART_ITEM_NOT_FOUND_MESSAGE = 'Cart item not found';
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';
export const ORDER_NOT_FOUND_MESSAGE = 'Order not found';
export const CUSTOMER_NOT_FOUND_MESSAGE = 'Customer not found';
export const EMPTY_CART_MESSAGE = 'Your cart is empty';

/**
 * A 409 about one product (out of stock, no longer sold): the answer names it and carries its id,
 * so a client can point at the right cart line.
 */
export class ProductConflictError extends AppError {
  readonly productId: string;
  readonly productName: string | null;
  readonly available: number | null;

  constructor(
    message: string,
    code: 'OUT_OF_STOCK' | 'PRODUCT_UNAVAILABLE',
    product: { productId: string; productName?: string | null; available?: number | null },
  ) {
    super(409, message, code);
    this.name = 'ProductConflictError';
    this.productId = product.productId;
    this.productName = product.productName ?? null;
    this.available = product.available ?? null;
  }
}

/** The 409 for a line the catalog's current stock of `product` cannot fill (see cart.ts stockProblem). */
export function outOfStockError(product: Product, message: string): ProductConflictError {
  return new ProductConflictError(message, 'OUT_OF_STOCK', {
    productId: product.id,
    productName: product.name,
    available: product.inStock ? (product.inventory ?? null) : 0,
  });
}
