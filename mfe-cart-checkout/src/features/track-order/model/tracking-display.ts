import type { OrderStatus } from '@coffee/contracts';
import { toApiError, type FetchBaseQueryError, type SerializedError } from '@coffee/platform';

/** What each status means for the person waiting for the parcel. */
export const STATUS_DESCRIPTIONS: Record<OrderStatus, string> = {
  pending: 'We have your order and are waiting for its payment.',
  paid: 'Your payment is in and we will start preparing your order soon.',
  processing: 'We are roasting and packing your order.',
  shipped: 'Your order is on its way.',
  completed: 'Your order has been delivered.',
  cancelled: 'This order was cancelled.',
};

export type TrackingProblem =
  | { kind: 'not-found'; message: string }
  | { kind: 'throttled'; message: string }
  | { kind: 'failed'; message: string };

export const NOT_FOUND_HINT =
  'Check the order number in your confirmation email and use the email address or ZIP code you gave at checkout.';

/** A failed lookup as the page explains it: no such order, too many tries, or something else. */
export function trackingProblem(error: FetchBaseQueryError | SerializedError): TrackingProblem {
  const apiError = toApiError(error);
  if (apiError.status === 404 && apiError.serverMessage)
    return { kind: 'not-found', message: apiError.serverMessage };
  if (apiError.status === 429)
    return {
      kind: 'throttled',
      message: apiError.serverMessage ?? 'Too many attempts. Please try again later.',
    };
  return { kind: 'failed', message: apiError.message };
}
