import { Field, FieldError, Input } from '@coffee/ui';
import { FormActions } from '../../ui/form-actions';

/**
 * The end of both stock forms: the reason every change carries (the audit log keeps it), what
 * the server refused, and Cancel beside the submit button.
 */
export function StockFormEnd({
  reason,
  error,
  onReason,
  failure,
  busy,
  onCancel,
  submitLabel,
}: {
  reason: string;
  error: string | undefined;
  onReason: (reason: string) => void;
  failure: string | null;
  busy: boolean;
  onCancel: () => void;
  submitLabel: string;
}) {
  return (
    <>
      <Field label="Reason" error={error}>
        {(ids) => (
          <Input
            {...ids}
            name="reason"
            value={reason}
            $invalid={Boolean(error)}
            onChange={(e) => onReason(e.target.value)}
          />
        )}
      </Field>
      {failure ? <FieldError role="alert">{failure}</FieldError> : null}
      <FormActions cancelLabel="Cancel" submitLabel={submitLabel} busy={busy} onCancel={onCancel} />
    </>
  );
}
