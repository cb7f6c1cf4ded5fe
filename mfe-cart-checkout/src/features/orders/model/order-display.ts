import type { Order } from '@coffee/contracts';

/** Items in an order: the sum of its quantities, as the cart's badge counts them. */
export function orderItemCount(order: Order): number {
  return order.items.reduce((sum, item) => sum + item.quantity, 0);
}
