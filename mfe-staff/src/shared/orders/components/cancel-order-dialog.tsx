import { useState } from 'react';
import type { MoveDialogProps } from './order-actions';
import { Button, formatPrice, Dialog, DialogActions } from '@coffee/ui';

/** Cancelling returns the stock and, for a paid order, refunds it: say so before it happens. */
export function CancelOrderDialog({ order, onClose, move }: MoveDialogProps) {
  const [busy, setBusy] = useState(false);
  const paid = order.payment.status === 'paid';

  const confirm = async () => {
    setBusy(true);
    const done = await move(order, { to: 'cancelled' });
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog alert title={`Cancel ${order.orderNumber}?`} onClose={onClose}>
      <p>
        {paid
          ? `This order has been paid: the customer is refunded ${formatPrice(order.total)} through the payment provider, and its items return to stock.`
          : 'Nothing has been paid for this order: its items return to stock.'}
      </p>
      <DialogActions>
        <Button type="button" $variant="outline" onClick={onClose} disabled={busy}>
          Keep Order
        </Button>
        <Button type="button" $variant="danger" onClick={() => void confirm()} disabled={busy}>
          Cancel Order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
