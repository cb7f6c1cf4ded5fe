import { useState, type FormEvent } from 'react';
import { useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { PAYMENT_FORM_TEXTS } from './payment-texts';

/**
 * The submit of a form around Stripe's Payment Element: nothing before Stripe.js is ready, one
 * confirmation at a time, and a throw (network, Stripe.js) said as the processing error.
 * `confirm` reports Stripe's own refusals through the form's `onFailed`.
 */
export function useStripeSubmit(
  confirm: (stripe: Stripe, elements: StripeElements) => Promise<void>,
  onFailed: (message: string) => void,
) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements || busy) return;
    setBusy(true);
    try {
      await confirm(stripe, elements);
    } catch {
      onFailed(PAYMENT_FORM_TEXTS.processingError);
    } finally {
      setBusy(false);
    }
  };

  return { ready: stripe !== null, busy, submit };
}
