import { useState } from 'react';
import styled from 'styled-components';
import type { Subscription, SubscriptionOptions } from '@coffee/contracts';
import { useToast } from '@coffee/platform';
import { Button } from '@coffee/ui';
import {
  cardName,
  refusalOf,
  useUpdateSubscriptionMutation,
  type FormErrors,
  type SubscriptionActionArgs,
} from '../../../shared/subscriptions';
import { ChangeDialog } from './change-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { PauseDialog } from './pause-dialog';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  > * {
    flex: 1 1 9rem;
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    > * {
      flex: 0 0 auto;
    }
  }
`;

type Open = 'pause' | 'change' | 'ship-now' | 'cancel' | null;

/**
 * What the customer can do with one subscription. Each action is its own POST; the service's
 * `message` is the toast, and the list is read again (tags). A refusal shows in the open dialog,
 * or as a toast for the one-click actions.
 */
export function SubscriptionActions({
  subscription,
  options,
}: {
  subscription: Subscription;
  options: SubscriptionOptions | undefined;
}) {
  const [update, { isLoading }] = useUpdateSubscriptionMutation();
  const toast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FormErrors | null>(null);
  const { id, status, next, item } = subscription;
  const name = item.productName;

  const run = async (args: SubscriptionActionArgs) => {
    setError(null);
    setFieldErrors(null);
    try {
      const { message } = await update(args).unwrap();
      setOpen(null);
      toast({ title: 'Subscription updated', description: message, variant: 'success' });
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (open === null) {
        toast({
          title: 'Subscription not changed',
          description: refusal.text,
          variant: 'destructive',
        });
      } else {
        setError(refusal.text);
        setFieldErrors(refusal.errors);
      }
    }
  };

  const show = (which: Open) => {
    setError(null);
    setFieldErrors(null);
    setOpen(which);
  };
  const close = () => setOpen(null);

  if (status === 'cancelled') return null;
  return (
    <>
      <Row role="group" aria-label={`Manage ${name}`}>
        {status === 'active' ? (
          <Button
            $variant="outline"
            $size="sm"
            disabled={isLoading || !next || next.skipped}
            onClick={() =>
              next &&
              void run({
                id,
                action: 'skip',
                // A locked delivery is being prepared: "next" then means the one after it.
                body: { cycle: next.locked ? next.cycle + 1 : next.cycle },
              })
            }
          >
            Skip next delivery
          </Button>
        ) : null}
        {status === 'active' ? (
          <Button $variant="outline" $size="sm" disabled={isLoading} onClick={() => show('pause')}>
            Pause
          </Button>
        ) : (
          <Button
            $variant="outline"
            $size="sm"
            disabled={isLoading}
            onClick={() => void run({ id, action: 'resume' })}
          >
            Resume
          </Button>
        )}
        <Button $variant="outline" $size="sm" disabled={isLoading} onClick={() => show('change')}>
          Change
        </Button>
        {status === 'active' ? (
          <Button
            $variant="outline"
            $size="sm"
            disabled={isLoading}
            onClick={() => show('ship-now')}
          >
            Ship now
          </Button>
        ) : null}
        <Button $variant="ghost" $size="sm" disabled={isLoading} onClick={() => show('cancel')}>
          Cancel subscription
        </Button>
      </Row>
      {open === 'pause' ? (
        <PauseDialog
          options={options}
          busy={isLoading}
          error={error}
          onPause={(body) => void run({ id, action: 'pause', body })}
          onClose={close}
        />
      ) : null}
      {open === 'change' ? (
        <ChangeDialog
          subscription={subscription}
          busy={isLoading}
          error={error}
          serverErrors={fieldErrors}
          onChange={(body) => void run({ id, action: 'change', body })}
          onClose={close}
        />
      ) : null}
      {open === 'ship-now' ? (
        <ConfirmDialog
          title="Ship a delivery now?"
          description={`A delivery of ${name} is ordered now and charged to ${cardName(subscription.card)}.`}
          confirmLabel="Ship now"
          keepLabel="Not now"
          busyLabel="Ordering"
          busy={isLoading}
          error={error}
          onConfirm={() =>
            next && void run({ id, action: 'ship-now', body: { cycle: next.cycle } })
          }
          onClose={close}
        />
      ) : null}
      {open === 'cancel' ? (
        <ConfirmDialog
          title="Cancel this subscription?"
          description={`No more deliveries of ${name} will be sent or charged. This cannot be undone.`}
          confirmLabel="Yes, cancel subscription"
          keepLabel="Keep subscription"
          busyLabel="Cancelling"
          danger
          busy={isLoading}
          error={error}
          onConfirm={() => void run({ id, action: 'cancel' })}
          onClose={close}
        />
      ) : null}
    </>
  );
}
