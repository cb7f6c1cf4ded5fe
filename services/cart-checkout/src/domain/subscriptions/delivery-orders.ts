import { createHash } from 'node:crypto';
import {
  defaultShippingMethod,
  lineName,
  memberSubscriptionCents,
  orderTotals,
  type Order,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { toOrder, type OrderRecord } from '../order';
import { createOrderClaims, type OrderClaimDeps } from '../order-claims';
import { memberSavingsOf, priceLines, subtotalOf } from '../order-lines';
import type { PlanLine, PlanResolution } from './plans';
import type { SubscriptionRecord } from './subscription';

/**
 * How long a delivery's order holds its stock unpaid: its charge follows at once, but Stripe's
 * event may come later, and an order cancelled before it would turn a good charge into a refund.
 * A failed charge cancels the order at once anyway.
 */
export const DELIVERY_HOLD_MS = 48 * 3_600_000;

/** The order key of one try at one delivery: a repeated or duplicated run finds the same order. */
export const deliveryKey = (subscriptionId: string, cycle: number, attempt: number): string =>
  `sub-${subscriptionId}-${cycle}-${attempt}`;
/** Whether an order's key is a subscription delivery's (checkout keys never take this shape). */
export const isDeliveryKey = (key: string): boolean => /^sub-[a-f0-9]{24}-\d+-\d+$/.test(key);

/** A prepaid (gift) delivery's totals: the money was taken by the gift's purchase. */
const PREPAID_TOTALS = { subtotalCents: 0, shippingCents: 0, taxCents: 0, totalCents: 0 };

/** A plan delivery's coffee, as its history names it. */
export type SentCoffee = { productId: string; name: string } | null;

export type DeliveryPlacement =
  | { kind: 'order'; order: Order; memberDiscount: boolean; coffee: SentCoffee }
  /** Nothing was taken: the coffee is short, retired or gone; `message` says which. */
  | { kind: 'unavailable'; message: string };

export interface DeliveryOrderDeps extends OrderClaimDeps {
  /** The hold of a new unpaid order (the charge follows within moments). */
  holdMs: number;
  now: () => Date;
  /** A plan subscription's line for its delivery (plans.ts); without it a plan is never sent. */
  planLine?: (subscription: SubscriptionRecord, requestId?: string) => Promise<PlanResolution>;
}

/** What a plan's order sent (its one line), or null for a coffee subscription. */
const sentOf = (subscription: SubscriptionRecord, order: Order): SentCoffee => {
  const line = order.items[0];
  return subscription.item.plan && line
    ? { productId: line.productId, name: lineName(line.name, line.variantLabel) }
    : null;
};

/**
 * A delivery's order, placed as a checkout places one but from the subscription instead of a
 * cart: the (user, key) claim makes it once-only, the catalog prices it now and reserves its
 * stock (all or nothing), and a member's coffee is 15% off when the order is made. Shipping
 * follows the checkout's rule: free for a member, standard otherwise.
 */
export function createDeliveryOrders(deps: DeliveryOrderDeps) {
  const { orders, catalog } = deps;
  const { abandon, replay, claimKey } = createOrderClaims(deps);

  async function place(
    subscription: SubscriptionRecord,
    member: { isDirectPlus: boolean; email: string | null },
    requestId?: string,
    /**
     * A gift's delivery: paid by the gift's purchase, so priced at 0 (coffee, shipping and tax)
     * and its order mails go to the recipient (`contactEmail`). Stock is reserved as for any.
     */
    prepaid?: { contactEmail: string | null },
  ): Promise<DeliveryPlacement> {
    const key = deliveryKey(subscription.id, subscription.cycle, subscription.attempt);
    // Every try of a key is the same request: a run after a crash answers the order it made.
    const requestHash = createHash('sha256').update(key).digest('hex');
    const existing = await replay(subscription.userId, key, requestHash, requestId);
    if (existing)
      return {
        kind: 'order',
        order: existing,
        memberDiscount: member.isDirectPlus,
        coffee: sentOf(subscription, existing),
      };

    // A plan's delivery orders the bags of the coffee chosen for it, at the plan's bag price.
    let item: Omit<PlanLine, 'bagCents'> = subscription.item;
    let bagCents: number | null = null;
    if (subscription.item.plan) {
      const planned = deps.planLine
        ? await deps.planLine(subscription, requestId)
        : ({ kind: 'unavailable', message: 'Plans are not delivered here' } as const);
      if (planned.kind === 'unavailable') return planned;
      ({ bagCents, ...item } = planned.line);
    }
    let lines;
    try {
      const products = await catalog.findProducts([item.productId], requestId);
      lines = await priceLines(
        [
          {
            id: key,
            userId: subscription.userId,
            productId: item.productId,
            variantId: item.variantId,
            quantity: item.quantity,
            productName: item.productName,
            variantLabel: item.variantLabel,
            createdAt: deps.now(),
          },
        ],
        products,
        (productId, variantId) => catalog.variantAbsence(productId, variantId, requestId),
      );
    } catch (err) {
      if (err instanceof AppError && err.status < 500)
        return { kind: 'unavailable', message: err.message };
      throw err;
    }
    if (bagCents !== null) {
      const planned = bagCents;
      lines = lines.map((line) => ({ ...line, priceCents: planned }));
    }
    if (prepaid) {
      lines = lines.map((line) => ({ ...line, priceCents: 0 }));
    } else if (member.isDirectPlus) {
      // The subscription's member price (15% off), the regular price kept beside it.
      lines = lines.map((line) => {
        const priceCents = memberSubscriptionCents(line.priceCents);
        return {
          ...line,
          priceCents,
          listPriceCents: priceCents === line.priceCents ? null : line.priceCents,
        };
      });
    }
    const shippingMethod = prepaid ? 'standard' : defaultShippingMethod(member.isDirectPlus);
    const order = await claimKey({
      userId: subscription.userId,
      idempotencyKey: key,
      requestHash,
      ...orderTotals(subtotalOf(lines), shippingMethod),
      memberSavingsCents: prepaid ? 0 : memberSavingsOf(lines),
      // Promotions are for checkouts; a delivery's price is the subscription's.
      promotion: null,
      // The gift's purchase paid this delivery's coffee, shipping and tax.
      ...(prepaid ? PREPAID_TOTALS : {}),
      shippingMethod,
      paymentMethod: 'credit-card',
      shippingAddress: subscription.shippingAddress,
      contactEmail: prepaid ? prepaid.contactEmail : member.email,
    });
    if (order === 'key-taken') {
      const again = await replay(subscription.userId, key, requestHash, requestId);
      if (again)
        return {
          kind: 'order',
          order: again,
          memberDiscount: member.isDirectPlus,
          coffee: sentOf(subscription, again),
        };
      throw new AppError(503, 'The delivery is being placed elsewhere', 'DELIVERY_IN_PROGRESS');
    }
    const reserved = await reserve(order, lines, requestId);
    if (reserved !== null) return reserved;
    try {
      const items = await orders.addItems(order.id, lines);
      const pending = await orders.markPending(
        order.id,
        new Date(deps.now().getTime() + deps.holdMs),
      );
      if (!pending) throw new AppError(503, 'The delivery order was lost', 'ORDER_LOST');
      const placed = toOrder(pending, items, deps.providerName);
      return {
        kind: 'order',
        order: placed,
        memberDiscount: member.isDirectPlus,
        coffee: sentOf(subscription, placed),
      };
    } catch (err) {
      await abandon(order, requestId);
      throw err;
    }
  }

  /** All the delivery's stock, or nothing and the claim gone; null when reserved. */
  async function reserve(
    order: OrderRecord,
    lines: Awaited<ReturnType<typeof priceLines>>,
    requestId?: string,
  ): Promise<DeliveryPlacement | null> {
    let outcome;
    try {
      outcome = await catalog.reserveStock(
        {
          reservationId: order.id,
          lines: lines.map(({ productId, variantId, quantity }) => ({
            productId,
            ...(variantId === null ? {} : { variantId }),
            quantity,
          })),
        },
        requestId,
      );
    } catch (err) {
      await abandon(order, requestId);
      throw err;
    }
    if (outcome.kind === 'reserved') return null;
    await orders.discard(order.id);
    return {
      kind: 'unavailable',
      message: outcome.kind === 'unavailable' ? outcome.message : outcome.shortage.message,
    };
  }

  return { place };
}
export type DeliveryOrders = ReturnType<typeof createDeliveryOrders>;
