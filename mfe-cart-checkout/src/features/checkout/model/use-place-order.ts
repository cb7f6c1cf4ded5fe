import { useCallback, useRef, useState } from 'react';
import { useNavigate } from '@coffee/ui';
import {
  UNPAID_ITEMS_LIMIT_CODE,
  UNPAID_ORDERS_LIMIT_CODE,
  type PlaceOrderInput,
} from '@coffee/contracts';
import { toApiError, useToast, type FetchBaseQueryError } from '@coffee/platform';
import { PAYMENT_FORM_TEXTS } from '@coffee/platform/payments';
import {
  confirmationPath,
  paymentPath,
  useConfirmOrderCardMutation,
  useStartOrderPaymentMutation,
} from '../../../shared/orders';
import { usePlaceOrderMutation } from '../api/place-order';
import {
  paymentTerms,
  type CheckoutPayment,
  type PaymentPageState,
  type PlacingPhase,
} from './card-payment';
import { newIdempotencyKey } from '../../../shared/idempotency-key';

/** The card was refused before any order was made (Stripe's own check): back to the card. */
export const CARD_PROBLEM = 'card-problem';

const UNPAID_LIMIT_CODES: readonly unknown[] = [UNPAID_ORDERS_LIMIT_CODE, UNPAID_ITEMS_LIMIT_CODE];
/** The `code` of a refusal's body, as our services send it (`{ message, code }`). */
const codeOf = (error: unknown): unknown =>
  (error as { data?: { code?: unknown } } | null)?.data?.code;

/**
 * Places the order for real, then pays it with what the Payment step took (the card is asked for
 * once). POST /api/orders with one Idempotency-Key per checkout attempt: the key is kept across
 * double clicks and across retries after an answer that leaves it unknown whether the order was
 * made (network failure, 5xx), so the service returns that one order instead of making a second;
 * after a clear refusal (4xx: nothing was made) the next try is a new attempt with a new key.
 *
 * Once the order exists the shopper never comes back here: a paid card goes on to the
 * confirmation (which says 'Order Placed!' when the provider confirms), anything else (PayPal's
 * approval, a refused card, the card's authentication step) to the order's own payment page,
 * where it can be paid again.
 */
export function usePlaceOrder() {
  const [placeOrder] = usePlaceOrderMutation();
  const [startPayment] = useStartOrderPaymentMutation();
  const [confirmCard] = useConfirmOrderCardMutation();
  const toast = useToast();
  const navigate = useNavigate();
  const attemptKey = useRef<string | null>(null);
  // A ref, not state: two clicks in the same frame both see the first one before any re-render.
  const inFlight = useRef(false);
  const [phase, setPhase] = useState<PlacingPhase>(null);
  // The account already holds as much unpaid stock as it may: said by the button, not in a
  // toast, with the way to those orders (paying or cancelling one makes room).
  const [unpaidLimit, setUnpaidLimit] = useState<string | null>(null);

  const pay = useCallback(
    async (orderId: string, payment: CheckoutPayment) => {
      const toPaymentPage = (state: PaymentPageState = {}) =>
        navigate(paymentPath(orderId), { state });
      if (payment.kind === 'paypal') return toPaymentPage();
      // The order's payment, for exactly its server-computed total (and its stock held longer).
      const setup = await startPayment(orderId)
        .unwrap()
        .catch(() => null);
      // Unclear or changed meanwhile: the payment page asks again and says what is wrong.
      const expected = payment.kind === 'stripe-card' ? 'stripe' : 'offline';
      if (!setup || setup.provider !== expected || setup.paymentMethod !== 'credit-card')
        return toPaymentPage();
      // A refusal is said with what the payment charges and how long the items are held.
      const refused = (failure: string) => toPaymentPage({ failure, terms: paymentTerms(setup) });

      if (payment.kind === 'stripe-card') {
        // Only a refusal comes back: on success Stripe has left for the confirmation.
        return refused(
          await payment.payer.confirm(setup.clientSecret, confirmationPath(orderId, true)),
        );
      }
      let result;
      try {
        result = await confirmCard({
          orderId,
          body: { clientSecret: setup.clientSecret, card: payment.card },
        }).unwrap();
      } catch (error) {
        const { serverMessage } = toApiError(error as FetchBaseQueryError);
        return refused(serverMessage ?? PAYMENT_FORM_TEXTS.processingError);
      }
      if (result.status === 'succeeded') return navigate(confirmationPath(orderId, true));
      if (result.status === 'requires_action') return toPaymentPage({ authenticate: true });
      return refused(result.message ?? PAYMENT_FORM_TEXTS.paymentFailed);
    },
    [confirmCard, navigate, startPayment],
  );

  const submit = useCallback(
    async (
      order: PlaceOrderInput,
      payment: CheckoutPayment,
    ): Promise<typeof CARD_PROBLEM | void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setUnpaidLimit(null);
      try {
        setPhase('placing');
        // Stripe checks the card before the intent exists (wallets need it within the click).
        if (payment.kind === 'stripe-card' && (await payment.payer.submit())) {
          setPhase(null);
          return CARD_PROBLEM;
        }
        attemptKey.current ??= newIdempotencyKey();
        let placed;
        try {
          placed = await placeOrder({ idempotencyKey: attemptKey.current, order }).unwrap();
        } catch (error) {
          setPhase(null);
          const failure = toApiError(error as FetchBaseQueryError);
          if (typeof failure.status === 'number' && failure.status < 500) attemptKey.current = null;
          if (failure.status === 409 && UNPAID_LIMIT_CODES.includes(codeOf(error))) {
            setUnpaidLimit(failure.serverMessage ?? failure.message);
            return;
          }
          // A shortage (409) is the refusal shoppers meet in normal use: the server's own
          // sentence names the product that ran out. Anything else reads the spec's
          // 'status: message'.
          const shortage = failure.status === 409;
          toast({
            title: shortage ? 'Could not place your order' : 'Order failed',
            description: (shortage && failure.serverMessage) || failure.message,
            variant: 'destructive',
          });
          return;
        }
        attemptKey.current = null;
        setPhase('paying');
        await pay(placed.id, payment);
      } finally {
        inFlight.current = false;
      }
    },
    [pay, placeOrder, toast],
  );

  return { submit, phase, unpaidLimit };
}
