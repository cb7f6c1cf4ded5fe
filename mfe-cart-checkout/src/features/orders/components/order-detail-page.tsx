import { useRef } from 'react';
import styled from 'styled-components';
import {
  CUSTOMER_CANCELLABLE,
  ORDER_EXPIRED_MESSAGE,
  SHIPPING_METHODS,
  type Order,
} from '@coffee/contracts';
import { toApiError } from '@coffee/platform';
import {
  formatDate,
  formatPrice,
  VisuallyHidden,
  Link,
  useParams,
  spreadRow,
  cardSurface,
} from '@coffee/ui';
import {
  AddressBlock,
  CompletePayment,
  isExpired,
  isNotFound,
  OrderItems,
  OrderNotFound,
  OrdersLoadFailed,
  orderAmounts,
  orderPaymentLabel,
  shippingMethodLabel,
  StatusBadge,
  useGetOrderQuery,
} from '../../../shared/orders';
import { PageLoading, PageShell } from '../../../shared/ui/page';
import { TotalsList } from '../../../shared/ui/totals-list';
import { orderItemCount } from '../model/order-display';
import { useRevealStatus } from '../model/use-reveal-status';
import { CancelOrder } from './cancel-order';
import { OrderReturns } from './order-returns';
import { formatDateTime, OrderTimeline } from './order-timeline';

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 0.35rem;
  margin-bottom: 1rem;
  color: ${({ theme }) => theme.colors.accent};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Head = styled.header`
  ${spreadRow()}
  gap: 0.5rem 1rem;
  margin-bottom: 1.5rem;
  /* Where it scrolls to after a cancel: clear of the shop's sticky header on wide screens. */
  scroll-margin-top: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    scroll-margin-top: 8rem;
  }
  h1 {
    font-size: clamp(1.6rem, 4vw, 2.2rem);
    margin: 0;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0.25rem 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

// Focused after a cancel (a screen reader reads 'Status: Cancelled'); not a control: no ring.
const Status = styled.span`
  &:focus {
    outline: none;
  }
`;

const Layout = styled.div`
  display: grid;
  gap: 1.25rem;
  align-items: start;
  @media (min-width: ${({ theme }) => theme.breakpoints.lg}) {
    grid-template-columns: minmax(0, 1fr) 20rem;
    gap: 2rem;
  }
`;

const Panel = styled.section`
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  padding: 1.25rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    padding: 1.5rem 1.75rem;
  }
  h2 {
    font-size: 1.2rem;
    margin: 0 0 0.5rem;
  }
`;

// The panels under the items. A grid gap, not a margin between panels: the Timeline, beside the
// items from lg, would take that margin too and sit lower than them.
const Stack = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const Notice = styled.p`
  margin: 0 0 1.25rem;
  padding: 0.85rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
