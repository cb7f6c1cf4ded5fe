import styled from 'styled-components';
import { PAYMENT_METHODS, paymentMethods, type PaymentMethod } from '@coffee/contracts';
import { Button, Field, Input } from '@coffee/ui';
import { OptionCard, OptionGroup } from './option-card';
import { Note, StepActions } from './step-card';

const CardFields = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  column-gap: 1rem;
  margin-top: 0.5rem;
  > * {
    grid-column: span 2;
  }
  > [data-half] {
    grid-column: span 1;
  }
`;

const DETAILS: Record<PaymentMethod, string> = {
  'credit-card': 'Visa, Mastercard, American Express, Discover',
  paypal: 'Pay with your PayPal account',
};

export interface PaymentStepProps {
  method: PaymentMethod;
  onMethodChange: (method: PaymentMethod) => void;
  onBack: () => void;
  onContinue: () => void;
}

/**
 * How the shopper pays. The card fields are for display only (spec: not bound to any state):
 * nothing typed there is kept or sent, and the shopper is told so.
 */
export function PaymentStep({ method, onMethodChange, onBack, onContinue }: PaymentStepProps) {
  return (
    <div>
      <OptionGroup>
        <legend>Payment Method</legend>
        {paymentMethods.map((m) => (
          <OptionCard
            key={m}
            name="paymentMethod"
            value={m}
            checked={method === m}
            onSelect={() => onMethodChange(m)}
            title={PAYMENT_METHODS[m].label}
            detail={DETAILS[m]}
          />
        ))}
      </OptionGroup>

      {method === 'credit-card' ? (
        <section aria-labelledby="card-details-title">
          <h3 id="card-details-title">Card Details</h3>
          <Note>
            You enter your card on the payment provider&apos;s secure form right after you place the
            order, for exactly the order&apos;s total. Nothing typed below is stored or sent.
          </Note>
          {/* Uncontrolled and unnamed on purpose: these values never leave the page. */}
          <CardFields>
            <Field label="Name on Card">{(ids) => <Input {...ids} autoComplete="off" />}</Field>
            <Field label="Card Number">
              {(ids) => (
                <Input
                  {...ids}
                  inputMode="numeric"
                  autoComplete="off"
                  placeholder="1234 5678 9012 3456"
                />
              )}
            </Field>
            <div data-half>
              <Field label="Expiry Date">
                {(ids) => <Input {...ids} autoComplete="off" placeholder="MM/YY" />}
              </Field>
            </div>
            <div data-half>
              <Field label="CVV">
                {(ids) => (
                  <Input {...ids} inputMode="numeric" autoComplete="off" placeholder="123" />
                )}
              </Field>
            </div>
          </CardFields>
        </section>
      ) : (
        <Note>
          You approve the PayPal payment right after you place the order, for exactly the
          order&apos;s total.
        </Note>
      )}

      <StepActions>
        <Button $variant="outline" $size="lg" onClick={onBack}>
          Back
        </Button>
        <Button $size="lg" onClick={onContinue}>
          Continue to Review
        </Button>
      </StepActions>
    </div>
  );
}
