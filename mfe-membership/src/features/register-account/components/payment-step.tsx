import type { FormEvent } from 'react';
import styled from 'styled-components';
import { Button, Field, Input, Spinner, media } from '@coffee/ui';

const Row = styled.div`
  ${media.sm} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: 1rem;
  }
`;

const Legend = styled.legend`
  font-family: ${({ theme }) => theme.fonts.heading};
  font-size: 1.25rem;
  font-weight: 700;
  margin-bottom: 0.75rem;
  padding: 0;
`;

const Group = styled.fieldset`
  border: 0;
  margin: 0 0 0.5rem;
  padding: 0;
  min-width: 0;
`;

const SmallPrint = styled.p`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.muted};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  border-radius: ${({ theme }) => theme.radii.sm};
  padding: 0.75rem 0.9rem;
  margin: 0 0 1.25rem;
`;

const Actions = styled.div`
  display: grid;
  gap: 0.75rem;
  ${media.sm} {
    grid-template-columns: auto 1fr;
  }
`;

const CARD_FIELDS = [
  {
    name: 'cardNumber',
    label: 'Card number',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    placeholder: '1234 5678 9012 3456',
  },
  {
    name: 'cardExpiry',
    label: 'Expiry (MM/YY)',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    placeholder: 'MM/YY',
  },
  {
    name: 'cardCvc',
    label: 'CVC',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    placeholder: '123',
  },
] as const;

const BILLING_FIELDS = [
  { name: 'billingLine1', label: 'Billing address line 1', autoComplete: 'address-line1' },
  { name: 'billingCity', label: 'City', autoComplete: 'address-level2' },
  { name: 'billingZip', label: 'ZIP', autoComplete: 'postal-code', inputMode: 'numeric' },
] as const;

/**
 * The Direct+ payment step. Per spec the card and billing fields are neither validated nor sent:
 * the card is set up by the payment provider on /direct-plus-payment, after the account exists.
 */
export function PaymentStep({
  onBack,
  onSubscribe,
  pending,
}: {
  onBack: () => void;
  onSubscribe: () => void;
  pending: boolean;
}) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!pending) onSubscribe();
  };
  return (
    <form noValidate onSubmit={submit} aria-label="Payment details">
      <Group>
        <Legend>Payment details</Legend>
        {/* The step replaces the form the visitor was in: move focus to its first field. */}
        <Field label={CARD_FIELDS[0].label}>
          {(ids) => <Input {...ids} {...CARD_FIELDS[0]} autoFocus />}
        </Field>
        <Row>
          <Field label={CARD_FIELDS[1].label}>
            {(ids) => <Input {...ids} {...CARD_FIELDS[1]} />}
          </Field>
          <Field label={CARD_FIELDS[2].label}>
            {(ids) => <Input {...ids} {...CARD_FIELDS[2]} />}
          </Field>
        </Row>
      </Group>
      <Group>
        <Legend>Billing address</Legend>
        <Field label={BILLING_FIELDS[0].label}>
          {(ids) => <Input {...ids} {...BILLING_FIELDS[0]} />}
        </Field>
        <Row>
          <Field label={BILLING_FIELDS[1].label}>
            {(ids) => <Input {...ids} {...BILLING_FIELDS[1]} />}
          </Field>
          <Field label={BILLING_FIELDS[2].label}>
            {(ids) => <Input {...ids} {...BILLING_FIELDS[2]} />}
          </Field>
        </Row>
      </Group>
      <SmallPrint>
        Nothing is charged on this page. After your account is created, you will set up your Direct+
        payment securely on the next page.
      </SmallPrint>
      <Actions>
        <Button $variant="outline" $size="lg" onClick={onBack} disabled={pending}>
          Back to Account Details
        </Button>
        <Button type="submit" $size="lg" disabled={pending} aria-busy={pending}>
          {pending ? (
            <>
              <Spinner $size={18} label="Creating your account" /> Creating your account…
            </>
          ) : (
            'Subscribe to Direct+'
          )}
        </Button>
      </Actions>
    </form>
  );
}
