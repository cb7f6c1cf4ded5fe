import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_EXPIRED_MESSAGE,
  type OrderPaymentSetup,
} from '@coffee/contracts';
import { toApiError, type FetchBaseQueryError } from '@coffee/platform';
import { useStartOrderPaymentMutation } from '../../../shared/orders';

export const SETUP_FAILED_MESSAGE = 'Failed to initialize payment. Please try again later.';

export type OrderPaymentState =
  | { status: 'loading' }
  | { status: 'ready'; setup: OrderPaymentSetup }
  /** The provider refused the last try: the shopper may try again (same order). */
  | { status: 'failed'; message: string }
  /** Nothing to pay: 'paid' (already), 'expired', or another refusal with the server's words. */
  | { status: 'closed'; reason: 'paid' | 'expired' | 'other'; message: string }
  | { status: 'error'; message: string };

/**
 * POST /api/orders/{id}/payment once per attempt (the service creates the provider payment, or
 * hands back the current one, for exactly the order's total). `retry` starts a new attempt for the
 * SAME order: never a second order. `fail` records the provider's refusal of the current attempt.
 * `refusedAtCheckout`: the card given at checkout was just refused (no request until 'Try again').
 */
export function useOrderPaymentSetup(orderId: string, refusedAtCheckout?: string) {
  const [start] = useStartOrderPaymentMutation();
  const [attempt, setAttempt] = useState(0);
  // Refused at checkout just now: say so first; 'Try again' starts the next attempt.
  const [state, setState] = useState<OrderPaymentState>(() =>
    refusedAtCheckout ? { status: 'failed', message: refusedAtCheckout } : { status: 'loading' },
  );
  // StrictMode runs effects twice: one request per attempt all the same.
  const asked = useRef<number | null>(refusedAtCheckout ? 0 : null);

  useEffect(() => {
    if (asked.current === attempt) return;
    asked.current = attempt;
    setState({ status: 'loading' });
    start(orderId)
      .unwrap()
      .then((setup) => setState({ status: 'ready', setup }))
      .catch((error: unknown) => {
        const failure = toApiError(error as FetchBaseQueryError);
        const message = failure.serverMessage ?? SETUP_FAILED_MESSAGE;
        if (failure.status === 409) {
          const reason =
            message === ORDER_ALREADY_PAID_MESSAGE
              ? 'paid'
              : message === ORDER_EXPIRED_MESSAGE
                ? 'expired'
                : 'other';
          setState({ status: 'closed', reason, message });
        } else setState({ status: 'error', message });
      });
  }, [attempt, orderId, start]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  const fail = useCallback((message: string) => setState({ status: 'failed', message }), []);
  return { state, retry, fail };
}
