import type { ReactNode } from 'react';
import { subscriptionTooEarlyMessage, type SubscriptionOptions } from '@coffee/contracts';
import { Field, Input } from '@coffee/ui';
import {
  deliveryDayError,
  FieldPair,
  formatDay,
  FrequencySelect,
  QuantitySelect,
} from '../../../shared/subscriptions';

export interface ScheduleFieldsProps {
  options: SubscriptionOptions;
  frequencyWeeks: number;
  onFrequencyChange: (weeks: number) => void;
  quantity: number;
  onQuantityChange: (quantity: number) => void;
  /** "Bags per delivery" of a coffee, "Boxes per delivery" of a plan. */
  quantityLabel?: string | undefined;
  firstDeliveryOn: string;
  /** The day chosen, and what is wrong with it (null: nothing), said before anything is sent. */
  onFirstDeliveryChange: (day: string, error: string | null) => void;
  /** Messages by field: `frequencyWeeks`, `quantity`, `firstDeliveryOn`. */
  errors: Readonly<Record<string, string>>;
  /** A control beside the first delivery's day (a gift's number of deliveries). */
  besideFirstDelivery?: ReactNode;
}

/**
 * How often, how many and from which day: the fields every subscribe form shares (a coffee's,
 * a plan's, a gift's). The day is checked against the shop's calendar as it is chosen.
 */
export function ScheduleFields({
  options,
  frequencyWeeks,
  onFrequencyChange,
  quantity,
  onQuantityChange,
  quantityLabel,
  firstDeliveryOn,
  onFirstDeliveryChange,
  errors,
  besideFirstDelivery,
}: ScheduleFieldsProps) {
  const firstDelivery = (
    <Field
      label="First delivery"
      error={errors.firstDeliveryOn}
      hint={`Monday to Friday, from ${formatDay(options.earliestDeliveryOn)}`}
    >
      {(ids) => (
        <Input
          {...ids}
          type="date"
          name="firstDeliveryOn"
          min={options.earliestDeliveryOn}
          max={options.latestDeliveryOn}
          value={firstDeliveryOn}
          $invalid={Boolean(errors.firstDeliveryOn)}
          onChange={(e) => {
            const day = e.target.value;
            // Said at once: a weekend or a holiday is refused before anything is sent.
            onFirstDeliveryChange(
              day,
              day ? deliveryDayError(day, options, subscriptionTooEarlyMessage) : null,
            );
          }}
        />
      )}
    </Field>
  );
  return (
    <>
      <FieldPair>
        <FrequencySelect
          value={frequencyWeeks}
          onChange={onFrequencyChange}
          frequencies={options.frequencies}
          error={errors.frequencyWeeks}
        />
        <QuantitySelect
          value={quantity}
          onChange={onQuantityChange}
          error={errors.quantity}
          label={quantityLabel}
        />
      </FieldPair>
      {besideFirstDelivery ? (
        <FieldPair>
          {firstDelivery}
          {besideFirstDelivery}
        </FieldPair>
      ) : (
        firstDelivery
      )}
    </>
  );
}
