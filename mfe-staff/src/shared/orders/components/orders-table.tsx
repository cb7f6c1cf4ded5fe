import { formatPrice } from '@coffee/ui';
import { DataTable } from '../../ui/data-table';
import { formatDay } from '../../ui/format-day';
import { StatusBadge } from '../../ui/status-badge';

/** An order as the portals' sample tables show it (money as a decimal string, a calendar date). */
export interface SampleOrder {
  id: string;
  customer: string;
  /** YYYY-MM-DD. */
  date: string;
  items: number;
  total: string;
  status: string;
}

const COLUMNS = ['Order', 'Customer', 'Date', 'Items', 'Total', 'Status'];

/** Orders with their status badges; the dashboard's short list leaves out the item counts. */
export function OrdersTable({
  label,
  orders,
  withItems = true,
}: {
  label: string;
  orders: readonly SampleOrder[];
  withItems?: boolean;
}) {
  const columns = withItems ? COLUMNS : COLUMNS.filter((column) => column !== 'Items');
  return (
    <DataTable label={label} columns={columns} minWidth={withItems ? '40rem' : '34rem'}>
      {orders.map((order) => (
        <tr key={order.id}>
          <td>{order.id}</td>
          <td>{order.customer}</td>
          <td>{formatDay(order.date)}</td>
          {withItems ? <td>{order.items}</td> : null}
          <td>{formatPrice(order.total)}</td>
          <td>
            <StatusBadge status={order.status} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
