import { giftView } from './gift';
import {
  dayIn,
  formatCents,
  isLocked,
  lockAtOf,
  lockDayOf,
  chargeDayOf,
  memberSubscriptionCents,
  type DeliveryOutcome,
  type PauseReason,
  planBagCents,
  type BagSize,
  type Grind,
  type PlanKind,
  type ShippingAddress,
  type ShopCalendar,
  type Subscription,
  type SubscriptionStatus,
} from '@coffee/contracts';

/** The coffee a delivery sends, named as it was when chosen. */
export interface SubscriptionItem {
  productId: string;
  variantId: string;
  productName: string;
  variantLabel: string;
  quantity: number;
  frequencyWeeks: number;
  /**
   * A plan (plans.ts): the product is the plan and `quantity` counts its boxes; the coffee of
   * each delivery is chosen at its charge. Absent or null: the coffee itself.
   */
  plan?: { kind: PlanKind; grind: Grind; bagSize: BagSize; bags: number } | null;
}

/** A change made while the next delivery was locked: it applies from `fromCycle`. */
export interface PendingChange {
  fromCycle: number;
  item?: SubscriptionItem | null;
  shippingAddress?: ShippingAddress | null;
  /** Pause from `fromCycle`: until a day, or indefinitely (until null). */
  pause?: { until: string | null } | null;
  cancel?: boolean | null;
}

export interface DeliveryRecord {
  cycle: number;
  on: string;
  outcome: DeliveryOutcome;
  orderId: string | null;
  orderNumber: string | null;
  totalCents: number | null;
  note: string | null;
  /** Charged at the member price (what tells a lapsed member's first full-price delivery). */
  memberPrice?: boolean | null;
  /** A plan's delivery: the coffee it sent (the Explorer sends each origin once per round). */
  coffee?: { productId: string; name: string } | null;
  at: Date;
}

/**
 * A gift subscription's terms, written once at purchase. What is left is counted from the
 * history (ordered deliveries), so no write has to keep a counter right.
 */
export interface GiftRecord {
  recipientName: string;
  recipientEmail: string;
  message: string | null;
  deliveries: number;
  /** The giver's order that paid every delivery at once (key `gift-<subscription>`). */
  purchaseOrderId: string;
}

export interface SavedCardRef {
  id: string;
  brand: string;
  last4: string;
}

/** Everything a write may change. */
export interface SubscriptionState {
  status: SubscriptionStatus;
  pauseReason: PauseReason | null;
  pausedUntil: string | null;
  item: SubscriptionItem;
  pending: PendingChange | null;
  cycle: number;
  nextDeliveryOn: string | null;
  nextChargeAt: Date | null;
  skipCycles: number[];
  shippingAddress: ShippingAddress;
  card: SavedCardRef;
  /** Charges tried for the current cycle: with the cycle, the key of the next try's order. */
  attempt: number;
  /** The failed charges of the current cycle being retried, and the last one's message. */
  dunning: { failures: number; message: string } | null;
  deliveries: DeliveryRecord[];
  cancelledAt: Date | null;
}

export interface SubscriptionRecord extends SubscriptionState {
  id: string;
  userId: string;
  createKey: string;
  createdAt: Date;
  /** A gift's recipient and prepaid deliveries (gift.ts); absent or null: not a gift. */
  gift?: GiftRecord | null;
}

/** The deliveries an answer shows (newest first); the record keeps the last year's. */
const SHOWN_DELIVERIES = 12;

/** What the customer reads: the subscription with its next delivery on the shop's calendar. */
export function toSubscription(
  record: SubscriptionRecord,
  calendar: ShopCalendar,
  now: Date,
  unitCents: number,
): Subscription {
  const next = record.nextDeliveryOn;
  // A plan's price is per box, shared among its bags (each delivery orders the bags).
  const { plan, quantity } = record.item;
  const bag = plan ? planBagCents(unitCents, plan.bags) : unitCents;
  const bags = plan ? plan.bags * quantity : quantity;
  const pendingItem = record.pending?.item ?? null;
  return {
    id: record.id,
    status: record.status,
    pauseReason: record.pauseReason,
    pausedUntil: record.pausedUntil,
    item: { ...record.item },
    pendingItem: pendingItem ? { ...pendingItem } : null,
    pendingFromCycle: record.pending ? record.pending.fromCycle : null,
    price: formatCents(bag * bags),
    memberPrice: formatCents(memberSubscriptionCents(bag) * bags),
    next:
      next === null || record.status === 'cancelled'
        ? null
        : {
            cycle: record.cycle,
            on: next,
            chargeOn: chargeDayOf(next, calendar),
            lockOn: lockDayOf(next, calendar),
            lockStartsAt: lockAtOf(next, calendar).toISOString(),
            locked: isLocked(next, calendar, now),
            skipped: record.skipCycles.includes(record.cycle),
          },
    skippedCycles: record.skipCycles.filter((cycle) => cycle >= record.cycle),
    shippingAddress: record.shippingAddress,
    card: { ...record.card },
    deliveries: record.deliveries
      .slice(-SHOWN_DELIVERIES)
      .reverse()
      .map((d) => ({
        cycle: d.cycle,
        on: d.on,
        outcome: d.outcome,
        orderId: d.orderId,
        orderNumber: d.orderNumber,
        total: d.totalCents === null ? null : formatCents(d.totalCents),
        note: d.note,
        coffee: d.coffee?.name ?? null,
        at: d.at.toISOString(),
      })),
    createdAt: record.createdAt.toISOString(),
    cancelledAt: record.cancelledAt ? record.cancelledAt.toISOString() : null,
    ...(record.gift ? { gift: giftView(record, record.gift) } : {}),
    paymentProblem: record.dunning
      ? {
          failures: record.dunning.failures,
          message: record.dunning.message,
          retryOn:
            record.status === 'active' && record.nextChargeAt
              ? dayIn(record.nextChargeAt, calendar.timeZone)
              : null,
        }
      : null,
  };
}
