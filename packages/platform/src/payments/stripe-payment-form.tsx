import { useMemo } from 'react';
import { Elements, PaymentElement } from '@stripe/react-stripe-js';
import { loadStripe } from '@stripe/stripe-js';
import { Button } from '@coffee/ui';
import { PayingLabel } from './paying-label';
import { PAYMENT_FORM_TEXTS } from './payment-texts';
import { useStripeSubmit } from './use-stripe-submit';

// Here, not in './index': forms of their own around the Payment Element load Stripe.js too.
export { useStripeSubmit };

export interface StripePaymentFormProps {
  publishableKey: string;
  clientSecret: string;
  /** 'payment' takes the first payment; 'card' saves a card for renewals (no charge). */
  mode: 'payment' | 'card';
  /**
   * The shop's path Stripe sends the shopper back to when it succeeds (spec, section 7), e.g.
   * '/payment-confirmation/direct-plus'; the page's origin is put in front.
   */
  returnPath: string;
  submitLabel: string;
  onFailed: (message: string) => void;
}

function PaymentElementForm({
  mode,
  returnPath,
  submitLabel,
  onFailed,
}: Omit<StripePaymentFormProps, 'publishableKey' | 'clientSecret'>) {
  const { ready, busy, submit } = useStripeSubmit(async (stripe, elements) => {
    // Stripe sends the shopper on to the return address (spec, section 7) when it succeeds;
    // only an error comes back here.
    const confirmParams = {
      return_url: `${window.location.origin}${returnPath}`,
    };
    const { error } =
      mode === 'card'
        ? await stripe.confirmSetup({ elements, confirmParams })
        : await stripe.confirmPayment({ elements, confirmParams });
    if (error) onFailed(error.message ?? PAYMENT_FORM_TEXTS.paymentFailed);
  }, onFailed);

  return (
    <form onSubmit={(e) => void submit(e)} aria-label="Card details">
      <PaymentElement />
      <Button
        type="submit"
        $block
        disabled={!ready || busy}
        aria-busy={busy}
        style={{ marginTop: '1.25rem' }}
      >
        <PayingLabel busy={busy} label={submitLabel} />
      </Button>
    </form>
  );
}

/** Stripe's Payment Element: Stripe.js loads only on this branch (never for the offline provider). */
export default function StripePaymentForm({
  publishableKey,
  clientSecret,
  ...form
}: StripePaymentFormProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  return (
    <Elements stripe={stripe} options={{ clientSecret }}>
      <PaymentElementForm {...form} />
    </Elements>
  );
}
