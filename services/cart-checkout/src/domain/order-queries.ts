import {
  dayIn,
  formatCents,
  SHIPPING_METHODS,
  type MemberSavings,
  type Order,
} from '@coffee/contracts';
import { toOrder } from './order';
import type { OrderLifecycle } from './order-lifecycle';
import type { OrderRepository } from './ports';
import type { ShopCalendarSource } from './subscriptions/ports';

/**
 * The signed-in user's own placed orders; nobody else's, and never one still being placed. Any
 * of their unpaid orders past its time is cancelled first, so a read never shows it pending.
 */
export function createOrderQueries(
  orders: OrderRepository,
  lifecycle: Pick<OrderLifecycle, 'beforeList' | 'get' | 'providerName'>,
  calendar: ShopCalendarSource,
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

    /**
     * What Direct+ saved the user this calendar year in the shop's zone: member prices as the
     * orders recorded them, free shipping at what Standard Shipping costs, and free samples.
     */
    async memberSavings(userId: string, now: Date, requestId?: string): Promise<MemberSavings> {
      const { timeZone } = await calendar.current(requestId);
      const year = Number(dayIn(now, timeZone).slice(0, 4));
      // From a day before the year in UTC; the zone's calendar decides which count.
      const since = new Date(Date.UTC(year, 0, 1) - 24 * 60 * 60 * 1000);
      const paid = (await orders.listPaidSince(userId, since)).filter((order) =>
        dayIn(order.createdAt, timeZone).startsWith(`${year}-`),
      );
      const memberPrices = paid.reduce((sum, order) => sum + order.memberSavingsCents, 0);
      // A prepaid gift delivery (nothing charged) saved its recipient nothing on shipping.
      const shippedFree = paid.filter((o) => o.shippingMethod === 'free' && o.totalCents > 0);
      const freeShipping = shippedFree.length * SHIPPING_METHODS.standard.priceCents;
      // Free samples (issue 30, item 4) at what each was worth when its order was placed.
      const withSample = paid.filter((order) => order.sample);
      const samples = withSample.reduce((sum, order) => sum + order.sample!.valueCents, 0);
      return {
        year,
        orders: paid.length,
        memberPrices: formatCents(memberPrices),
        freeShipping: formatCents(freeShipping),
        freeShippingOrders: shippedFree.length,
        total: formatCents(memberPrices + freeShipping + samples),
        samples: formatCents(samples),
        sampleCount: withSample.length,
      };
    },

    // Unknown, malformed and someone else's look the same (404): no hint that an id exists.
    get: (userId: string, orderId: string): Promise<Order> => lifecycle.get(userId, orderId),
  };
}
export type OrderQueries = ReturnType<typeof createOrderQueries>;
