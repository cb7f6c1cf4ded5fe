import { useState } from 'react';
import { ORDER_STATUS_LABELS, type OrderTransitionInput, type StaffOrder } from '@coffee/contracts';
import { Button, formatPrice } from '@coffee/ui';
import { useReportedChange } from '../../api/use-reported-change';
import { useStaffRole } from '../../session/use-staff-role';
import { RowActions } from '../../ui/data-table';
import { useTransitionOrderMutation } from '../api/staff-orders-api';
import { MOVE_LABELS, nextMoves, type OrderMove } from '../model/next-actions';
import { CancelOrderDialog } from './cancel-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';

/** Moves an order and says how it went (the server's own words when it refuses). */
export function useMoveOrder() {
  const [transition, state] = useTransitionOrderMutation();
  const report = useReportedChange();
  const move = (order: StaffOrder, body: OrderTransitionInput): Promise<boolean> =>
    report(
      () => transition({ id: order.id, body }).unwrap(),
      (saved) => ({
        title: 'Order updated',
        description:
          `${saved.orderNumber} is now ${ORDER_STATUS_LABELS[saved.status]}.` +
          (saved.payment.status === 'refunded'
            ? ` ${formatPrice(saved.payment.refundedAmount ?? saved.total)} refunded.`
            : ''),
      }),
      'Could not update the order',
    );
  return { move, busy: state.isLoading };
}

/** What a dialog that asks before a move (Ship, Cancel) is given. */
export interface MoveDialogProps {
  order: StaffOrder;
  onClose: () => void;
  /** Resolves true once the order has moved; the dialog then closes. */
  move: (order: StaffOrder, body: OrderTransitionInput) => Promise<boolean>;
}

/** The next steps the viewer's role allows for one order; Ship and Cancel ask first. */
export function OrderActions({ order, describedBy }: { order: StaffOrder; describedBy?: string }) {
  const { can } = useStaffRole();
  const { move, busy } = useMoveOrder();
  const [asking, setAsking] = useState<'shipped' | 'cancelled' | null>(null);
  const moves = nextMoves(order.status, can);
  if (moves.length === 0) return null;

  const onClick = (to: OrderMove) => {
    if (to === 'shipped' || to === 'cancelled') setAsking(to);
    else void move(order, { to });
  };

  return (
    <RowActions>
      {moves.map((to) => (
        <Button
          key={to}
          $size="sm"
          $variant={to === 'cancelled' ? 'outline' : 'primary'}
          disabled={busy}
          aria-describedby={describedBy}
          onClick={() => onClick(to)}
        >
          {MOVE_LABELS[to]}
        </Button>
      ))}
      {asking === 'shipped' ? (
        <ShipOrderDialog order={order} onClose={() => setAsking(null)} move={move} />
      ) : null}
      {asking === 'cancelled' ? (
        <CancelOrderDialog order={order} onClose={() => setAsking(null)} move={move} />
      ) : null}
    </RowActions>
  );
}
