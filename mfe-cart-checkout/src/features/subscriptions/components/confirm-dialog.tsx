import { useRef } from 'react';
import { Button, Dialog, DialogActions, FieldError, Spinner } from '@coffee/ui';

/**
 * A question before an action that is hard to undo: the safe answer ('Keep ...') takes focus and
 * Escape gives it; the service's refusal shows inside.
 */
export function ConfirmDialog({
  title,
  description,
  confirmLabel,
  keepLabel,
  busyLabel,
  danger = false,
  busy,
  error,
  onConfirm,
  onClose,
}: {
  title: string;
  description: string;
  confirmLabel: string;
  keepLabel: string;
  busyLabel: string;
  danger?: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      alert
      title={title}
      description={<p>{description}</p>}
      initialFocus={keep}
      busy={busy}
      onClose={onClose}
    >
      {error ? <FieldError role="alert">{error}</FieldError> : null}
      <DialogActions $fill>
        <Button
          $variant={danger ? 'danger' : 'primary'}
          onClick={onConfirm}
          disabled={busy}
          aria-busy={busy}
        >
          {busy ? <Spinner $size={18} label={busyLabel} /> : null}
          {confirmLabel}
        </Button>
        <Button ref={keep} $variant="outline" onClick={onClose} disabled={busy}>
          {keepLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
