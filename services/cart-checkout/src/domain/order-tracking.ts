import { createHash, timingSafeEqual } from 'node:crypto';
import {
  ORDER_TRACKING_NOT_FOUND_MESSAGE,
  trackingContactKey,
  type OrderTracking,
  type TrackOrderRequest,
} from '@coffee/contracts';
import { AppError, type AttemptThrottle, type Clock } from '@coffee/service-defaults';
import type { TrackableOrder } from './order';
import type { OrderRepository } from './ports';

/** Failed tracking attempts allowed per window: from one address, and for one order number. */
export interface TrackingLimits {
  perAddress: number;
  perNumber: number;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/**
 * Whether `typed` is the order's email or its shipping ZIP, compared as a person types them
 * (case and spaces do not matter). Without an order both comparisons still run, against values
 * nothing can equal (a contact is never empty), so a wrong number and a wrong contact cost alike.
 */
function contactMatches(order: TrackableOrder | null, typed: string): boolean {
  const key = digest(trackingContactKey(typed));
  const known = [order?.contactEmail ?? '', order?.zipCode ?? ''];
  let matched = false;
  for (const value of known) {
    const equal = timingSafeEqual(digest(trackingContactKey(value)), key);
    matched = (value !== '' && equal) || matched;
  }
  return matched;
}

/**
 * POST /api/orders/track: anyone with an order's number and the email or ZIP it was placed
 * with learns where it is, signed in or not. A wrong number and a wrong contact answer the same
 * 404 after the same work, so a stranger cannot tell whether a number exists; failures are
 * counted per address and per number (the attempt throttle), so nobody can enumerate either.
 */
export function createOrderTracking(deps: {
  orders: Pick<OrderRepository, 'findTrackable' | 'countItems'>;
  throttle: AttemptThrottle;
  clock: Clock;
  limits: TrackingLimits;
  /** Cancels an unpaid order past its time before it is shown (never shown pending then). */
  expireIfDue?: (orderId: string) => Promise<void>;
  /** The days the order's coffee was roasted (roast-allocation.ts); none without it. */
  roastDays?: (orderId: string) => Promise<string[]>;
}) {
  const { orders, throttle, clock, limits } = deps;
  return {
    async track(input: TrackOrderRequest, clientKey: string): Promise<OrderTracking> {
      const ticket = await throttle.begin(
        [
          { key: `address:${clientKey}`, maxFailures: limits.perAddress },
          { key: `number:${input.orderNumber}`, maxFailures: limits.perNumber },
        ],
        clock.now(),
      );
      const order = await orders.findTrackable(input.orderNumber);
      const matched = contactMatches(order, input.contact);
      if (!order || !matched) {
        throw new AppError(404, ORDER_TRACKING_NOT_FOUND_MESSAGE, 'ORDER_NOT_FOUND');
      }
      // Not a guess: it does not count.
      await ticket.withdraw();
      let current = order;
      if (order.status === 'pending' && deps.expireIfDue) {
        await deps.expireIfDue(order.id);
        current = (await orders.findTrackable(input.orderNumber)) ?? order;
      }
      return {
        orderNumber: order.orderNumber,
        status: current.status,
        placedAt: current.createdAt.toISOString(),
        updatedAt: current.updatedAt.toISOString(),
        shippingMethod: current.shippingMethod,
        trackingNumber: current.trackingNumber,
        itemCount: await orders.countItems(order.id),
        roastedOn: deps.roastDays ? await deps.roastDays(order.id) : [],
      };
    },
  };
}
export type OrderTrackingUseCase = ReturnType<typeof createOrderTracking>;
