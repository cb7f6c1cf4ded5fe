import { useState } from 'react';
import type { StaffOrderFilter } from '@coffee/contracts';
import { FilterGroup, type FilterOption } from '../../ui/filter-group';
import { isFirstLoad } from '../../ui/list-state';
import { PagedList, useListFilter, usePagedList } from '../../ui/paged-list';
import { PortalSection } from '../../ui/portal-section';
import { SearchBox } from '../../ui/search-box';
import { useGetStaffOrdersQuery } from '../api/staff-orders-api';
import { OrderDetailDialog } from './order-detail-dialog';
import { OrdersTable } from './orders-table';

/**
 * A portal's Orders tab on the live order desk: its own status filters (spec), a search by
 * order number or customer, pages, a detail view, and (employee portal) the next step per row.
 */
export function OrdersSection({
  description,
  filters,
  withMoves,
}: {
  description: string;
  filters: readonly FilterOption<StaffOrderFilter>[];
  withMoves: boolean;
}) {
  const list = usePagedList();
  const [status, filterByStatus] = useListFilter<StaffOrderFilter>(list, 'all');
  const [viewing, setViewing] = useState<string | null>(null);
  const query = useGetStaffOrdersQuery({ status, ...list.params });

  return (
    <PortalSection
      title="Orders"
      description={description}
      toolbar={
        <>
          <FilterGroup
            label="Filter orders by status"
            options={filters}
            value={status}
            onChange={filterByStatus}
          />
          <SearchBox
            label="Search orders"
            placeholder="Search by order number or customer..."
            onSearch={list.search}
          />
        </>
      }
    >
      <PagedList
        list={list}
        query={query}
        failedTitle="We couldn't load the orders"
        pagerLabel="Order pages"
        noun="orders"
      >
        <OrdersTable
          label="Orders"
          orders={query.data?.items ?? []}
          loading={isFirstLoad(query)}
          emptyText={list.q ? 'No orders match this search.' : 'No orders with this status.'}
          withMoves={withMoves}
          onView={(order) => setViewing(order.id)}
        />
      </PagedList>
      {viewing ? <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} /> : null}
    </PortalSection>
  );
}
