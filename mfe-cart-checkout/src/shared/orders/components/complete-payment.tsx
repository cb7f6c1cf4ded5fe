import { useEffect, useState } from 'react';
import { Link } from '@coffee/ui';
import styled from 'styled-components';
import type { Order } from '@coffee/contracts';
import { awaitsPayment, paymentPath, timeLeftToPay } from '../model/order-model';

const Wrap = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0.25rem 0.75rem;
  margin: 0.5rem 0 0;
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 700;
  }
  span {
    color: ${({ theme }) => theme.colors.muted};
    font-size: 0.9rem;
  }
`;

/**
 * 'Complete payment' for a placed order still waiting for its money, with the time left before
 * it expires (and its stock returns). Nothing for any other order.
 */
export function CompletePayment({ order }: { order: Order }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  const left = timeLeftToPay(order.expiresAt, now);
  if (!awaitsPayment(order, now) || !left) return null;
  return (
    <Wrap>
      <Link
        to={paymentPath(order.id)}
        aria-label={`Complete payment for order ${order.orderNumber}`}
      >
        Complete payment
      </Link>
      <span>{left}</span>
    </Wrap>
  );
}