`;

const Totals = styled.div`
  margin-top: 1rem;
  padding-top: 1rem;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Fact = styled.div`
  & + & {
    margin-top: 1rem;
  }
  h3 {
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: 0.78rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.muted};
    margin: 0 0 0.25rem;
  }
  p {
    margin: 0;
  }
  p + p {
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** What the shopper reads about the money: paid, waiting, refused, refunded. */
function paymentStatusText(order: Order): string {
  const { payment } = order;
  if (payment.status === 'refunded') {
    const amount = payment.refundedAmount ? ` ${formatPrice(payment.refundedAmount)}` : '';
    const on = payment.refundedAt ? ` on ${formatDate(payment.refundedAt)}` : '';
    return `Refunded${amount}${on}`;
  }
  if (payment.status === 'paid') {
    const paid = payment.paidAt ? `Paid on ${formatDateTime(payment.paidAt)}` : 'Paid';
    // A return's partial refund: still paid, less what went back.
    return payment.refundedAmount
      ? `${paid} · ${formatPrice(payment.refundedAmount)} refunded`
      : paid;
  }
  if (isExpired(order)) return 'Not paid: the order expired';
  if (order.status === 'cancelled') return 'Not paid';
  if (payment.status === 'failed') {
    return `Payment failed: ${payment.failureMessage ?? 'The payment was refused.'}`;
  }
  return 'Not paid yet';
}

function OrderDetail({ order }: { order: Order }) {
  const count = orderItemCount(order);
  const cancellable = CUSTOMER_CANCELLABLE.includes(order.status);
  const head = useRef<HTMLElement>(null);
  const status = useRef<HTMLSpanElement>(null);
  const revealStatus = useRevealStatus(order.status, head, status);
  return (
    <PageShell>
      <Back to="/orders">
        <span aria-hidden="true">←</span> Back to orders
      </Back>
      {/* Kept clear of toasts: 'Order cancelled' must not cover the status it announces. */}
      <Head ref={head} data-keep-clear>
        <div>
          <h1>Order {order.orderNumber}</h1>
          <p>Placed on {formatDate(order.createdAt)}</p>
        </div>
        <Status ref={status} tabIndex={-1} data-testid="order-status">
          <VisuallyHidden>Status: </VisuallyHidden>
          <StatusBadge status={order.status} />
        </Status>
      </Head>
      {isExpired(order) ? (
        <Notice role="status">
          {/* The hold is 10 minutes, extended to 20 when the payment starts: no fixed figure. */}
          {ORDER_EXPIRED_MESSAGE} <Link to="/category/all">Shop again</Link>
        </Notice>
      ) : null}
      <Layout>
        <Panel aria-labelledby="order-items-title">
          <h2 id="order-items-title">Items ({count})</h2>
          <OrderItems items={order.items} sample={order.sample} />
          <Totals>
            <TotalsList {...orderAmounts(order)} />
          </Totals>
        </Panel>
        <Panel aria-labelledby="order-timeline-title">
          <h2 id="order-timeline-title">Timeline</h2>
          <OrderTimeline entries={order.timeline} />
        </Panel>
        <Stack>
          <Panel aria-labelledby="order-delivery-title">
            <h2 id="order-delivery-title">Delivery</h2>
            <Fact>
              <h3>Shipping Address</h3>
              <AddressBlock address={order.shippingAddress} />
            </Fact>
            <Fact>
              <h3>Shipping Method</h3>
              <p>{shippingMethodLabel(order.shippingMethod)}</p>
              <p>{SHIPPING_METHODS[order.shippingMethod].days}</p>
            </Fact>
            {order.trackingNumber ? (
              <Fact>
                <h3>Tracking Number</h3>
                <p>{order.trackingNumber}</p>
              </Fact>
            ) : null}
          </Panel>
          <Panel aria-labelledby="order-payment-title">
            <h2 id="order-payment-title">Payment</h2>
            <Fact>
              <h3>Payment Method</h3>
              <p>{orderPaymentLabel(order)}</p>
            </Fact>
            <Fact>
              <h3>Payment Status</h3>
              <p data-testid="payment-status">{paymentStatusText(order)}</p>
              <CompletePayment order={order} />
            </Fact>
          </Panel>
          {order.status === 'completed' ? (
            <Panel aria-labelledby="order-returns-title">
              <h2 id="order-returns-title">Returns</h2>
              <OrderReturns order={order} />
            </Panel>
          ) : null}
          {cancellable ? (
            <Panel aria-label="Cancel this order">
              <CancelOrder order={order} onCancelled={() => revealStatus('cancelled')} />
            </Panel>
          ) : null}
        </Stack>
      </Layout>
    </PageShell>
  );
}

/** /orders/:orderId: one order in full, or a not-found message for ids that are not yours. */
export function OrderDetailPage() {
  const { orderId = '' } = useParams();
  // currentData, not data: going from one order to another must never show the previous one.
  const { currentData, error, isFetching, refetch } = useGetOrderQuery(orderId, { skip: !orderId });
  if (!orderId) return <OrderNotFound />;
  if (isFetching && !currentData) return <PageLoading label="Loading your order" />;
  if (error) {
    if (isNotFound(error)) return <OrderNotFound />;
    return <OrdersLoadFailed message={toApiError(error).message} onRetry={() => void refetch()} />;
  }
  return currentData ? <OrderDetail order={currentData} /> : null;
}
