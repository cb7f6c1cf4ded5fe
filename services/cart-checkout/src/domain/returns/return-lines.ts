import { isCoffeeCategory, type Product } from '@coffee/contracts';
import type { OrderItemRecord, PlacedOrderRecord } from '../order';
import type { ReturnLineRecord } from './return-record';

/** Subscription plans are stopped, not sent back: their lines are never returnable. */
const SUBSCRIPTION_CATEGORY = 'subscription';

/** What the catalog says of a line's product now (a product it no longer has is not coffee). */
export interface LineKind {
  returnable: boolean;
  tasteGuarantee: boolean;
}
export function lineKindOf(product: Product | undefined): LineKind {
  const category = product?.category.toLowerCase() ?? '';
  return {
    returnable: category !== SUBSCRIPTION_CATEGORY,
    tasteGuarantee: isCoffeeCategory(category),
  };
}

/**
 * What `quantity` units of a line are worth back: their price less their share of the line's
 * promotion discount, plus their share of the order's tax (by value across the lines). Shipping
 * is not in it: staff add it to a refund when the fault was ours (the amount is theirs to set).
 */
export function refundValueOf(
  order: PlacedOrderRecord,
  items: readonly OrderItemRecord[],
  item: OrderItemRecord,
  quantity: number,
): number {
  const net = (line: OrderItemRecord, units: number) =>
    line.priceCents * units - Math.round((line.discountCents * units) / line.quantity);
  const linesNet = items.reduce((sum, line) => sum + net(line, line.quantity), 0);
  const value = net(item, quantity);
  const tax = linesNet > 0 ? Math.round((order.taxCents * value) / linesNet) : 0;
  return Math.max(0, value + tax);
}

export function returnLineOf(
  order: PlacedOrderRecord,
  items: readonly OrderItemRecord[],
  item: OrderItemRecord,
  quantity: number,
  kind: LineKind,
): ReturnLineRecord {
  return {
    itemId: item.id,
    productId: item.productId,
    variantId: item.variantId,
    name: item.name,
    variantLabel: item.variantLabel,
    imageUrl: item.imageUrl,
    quantity,
    priceCents: item.priceCents,
    refundCents: refundValueOf(order, items, item, quantity),
    tasteGuarantee: kind.tasteGuarantee,
    resellable: null,
  };
}

/** "2 × Ethiopia Yirgacheffe, 12 oz" for timelines and mails. */
export const returnLinesText = (lines: readonly ReturnLineRecord[]): string =>
  lines
    .map((l) => `${l.quantity} × ${l.name}${l.variantLabel ? `, ${l.variantLabel}` : ''}`)
    .join('; ');
