import { useRef } from 'react';
import { Button, Dialog, DialogActions, FieldError, Spinner } from '@coffee/ui';

/**
 * 'Cancel this order?': the shopper confirms or keeps the order. Focus starts on 'Keep order'
 * (the safe answer); Escape keeps the order.
 */
export function CancelOrderDialog({
  orderNumber,
  refundAmount,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  orderNumber: string;
  /** "$27.93" when the order is paid (it will be refunded), else null. */
  refundAmount: string | null;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      alert
      title="Cancel this order?"
      description={
        <p>
          Order {orderNumber} will be cancelled
          {refundAmount ? ` and ${refundAmount} refunded to your payment method` : ''}. This cannot
          be undone.
        </p>
      }
      initialFocus={keep}
      busy={busy}
      onClose={onClose}
    >
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <DialogActions $fill>
        <Button $variant="danger" onClick={onConfirm} disabled={busy} aria-busy={busy}>
          {busy ? <Spinner $size={18} label="Cancelling your order" /> : null}
          Yes, cancel order
        </Button>
        <Button ref={keep} $variant="outline" onClick={onClose} disabled={busy}>
          Keep order
        </Button>
      </DialogActions>
    </Dialog>
  );
}
