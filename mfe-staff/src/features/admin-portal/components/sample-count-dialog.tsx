import { useState, type FormEvent } from 'react';
import { fieldErrors, samplePoolUpdateSchema, type SamplePoolEntry } from '@coffee/contracts';
import { Dialog, Field, Input } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { FormActions } from '../../../shared/ui/form-actions';
import { useSetSampleCountMutation } from '../api/samples-api';

/** Whole numbers only: '' or '12.5' must not become 0 or 12. */
const countOf = (text: string): number => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/**
 * 'Set count' for one coffee's free samples: the 2 oz bags counted on the shelf, free to give
 * to Direct+ orders. Those already held by orders are not part of it and stay as they are.
 */
export function SampleCountDialog({
  entry,
  onClose,
}: {
  entry: SamplePoolEntry;
  onClose: () => void;
}) {
  const [count, setCount] = useState(String(entry.count));
  const [error, setError] = useState<string | undefined>();
  const [save, { isLoading }] = useSetSampleCountMutation();
  const report = useReportedChange();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = samplePoolUpdateSchema.safeParse({ count: countOf(count) });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues).count);
      return;
    }
    setError(undefined);
    const saved = await report(
      () => save({ productId: entry.productId, count: parsed.data.count }).unwrap(),
      (done) => ({
        title: 'Samples updated',
        description: `${done.name}: ${done.count} free ${done.count === 1 ? 'sample' : 'samples'} to give.`,
      }),
      'Could not update the samples',
    );
    if (saved) onClose();
  };

  return (
    <Dialog title={`Set samples: ${entry.name}`} onClose={onClose} busy={isLoading}>
      <p>
        Free to give now: {entry.count}. Held by orders: {entry.reserved}.
      </p>
      <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label="Set samples">
        <Field
          label="2 oz samples on the shelf"
          error={error}
          hint="The counted bags, free to give; each Direct+ order takes one."
        >
          {(ids) => (
            <Input
              {...ids}
              name="count"
              inputMode="numeric"
              value={count}
              $invalid={Boolean(error)}
              onChange={(e) => setCount(e.target.value)}
            />
          )}
        </Field>
        <FormActions
          cancelLabel="Cancel"
          submitLabel="Save samples"
          busy={isLoading}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
