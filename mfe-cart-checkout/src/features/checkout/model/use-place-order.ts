import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@coffee/ui';
import type { PlaceOrderInput } from '@coffee/contracts';
import { toApiError, useToast, type FetchBaseQueryError } from '@coffee/platform';
import { paymentPath } from '../../../shared/orders';
import { usePlaceOrderMutation } from '../api/place-order';
import { newIdempotencyKey } from '../model/idempotency-key';

/**
 * Places the order for real: POST /api/orders with one Idempotency-Key per checkout attempt.
 *
 * The key is kept across double clicks and across retries after an answer that leaves it unknown
 * whether the order was made (network failure, 5xx): the service then returns that one order
 * instead of making a second. After a clear refusal (4xx: nothing was made) the next try is a new
 * attempt with a new key, so a fixed cart is not answered with the old refusal.
 */
export function usePlaceOrder() {
  const [placeOrder, { isLoading }] = usePlaceOrderMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  // A ref, not state: two clicks in the same frame both see the first one before any re-render.
  const inFlight = useRef(false);
  const [placedOrderId, setPlacedOrderId] = useState<string | null>(null);

  const submit = useCallback(
    async (order: PlaceOrderInput) => {
      if (inFlight.current) return;
      inFlight.current = true;
      attemptKey.current ??= newIdempotencyKey();
      try {
        const placed = await placeOrder({ idempotencyKey: attemptKey.current, order }).unwrap();
        attemptKey.current = null;
        setPlacedOrderId(placed.id);
        toast({
          title: 'Order Placed!',
          description: 'Your order has been placed successfully.',
          variant: 'success',
        });
        // The order holds its stock for UNPAID_ORDER_TTL_MINUTES: on to paying for it.
        navigate(paymentPath(placed.id));
      } catch (error) {
        const failure = toApiError(error as FetchBaseQueryError);
        if (typeof failure.status === 'number' && failure.status < 500) attemptKey.current = null;
        // A shortage (409) is the refusal shoppers meet in normal use: the server's own sentence
        // names the product that ran out. Anything else reads the spec's 'status: message'.
        const shortage = failure.status === 409;
        toast({
          title: shortage ? 'Could not place your order' : 'Order failed',
          description: (shortage && failure.serverMessage) || failure.message,
          variant: 'destructive',
        });
      } finally {
        inFlight.current = false;
      }
    },
    [navigate, placeOrder, toast],
  );

  return { submit, isPlacing: isLoading || placedOrderId !== null, placedOrderId };
}
