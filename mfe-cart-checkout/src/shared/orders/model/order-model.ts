import {
  ORDER_STATUS_LABELS,
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  promotionLabelOf,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PaymentMethod,
  type ShippingMethod,
} from '@coffee/contracts';
import type { FetchBaseQueryError, SerializedError } from '@coffee/platform';
import { toCents } from '../../money';

/** The contracts' names for each status ('Paid' among them), the same on every screen. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = ORDER_STATUS_LABELS;

export const shippingMethodLabel = (method: ShippingMethod): string =>
  SHIPPING_METHODS[method].label;
export const paymentMethodLabel = (method: PaymentMethod): string => PAYMENT_METHODS[method].label;

/** How an order was paid ('Visa ending 4242', else the method): one wording, in the contracts. */
export { orderPaymentLabel } from '@coffee/contracts';

export function orderLineTotalCents(item: OrderItem): number {
  return toCents(item.price) * item.quantity;
}

/** 404 (unknown, malformed or someone else's id) and 400 both mean: there is no such order for you. */
export function isNotFound(error: FetchBaseQueryError | SerializedError | undefined): boolean {
  return Boolean(error && 'status' in error && (error.status === 404 || error.status === 400));
}

/** The stored amounts of a placed order, in cents, for TotalsList. */
export function orderAmounts(order: Order) {
  return {
    memberSavingsCents: toCents(order.memberSavings),
    subtotalCents: toCents(order.subtotal),
    discountCents: toCents(order.discount),
    promotionLabel: order.promotion ? promotionLabelOf(order.promotion) : null,
    shippingCents: toCents(order.shippingCost),
    taxCents: toCents(order.tax),
    totalCents: toCents(order.total),
  };
}

/** Where the shopper pays (or pays again) for a placed order: the checkout's payment step. */
export const paymentPath = (orderId: string): string =>
  `/checkout?orderId=${encodeURIComponent(orderId)}`;
/** The confirmation page; `submitted` makes it wait for the provider's answer. */
export const confirmationPath = (orderId: string, submitted = false): string =>
  `/payment-confirmation/order?orderId=${encodeURIComponent(orderId)}${submitted ? '&payment=submitted' : ''}`;

/**
 * Cancelled by the shop because it was not paid in time. The service cancels an unpaid order
 * when it is read after `expiresAt` (entry `by: 'system'`); an order still pending past its
 * time is read as expired too (the clock may be ahead of the last read).
 */
export function isExpired(order: Order, now = Date.now()): boolean {
  if (order.status === 'cancelled') {
    const last = order.timeline[order.timeline.length - 1];
    return last?.by === 'system';
  }
  return (
    order.status === 'pending' &&
    order.payment.status !== 'paid' &&
    order.expiresAt !== null &&
    Date.parse(order.expiresAt) <= now
  );
}

/** Pending, not paid and not expired: the shopper may still (or again) pay for it. */
export function awaitsPayment(order: Order, now = Date.now()): boolean {
  return (
    order.status === 'pending' &&
    (order.payment.status === 'unpaid' || order.payment.status === 'failed') &&
    !isExpired(order, now)
  );
}

/** Money received: paid, or moved on from paid (a refund after a cancel is told apart). */
export function isPaid(order: Order): boolean {
  return order.payment.status === 'paid' || order.payment.status === 'refunded';
}

/** '25 minutes left to pay' / '1 minute left to pay' / 'less than a minute left to pay'. */
export function timeLeftToPay(expiresAt: string | null, now = Date.now()): string | null {
  if (!expiresAt) return null;
  const minutes = Math.floor((Date.parse(expiresAt) - now) / 60_000);
  if (Number.isNaN(minutes) || Date.parse(expiresAt) <= now) return null;
  if (minutes < 1) return 'less than a minute left to pay';
  return `${minutes} minute${minutes === 1 ? '' : 's'} left to pay`;
}
