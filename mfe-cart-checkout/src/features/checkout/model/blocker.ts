import type { CartItem } from '@coffee/contracts';
import { cartLineName, cartLineProblem, type PromotionPricing } from '../../../shared/cart';

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

/**
 * Why the order waits on its promo code, or null: the first answer about it has not come (the
 * total on screen could still change), or the service refuses the kept code (it would refuse the
 * order in the same words).
 */
export function promotionBlocker(
  promotion: Pick<PromotionPricing, 'problem' | 'refused' | 'code'> & { isLoading: boolean },
): string | null {
  if (promotion.isLoading) return 'Checking your promo code…';
  if (promotion.refused && promotion.code)
    return `${promotion.problem ?? 'This code cannot be used'}: remove ${promotion.code} to place your order.`;
  return null;
}
