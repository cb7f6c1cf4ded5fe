import type { Dispatch, ReactNode, SetStateAction } from 'react';
import {
  subscriptionTooEarlyMessage,
  type Grind,
  type SubscriptionOptions,
  type SubscriptionPlan,
} from '@coffee/contracts';
import { Field, Input } from '@coffee/ui';
import {
  deliveryDayError,
  FieldPair,
  formatDay,
  FrequencySelect,
  GrindSelect,
  QuantitySelect,
  withFieldError,
  type FormErrors,
} from '../../../shared/subscriptions';

/** What a subscribe form asks before the address: a plan's grind, how often, how many, from when. */
export interface Schedule {
  /** A plan's only; none chosen yet is ''. */
  grind: Grind | '';
  frequencyWeeks: number;
  quantity: number;
  firstDeliveryOn: string;
}

/** A new form's schedule: no grind yet, one bag or box, from the first day the shop can send. */
export function firstSchedule(options: SubscriptionOptions, frequencyWeeks: number): Schedule {
  return { grind: '', frequencyWeeks, quantity: 1, firstDeliveryOn: options.earliestDeliveryOn };
}

export interface ScheduleFieldsProps {
  options: SubscriptionOptions;
  /** A plan's: its grind is asked first, and the quantity counts boxes. */
  plan?: SubscriptionPlan | undefined;
  schedule: Schedule;
  onScheduleChange: Dispatch<SetStateAction<Schedule>>;
  /** The form's messages: `grind`, `frequencyWeeks`, `quantity`, `firstDeliveryOn` are shown here. */
  errors: FormErrors;
  /** A change clears its field's message (the day's is checked as it is chosen). */
  onErrorsChange: Dispatch<SetStateAction<FormErrors>>;
  /** A control beside the first delivery's day (a gift's number of deliveries). */
  besideFirstDelivery?: ReactNode;
}

/**
 * A plan's grind, how often, how many and from which day: the fields every subscribe form shares
 * (a coffee's, a plan's, a gift's). The day is checked against the shop's calendar as it is chosen.
 */
export function ScheduleFields({
  options,
  plan,
  schedule,
  onScheduleChange,
  errors,
  onErrorsChange,
  besideFirstDelivery,
}: ScheduleFieldsProps) {
  const change = (update: Partial<Schedule>) =>
    onScheduleChange((current) => ({ ...current, ...update }));
  const fields = errors.fields;
  const firstDelivery = (
    <Field
      label="First delivery"
      error={fields.firstDeliveryOn}
      hint={`Monday to Friday, from ${formatDay(options.earliestDeliveryOn)}`}
    >
      {(ids) => (
        <Input
          {...ids}
          type="date"
          name="firstDeliveryOn"
          min={options.earliestDeliveryOn}
          max={options.latestDeliveryOn}
          value={schedule.firstDeliveryOn}
          $invalid={Boolean(fields.firstDeliveryOn)}
          onChange={(e) => {
            const day = e.target.value;
            change({ firstDeliveryOn: day });
            // Said at once: a weekend or a holiday is refused before anything is sent.
            const error = day ? deliveryDayError(day, options, subscriptionTooEarlyMessage) : null;
            onErrorsChange((current) => withFieldError(current, 'firstDeliveryOn', error));
          }}
        />
      )}
    </Field>
  );
  return (
    <>
      {plan ? (
        <GrindSelect
          value={schedule.grind}
          error={fields.grind}
          onChange={(grind) => {
            change({ grind });
            onErrorsChange((current) => withFieldError(current, 'grind', null));
          }}
        />
      ) : null}
      <FieldPair>
        <FrequencySelect
          value={schedule.frequencyWeeks}
          onChange={(frequencyWeeks) => change({ frequencyWeeks })}
          frequencies={options.frequencies}
          error={fields.frequencyWeeks}
        />
        <QuantitySelect
          value={schedule.quantity}
          onChange={(quantity) => change({ quantity })}
          error={fields.quantity}
          label={plan ? 'Boxes per delivery' : undefined}
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
