import { ORDER_STATUS_LABELS, type StaffOrder } from '@coffee/contracts';
import { Button, formatDate, formatPrice } from '@coffee/ui';
import { RowActions, Stacked, type Column, type TableSpec } from '../../ui/data-table';
import { StatusBadge } from '../../ui/status-badge';
import { OrderActions } from './order-actions';

/** The order number's cell id: the row's buttons are described by it. */
const numberId = (order: StaffOrder) => `staff-order-${order.id}`;

/**
 * Orders with their status and what can be done: View for the detail, and (`withMoves`) the next
 * step the viewer's role allows right in the row. The order number is the pinned column.
 */
export function ordersTable({
  label,
  empty,
  withMoves,
  onView,
}: {
  label: string;
  empty: string;
  withMoves: boolean;
  onView: (order: StaffOrder) => void;
}): TableSpec<StaffOrder> {
  const columns: Column<StaffOrder>[] = [
    { header: 'Order', rowHeader: true, id: numberId, cell: (order) => order.orderNumber },
    {
      header: 'Customer',
      cell: (order) => (
        <Stacked>
          <span>{order.customerName}</span>
          {order.contactEmail ? <span>{order.contactEmail}</span> : null}
        </Stacked>
      ),
    },
    { header: 'Date', cell: (order) => formatDate(order.createdAt) },
    { header: 'Items', cell: (order) => order.items.reduce((n, item) => n + item.quantity, 0) },
    { header: 'Total', cell: (order) => formatPrice(order.total) },
    {
      header: 'Status',
      cell: (order) => <StatusBadge status={ORDER_STATUS_LABELS[order.status]} />,
    },
    {
      header: 'Actions',
      cell: (order) => (
        <RowActions>
          <Button
            $variant="outline"
            $size="sm"
            aria-describedby={numberId(order)}
            onClick={() => onView(order)}
          >
            View
          </Button>
          {withMoves ? <OrderActions order={order} describedBy={numberId(order)} /> : null}
        </RowActions>
      ),
    },
  ];
  return {
    label,
    columns,
    minWidth: '52rem',
    empty,
    skeletonTestId: 'order-skeleton-row',
  };
}
