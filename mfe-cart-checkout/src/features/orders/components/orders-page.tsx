import styled from 'styled-components';
import type { Order } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';
import {
  formatDate,
  formatPrice,
  Skeleton,
  Link,
  bareList,
  LineIcon,
  cardSurface,
} from '@coffee/ui';
import {
  CompletePayment,
  NoOrdersYet,
  orderAmounts,
  OrdersLoadFailed,
  StatusBadge,
  useGetOrdersQuery,
} from '../../../shared/orders';
import { formatDeduction } from '../../../shared/money';
import { PageHeading, PageShell } from '../../../shared/ui/page';
import { orderItemCount } from '../model/order-display';

const Wrap = styled(PageShell)`
  max-width: 56rem;
`;

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.85rem;
`;

const Row = styled(Link)`
  display: grid;
  grid-template-columns: minmax(0, 1fr) auto;
  grid-template-areas:
    'number total'
    'meta status';
  gap: 0.35rem 1rem;
  align-items: center;
  padding: 1.1rem 1.25rem;
  ${cardSurface}
  box-shadow: ${({ theme }) => theme.shadows.sm};
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow 0.15s ease,
    border-color 0.15s ease;
  &:hover {
    border-color: ${({ theme }) => theme.colors.accent};
    box-shadow: ${({ theme }) => theme.shadows.md};
  }
  /* Fixed columns from md up, so status, count and total line up from row to row. */
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    grid-template-columns: minmax(0, 1fr) 7rem 6rem 7.5rem 1.25rem;
    grid-template-areas: 'number status meta total chevron';
    padding: 1.25rem 1.5rem;
  }
`;

const Chevron = styled(LineIcon)`
  display: none;
  grid-area: chevron;
  width: 1.25rem;
  height: 1.25rem;
  color: ${({ theme }) => theme.colors.muted};
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    display: block;
  }
`;

const Title = styled.span`
  grid-area: number;
  display: grid;
  strong {
    font-size: 1.05rem;
    overflow-wrap: anywhere;
  }
  span {
    font-size: 0.88rem;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Status = styled.span`
  grid-area: status;
  justify-self: end;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}) {
    justify-self: start;
  }
`;

const Meta = styled.span`
  grid-area: meta;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.muted};
`;

const Total = styled.span`
  grid-area: total;
  justify-self: end;
  text-align: right;
  font-weight: 700;
  font-size: 1.1rem;
  font-variant-numeric: tabular-nums;
`;

/** Under the total, as narrow as the total's column: wraps rather than squeezing the number. */
const Savings = styled.span`
  display: block;
  max-width: 7.5rem;
  margin-left: auto;
  font-size: 0.78rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colors.success};
`;

function OrderRow({ order }: { order: Order }) {
  const count = orderItemCount(order);
  const { memberSavingsCents } = orderAmounts(order);
  return (
    <li>
      <Row to={`/orders/${encodeURIComponent(order.id)}`}>
        <Title>
          <strong>{order.orderNumber}</strong>
          <span>Placed {formatDate(order.createdAt)}</span>
        </Title>
        <Status>
          <StatusBadge status={order.status} />
        </Status>
        <Meta>
          {count} {count === 1 ? 'item' : 'items'}
        </Meta>
        <Total>
          {formatPrice(order.total)}
          {memberSavingsCents > 0 ? (
            <Savings>Direct+ savings {formatDeduction(memberSavingsCents)}</Savings>
          ) : null}
        </Total>
        <Chevron viewBox="0 0 20 20" strokeWidth="1.8">
          <path d="M8 5l5 5-5 5" />
        </Chevron>
      </Row>
      {/* Beside the row, not in it: a link inside a link is not allowed. */}
      <CompletePayment order={order} />
    </li>
  );
}

function OrdersSkeleton() {
  return (
    <List aria-busy="true" aria-label="Loading your orders">
      {[0, 1, 2].map((i) => (
        <li key={i}>
          <Skeleton $h="4.75rem" style={{ borderRadius: '16px' }} />
        </li>
      ))}
    </List>
  );
}

/** /orders: the signed-in shopper's orders, newest first as the API sends them, each opening its details. */
export function OrdersPage() {
  const { data, error, isLoading, isFetching, refetch } = useGetOrdersQuery();
  if (error && !isFetching)
    return <OrdersLoadFailed message={toApiError(error).message} onRetry={() => void refetch()} />;
  const orders = data ?? [];
  return (
    <Wrap>
      <PageHeading>Your Orders</PageHeading>
      {isLoading || (error && isFetching) ? (
        <OrdersSkeleton />
      ) : orders.length === 0 ? (
        <NoOrdersYet shopAt="/" />
      ) : (
        <List aria-label="Your orders">
          {orders.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </List>
      )}
    </Wrap>
  );
}
