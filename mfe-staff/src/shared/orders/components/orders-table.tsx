import { ORDER_STATUS_LABELS, type StaffOrder } from '@coffee/contracts';
import { Button, formatDate, formatPrice, Skeleton } from '@coffee/ui';
import { DataTable, MessageRow, RowActions, Stacked } from '../../ui/data-table';
import { StatusBadge } from '../../ui/status-badge';
import { OrderActions } from './order-actions';

const COLUMNS = ['Order', 'Customer', 'Date', 'Items', 'Total', 'Status', 'Actions'];

/**
 * Orders with their status and what can be done: View for the detail, and (`withMoves`) the next
 * step the viewer's role allows right in the row. The order number is the pinned column.
 */
export function OrdersTable({
  label,
  orders,
  loading,
  emptyText,
  withMoves,
  onView,
}: {
  label: string;
  orders: readonly StaffOrder[];
  loading: boolean;
  emptyText: string;
  withMoves: boolean;
  onView: (order: StaffOrder) => void;
}) {
  let body;
  if (loading)
    body = Array.from({ length: 4 }, (_, i) => (
      <tr key={i} aria-hidden="true" data-testid="order-skeleton-row">
        <td colSpan={COLUMNS.length}>
          <Skeleton $h="1.6rem" />
        </td>
      </tr>
    ));
  else if (orders.length === 0)
    body = <MessageRow colSpan={COLUMNS.length}>{emptyText}</MessageRow>;
  else
    body = orders.map((order) => {
      const nameId = `staff-order-${order.id}`;
      return (
        <tr key={order.id}>
          <th scope="row" id={nameId}>
            {order.orderNumber}
          </th>
          <td>
            <Stacked>
              <span>{order.customerName}</span>
              {order.contactEmail ? <span>{order.contactEmail}</span> : null}
            </Stacked>
          </td>
          <td>{formatDate(order.createdAt)}</td>
          <td>{order.items.reduce((n, item) => n + item.quantity, 0)}</td>
          <td>{formatPrice(order.total)}</td>
          <td>
            <StatusBadge status={ORDER_STATUS_LABELS[order.status]} />
          </td>
          <td>
            <RowActions>
              <Button
                $variant="outline"
                $size="sm"
                aria-describedby={nameId}
                onClick={() => onView(order)}
              >
                View
              </Button>
              {withMoves ? <OrderActions order={order} describedBy={nameId} /> : null}
            </RowActions>
          </td>
        </tr>
      );
    });
  return (
    <DataTable label={label} columns={COLUMNS} minWidth="52rem" busy={loading}>
      {body}
    </DataTable>
  );
}
