import type { MembershipStatus } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';
import { formatCents } from '../../../shared/direct-plus';
import { endDate } from '../model/membership-labels';
import { ConfirmDialog } from '../../../shared/confirm-dialog';

/**
 * The question before cancelling, saying what happens: a paid membership runs to its end date
 * with no further charge; a trial ends at once and cannot be taken again, and so does a
 * membership not billed online.
 */
export function CancelDialog({
  membership,
  busy,
  onConfirm,
  onClose,
}: {
  membership: MembershipStatus;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const trial = membership.state === 'trial';
  return (
    <ConfirmDialog
      title={trial ? 'Cancel your free trial?' : 'Cancel Direct+?'}
      confirmLabel={trial ? 'Cancel free trial' : 'Cancel membership'}
      busyLabel="Cancelling…"
      keepLabel={trial ? 'Keep my trial' : 'Keep my membership'}
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      {trial ? (
        <p>
          Your free trial ends now and your Direct+ benefits stop at once. A free trial can be taken
          only once per account.
        </p>
      ) : membership.billingPeriod === null ? (
        // Nothing is billed online (a membership bought in store): it ends now.
        <p>Your membership ends now and your Direct+ benefits stop at once.</p>
      ) : (
        <p>
          Your membership stays active until {endDate(membership)}, and you will not be charged
          again. You can resume it any time before then.
          {membership.moneyBack
            ? ` To end it now with a full refund of ${formatCents(membership.moneyBack.amountCents)} instead, choose “Get a full refund” (30-day money-back guarantee, until ${formatDate(membership.moneyBack.until)}).`
            : null}
        </p>
      )}
    </ConfirmDialog>
  );
}
