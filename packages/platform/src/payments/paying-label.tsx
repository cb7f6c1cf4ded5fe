import { Spinner } from '@coffee/ui';

/** A pay button's content: its label, or a spinner and 'Processing…' while the payment goes. */
export function PayingLabel({ busy, label }: { busy: boolean; label: string }) {
  return (
    <>
      {busy ? <Spinner $size={18} label="Processing your payment" /> : null}
      {busy ? 'Processing…' : label}
    </>
  );
}
