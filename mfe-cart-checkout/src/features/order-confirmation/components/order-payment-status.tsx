import { useEffect, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { ORDER_EXPIRED_MESSAGE, type Order } from '@coffee/contracts';
import { Button, ButtonLink, formatDate, formatPrice, Spinner } from '@coffee/ui';
import { formatDeduction } from '../../../shared/money';
import {
  OrderFacts,
  orderAmounts,
  awaitsPayment,
  isExpired,
  orderPaymentLabel,
  paymentPath,
  timeLeftToPay,
} from '../../../shared/orders';
import { Actions, Hero, Panel, Wrap } from './order-confirmed';

/** How often, and how long, the page asks for the order while the provider's event is on its way. */
export const PAYMENT_POLL_INTERVAL_MS = 1000;
export const PAYMENT_POLL_LIMIT_MS = 30_000;

/**
 * The order is waiting for the provider's answer to a payment just submitted. Right after the
 * provider accepted a try, a 'failed' still showing is the refusal of an EARLIER try (the service
 * keeps it until the new try's event lands): that is waited out too, within the same bound.
 */
export const isAwaitingConfirmation = (order: Order, acceptedTry: boolean) =>
  order.status === 'pending' &&
  (order.payment.status === 'unpaid' || (acceptedTry && order.payment.status === 'failed')) &&
  !isExpired(order);

const Message = styled.p<{ $tone: 'danger' | 'muted' }>`
  margin: 0.5rem auto 0;
  max-width: 32rem;
  color: ${({ theme, $tone }) => ($tone === 'danger' ? theme.colors.danger : theme.colors.muted)};
  font-weight: ${({ $tone }) => ($tone === 'danger' ? 600 : 400)};
`;

function Summary({ order }: { order: Order }) {
  const { memberSavingsCents } = orderAmounts(order);
  return (
    <Panel aria-labelledby="confirmation-summary">
      <h2 id="confirmation-summary">Order Summary</h2>
      <OrderFacts
        facts={[
          { label: 'Order Number', value: order.orderNumber },
          { label: 'Date', value: formatDate(order.createdAt) },
          { label: 'Payment Method', value: orderPaymentLabel(order) },
          { label: 'Total', value: formatPrice(order.total) },
          ...(memberSavingsCents > 0
            ? [{ label: 'Direct+ savings', value: formatDeduction(memberSavingsCents) }]
            : []),
        ]}
      />
    </Panel>
  );
}

const orderLink = (order: Order) => `/orders/${encodeURIComponent(order.id)}`;

export interface OrderPaymentStatusProps {
  order: Order;
  /** A payment was just submitted and the page is still asking for its outcome. */
  waiting: boolean;
  /** It asked for PAYMENT_POLL_LIMIT_MS without an answer. */
  timedOut: boolean;
  onCheckAgain: () => void;
}

/**
 * Every state of a placed order that is not (yet) paid: waiting for the provider, refused (with
 * its message and Try again, for this same order), expired, cancelled, or simply not paid yet.
 */
export function OrderPaymentStatus({
  order,
  waiting,
  timedOut,
  onCheckAgain,
}: OrderPaymentStatusProps) {
  // The time left to pay is read against the clock: refresh it each minute.
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);

  let title: string;
  let body: ReactNode;
  let actions: ReactNode;
  if (isExpired(order, now)) {
    title = 'Order expired';
    body = (
      <Message $tone="muted">
        {ORDER_EXPIRED_MESSAGE}
        {order.payment.status === 'refunded' && order.payment.refundedAmount
          ? ` A payment that arrived late was refunded (${formatPrice(order.payment.refundedAmount)}).`
          : null}
      </Message>
    );
    actions = (
      <>
        <ButtonLink to="/category/all" $size="lg">
          Shop again
        </ButtonLink>
        <ButtonLink to={orderLink(order)} $variant="outline" $size="lg">
          View Order
        </ButtonLink>
      </>
    );
  } else if (order.status === 'cancelled') {
    title = 'Order cancelled';
    body = (
      <Message $tone="muted">
        {order.payment.status === 'refunded' && order.payment.refundedAmount
          ? `Refunded ${formatPrice(order.payment.refundedAmount)}${order.payment.refundedAt ? ` on ${formatDate(order.payment.refundedAt)}` : ''}.`
          : 'This order was cancelled.'}
      </Message>
    );
    actions = (
      <ButtonLink to={orderLink(order)} $size="lg">
        View Order
      </ButtonLink>
    );
  } else if (waiting) {
    title = 'Waiting for payment confirmation…';
    body = (
      <Message $tone="muted">
        <Spinner $size={18} label="Waiting for the payment provider" /> We&apos;re waiting for the
        payment provider to confirm your payment. This usually takes a few seconds.
      </Message>
    );
    actions = null;
  } else if (order.payment.status === 'failed' && awaitsPayment(order, now)) {
    const left = timeLeftToPay(order.expiresAt, now);
    title = 'Payment failed';
    body = (
      <>
        <Message $tone="danger" role="alert">
          Payment failed: {order.payment.failureMessage ?? 'The payment was refused.'}
        </Message>
        {/* How long Try again still has: the order is cancelled when its hold runs out. */}
        {left ? <Message $tone="muted">Your items are held for you: {left}.</Message> : null}
      </>
    );
    actions = (
      <>
        <ButtonLink to={paymentPath(order.id)} $size="lg">
          Try again
        </ButtonLink>
        <ButtonLink to={orderLink(order)} $variant="outline" $size="lg">
          View Order
        </ButtonLink>
      </>
    );
  } else {
    const left = timeLeftToPay(order.expiresAt, now);
    title = timedOut ? 'Waiting for payment confirmation…' : 'Payment not received yet';
    body = (
      <Message $tone="muted">
        {timedOut
          ? 'The payment provider has not confirmed your payment yet. If you completed it, check again in a moment; your order is kept meanwhile.'
          : // Not 'placed': the order is placed by its payment (the payment page's words).
            'Your order waits for its payment: complete it to place the order.'}
        {left ? ` You have ${left}.` : null}
      </Message>
    );
    actions = (
      <>
        {timedOut ? (
          <Button $variant="outline" $size="lg" onClick={onCheckAgain}>
            Check again
          </Button>
        ) : null}
        <ButtonLink to={paymentPath(order.id)} $size="lg">
          Complete payment
        </ButtonLink>
      </>
    );
  }

  return (
    <Wrap>
      <Hero>
        <h1>{title}</h1>
        {body}
      </Hero>
      <Summary order={order} />
      {actions ? <Actions>{actions}</Actions> : null}
    </Wrap>
  );
}

/** Paid (or moved on from paid): the order is confirmed. A cancelled order never is. */
export const isConfirmed = (order: Order) =>
  order.status !== 'cancelled' && (order.status !== 'pending' || order.payment.status === 'paid');
