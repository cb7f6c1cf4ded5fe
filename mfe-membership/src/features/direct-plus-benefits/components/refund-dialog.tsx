import type { MembershipStatus } from '@coffee/contracts';
import { formatDate } from '@coffee/ui';
import { formatCents } from '../../../shared/direct-plus';
import { ConfirmDialog } from '../../../shared/confirm-dialog';
import { cardLabel } from '../model/membership-labels';

/**
 * The question before the money-back guarantee is claimed, saying what happens: the membership
 * and its benefits end now, and what was paid goes back to the card in full, once per account.
 */
export function RefundDialog({
  moneyBack,
  paymentMethod,
  busy,
  onConfirm,
  onClose,
}: {
  moneyBack: NonNullable<MembershipStatus['moneyBack']>;
  paymentMethod: MembershipStatus['paymentMethod'];
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const amount = formatCents(moneyBack.amountCents);
  const card = paymentMethod ? `your ${cardLabel(paymentMethod)}` : 'the card you paid with';
  return (
    <ConfirmDialog
      title={`End Direct+ and get ${amount} back?`}
      confirmLabel={`End and refund ${amount}`}
      busyLabel="Refunding…"
      keepLabel="Keep my membership"
      busy={busy}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>
        Your membership ends now and your Direct+ benefits stop at once. We refund {amount} in full
        to {card}; banks usually show a refund within 5 to 10 business days. The 30-day money-back
        guarantee runs until {formatDate(moneyBack.until)} and can be used once per account.
      </p>
    </ConfirmDialog>
  );
}
