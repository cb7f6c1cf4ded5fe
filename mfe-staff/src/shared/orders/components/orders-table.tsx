import { ORDER_STATUS_LABELS, type StaffOrder } from '@coffee/contracts';
import { Button, formatDate, formatPrice } from '@coffee/ui';
import { DataTable, RowActions, Stacked } from '../../ui/data-table';
import { ListRows, SkeletonRows } from '../../ui/list-rows';
import { StatusBadge } from '../../ui/status-badge';
import { OrderActions } from './order-actions';

const COLUMNS = ['Order', 'Customer', 'Date', 'Items', 'Total', 'Status', 'Actions'];

/** One order: its number is the row's header, its buttons name it. */
function OrderRow({
  order,
  withMoves,
  onView,
}: {
  order: StaffOrder;
  withMoves: boolean;
  onView: (order: StaffOrder) => void;
}) {
  const nameId = `staff-order-${order.id}`;
  return (
    <tr>
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
}

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
  return (
    <DataTable label={label} columns={COLUMNS} minWidth="52rem" busy={loading}>
      <ListRows
        items={orders}
        loading={loading}
        colSpan={COLUMNS.length}
        empty={emptyText}
        skeleton={<SkeletonRows colSpan={COLUMNS.length} testId="order-skeleton-row" />}
      >
        {(order) => <OrderRow key={order.id} order={order} withMoves={withMoves} onView={onView} />}
      </ListRows>
    </DataTable>
  );
}
