import { useState } from 'react';
import type { StaffSubscription, StaffSubscriptionFilter } from '@coffee/contracts';
import { Button } from '@coffee/ui';
import { RowActions, Stacked, type Column, type TableSpec } from '../../../shared/ui/data-table';
import type { FilterOption } from '../../../shared/ui/filter-group';
import { ListSection, type ListTexts } from '../../../shared/ui/list-section';
import { useListFilter, usePagedList } from '../../../shared/ui/paged-list';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { SubscriptionDetailDialog } from './subscription-detail-dialog';
import { useGetStaffSubscriptionsQuery } from './subscriptions-api';
import { frequencyText, nextText, statusText } from './subscription-text';

const TEXTS: ListTexts = {
  title: 'Subscriptions',
  description: "Every customer's Subscribe & Save deliveries: search, see their history, step in.",
  searchLabel: 'Search subscriptions',
  searchPlaceholder: 'Search by coffee, subscription or customer id...',
  failedTitle: "We couldn't load the subscriptions",
  pagerLabel: 'Subscription pages',
  noun: 'subscriptions',
};

const FILTERS: FilterOption<StaffSubscriptionFilter>[] = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'Active' },
  { value: 'paused', label: 'Paused' },
  { value: 'cancelled', label: 'Cancelled' },
];

/** The coffee's cell id: the row's View button is described by it. */
const coffeeId = (s: StaffSubscription) => `staff-subscription-${s.id}`;

function subscriptionsTable(empty: string, onView: (s: StaffSubscription) => void) {
  const columns: Column<StaffSubscription>[] = [
    {
      header: 'Coffee',
      rowHeader: true,
      id: coffeeId,
      cell: (s) => (
        <Stacked>
          <span>{s.item.productName}</span>
          <span>{s.item.variantLabel}</span>
        </Stacked>
      ),
    },
    { header: 'Customer', cell: (s) => s.userId },
    { header: 'Qty', cell: (s) => s.item.quantity },
    { header: 'Frequency', cell: (s) => frequencyText(s.item.frequencyWeeks) },
    { header: 'Status', cell: (s) => <StatusBadge status={statusText(s)} /> },
    { header: 'Next delivery', cell: nextText },
    {
      header: 'Actions',
      cell: (s) => (
        <RowActions>
          <Button
            $variant="outline"
            $size="sm"
            aria-describedby={coffeeId(s)}
            onClick={() => onView(s)}
          >
            View
          </Button>
        </RowActions>
      ),
    },
  ];
  const table: TableSpec<StaffSubscription> = {
    label: 'Subscriptions',
    columns,
    minWidth: '52rem',
    empty,
    skeletonTestId: 'subscription-skeleton-row',
  };
  return table;
}

/**
 * The Subscriptions tab's customer view: every customer's subscriptions by status, searched by
 * coffee name or an id, paged; View opens one with its deliveries, pending changes, and (for
 * 'subscriptions:manage') Pause and Cancel with a reason.
 */
export function SubscriptionsSection() {
  const list = usePagedList();
  const status = useListFilter<StaffSubscriptionFilter>(list, 'all');
  const [viewing, setViewing] = useState<string | null>(null);
  const query = useGetStaffSubscriptionsQuery({ status: status.value, ...list.params });

  return (
    <ListSection
      texts={TEXTS}
      list={list}
      query={query}
      filters={[{ label: 'Filter subscriptions by status', options: FILTERS, ...status }]}
      table={subscriptionsTable(
        list.q ? 'No subscriptions match this search.' : 'No subscriptions with this status.',
        (s) => setViewing(s.id),
      )}
    >
      {viewing ? (
        <SubscriptionDetailDialog subscriptionId={viewing} onClose={() => setViewing(null)} />
      ) : null}
    </ListSection>
  );
}
