import {
  PAYMENT_METHODS,
  SHIPPING_METHODS,
  type Order,
  type OrderItem,
  type OrderStatus,
  type PaymentMethod,
  type ShippingMethod,
} from '@coffee/contracts';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import { toCents } from '../../money';

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  processing: 'Processing',
  shipped: 'Shipped',
  completed: 'Completed',
  cancelled: 'Cancelled',
};

export const shippingMethodLabel = (method: ShippingMethod): string =>
  SHIPPING_METHODS[method].label;
export const paymentMethodLabel = (method: PaymentMethod): string => PAYMENT_METHODS[method].label;

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
    subtotalCents: toCents(order.subtotal),
    shippingCents: toCents(order.shippingCost),
    taxCents: toCents(order.tax),
    totalCents: toCents(order.total),
  };
}
