import { formatDate, formatPrice } from '@coffee/ui';
import { Table, TableScroll } from '../../../shared/ui/data-table';
import { SampleNote, SectionHeader } from '../../../shared/ui/section-header';
import { StatCards } from '../../../shared/ui/stat-cards';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { SAMPLE_ORDERS, SAMPLE_STATS } from '../data/sample-data';

export function DashboardSection() {
  return (
    <section>
      <SectionHeader
        id="admin-dashboard-title"
        title="Dashboard"
        description="Store performance at a glance."
      />
      <StatCards label="Store figures" items={SAMPLE_STATS} />
      <h3>Recent Orders</h3>
      <TableScroll label="Recent orders">
        <Table $minWidth="34rem">
          <thead>
            <tr>
              <th scope="col">Order</th>
              <th scope="col">Customer</th>
              <th scope="col">Date</th>
              <th scope="col">Total</th>
              <th scope="col">Status</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_ORDERS.slice(0, 4).map((order) => (
              <tr key={order.id}>
                <td>{order.id}</td>
                <td>{order.customer}</td>
                <td>{formatDate(`${order.date}T12:00:00`)}</td>
                <td>{formatPrice(order.total)}</td>
                <td>
                  <StatusBadge status={order.status} />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <SampleNote>Sample figures: live reporting is not connected yet.</SampleNote>
    </section>
  );
}
