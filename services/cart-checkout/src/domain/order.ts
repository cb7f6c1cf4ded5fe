import { randomInt } from 'node:crypto';
import {
  formatCents,
  UNPAID_ORDER_TTL_MINUTES,
  type Order,
  type OrderActorKind,
  type OrderPaymentStatus,
  type StaffOrder,
  type OrderStatus,
  type PaymentMethod,
  type PromotionKind,
  type ShippingAddress,
  type ShippingMethod,
  type ReturnStatus,
} from '@coffee/contracts';
import { toOrderSample, type OrderSampleRecord } from './order-sample';

/** What an order line keeps of the product: name, picture, size and price as they were. */
export interface OrderLineSnapshot {
  productId: string;
  /** The variant ordered and its label then ("2 lb, pour-over"); null/'' for older orders. */
  variantId: string | null;
  variantLabel: string;
  /** The variant's SKU (the product's for older orders, when it had one). */
  sku: string | null;
  name: string;
  imageUrl: string | null;
  unitSize: string | null;
  quantity: number;
  /** The unit price charged: the member price when a member ordered a discounted product. */
  priceCents: number;
  /** The regular unit price when a member price was charged instead; else null. */
  listPriceCents: number | null;
  /** This line's share of the promotion's discount (0 without one): a refund gives back the rest. */
  discountCents: number;
}

/** The promotion an order was placed with (its use is held in `promotion_uses`). */
export interface OrderPromotionRecord {
  id: string;
  code: string | null;
  name: string;
  kind: PromotionKind;
}

export interface OrderItemRecord extends OrderLineSnapshot {
  id: string;
  orderId: string;
  /** The roast batch's day once the line shipped from one (YYYY-MM-DD); filled at shipping. */
  roastedOn?: string | null;
}

/** A new order as claimed: everything but the items, which follow once stock is reserved. */
export interface NewOrder {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  orderNumber: string;
  subtotalCents: number;
  /** What member prices took off the regular prices (in the subtotal already); 0 for others. */
  memberSavingsCents: number;
  /** What the promotion took off the lines (member prices first, tax after); 0 without one. */
  discountCents: number;
  /** The promotion applied (a code, or an automatic one); null when none was. */
  promotion: OrderPromotionRecord | null;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  shippingAddress: ShippingAddress;
  /** The account's email at the time: with the shipping ZIP, what a guest tracks the order by. */
  contactEmail: string | null;
}

/** What the provider said about the order's money. */
export interface PaymentRecord {
  status: OrderPaymentStatus;
  provider: 'stripe' | 'offline' | null;
  /** The provider's payment (PaymentIntent id / offpi_…). */
  ref: string | null;
  failureMessage: string | null;
  paidAt: Date | null;
  paidCents: number | null;
  refundedAt: Date | null;
  refundedCents: number | null;
  refundRef: string | null;
  /** The card that paid, as the provider reports it; null for PayPal or when it did not say. */
  card: PaymentCard | null;
}

/** A card as the provider names it: 'visa', 'mastercard', ... and the last four digits. */
export interface PaymentCard {
  brand: string;
  last4: string;
}

export const UNPAID: PaymentRecord = {
  status: 'unpaid',
  provider: null,
  ref: null,
  failureMessage: null,
  paidAt: null,
  paidCents: null,
  refundedAt: null,
  refundedCents: null,
  refundRef: null,
  card: null,
};

/** One move of the order's status, with who made it. */
export interface TimelineRecord {
  status: OrderStatus;
  at: Date;
  by: OrderActorKind;
  actorId: string | null;
  actorName: string | null;
  note: string | null;
  /** A return's step on the order's timeline (the order's status stays as it was). */
  returnStatus?: ReturnStatus;
}

export interface OrderRecord extends NewOrder {
  id: string;
  /** 'placing' while being placed (internal, never shown), then a public status. */
  status: OrderStatus | 'placing';
  trackingNumber: string | null;
  /** Placing failed and the stock reservation still has to be given back. */
  failedAt: Date | null;
  payment: PaymentRecord;
  /** The moves after placing, oldest first. */
  timeline: TimelineRecord[];
  /**
   * While pending and unpaid: when it is cancelled and its stock returns. Null for orders placed
   * before holds were stored (they expire UNPAID_ORDER_TTL_MINUTES after placing).
   */
  holdUntil: Date | null;
  /** When the payment step extended the hold (it does once). */
  holdExtendedAt: Date | null;
  /** Cancelled for want of payment in time. */
  expiredAt: Date | null;
  /** Cancelled, its stock not yet given back to the catalog. */
  stockToRelease: boolean;
  /** Paid or cancelled, and the catalog not yet told to re-check its Verified Purchase marks. */
  reviewsToRecheck: boolean;
  /** A Direct+ order's free sample (free-sample.ts); absent/null when it has none. */
  sample?: OrderSampleRecord | null;
  /**
   * Whether the customer's Direct+ was active when the order was delivered (the 60-day return
   * window); null when not delivered, or the account service could not say then. Optional: older
   * records and tests of other parts have none.
   */
  memberAtDelivery?: boolean | null;
  createdAt: Date;
  updatedAt: Date;
}

