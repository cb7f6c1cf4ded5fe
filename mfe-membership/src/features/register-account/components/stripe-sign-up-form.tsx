import { useMemo } from 'react';
import styled from 'styled-components';
import { Elements, PaymentElement } from '@stripe/react-stripe-js';
import { loadStripe, type StripeElementsOptionsMode } from '@stripe/stripe-js';
import { PAYMENT_FORM_TEXTS, PayingLabel } from '@coffee/platform/payments';
import { useStripeSubmit } from '@coffee/platform/payments/stripe';
import { Button, media } from '@coffee/ui';

// Its own chunk (imported lazily): Stripe.js loads only in shops that take payments through it.

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
  margin-top: 1.25rem;
  ${media.sm} {
    grid-template-columns: auto 1fr;
  }
`;

export interface StripeSignUpFormProps {
  publishableKey: string;
  amountCents: number;
  currency: string;
  submitLabel: string;
  /** Makes the account and its Direct+ payment: the client secret, or null (said already). */
  openPayment: () => Promise<string | null>;
  /** Stripe refused the card or the confirmation failed (after the account exists). */
  onFailed: (message: string) => void;
  /** Where Stripe sends the shopper once paid (its 3-D Secure step included). */
  returnPath: string;
  backButton: (disabled: boolean) => React.ReactNode;
}

function SignUpPaymentForm({
  submitLabel,
  openPayment,
  onFailed,
  returnPath,
  backButton,
}: Omit<StripeSignUpFormProps, 'publishableKey' | 'amountCents' | 'currency'>) {
  const { ready, busy, submit } = useStripeSubmit(async (stripe, elements) => {
    // The card is checked before anything is made: an incomplete one stays here, said by
    // the Payment Element beside its field.
    const { error: incomplete } = await elements.submit();
    if (incomplete) return;
    const clientSecret = await openPayment();
    if (!clientSecret) return;
    // Stripe leaves for the return address when it succeeds: only an error comes back.
    const { error } = await stripe.confirmPayment({
      elements,
      clientSecret,
      confirmParams: { return_url: `${window.location.origin}${returnPath}` },
    });
    onFailed(error.message ?? PAYMENT_FORM_TEXTS.paymentFailed);
  }, onFailed);

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Card details">
      <PaymentElement />
      <Actions>
        {backButton(busy)}
        <Button type="submit" $size="lg" disabled={!ready || busy} aria-busy={busy}>
          <PayingLabel busy={busy} label={submitLabel} />
        </Button>
      </Actions>
    </form>
  );
}

/**
 * Stripe's Payment Element in deferred-intent mode (mode 'subscription', the period's amount and
 * currency): the card is typed before the account exists; 'Subscribe to Direct+' makes the
 * account and its subscription, then confirms the subscription's first payment with it.
 */
export default function StripeSignUpForm({
  publishableKey,
  amountCents,
  currency,
  ...form
}: StripeSignUpFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const options = useMemo<StripeElementsOptionsMode>(
    () => ({ mode: 'subscription', amount: amountCents, currency }),
    [amountCents, currency],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <SignUpPaymentForm {...form} />
    </Elements>
  );
}
