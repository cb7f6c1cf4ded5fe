import {
  RETURN_REPLACEMENT_CANCELLED_MESSAGE,
  returnReplacementShortMessage,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import { PREPAID_TOTALS, type KeyedOrders } from '../keyed-orders';
import type { PlacedOrder } from '../ports';
import type { ReplacementOrderRecord, ReturnRecord } from './return-record';

/**
 * How long a replacement's order would wait unpaid: it is marked paid at once, so only a crash
 * in between leaves it pending, until staff send the replacement again (which finds it).
 */
export const REPLACEMENT_HOLD_MS = 48 * 3_600_000;

/** The replacement order's key: one order per return, however often the step is asked. */
export const replacementKey = (returnId: string): string => `return-${returnId}`;
/** Whether an order is a return's replacement (checkout and delivery keys never take this shape). */
export const isReplacementKey = (key: string): boolean => /^return-[a-f0-9]{24}$/.test(key);

export interface ReplacementOrderDeps {
  placer: Pick<KeyedOrders, 'place'>;
  /** The order lifecycle's move of a zero-priced order to paid, with no charge of its own. */
  markPrepaid: (
    orderId: string,
    reason: { paymentRef: string | null; note?: string },
  ) => Promise<'paid' | 'cancelled'>;
}

/**
 * A return's fresh coffee (the taste guarantee) as a real order: the returned lines, priced at
 * $0 with no shipping or tax, to the original order's address and email, its stock reserved,
 * then paid with no charge, so it is packed and shipped like any paid order. Its key comes from
 * the return: a retry (a double click, a crash before the return was updated) finds the same
 * order. Short of stock: a 409, and nothing is left behind.
 */
export function createReplacementOrders(deps: ReplacementOrderDeps) {
  return {
    async place(found: PlacedOrder, current: ReturnRecord): Promise<ReplacementOrderRecord> {
      const { order } = found;
      const placed = await deps.placer.place({
        userId: order.userId,
        key: replacementKey(current.id),
        noun: 'replacement',
        lines: () =>
          Promise.resolve(
            current.lines.map((line) => ({
              productId: line.productId,
              variantId: line.variantId,
              quantity: line.quantity,
              productName: line.name,
              variantLabel: line.variantLabel,
            })),
          ),
        finish: (priced) => ({
          // Free, and nothing else taken off: no member price, promotion or sample.
          lines: priced.map((line) => ({
            ...line,
            priceCents: 0,
            listPriceCents: null,
            discountCents: 0,
          })),
          order: {
            ...PREPAID_TOTALS,
            memberSavingsCents: 0,
            promotion: null,
            shippingMethod: 'standard',
            paymentMethod: order.paymentMethod,
            shippingAddress: order.shippingAddress,
            contactEmail: order.contactEmail,
          },
        }),
      });
      if (placed.kind === 'unavailable')
        throw new AppError(
          409,
          returnReplacementShortMessage(placed.message),
          'REPLACEMENT_OUT_OF_STOCK',
        );
      // Paid by the original order's payment (as a gift's deliveries are by their purchase's).
      const paid = await deps.markPrepaid(placed.order.id, {
        paymentRef: order.payment.ref,
        note: `Replacement for return of order ${order.orderNumber}`,
      });
      // Only after a crash between the two, and a cancel of the pending order meanwhile.
      if (paid === 'cancelled')
        throw new AppError(409, RETURN_REPLACEMENT_CANCELLED_MESSAGE, 'REPLACEMENT_CANCELLED');
      return { id: placed.order.id, orderNumber: placed.order.orderNumber };
    },
  };
}
export type ReplacementOrders = ReturnType<typeof createReplacementOrders>;
