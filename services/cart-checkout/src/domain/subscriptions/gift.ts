import { createHash } from 'node:crypto';
import {
  GIFT_CARD_CHANGE_MESSAGE,
  GIFT_TERMS_CHANGE_MESSAGE,
  type SubscriptionGift,
} from '@coffee/contracts';
import { AppError } from '@coffee/service-defaults';
import type { GiftRecord, SubscriptionRecord, SubscriptionState } from './subscription';

/**
 * Gift subscriptions' rules as pure functions: the purchase order's key, what is left, the
 * changes a prepaid gift refuses, and the end after its last delivery.
 */

/** The giver's order that pays the whole gift at once. */
export const giftPurchaseKey = (subscriptionId: string): string => `gift-${subscriptionId}`;
export const isGiftPurchaseKey = (key: string): boolean => /^gift-[a-f0-9]{24}$/.test(key);

/**
 * A gift's id from its giver and Idempotency-Key: a retry after a crash (even after the charge)
 * finds the same purchase order under `gift-<id>` and is never charged twice.
 */
export const giftSubscriptionId = (userId: string, createKey: string): string =>
  createHash('sha256').update(`gift:${userId}:${createKey}`).digest('hex').slice(0, 24);

type WithHistory = Pick<SubscriptionState, 'deliveries'>;

/** Prepaid deliveries not yet ordered (a skipped or out-of-stock one uses none). */
export const giftRemaining = (state: WithHistory, gift: GiftRecord): number =>
  Math.max(0, gift.deliveries - state.deliveries.filter((d) => d.outcome === 'ordered').length);

export const giftEndedReason = (deliveries: number): string =>
  `All ${deliveries} prepaid deliveries were sent`;

export function giftView(record: SubscriptionRecord, gift: GiftRecord): SubscriptionGift {
  const remaining = giftRemaining(record, gift);
  return {
    recipientName: gift.recipientName,
    recipientEmail: gift.recipientEmail,
    message: gift.message ?? null,
    deliveries: gift.deliveries,
    remaining,
    endedReason:
      remaining === 0 && record.status === 'cancelled' ? giftEndedReason(gift.deliveries) : null,
  };
}

/**
 * A gift was paid in full: its card has nothing left to pay, and its coffee or quantity would
 * change the price. Frequency, address, skip, pause and cancel stay the giver's.
 */
export function assertGiftChange(change: {
  productId?: string | undefined;
  variantId?: string | undefined;
  quantity?: number | undefined;
  paymentMethodId?: string | undefined;
}): void {
  if (change.paymentMethodId !== undefined)
    throw new AppError(409, GIFT_CARD_CHANGE_MESSAGE, 'GIFT_PREPAID');
  if (
    change.productId !== undefined ||
    change.variantId !== undefined ||
    change.quantity !== undefined
  )
    throw new AppError(409, GIFT_TERMS_CHANGE_MESSAGE, 'GIFT_PREPAID');
}

/** After a delivery: the last prepaid one ends the gift (nothing is ever charged again). */
export function endIfLastGiftDelivery(
  state: SubscriptionState,
  gift: GiftRecord,
  now: Date,
): SubscriptionState {
  if (giftRemaining(state, gift) > 0) return state;
  return {
    ...state,
    status: 'cancelled',
    pauseReason: null,
    pausedUntil: null,
    pending: null,
    nextDeliveryOn: null,
    nextChargeAt: null,
    cancelledAt: now,
  };
}

/** A gift's cancel says what happens to what was paid: nothing comes back by itself. */
export const GIFT_CANCEL_NOTE =
  'No further deliveries will be sent. The prepaid deliveries not sent are not refunded automatically: contact us if you need a refund.';
export function withGiftCancelNote<T extends { message: string }>(
  record: SubscriptionRecord,
  outcome: T,
): T {
  return record.gift ? { ...outcome, message: `${outcome.message}. ${GIFT_CANCEL_NOTE}` } : outcome;
}
