import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  pauseUntilTooEarlyMessage,
  type PauseSubscriptionInput,
  type SubscriptionOptions,
} from '@coffee/contracts';
import {
  Button,
  CheckboxRow,
  Dialog,
  DialogActions,
  Field,
  FieldError,
  Input,
  Spinner,
} from '@coffee/ui';
import { deliveryDayError, formatDay } from '../../../shared/subscriptions';

const Choices = styled.fieldset`
  border: 0;
  margin: 0 0 0.75rem;
  padding: 0;
  display: grid;
  gap: 0.5rem;
  legend {
    font-weight: 600;
    margin-bottom: 0.4rem;
  }
`;

/** 'Pause': until a day (deliveries start again from it) or until the customer resumes. */
export function PauseDialog({
  options,
  busy,
  error,
  onPause,
  onClose,
}: {
  /** The delivery window; while it loads, only an indefinite pause is offered. */
  options: SubscriptionOptions | undefined;
  busy: boolean;
  error: string | null;
  onPause: (body: PauseSubscriptionInput) => void;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<'until' | 'indefinitely'>(options ? 'until' : 'indefinitely');
  const [until, setUntil] = useState('');
  const [dayError, setDayError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'indefinitely' || !options) {
      onPause({});
      return;
    }
    const problem = deliveryDayError(until, options, pauseUntilTooEarlyMessage);
    setDayError(problem);
    if (!problem) onPause({ until });
  };

  return (
    <Dialog
      title="Pause this subscription"
      description={<p>Nothing is sent or charged while it is paused.</p>}
      busy={busy}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} aria-label="Pause subscription">
        <Choices>
          <legend>Pause</legend>
          <CheckboxRow>
            <input
              type="radio"
              name="pauseMode"
              checked={mode === 'until'}
              disabled={!options}
              onChange={() => setMode('until')}
            />
            Until a date
          </CheckboxRow>
          <CheckboxRow>
            <input
              type="radio"
              name="pauseMode"
              checked={mode === 'indefinitely'}
              onChange={() => setMode('indefinitely')}
            />
            Until I resume it
          </CheckboxRow>
        </Choices>
        {mode === 'until' && options ? (
          <Field
            label="Deliveries start again on"
            error={dayError ?? undefined}
            hint={`Monday to Friday, from ${formatDay(options.earliestDeliveryOn)}`}
          >
            {(ids) => (
              <Input
                {...ids}
                type="date"
                name="until"
                min={options.earliestDeliveryOn}
                max={options.latestDeliveryOn}
                value={until}
                $invalid={Boolean(dayError)}
                onChange={(e) => {
                  setUntil(e.target.value);
                  setDayError(
                    e.target.value
                      ? deliveryDayError(e.target.value, options, pauseUntilTooEarlyMessage)
                      : null,
                  );
                }}
              />
            )}
          </Field>
        ) : null}
        {error ? <FieldError role="alert">{error}</FieldError> : null}
        <DialogActions $fill>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner $size={18} label="Pausing" /> : null}
            Pause subscription
          </Button>
          <Button type="button" $variant="outline" onClick={onClose} disabled={busy}>
            Keep it active
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
