import type { Order } from '@coffee/contracts';
import { toOrder } from './order';
import type { OrderLifecycle } from './order-lifecycle';
import type { OrderRepository } from './ports';

/**
 * The signed-in user's own placed orders; nobody else's, and never one still being placed. Any
 * of their unpaid orders past its time is cancelled first, so a read never shows it pending.
 */
export function createOrderQueries(
  orders: OrderRepository,
  lifecycle: Pick<OrderLifecycle, 'beforeList' | 'get' | 'providerName'>,
) {
  return {
    async list(
      userId: string,
      page: { limit: number; offset: number },
    ): Promise<{ orders: Order[]; total: number }> {
      await lifecycle.beforeList(userId);
      const found = await orders.listPlaced(userId, page);
      return {
        orders: found.orders.map(({ order, items }) =>
          toOrder(order, items, lifecycle.providerName),
        ),
        total: found.total,
      };
    },

    // Unknown, malformed and someone else's look the same (404): no hint that an id exists.
    get: (userId: string, orderId: string): Promise<Order> => lifecycle.get(userId, orderId),
  };
}
export type OrderQueries = ReturnType<typeof createOrderQueries>;
