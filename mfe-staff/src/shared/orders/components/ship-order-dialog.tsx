import { useState, type FormEvent } from 'react';
import { fieldErrors, orderTransitionSchema } from '@coffee/contracts';
import { Field, Input, Dialog } from '@coffee/ui';
import { FormActions } from '../../ui/form-actions';
import type { MoveDialogProps } from './order-actions';

/** Shipping needs the carrier's tracking number (checked with the service's own rule). */
export function ShipOrderDialog({ order, onClose, move }: MoveDialogProps) {
  const [tracking, setTracking] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { to: 'shipped' as const, trackingNumber: tracking };
    const parsed = orderTransitionSchema.safeParse(body);
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues).trackingNumber);
      return;
    }
    setError(undefined);
    setBusy(true);
    const done = await move(order, { to: 'shipped', trackingNumber: parsed.data.trackingNumber });
    setBusy(false);
    if (done) onClose();
  };

  return (
    <Dialog title={`Ship ${order.orderNumber}`} onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-label="Ship order">
        <Field label="Tracking number" error={error} hint="As printed on the carrier's label">
          {(ids) => (
            <Input
              {...ids}
              name="trackingNumber"
              autoComplete="off"
              value={tracking}
              $invalid={Boolean(error)}
              onChange={(e) => setTracking(e.target.value)}
            />
          )}
        </Field>
        <FormActions
          cancelLabel="Back"
          submitLabel="Mark as Shipped"
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
