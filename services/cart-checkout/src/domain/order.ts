import { randomInt } from 'node:crypto';
import {
  formatCents,
  type Order,
  type OrderStatus,
  type PaymentMethod,
  type ShippingAddress,
  type ShippingMethod,
} from '@coffee/contracts';

/** What an order line keeps of the product: name, picture, size and price as they were. */
export interface OrderLineSnapshot {
  productId: string;
  name: string;
  imageUrl: string | null;
  unitSize: string | null;
  quantity: number;
  priceCents: number;
}

export interface OrderItemRecord extends OrderLineSnapshot {
  id: string;
  orderId: string;
}

/** A new order as claimed: everything but the items, which follow once stock is reserved. */
export interface NewOrder {
  userId: string;
  idempotencyKey: string;
  requestHash: string;
  orderNumber: string;
  subtotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  shippingMethod: ShippingMethod;
  paymentMethod: PaymentMethod;
  shippingAddress: ShippingAddress;
  /** The account's email at the time: with the shipping ZIP, what a guest tracks the order by. */
  contactEmail: string | null;
}

export interface OrderRecord extends NewOrder {
  id: string;
  /** 'placing' while being placed (internal, never shown), then a public status. */
  status: OrderStatus | 'placing';
  trackingNumber: string | null;
  /** Placing failed and the stock reservation still has to be given back. */
  failedAt: Date | null;
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

/** The API shape (orderSchema of the contracts): money as "12.99", dates as ISO strings. */
export function toOrder(order: PlacedOrderRecord, items: OrderItemRecord[]): Order {
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
    })),
    subtotal: formatCents(order.subtotalCents),
    shippingCost: formatCents(order.shippingCents),
    tax: formatCents(order.taxCents),
    total: formatCents(order.totalCents),
    shippingMethod: order.shippingMethod,
    paymentMethod: order.paymentMethod,
    shippingAddress: order.shippingAddress,
    trackingNumber: order.trackingNumber,
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
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
