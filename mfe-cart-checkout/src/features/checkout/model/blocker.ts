import type { CartItem } from '@coffee/contracts';

/** Why these lines cannot become an order as they are, or null. The service would refuse them too. */
export function orderBlocker(lines: readonly CartItem[]): string | null {
  if (lines.some((line) => line.product === null)) {
    return 'An item in your cart is no longer available. Remove it to place your order.';
  }
  const soldOut = lines.find((line) => line.product && !line.product.inStock);
  if (soldOut?.product)
    return `${soldOut.product.name} is out of stock. Remove it to place your order.`;
  return null;
}
