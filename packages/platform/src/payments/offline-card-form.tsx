import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  fieldErrors,
  offlineCardConfirmSchema,
  type OfflineCardConfirm,
  type OfflinePaymentResult,
} from '@coffee/contracts';
import { Button, Field, Input, media } from '@coffee/ui';
// Through the package, as the pages do: the remote's shared copy, not a second one bundled here.
import { toApiError, useZodEnglish } from '@coffee/platform';
import { AuthenticationDialog } from './authentication-dialog';
import { PayingLabel } from './paying-label';
import { PAYMENT_FORM_TEXTS } from './payment-texts';

const Row = styled.div`
  ${media.sm} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1rem;
  }
`;

const TestMode = styled.details`
  margin: 0 0 1.25rem;
  padding: 0.75rem 0.9rem;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  font-size: 0.9rem;
  summary {
    cursor: pointer;
    font-weight: 600;
  }
  ul {
    margin: 0.5rem 0 0;
    padding-left: 1.1rem;
  }
  code {
    white-space: nowrap;
  }
`;

const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0027 6000 3184', 'asks for authentication'],
  ['4000 0000 0000 0002', 'is declined'],
  ['4000 0000 0000 9995', 'has insufficient funds'],
  ['4000 0000 0000 0069', 'has expired'],
] as const;

type FieldName = 'number' | 'expiry' | 'cvc' | 'name' | 'postalCode';
const EMPTY: Record<FieldName, string> = {
  number: '',
  expiry: '',
  cvc: '',
  name: '',
  postalCode: '',
};

/** The card as the provider's confirm call takes it (offlineCardConfirmSchema's `card`). */
export type OfflineCard = OfflineCardConfirm['card'];

export interface OfflineCardFormProps {
  clientSecret: string;
  /**
   * The provider's confirm call (each payment has its own endpoint: Direct+ at
   * /api/offline-payments/confirm, an order at /api/orders/{id}/payment/card). Rejects with the
   * RTK Query error of a failed call.
   */
  confirm: (body: { clientSecret: string; card: OfflineCard }) => Promise<OfflinePaymentResult>;
  /** The answer to the authentication step (approve or refuse). */
  authenticate: (body: { clientSecret: string; approve: boolean }) => Promise<OfflinePaymentResult>;
  /** Shown on the button and in the authentication step; null for a card update (no charge). */
  amount: string | null;
  submitLabel: string;
  /** The payment (or card setup) went through: the page moves on. */
  onSucceeded: () => void;
  /** The provider's message, for the page's toast; the form stays for another card. */
  onFailed: (message: string) => void;
}

/**
 * The offline test provider's card form: what the shop shows instead of Stripe's Payment Element
 * when no Stripe keys are set. It behaves like Stripe's test mode for the test cards listed.
 */
export function OfflineCardForm({
  clientSecret,
  confirm,
  authenticate,
  amount,
  submitLabel,
  onSucceeded,
  onFailed,
}: OfflineCardFormProps) {
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // The name and postal code checks word zod's own (English) messages.
  useZodEnglish();
  const [confirming, setConfirming] = useState(false);
  const [answering, setAnswering] = useState(false);
  const [authenticating, setAuthenticating] = useState(false);
  const busy = confirming || answering;

  const settle = (result: OfflinePaymentResult) => {
    if (result.status === 'succeeded') onSucceeded();
    else if (result.status === 'requires_action') setAuthenticating(true);
    else onFailed(result.message ?? PAYMENT_FORM_TEXTS.paymentFailed);
  };
  const failedCall = (error: unknown) => {
    const { serverMessage } = toApiError(error as Parameters<typeof toApiError>[0]);
    onFailed(serverMessage ?? PAYMENT_FORM_TEXTS.processingError);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    // The card alone, so each message lands by its own field.
    const card = offlineCardConfirmSchema.shape.card.safeParse({
      number: values.number,
      expiry: values.expiry,
      cvc: values.cvc,
      ...(values.name.trim() ? { name: values.name } : {}),
      ...(values.postalCode.trim() ? { postalCode: values.postalCode } : {}),
    });
    if (!card.success) {
      setErrors(fieldErrors(card.error.issues));
      return;
    }
    setErrors({});
    setConfirming(true);
    let result: OfflinePaymentResult;
    try {
      result = await confirm({ clientSecret, card: card.data });
    } catch (error) {
      setConfirming(false);
      failedCall(error);
      return;
    }
    setConfirming(false);
    settle(result);
  };

  const answer = async (approve: boolean) => {
    setAnswering(true);
    let result: OfflinePaymentResult;
    try {
      result = await authenticate({ clientSecret, approve });
    } catch (error) {
      setAnswering(false);
      setAuthenticating(false);
      failedCall(error);
      return;
    }
    setAnswering(false);
    setAuthenticating(false);
    settle(result);
  };

  const field = (name: FieldName, label: string, props: Record<string, string> = {}) => (
    <Field label={label} error={errors[name]}>
      {(ids) => (
        <Input
          {...ids}
          {...props}
          $invalid={Boolean(errors[name])}
          value={values[name]}
          onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <form noValidate onSubmit={(e) => void submit(e)} aria-label="Card details">
      <TestMode>
        <summary>Test mode: no real card is charged</summary>
        <ul>
          {TEST_CARDS.map(([number, outcome]) => (
            <li key={number}>
              <code>{number}</code> {outcome}
            </li>
          ))}
        </ul>
        <p>Any future expiry date and any CVC.</p>
      </TestMode>
      {field('number', 'Card number', {
        inputMode: 'numeric',
        autoComplete: 'cc-number',
        placeholder: '1234 1234 1234 1234',
      })}
      <Row>
        {field('expiry', 'Expiry (MM / YY)', { autoComplete: 'cc-exp', placeholder: 'MM / YY' })}
        {field('cvc', 'CVC', { inputMode: 'numeric', autoComplete: 'cc-csc', placeholder: '123' })}
      </Row>
      <Row>
        {field('name', 'Name on card', { autoComplete: 'cc-name' })}
        {field('postalCode', 'ZIP / postal code', { autoComplete: 'postal-code' })}
      </Row>
      <Button type="submit" $block disabled={busy} aria-busy={busy}>
        <PayingLabel busy={busy} label={submitLabel} />
      </Button>
      {authenticating ? (
        <AuthenticationDialog amount={amount} busy={answering} onAnswer={(a) => void answer(a)} />
      ) : null}
    </form>
  );
}
