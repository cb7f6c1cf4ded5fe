import { useState } from 'react';
import type { StaffOrderFilter } from '@coffee/contracts';
import { Pager } from '@coffee/ui';
import { STAFF_PAGE_SIZE } from '@coffee/contracts';
import { FilterGroup, type FilterOption } from '../../ui/filter-group';
import { isFirstLoad, ListFailed } from '../../ui/list-state';
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
  const [status, setStatus] = useState<StaffOrderFilter>('all');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const [viewing, setViewing] = useState<string | null>(null);
  const query = useGetStaffOrdersQuery({ status, q, page, pageSize: STAFF_PAGE_SIZE });
  const loading = isFirstLoad(query);

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
            onChange={(value) => {
              setStatus(value);
              setPage(1);
            }}
          />
          <SearchBox
            label="Search orders"
            placeholder="Search by order number or customer..."
            onSearch={(text) => {
              setQ(text);
              setPage(1);
            }}
          />
        </>
      }
    >
      {query.isError && !loading ? (
        <ListFailed title="We couldn't load the orders" query={query} />
      ) : (
        <>
          <OrdersTable
            label="Orders"
            orders={query.data?.items ?? []}
            loading={loading}
            emptyText={q ? 'No orders match this search.' : 'No orders with this status.'}
            withMoves={withMoves}
            onView={(order) => setViewing(order.id)}
          />
          <Pager
            label="Order pages"
            noun="orders"
            page={page}
            pageSize={STAFF_PAGE_SIZE}
            total={query.data?.total ?? null}
            onPage={setPage}
          />
        </>
      )}
      {viewing ? <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} /> : null}
    </PortalSection>
  );
}
