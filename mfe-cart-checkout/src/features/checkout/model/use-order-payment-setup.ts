import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ORDER_ALREADY_PAID_MESSAGE,
  ORDER_EXPIRED_MESSAGE,
  type OrderPaymentSetup,
} from '@coffee/contracts';
import { toApiError, type FetchBaseQueryError } from '@coffee/platform';
import { useStartOrderPaymentMutation } from '../../../shared/orders';
import { paymentTerms, type PaymentTerms } from './card-payment';

export const SETUP_FAILED_MESSAGE = 'Failed to initialize payment. Please try again later.';

export type OrderPaymentState =
  | { status: 'loading' }
  | { status: 'ready'; setup: OrderPaymentSetup }
  /**
   * The provider refused the last try: the shopper may try again (same order). `terms`: what
   * that try charged and until when the items are held (what 'Try again' charges), when known.
   */
  | { status: 'failed'; message: string; terms?: PaymentTerms }
  /** Nothing to pay: 'paid' (already), 'expired', or another refusal with the server's words. */
  | { status: 'closed'; reason: 'paid' | 'expired' | 'other'; message: string }
  | { status: 'error'; message: string };

/**
 * POST /api/orders/{id}/payment once per attempt (the service creates the provider payment, or
 * hands back the current one, for exactly the order's total). `retry` starts a new attempt for the
 * SAME order: never a second order. `fail` records the provider's refusal of the current attempt.
 * `refusedAtCheckout`: the card given at checkout was just refused (no request until 'Try again'),
 * with the terms of the payment it refused.
 */
export function useOrderPaymentSetup(
  orderId: string,
  refusedAtCheckout?: { message: string; terms?: PaymentTerms },
) {
  const [start] = useStartOrderPaymentMutation();
  const [attempt, setAttempt] = useState(0);
  // Refused at checkout just now: say so first; 'Try again' starts the next attempt.
  const [state, setState] = useState<OrderPaymentState>(() =>
    refusedAtCheckout ? { status: 'failed', ...refusedAtCheckout } : { status: 'loading' },
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
  // The refused try's terms stay in view: the amount and the hold do not change with a refusal.
  const fail = useCallback(
    (message: string) =>
      setState((current) => ({
        status: 'failed',
        message,
        ...(current.status === 'ready' ? { terms: paymentTerms(current.setup) } : {}),
        ...(current.status === 'failed' && current.terms ? { terms: current.terms } : {}),
      })),
    [],
  );
  return { state, retry, fail };
}
