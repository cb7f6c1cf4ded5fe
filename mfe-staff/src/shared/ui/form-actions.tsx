import { Button, DialogActions } from '@coffee/ui';

/** A dialog form's buttons: going back without saving, and the submit; both wait while it saves. */
export function FormActions({
  cancelLabel,
  submitLabel,
  busy,
  onCancel,
}: {
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  onCancel: () => void;
}) {
  return (
    <DialogActions>
      <Button type="button" $variant="outline" onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" disabled={busy} aria-busy={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
