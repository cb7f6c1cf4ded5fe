import {
  defaultShippingMethod,
  lineName,
  memberSubscriptionCents,
  orderTotals,
  type Order,
} from '@coffee/contracts';
import {
  createKeyedOrders,
  PREPAID_TOTALS,
  type KeyedLine,
  type KeyedOrderDeps,
  type Unavailable,
} from '../keyed-orders';
import type { OrderLineSnapshot } from '../order';
import { memberSavingsOf, subtotalOf } from '../order-lines';
import type { PlanResolution } from './plans';
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

/** A plan delivery's coffee, as its history names it. */
export type SentCoffee = { productId: string; name: string } | null;

export type DeliveryPlacement =
  | { kind: 'order'; order: Order; memberDiscount: boolean; coffee: SentCoffee }
  /** Nothing was taken: the coffee is short, retired or gone; `message` says which. */
  | Unavailable;

/** `holdMs`: the hold of a new unpaid order (the charge follows within moments). */
export interface DeliveryOrderDeps extends KeyedOrderDeps {
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
  const placer = createKeyedOrders(deps);

  /** The delivery's one line; a plan's is the bag of the coffee chosen for it, at its price. */
  async function lineOf(
    subscription: SubscriptionRecord,
    requestId?: string,
  ): Promise<KeyedLine[] | Unavailable> {
    const { item } = subscription;
    if (!item.plan) return [item];
    const planned = deps.planLine
      ? await deps.planLine(subscription, requestId)
      : ({ kind: 'unavailable', message: 'Plans are not delivered here' } as const);
    if (planned.kind === 'unavailable') return planned;
    const { bagCents, ...line } = planned.line;
    return [{ ...line, priceCents: bagCents }];
  }

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
    const finish = (priced: OrderLineSnapshot[]) => {
      let lines = priced;
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
      const order = {
        ...orderTotals(subtotalOf(lines), shippingMethod),
        memberSavingsCents: prepaid ? 0 : memberSavingsOf(lines),
        // Promotions are for checkouts; a delivery's price is the subscription's.
        promotion: null,
        // The gift's purchase paid this delivery's coffee, shipping and tax.
        ...(prepaid ? PREPAID_TOTALS : {}),
        shippingMethod,
        paymentMethod: 'credit-card' as const,
        shippingAddress: subscription.shippingAddress,
        contactEmail: prepaid ? prepaid.contactEmail : member.email,
      };
      return { lines, order };
    };
    const placed = await placer.place(
      {
        userId: subscription.userId,
        key: deliveryKey(subscription.id, subscription.cycle, subscription.attempt),
        lines: () => lineOf(subscription, requestId),
        finish,
        noun: 'delivery',
      },
      requestId,
    );
    if (placed.kind === 'unavailable') return placed;
    return {
      kind: 'order',
      order: placed.order,
      memberDiscount: member.isDirectPlus,
      coffee: sentOf(subscription, placed.order),
    };
  }

  return { place };
}
export type DeliveryOrders = ReturnType<typeof createDeliveryOrders>;
