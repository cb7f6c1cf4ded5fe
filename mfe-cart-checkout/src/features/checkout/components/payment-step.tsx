import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { PAYMENT_METHODS, paymentMethods, type PaymentMethod } from '@coffee/contracts';
import { OfflineCardForm, type OfflineCard } from '@coffee/platform/payments';
import { Button, Spinner } from '@coffee/ui';
import type { StripeCardPayer } from '../model/card-payment';
import { OptionCard, OptionGroup } from './option-card';
import { BackOnly, Note, StepActions } from './step-card';

const CardSection = styled.section`
  display: grid;
  gap: 1rem;
  h3 {
    margin: 0;
    font-size: 1.2rem;
  }
`;

const Problem = styled.div`
  display: grid;
  gap: 0.75rem;
  justify-items: start;
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

const DETAILS: Record<PaymentMethod, string> = {
  'credit-card': 'Visa, Mastercard, American Express, Discover',
  paypal: 'Pay with your PayPal account',
};

/** Which provider's form takes the card: known once GET /api/orders/payment-config answers. */
export type CardForm =
  | { status: 'loading' }
  | { status: 'error'; retry: () => void }
  | { status: 'offline' }
  /** Stripe's Payment Element (rendered by the checkout inside its Elements) and its payer. */
  | { status: 'stripe'; element: ReactNode; payer: StripeCardPayer | null };

export interface PaymentStepProps {
  /** Kept mounted (hidden) on the other steps once reached: the card typed stays in its form. */
  hidden: boolean;
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  cardForm: CardForm;
  /** The offline card, checked by its form; charged after 'Place Order'. */
  onCardGiven: (card: OfflineCard) => void;
  onBack: () => void;
  onContinue: () => void;
}

// The offline form's own submit is its 'Continue to Review': it checks the card and this keeps
// it for 'Place Order', which charges it on the order's card endpoint. Nothing is sent here.
const keepForPlaceOrder =
  (onCardGiven: (card: OfflineCard) => void) =>
  ({ card }: { card: OfflineCard }) => {
    onCardGiven(card);
    return Promise.resolve({ status: 'succeeded' as const, message: null });
  };
const noAuthenticationHere = () =>
  Promise.reject(new Error('The authentication step comes with the payment, after Place Order'));

/**
 * How the shopper pays, and for a card the card itself, asked for once, here (spec: the Payment
 * step): the offline provider's card form, or Stripe's Payment Element. PayPal approves after
 * 'Place Order', on the order's payment page.
 */
export function PaymentStep({
  hidden,
  method,
  onMethodChange,
  cardForm,
  onCardGiven,
  onBack,
  onContinue,
}: PaymentStepProps) {
  const [checking, setChecking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const back = (
    <Button $variant="outline" $size="lg" onClick={onBack}>
      Back
    </Button>
  );

  // Stripe checks its own fields (messages in its frame) before the shopper moves on.
  const continueWithStripe = async (payer: StripeCardPayer) => {
    if (checking) return;
    setChecking(true);
    const trouble = await payer.submit();
    setChecking(false);
    setProblem(trouble);
    if (!trouble) onContinue();
  };

  let card: ReactNode = null;
  let actions: ReactNode = (
    <StepActions>
      {back}
      <Button $size="lg" onClick={onContinue}>
        Continue to Review
      </Button>
    </StepActions>
  );
  if (method === 'credit-card') {
    if (cardForm.status === 'loading') {
      card = <Spinner $size={24} label="Loading the payment form" />;
      actions = <BackOnly>{back}</BackOnly>;
    } else if (cardForm.status === 'error') {
      card = (
        <Problem role="alert">
          <p>The payment form could not be loaded. Please try again in a moment.</p>
          <Button $variant="outline" onClick={cardForm.retry}>
            Try again
          </Button>
        </Problem>
      );
      actions = <BackOnly>{back}</BackOnly>;
    } else if (cardForm.status === 'offline') {
      card = (
        <OfflineCardForm
          clientSecret="checkout"
          confirm={keepForPlaceOrder(onCardGiven)}
          authenticate={noAuthenticationHere}
          amount={null}
          submitLabel="Continue to Review"
          onSucceeded={onContinue}
          onFailed={setProblem}
        />
      );
      actions = <BackOnly>{back}</BackOnly>;
    } else {
      const { payer } = cardForm;
      card = cardForm.element;
      actions = (
        <StepActions>
          {back}
          <Button
            $size="lg"
            disabled={!payer || checking}
            aria-busy={checking || undefined}
            onClick={() => payer && void continueWithStripe(payer)}
          >
            {checking ? <Spinner $size={18} label="Checking your card" /> : null}
            Continue to Review
          </Button>
        </StepActions>
      );
    }
  }

  return (
    <div hidden={hidden}>
      <OptionGroup>
        <legend>Payment Method</legend>
        {paymentMethods.map((m) => (
          <OptionCard
            key={m}
            name="paymentMethod"
            value={m}
            checked={method === m}
            onSelect={() => {
              setProblem(null);
              onMethodChange(m);
            }}
            title={PAYMENT_METHODS[m].label}
            detail={DETAILS[m]}
          />
        ))}
      </OptionGroup>

      {method === 'credit-card' ? (
        <CardSection aria-labelledby="card-details-title">
          <h3 id="card-details-title">Card Details</h3>
          <Note>
            Your card is charged for exactly the order&apos;s total when you place the order on the
            next step.
          </Note>
          {card}
          {problem ? (
            <Problem role="alert">
              <p>{problem}</p>
            </Problem>
          ) : null}
        </CardSection>
      ) : (
        <Note>
          You approve the PayPal payment right after you place the order, for exactly the
          order&apos;s total.
        </Note>
      )}

      {actions}
    </div>
  );
}
