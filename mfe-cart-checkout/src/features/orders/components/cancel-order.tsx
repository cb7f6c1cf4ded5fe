import { useState } from 'react';
import type { Order } from '@coffee/contracts';
import { toApiError, useSession, useToast, type FetchBaseQueryError } from '@coffee/platform';
import { Button, formatPrice } from '@coffee/ui';
import { useCancelOrderMutation } from '../../../shared/orders';
import { CancelOrderDialog } from './cancel-order-dialog';

/**
 * 'Cancel order' and its question. `onCancelled` runs once the service has cancelled the order:
 * the page then shows the new status (this button goes away with the order's cancellability).
 */
export function CancelOrder({ order, onCancelled }: { order: Order; onCancelled: () => void }) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [cancelOrder, { isLoading }] = useCancelOrderMutation();
  const session = useSession();
  const toast = useToast();
  const paid = order.payment.status === 'paid';

  const confirm = async () => {
    setError(null);
    try {
      const cancelled = await cancelOrder({ orderId: order.id }).unwrap();
      setOpen(false);
      onCancelled();
      toast({
        title: 'Order cancelled',
        description:
          cancelled.payment.status === 'refunded' && cancelled.payment.refundedAmount
            ? `Your refund of ${formatPrice(cancelled.payment.refundedAmount)} is on its way.`
            : `Order ${cancelled.orderNumber} has been cancelled.`,
        variant: 'success',
      });
    } catch (failure) {
      const apiError = toApiError(failure as FetchBaseQueryError);
      setError(apiError.serverMessage ?? apiError.message);
    }
  };

  return (
    <>
      {/* Disabled until the session has answered: a pending GET /api/user is not "signed out". */}
      <Button
        $variant="outline"
        $block
        disabled={session.isLoading}
        onClick={() => {
          setError(null);
          setOpen(true);
        }}
      >
        Cancel order
      </Button>
      {open ? (
        <CancelOrderDialog
          orderNumber={order.orderNumber}
          refundAmount={paid ? formatPrice(order.total) : null}
          busy={isLoading}
          error={error}
          onConfirm={() => void confirm()}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </>
  );
}
