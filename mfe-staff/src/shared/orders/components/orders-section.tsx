import { useState } from 'react';
import type { StaffOrderFilter } from '@coffee/contracts';
import { type FilterOption } from '../../ui/filter-group';
import { ListSection, type ListTexts } from '../../ui/list-section';
import { useListFilter, usePagedList } from '../../ui/paged-list';
import { useGetStaffOrdersQuery } from '../api/staff-orders-api';
import { OrderDetailDialog } from './order-detail-dialog';
import { ordersTable } from './orders-table';

/** What the tab says around its rows. */
const TEXTS: Omit<ListTexts, 'description'> = {
  title: 'Orders',
  searchLabel: 'Search orders',
  searchPlaceholder: 'Search by order number or customer...',
  failedTitle: "We couldn't load the orders",
  pagerLabel: 'Order pages',
  noun: 'orders',
};

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
  const status = useListFilter<StaffOrderFilter>(list, 'all');
  const [viewing, setViewing] = useState<string | null>(null);
  const query = useGetStaffOrdersQuery({ status: status.value, ...list.params });

  return (
    <ListSection
      texts={{ ...TEXTS, description }}
      list={list}
      query={query}
      filters={[{ label: 'Filter orders by status', options: filters, ...status }]}
      table={ordersTable({
        label: 'Orders',
        empty: list.q ? 'No orders match this search.' : 'No orders with this status.',
        withMoves,
        onView: (order) => setViewing(order.id),
      })}
    >
      {viewing ? <OrderDetailDialog orderId={viewing} onClose={() => setViewing(null)} /> : null}
    </ListSection>
  );
}
