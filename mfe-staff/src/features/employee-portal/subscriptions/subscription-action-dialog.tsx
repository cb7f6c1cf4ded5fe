import { useState, type FormEvent } from 'react';
import {
  fieldErrors,
  staffSubscriptionActionSchema,
  type StaffSubscription,
  type StaffSubscriptionAction,
} from '@coffee/contracts';
import { Dialog, Field, Textarea } from '@coffee/ui';
import { useReportedChange } from '../../../shared/api/use-reported-change';
import { FormActions } from '../../../shared/ui/form-actions';
import { useActOnSubscriptionMutation } from './subscriptions-api';
import { subscriptionName } from './subscription-text';

const TEXT: Record<
  StaffSubscriptionAction,
  { title: string; submit: string; explain: string; done: string }
> = {
  pause: {
    title: 'Pause subscription',
    submit: 'Pause Subscription',
    explain:
      'Deliveries stop at once, even one already being prepared, until the customer resumes.',
    done: 'paused',
  },
  cancel: {
    title: 'Cancel subscription',
    submit: 'Cancel Subscription',
    explain:
      'The subscription ends at once, even a delivery already being prepared; this cannot be undone.',
    done: 'cancelled',
  },
};

/** A staff pause or cancel: why is asked for (kept on the subscription and in the audit log). */
export function SubscriptionActionDialog({
  subscription,
  action,
  onClose,
}: {
  subscription: StaffSubscription;
  action: StaffSubscriptionAction;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [act, state] = useActOnSubscriptionMutation();
  const report = useReportedChange();
  const text = TEXT[action];

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = staffSubscriptionActionSchema.safeParse({ reason });
    if (!parsed.success) {
      setError(fieldErrors(parsed.error.issues).reason);
      return;
    }
    setError(undefined);
    const done = await report(
      () => act({ id: subscription.id, action, body: parsed.data }).unwrap(),
      (saved) => ({
        title: 'Subscription updated',
        description: `${subscriptionName(saved)} is ${text.done}.`,
      }),
      'Could not update the subscription',
    );
    if (done) onClose();
  };

  return (
    <Dialog title={text.title} onClose={onClose}>
      <p>
        {subscriptionName(subscription)}: {text.explain}
      </p>
      <form noValidate onSubmit={onSubmit} aria-label={text.title}>
        <Field label="Reason" error={error} hint="Kept with the subscription and in the audit log">
          {(ids) => (
            <Textarea
              {...ids}
              name="reason"
              rows={3}
              maxLength={500}
              value={reason}
              $invalid={Boolean(error)}
              onChange={(e) => setReason(e.target.value)}
            />
          )}
        </Field>
        <FormActions
          cancelLabel="Back"
          submitLabel={text.submit}
          busy={state.isLoading}
          onCancel={onClose}
        />
      </form>
    </Dialog>
  );
}
