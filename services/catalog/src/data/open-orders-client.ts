import {
  MAX_STAFF_PAGE_SIZE,
  staffOrderPageSchema,
  upcomingDeliveryListSchema,
} from '@coffee/contracts';
import type { InternalClient } from '@coffee/service-defaults';
import type { OpenOrderLine, OpenOrders } from '../domain/roast-ports';

/** Paid and not shipped: what the roaster still has to roast for. */
const OPEN_STATUSES = ['paid', 'processing'] as const;
/** A bound on one plan's reading (10,000 open orders): a shop past it needs a feed, not pages. */
const MAX_PAGES = 100;
/** How far ahead subscription deliveries are read: past the plan's seven roast days. */
const SUBSCRIPTIONS_AHEAD_MS = 14 * 86_400_000;

/**
 * The open orders from services/cart-checkout's back-office list (GET /internal/staff/orders,
 * the same the staff service reads), page by page; then the subscription deliveries to be charged
 * within two weeks (GET /internal/roast/subscription-deliveries), each counted from its charge
 * day as an order is from the day it was paid (issue 29: "its coffee joins the roast plan").
 */
export function createOpenOrdersClient(
  cartCheckout: InternalClient,
  now: () => Date = () => new Date(),
): OpenOrders {
  return {
    async lines(requestId) {
      const lines: OpenOrderLine[] = [];
      for (const status of OPEN_STATUSES) {
        for (let page = 1; page <= MAX_PAGES; page += 1) {
          const query = new URLSearchParams({
            status,
            page: String(page),
            pageSize: String(MAX_STAFF_PAGE_SIZE),
          });
          const answer = await cartCheckout.fetchParsed(
            `/internal/staff/orders?${query.toString()}`,
            staffOrderPageSchema,
            requestId ? { requestId } : {},
          );
          if (!answer) throw cartCheckout.unavailable();
          for (const order of answer.items) {
            const paidAt = new Date(order.payment.paidAt ?? order.createdAt);
            for (const item of order.items) {
              lines.push({
                orderId: order.id,
                productId: item.productId,
                variantId: item.variantId,
                quantity: item.quantity,
                paidAt,
              });
            }
          }
          if (page * answer.pageSize >= answer.total) break;
        }
      }
      const until = new Date(now().getTime() + SUBSCRIPTIONS_AHEAD_MS).toISOString();
      // An older cart-checkout without the route answers 404 (null): no deliveries to count.
      const upcoming = await cartCheckout.fetchParsed(
        `/internal/roast/subscription-deliveries?until=${encodeURIComponent(until)}`,
        upcomingDeliveryListSchema,
        requestId ? { requestId } : {},
      );
      for (const delivery of upcoming ?? []) {
        lines.push({
          orderId: `subscription:${delivery.subscriptionId}:${delivery.cycle}`,
          productId: delivery.productId,
          variantId: delivery.variantId,
          quantity: delivery.quantity,
          paidAt: new Date(delivery.chargeAt),
        });
      }
      return lines;
    },
  };
}
