import { useRef, type ReactNode } from 'react';
import { Button, Dialog, DialogActions } from '@coffee/ui';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** The label while the confirmed action runs. */
  busyLabel: string;
  keepLabel: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * A modal question before an action that is hard to undo: focus starts on the safe choice, and
 * Escape or the safe choice closes (not while the action runs).
 */
export function ConfirmDialog({
  title,
  children,
  confirmLabel,
  busyLabel,
  keepLabel,
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      alert
      title={title}
      description={children}
      initialFocus={keep}
      busy={busy}
      onClose={onClose}
    >
      <DialogActions $fill>
        <Button ref={keep} $variant="outline" disabled={busy} onClick={onClose}>
          {keepLabel}
        </Button>
        <Button $variant="danger" disabled={busy} aria-busy={busy} onClick={onConfirm}>
          {busy ? busyLabel : confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
