import { FilterGroup, type FilterOption } from '../../ui/filter-group';
import { PortalSection } from '../../ui/portal-section';
import { OrdersTable, type SampleOrder } from './orders-table';

/**
 * A portal's Orders tab. Each portal names its own purpose and status filters (spec); the
 * filters are shown but not wired yet, and the rows are samples until order management lands.
 */
export function OrdersSection({
  description,
  filters,
  orders,
}: {
  description: string;
  filters: readonly FilterOption<string>[];
  orders: readonly SampleOrder[];
}) {
  return (
    <PortalSection
      title="Orders"
      description={description}
      toolbar={<FilterGroup label="Filter orders by status" options={filters} value="all" />}
      sampleNote="Sample orders: order management is not connected yet."
    >
      <OrdersTable label="Orders" orders={orders} />
    </PortalSection>
  );
}
