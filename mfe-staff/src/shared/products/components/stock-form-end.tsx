import { useState } from 'react';
import { serverVerdict, useToast } from '@coffee/platform';
import { Field, FieldError, Input } from '@coffee/ui';
import { useStaffRole } from '../../session/use-staff-role';
import { FormActions } from '../../ui/form-actions';
import type { StockMode } from './stock-mode';

/**
 * What both stock forms (one product, several) share: the mode, the reason, the field errors and
 * the server's refusal, and their submit. `submit` takes the form's own check: its field errors,
 * or the request to send; a sent change is toasted and closes the dialog, a refused one shows
 * why on the form and in a toast.
 */
export function useStockForm(onClose: () => void) {
  const { can } = useStaffRole();
  const [mode, setMode] = useState<StockMode>('adjust');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();

  const submit = async <T,>(
    checked: Record<string, string> | (() => Promise<T>),
    done: (saved: T) => { title: string; description: string },
    failedTitle: string,
  ) => {
    setFailure(null);
    if (typeof checked !== 'function') {
      setErrors(checked);
      return;
    }
    setErrors({});
    try {
      const saved = await checked();
      toast({ ...done(saved), variant: 'success' });
      onClose();
    } catch (error) {
      const verdict = serverVerdict(error);
      setErrors(verdict.fields);
      setFailure(verdict.text);
      toast({ title: failedTitle, description: verdict.text, variant: 'destructive' });
    }
  };

  return {
    mode,
    reason,
    errors,
    submit,
    /** For StockModeChoice: 'Set to' only with inventory:correct. */
    modeProps: { value: mode, onChange: setMode, canSet: can('inventory:correct') },
    /** For StockFormEnd, with the dialog's own busy state and submit label. */
    endProps: { reason, error: errors.reason, onReason: setReason, failure, onCancel: onClose },
  };
}

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
