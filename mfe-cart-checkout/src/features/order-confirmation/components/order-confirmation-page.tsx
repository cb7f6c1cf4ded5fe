import { useSearchParams } from 'react-router-dom';
import { toApiError } from '@coffee/platform';
import { ButtonLink } from '@coffee/ui';
import {
  isNotFound,
  OrderNotFound,
  OrdersLoadFailed,
  useGetOrderQuery,
  useGetOrdersQuery,
} from '../../../shared/orders';
import { PageLoading, PageMessage, PageShell, ReceiptIcon } from '../../../shared/ui/page';
import { OrderConfirmed } from './order-confirmed';

function ConfirmationOf({ orderId }: { orderId: string }) {
  const { data, error, isLoading, isFetching, refetch } = useGetOrderQuery(orderId);
  if (isLoading || (error && isFetching)) return <PageLoading label="Loading your order" />;
  if (error) {
    if (isNotFound(error)) return <OrderNotFound />;
    return <OrdersLoadFailed message={toApiError(error).message} onRetry={() => void refetch()} />;
  }
  return data ? <OrderConfirmed order={data} /> : null;
}

/** Reached without an order id (e.g. from a bookmark): the shopper's latest order, if any. */
function LatestConfirmation() {
  const { data, error, isLoading, isFetching, refetch } = useGetOrdersQuery();
  if (isLoading || (error && isFetching)) return <PageLoading label="Loading your order" />;
  if (error)
    return <OrdersLoadFailed message={toApiError(error).message} onRetry={() => void refetch()} />;
  // GET /api/orders answers newest first.
  const latest = data?.[0];
  if (latest) return <OrderConfirmed order={latest} />;
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

/** /payment-confirmation and /payment-confirmation/order, with `?orderId=` from the checkout. */
export function OrderConfirmationPage() {
  const [params] = useSearchParams();
  const orderId = params.get('orderId')?.trim();
  return orderId ? <ConfirmationOf key={orderId} orderId={orderId} /> : <LatestConfirmation />;
}
