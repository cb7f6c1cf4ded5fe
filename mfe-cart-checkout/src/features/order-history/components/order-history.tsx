import { useState } from 'react';
import styled from 'styled-components';
import { ORDER_HISTORY_PAGE_SIZE } from '@coffee/contracts';
import { toApiError } from '@coffee/platform';
import { LoadFailed, Pager, Skeleton, bareList } from '@coffee/ui';
import { NoOrdersYet } from '../../../shared/orders';
import { useGetOrderPageQuery } from '../api/get-order-page';
import { OrderCard } from './order-card';

const List = styled.ul`
  ${bareList}
  display: grid;
  gap: 0.85rem;
`;

/**
 * The account page's Orders tab: the shopper's orders, newest first, a page at a time, each with
 * its status, items and total and a link to its detail page (which shows the tracking).
 */
export function OrderHistory() {
  const [page, setPage] = useState(1);
  const pageSize = ORDER_HISTORY_PAGE_SIZE;
  const { data, error, isLoading, isFetching, refetch } = useGetOrderPageQuery({ page, pageSize });

  if (isLoading)
    return (
      <List aria-busy="true" aria-label="Loading your orders">
        {[0, 1, 2].map((i) => (
          <li key={i}>
            <Skeleton $h="8rem" />
          </li>
        ))}
      </List>
    );
  if (error && !data)
    return (
      <LoadFailed
        headingLevel={3}
        title="We couldn't load your orders"
        message={toApiError(error).message}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );

  const total = data?.total ?? 0;
  if (total === 0) return <NoOrdersYet shopAt="/category/all" />;

  return (
    <section aria-label="Order history">
      <List aria-label="Your orders" aria-busy={isFetching}>
        {(data?.orders ?? []).map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </List>
      {total > pageSize ? (
        <Pager
          label="Order pages"
          page={page}
          pageSize={pageSize}
          total={total}
          busy={isFetching}
          onPage={setPage}
        />
      ) : null}
    </section>
  );
}
