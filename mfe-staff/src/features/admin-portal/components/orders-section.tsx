import { formatDate, formatPrice } from '@coffee/ui';
import { Table, TableScroll } from '../../../shared/ui/data-table';
import { FilterGroup } from '../../../shared/ui/filter-group';
import { SampleNote, SectionHeader, Toolbar } from '../../../shared/ui/section-header';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { SAMPLE_ORDERS } from '../data/sample-data';

const FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'completed', label: 'Completed' },
  { value: 'cancelled', label: 'Cancelled' },
] as const;

export function OrdersSection() {
  return (
    <section>
      <SectionHeader
        id="admin-orders-title"
        title="Orders"
        description="Every order placed in the shop."
      />
      <Toolbar>
        {/* Spec: the filters are shown but not wired yet. */}
        <FilterGroup label="Filter orders by status" options={FILTERS} value="all" />
      </Toolbar>
      <TableScroll label="Orders">
        <Table $minWidth="40rem">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Date</th>
              <th scope="col">Items</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_ORDERS.map((order) => (
              <tr key={order.id}>
                <td>{order.id}</td>
                <td>{order.customer}</td>
                <td>{formatDate(`${order.date}T12:00:00`)}</td>
                <td>{order.items}</td>
                <td>{formatPrice(order.total)}</td>
                <td>
                  <StatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <SampleNote>Sample orders: order management is not connected yet.</SampleNote>
    </section>
  );
}
