import { useEffect, useMemo, type ReactNode } from 'react';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type StripeElementsOptionsMode } from '@stripe/stripe-js';
import { PAYMENT_FORM_TEXTS } from '@coffee/platform/payments';
import type { StripeCardPayer } from '../model/card-payment';

// This module is its own chunk (imported lazily): Stripe.js loads only for shops that use Stripe.

/** Hands the checkout what it needs of Stripe once Stripe.js has loaded. */
function PayerBridge({ onPayer }: { onPayer: (payer: StripeCardPayer | null) => void }) {
  const stripe = useStripe();
  const elements = useElements();
  useEffect(() => {
    if (!stripe || !elements) return;
    onPayer({
      async submit() {
        try {
          const { error } = await elements.submit();
          return error ? (error.message ?? PAYMENT_FORM_TEXTS.paymentFailed) : null;
        } catch {
          return PAYMENT_FORM_TEXTS.processingError;
        }
      },
      async confirm(clientSecret, returnPath) {
        try {
          // Stripe leaves for the return address when it succeeds: only an error comes back.
          const { error } = await stripe.confirmPayment({
            elements,
            clientSecret,
            confirmParams: { return_url: `${window.location.origin}${returnPath}` },
          });
          return error.message ?? PAYMENT_FORM_TEXTS.paymentFailed;
        } catch {
          return PAYMENT_FORM_TEXTS.processingError;
        }
      },
    });
    return () => onPayer(null);
  }, [stripe, elements, onPayer]);
  return null;
}

export interface StripeCardElementsProps {
  publishableKey: string;
  /**
   * What the order will cost, as the service computes it: the contracts' orderTotals of the
   * subtotal after member prices (cartTotals).
   */
  amountCents: number;
  currency: string;
  onPayer: (payer: StripeCardPayer | null) => void;
  children: ReactNode;
}

/**
 * Stripe's Elements in deferred-intent mode around the checkout's steps: the Payment Element is
 * filled in at the Payment step with no PaymentIntent yet; 'Place Order' creates the order's
 * payment and confirms it with these same elements. An amount changed by the shipping method is
 * passed on (react-stripe-js updates the elements).
 */
export default function StripeCardElements({
  publishableKey,
  amountCents,
  currency,
  onPayer,
  children,
}: StripeCardElementsProps) {
  const stripe = useMemo(() => loadStripe(publishableKey), [publishableKey]);
  const options = useMemo<StripeElementsOptionsMode>(
    () => ({ mode: 'payment', amount: amountCents, currency }),
    [amountCents, currency],
  );
  return (
    <Elements stripe={stripe} options={options}>
      <PayerBridge onPayer={onPayer} />
      {children}
    </Elements>
  );
}

/** The card fields (Stripe's own, in its frame), inside StripeCardElements. */
export function StripePaymentElement() {
  return <PaymentElement />;
}
