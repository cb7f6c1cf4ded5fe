import styled from 'styled-components';
import { lineName, type Order } from '@coffee/contracts';
import { formatDate, formatPrice, VisuallyHidden, Link, spreadRow, cardSurface } from '@coffee/ui';
import { formatDeduction } from '../../../shared/money';
import { CompletePayment, orderAmounts, StatusBadge } from '../../../shared/orders';

const Card = styled.li`
  display: grid;
  gap: 0.75rem;
  padding: 1.1rem 1.25rem;
  ${cardSurface}
`;

const Head = styled.div`
  ${spreadRow('baseline')}
  gap: 0.4rem 1rem;
  h3 {
    margin: 0;
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Items = styled.ul`
  margin: 0;
  padding-left: 1.1rem;
  font-size: 0.92rem;
  li {
    overflow-wrap: anywhere;
  }
`;

const Foot = styled.div`
  ${spreadRow()}
  gap: 0.5rem 1rem;
  strong {
    font-variant-numeric: tabular-nums;
  }
  p {
    margin: 0.1rem 0 0;
    font-size: 0.85rem;
    font-weight: 600;
    color: ${({ theme }) => theme.colors.success};
  }
  a {
    color: ${({ theme }) => theme.colors.accent};
    font-weight: 600;
  }
`;

/**
 * One order of the history: number, date, status, what was in it, the total (with what Direct+
 * member prices saved), and its page.
 */
export function OrderCard({ order }: { order: Order }) {
  const { memberSavingsCents } = orderAmounts(order);
  return (
    <Card aria-label={`Order ${order.orderNumber}`}>
      <Head>
        <div>
          <h3>{order.orderNumber}</h3>
          <p>Placed {formatDate(order.createdAt)}</p>
        </div>
        <StatusBadge status={order.status} />
      </Head>
      <Items aria-label="Items">
        {order.items.map((item) => (
          <li key={item.id}>
            {lineName(item.name, item.variantLabel)} × {item.quantity}
          </li>
        ))}
      </Items>
      <Foot>
        <div>
          <strong>Total {formatPrice(order.total)}</strong>
          {memberSavingsCents > 0 ? (
            <p>Direct+ savings {formatDeduction(memberSavingsCents)}</p>
          ) : null}
        </div>
        {/* The detail page shows the shipping address, the totals and the tracking number. The
            order number is read out after the visible words, so the name starts with what a
            voice-control user sees (axe: label-content-name-mismatch). */}
        <Link to={`/orders/${encodeURIComponent(order.id)}`}>
          View details and tracking
          <VisuallyHidden> of order {order.orderNumber}</VisuallyHidden>
        </Link>
      </Foot>
      <CompletePayment order={order} />
    </Card>
  );
}
