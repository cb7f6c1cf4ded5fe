import type { Order } from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { ORDER_NOT_FOUND_MESSAGE } from './errors';
import { toOrder } from './order';
import type { OrderRepository } from './ports';

/** The signed-in user's own placed orders; nobody else's, and never one still being placed. */
export function createOrderQueries(orders: OrderRepository) {
  return {
    async list(
      userId: string,
      page: { limit: number; offset: number },
    ): Promise<{ orders: Order[]; total: number }> {
      const found = await orders.listPlaced(userId, page);
      return {
        orders: found.orders.map(({ order, items }) => toOrder(order, items)),
        total: found.total,
      };
    },

    async get(userId: string, orderId: string): Promise<Order> {
      const found = await orders.findPlaced(userId, orderId);
      // Unknown, malformed and someone else's look the same: no hint that an id exists.
      if (!found) throw new AppError(404, ORDER_NOT_FOUND_MESSAGE, 'NOT_FOUND');
      return toOrder(found.order, found.items);
    },
  };
}
export type OrderQueries = ReturnType<typeof createOrderQueries>;