/** What tracking an order reads: where it is, and the two things it may be tracked by. */
export type TrackableOrder = Pick<
  PlacedOrderRecord,
  | 'id'
  | 'orderNumber'
  | 'status'
  | 'shippingMethod'
  | 'trackingNumber'
  | 'contactEmail'
  | 'createdAt'
  | 'updatedAt'
> & { zipCode: string };

/** A placed order: its status is one a customer may see. */
export type PlacedOrderRecord = OrderRecord & { status: OrderStatus };

export const isPlaced = (order: OrderRecord): order is PlacedOrderRecord =>
  order.status !== 'placing';

/** How long an order placed before holds were stored (no `holdUntil`) holds its stock. */
export const LEGACY_HOLD_MS = UNPAID_ORDER_TTL_MINUTES * 60 * 1000;

/** When a pending, unpaid order is cancelled and its stock returns. */
export const expiryOf = (order: OrderRecord): Date =>
  order.holdUntil ?? new Date(order.createdAt.getTime() + LEGACY_HOLD_MS);

/** A pending order past its time: due to be cancelled (on the next read, or by the sweeper). */
export const isDue = (order: OrderRecord, now: Date): boolean =>
  order.status === 'pending' && order.payment.status !== 'paid' && expiryOf(order) <= now;

export const customerNameOf = (order: OrderRecord): string =>
  `${order.shippingAddress.firstName} ${order.shippingAddress.lastName}`.trim();

/** The whole history: the placing (by the customer), then every move. */
function fullTimeline(order: PlacedOrderRecord): TimelineRecord[] {
  return [
    {
      status: 'pending',
      at: order.createdAt,
      by: 'customer',
      actorId: order.userId,
      actorName: customerNameOf(order) || null,
      note: null,
    },
    ...order.timeline,
  ];
}

/** The API shape (orderSchema of the contracts): money as "12.99", dates as ISO strings. */
export function toOrder(
  order: PlacedOrderRecord,
  items: OrderItemRecord[],
  providerName: 'stripe' | 'offline' = 'offline',
): Order {
  const { payment } = order;
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    items: items.map((item) => ({
      id: item.id,
      productId: item.productId,
      name: item.name,
      imageUrl: item.imageUrl,
      unitSize: item.unitSize,
      quantity: item.quantity,
      price: formatCents(item.priceCents),
      listPrice: item.listPriceCents === null ? null : formatCents(item.listPriceCents),
      discount: formatCents(item.discountCents),
      variantId: item.variantId,
      variantLabel: item.variantLabel,
      sku: item.sku,
      roastedOn: item.roastedOn ?? null,
    })),
    subtotal: formatCents(order.subtotalCents),
    memberSavings: formatCents(order.memberSavingsCents),
    discount: formatCents(order.discountCents),
    promotion: order.promotion
      ? { code: order.promotion.code, name: order.promotion.name, kind: order.promotion.kind }
      : null,
    shippingCost: formatCents(order.shippingCents),
    tax: formatCents(order.taxCents),
    total: formatCents(order.totalCents),
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    trackingNumber: order.trackingNumber,
    payment: {
      status: payment.status,
      provider: payment.provider ?? providerName,
      failureMessage: payment.status === 'failed' ? payment.failureMessage : null,
      paidAt: payment.paidAt?.toISOString() ?? null,
      refundedAt: payment.refundedAt?.toISOString() ?? null,
      refundedAmount: payment.refundedCents === null ? null : formatCents(payment.refundedCents),
      card: payment.card,
    },
    expiresAt:
      order.status === 'pending' && payment.status !== 'paid'
        ? expiryOf(order).toISOString()
        : null,
    // The customer sees who by kind, never a staff member's name.
    timeline: fullTimeline(order).map(({ status, at, by, note, returnStatus }) => ({
      status,
      at: at.toISOString(),
      by,
      note,
      ...(returnStatus ? { returnStatus } : {}),
    })),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    sample: toOrderSample(order.sample),
  };
}

/** The back office's shape: the order plus its owner, and who made each move. */
export function toStaffOrder(
  order: PlacedOrderRecord,
  items: OrderItemRecord[],
  providerName: 'stripe' | 'offline' = 'offline',
): StaffOrder {
  return {
    ...toOrder(order, items, providerName),
    userId: order.userId,
    contactEmail: order.contactEmail,
    customerName: customerNameOf(order),
    timeline: fullTimeline(order).map((entry) => ({
      status: entry.status,
      at: entry.at.toISOString(),
      by: entry.by,
      note: entry.note,
      ...(entry.returnStatus ? { returnStatus: entry.returnStatus } : {}),
      actorId: entry.actorId,
      actorName: entry.by === 'provider' || entry.by === 'system' ? null : entry.actorName,
    })),
  };
}

// No 0/O or 1/I: order numbers are read out over the phone to support.
const ORDER_NUMBER_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/**
 * A human order number such as ORD-20250614-7KQ2MX: the UTC day, then 6 random characters
 * (about a billion per day). Uniqueness is the database's unique index; a collision retries.
 */
export function newOrderNumber(now: Date = new Date()): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i += 1) {
    suffix += ORDER_NUMBER_ALPHABET[randomInt(ORDER_NUMBER_ALPHABET.length)];
  }
  return `ORD-${day}-${suffix}`;
}
