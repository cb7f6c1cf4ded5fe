import { Button, Dialog, DialogActions } from '@coffee/ui';

/**
 * The extra authentication step of a card that asks for one (3-D Secure, as Stripe's test page
 * shows it): the shopper completes or fails it. Focus starts on 'Complete authentication';
 * Escape fails it.
 */
export function AuthenticationDialog({
  amount,
  busy,
  onAnswer,
}: {
  amount: string | null;
  busy: boolean;
  onAnswer: (approve: boolean) => void;
}) {
  return (
    <Dialog
      title="Authenticate this payment"
      description={
        <p>
          Your bank asks you to confirm this {amount ? `payment of $${amount}` : 'card'}. This is
          the test provider&apos;s stand-in for your bank&apos;s own page.
        </p>
      }
      busy={busy}
      onClose={() => onAnswer(false)}
    >
      <DialogActions $fill>
        <Button onClick={() => onAnswer(true)} disabled={busy}>
          Complete authentication
        </Button>
        <Button $variant="outline" onClick={() => onAnswer(false)} disabled={busy}>
          Fail authentication
        </Button>
      </DialogActions>
    </Dialog>
  );
}
