import styled from 'styled-components';
import {
  accountTabPath,
  ADD_PAYMENT_METHOD_LABEL,
  cardBrandName,
  frequencyLabel,
  GRIND_LABELS,
  grinds,
  MAX_SUBSCRIPTION_QUANTITY,
  SUBSCRIPTION_FREQUENCY_WEEKS,
  type Grind,
  type SavedPaymentMethod,
} from '@coffee/contracts';
import { Field, FieldError, Link, Select, Skeleton } from '@coffee/ui';

/** "Visa ending 4242", as the order pages name a card. */
export const cardName = (card: { brand: string; last4: string }): string =>
  `${cardBrandName(card.brand)} ending ${card.last4}`;

const QUANTITIES = Array.from({ length: MAX_SUBSCRIPTION_QUANTITY }, (_, i) => i + 1);

/** Two controls side by side from the small breakpoint up, stacked on a phone. */
export const FieldPair = styled.div`
  display: grid;
  column-gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

export function FrequencySelect({
  value,
  onChange,
  error,
  frequencies = SUBSCRIPTION_FREQUENCY_WEEKS,
}: {
  value: number;
  onChange: (weeks: number) => void;
  error?: string | undefined;
  frequencies?: readonly number[];
}) {
  return (
    <Field label="Delivery frequency" error={error}>
      {(ids) => (
        <Select
          {...ids}
          name="frequencyWeeks"
          value={value}
          $invalid={Boolean(error)}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {frequencies.map((weeks) => (
            <option key={weeks} value={weeks}>
              {frequencyLabel(weeks)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

export function QuantitySelect({
  value,
  onChange,
  error,
  label = 'Bags per delivery',
}: {
  value: number;
  onChange: (quantity: number) => void;
  error?: string | undefined;
  /** A plan counts boxes: "Boxes per delivery". */
  label?: string | undefined;
}) {
  return (
    <Field label={label} error={error}>
      {(ids) => (
        <Select
          {...ids}
          name="quantity"
          value={value}
          $invalid={Boolean(error)}
          onChange={(e) => onChange(Number(e.target.value))}
        >
          {QUANTITIES.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

/**
 * A plan's grind (the coffee is the roasters'). `''` while none is chosen yet: the placeholder
 * shows, and the form says to choose one.
 */
export function GrindSelect({
  value,
  onChange,
  error,
}: {
  value: Grind | '';
  onChange: (grind: Grind) => void;
  error?: string | undefined;
}) {
  return (
    <Field label="Grind" error={error}>
      {(ids) => (
        <Select
          {...ids}
          name="grind"
          value={value}
          $invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value as Grind)}
        >
          {value === '' ? (
            <option value="" disabled>
              Choose a grind
            </option>
          ) : null}
          {grinds.map((grind) => (
            <option key={grind} value={grind}>
              {GRIND_LABELS[grind]}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

const NoCard = styled.div`
  margin-bottom: 1rem;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.accentSoft};
  font-size: 0.95rem;
  p {
    margin: 0 0 0.35rem;
  }
  a {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * The saved card each delivery is charged to (GET /api/payment-methods, default first). None
 * saved: a link to the account's Payment Methods tab, where one is added.
 */
export function CardSelect({
  cards,
  loading,
  value,
  onChange,
  error,
}: {
  cards: readonly SavedPaymentMethod[] | undefined;
  loading: boolean;
  value: string;
  onChange: (id: string) => void;
  error?: string | undefined;
}) {
  if (loading) return <Skeleton $h="4.5rem" aria-label="Loading your saved cards" />;
  if (!cards || cards.length === 0)
    return (
      <NoCard>
        <p>Each delivery is charged to a card saved on your account. You have none yet.</p>
        <Link to={accountTabPath('payment-methods')}>{ADD_PAYMENT_METHOD_LABEL}</Link>
        {error ? <FieldError role="alert">{error}</FieldError> : null}
      </NoCard>
    );
  return (
    <Field label="Card to charge" error={error}>
      {(ids) => (
        <Select
          {...ids}
          name="paymentMethodId"
          value={value}
          $invalid={Boolean(error)}
          onChange={(e) => onChange(e.target.value)}
        >
          {cards.map((card) => (
            <option key={card.id} value={card.id}>
              {cardName(card)}
              {card.isDefault ? ' (default)' : ''}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}
