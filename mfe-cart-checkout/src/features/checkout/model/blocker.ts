import type { CartItem } from '@coffee/contracts';
import { cartLineName, cartLineProblem } from '../../../shared/cart';

/** Why these lines cannot become an order as they are, or null. The service would refuse them too. */
export function orderBlocker(lines: readonly CartItem[]): string | null {
  if (lines.some((line) => cartLineProblem(line) === 'gone')) {
    return 'An item in your cart is no longer available. Remove it to place your order.';
  }
  const retired = lines.find((line) => cartLineProblem(line) === 'retired');
  if (retired) return `${cartLineName(retired)} is no longer sold. Remove it to place your order.`;
  const soldOut = lines.find((line) => cartLineProblem(line) === 'sold-out');
  if (soldOut) return `${cartLineName(soldOut)} is out of stock. Remove it to place your order.`;
  return null;
}
