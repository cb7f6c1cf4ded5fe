import styled from 'styled-components';
import { trackOrderRequestSchema, type TrackOrderRequest } from '@coffee/contracts';
import { useSchemaForm } from '@coffee/platform';
import { Button, Field, Input, Spinner } from '@coffee/ui';

const EMPTY = { orderNumber: '', contact: '' };

const Actions = styled.div`
  margin-top: 1.25rem;
`;

/** The order number and the email or ZIP it was placed with, checked by the contracts' schema. */
export function TrackOrderForm({
  busy,
  onTrack,
}: {
  busy: boolean;
  onTrack: (request: TrackOrderRequest) => void;
}) {
  const { values, errors, change, submit } = useSchemaForm(
    trackOrderRequestSchema,
    EMPTY,
    (request) => {
      if (!busy) onTrack(request);
    },
  );
  return (
    <form noValidate onSubmit={submit} aria-label="Track an order">
      <Field label="Order Number" error={errors.orderNumber} hint="It starts with ORD-.">
        {(ids) => (
          <Input
            {...ids}
            name="orderNumber"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            placeholder="ORD-20250614-7KQ2MX"
            $invalid={Boolean(errors.orderNumber)}
            value={values.orderNumber}
            onChange={(e) => change('orderNumber')(e.target.value)}
          />
        )}
      </Field>
      <Field
        label="Email or ZIP Code"
        error={errors.contact}
        hint="The email address or shipping ZIP code you used at checkout."
      >
        {(ids) => (
          <Input
            {...ids}
            name="contact"
            autoComplete="email"
            maxLength={254}
            $invalid={Boolean(errors.contact)}
            value={values.contact}
            onChange={(e) => change('contact')(e.target.value)}
          />
        )}
      </Field>
      <Actions>
        <Button type="submit" $block disabled={busy} aria-busy={busy}>
          {busy ? <Spinner $size={18} label="Looking up your order" /> : null}
          {busy ? 'Tracking…' : 'Track Order'}
        </Button>
      </Actions>
    </form>
  );
}
