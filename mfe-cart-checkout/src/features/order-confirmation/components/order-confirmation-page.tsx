import { useEffect, useRef, useState } from 'react';
import type { Order } from '@coffee/contracts';
import { toApiError, useToast } from '@coffee/platform';
import { ButtonLink, useNavigate, useSearchParams } from '@coffee/ui';
import {
  confirmationPath,
  isNotFound,
  OrderNotFound,
  OrdersLoadFailed,
  useGetOrderQuery,
  useGetOrdersQuery,
} from '../../../shared/orders';
import { PageLoading, PageMessage, PageShell, ReceiptIcon } from '../../../shared/ui/page';
import { OrderConfirmed } from './order-confirmed';
import {
  isAwaitingConfirmation,
  isConfirmed,
  OrderPaymentStatus,
  PAYMENT_POLL_INTERVAL_MS,
  PAYMENT_POLL_LIMIT_MS,
  type OrderPaymentStatusProps,
} from './order-payment-status';

function OrderState(props: OrderPaymentStatusProps) {
  if (isConfirmed(props.order)) return <OrderConfirmed order={props.order} />;
  return <OrderPaymentStatus {...props} />;
}

/**
 * The spec's 'Order Placed!' toast, said when the payment of the order just submitted is
 * confirmed (not when the order was made: an unpaid order is cancelled after its hold). Said
 * once: the address then drops what marked the payment as just submitted (and Stripe's return
 * parameters), so a reload or Back does not say it again.
 */
function useAnnounceOrderPlaced(order: Order | undefined, submitted: boolean) {
  const toast = useToast();
  const navigate = useNavigate();
  const told = useRef(false);
  const placed = submitted && order !== undefined && isConfirmed(order) ? order.id : null;
  useEffect(() => {
    if (!placed || told.current) return;
    told.current = true;
    toast({
      title: 'Order Placed!',
      description: 'Your order has been placed successfully.',
      variant: 'success',
    });
    navigate(confirmationPath(placed), { replace: true });
  }, [placed, toast, navigate]);
}

/**
 * One order. After a payment was submitted (`payment=submitted`, or Stripe's return with
 * `payment_intent`), the order stays unpaid until the provider's verified event reaches the
 * service: the page asks again every second, for at most 30 seconds.
 */
function ConfirmationOf({
  orderId,
  submitted,
  acceptedTry,
}: {
  orderId: string;
  submitted: boolean;
  /** The provider accepted the try just made (not Stripe's return with redirect_status=failed). */
  acceptedTry: boolean;
}) {
  // Each 'Check again' opens a new window of PAYMENT_POLL_LIMIT_MS.
  const [round, setRound] = useState(submitted ? 1 : 0);
  const [timedOut, setTimedOut] = useState(false);
  const [awaiting, setAwaiting] = useState(submitted);
  const polling = round > 0 && awaiting && !timedOut;
  const { data, error, isLoading, isFetching, refetch } = useGetOrderQuery(orderId, {
    pollingInterval: polling ? PAYMENT_POLL_INTERVAL_MS : 0,
    skipPollingIfUnfocused: false,
  });

  useEffect(() => {
    if (round === 0) return;
    setTimedOut(false);
    const timer = setTimeout(() => setTimedOut(true), PAYMENT_POLL_LIMIT_MS);
    return () => clearTimeout(timer);
  }, [round]);

  // Stop asking once the answer is in (paid, failed, cancelled or expired).
  const waitingNow = data ? isAwaitingConfirmation(data, acceptedTry) : true;
  useEffect(() => setAwaiting(waitingNow), [waitingNow]);
  useAnnounceOrderPlaced(data, submitted);

  if (isLoading || (error && isFetching)) return <PageLoading label="Loading your order" />;
  if (error) {
    if (isNotFound(error)) return <OrderNotFound />;
    return <OrdersLoadFailed message={toApiError(error).message} onRetry={() => void refetch()} />;
  }
  if (!data) return null;
  return (
    <OrderState
      order={data}
      waiting={round > 0 && waitingNow && !timedOut}
      timedOut={round > 0 && timedOut}
      onCheckAgain={() => {
        setRound((r) => r + 1);
        void refetch();
      }}
    />
  );
}

/** Reached without an order id (e.g. from a bookmark): the shopper's latest order, if any. */
function LatestConfirmation() {
  const { data, error, isLoading, isFetching, refetch } = useGetOrdersQuery();
  if (isLoading || (error && isFetching)) return <PageLoading label="Loading your order" />;
  if (error)
    return <OrdersLoadFailed message={toApiError(error).message} onRetry={() => void refetch()} />;
  // GET /api/orders answers newest first.
  const latest = data?.[0];
  if (latest) {
    return <OrderState order={latest} waiting={false} timedOut={false} onCheckAgain={refetch} />;
  }
  return (
    <PageShell>
      <PageMessage
        title="No recent order"
        icon={<ReceiptIcon />}
        actions={<ButtonLink to="/">Continue Shopping</ButtonLink>}
      >
        Once you place an order, its confirmation shows here.
      </PageMessage>
    </PageShell>
  );
}

/**
 * /payment-confirmation and /payment-confirmation/order, with `?orderId=` from the payment step
 * (and `payment=submitted` when a payment was just sent to the provider).
 */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  const submitted = params.get('payment') === 'submitted' || params.has('payment_intent');
  const acceptedTry = submitted && params.get('redirect_status') !== 'failed';
  return orderId ? (
    <ConfirmationOf
      key={orderId}
      orderId={orderId}
      submitted={submitted}
      acceptedTry={acceptedTry}
    />
  ) : (
    <LatestConfirmation />
  );
}
