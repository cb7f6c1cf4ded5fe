import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  createGiftSubscriptionSchema,
  GIFT_DELIVERY_COUNTS,
  GIFT_MESSAGE_MAX_LENGTH,
  giftTotals,
  subscriptionTooEarlyMessage,
  type CreateGiftSubscriptionInput,
  type Product,
  type ProductVariant,
  type SavedPaymentMethod,
  type Subscription,
  type SubscriptionOptions,
  type SubscriptionPlan,
} from '@coffee/contracts';
import { Button, Field, FieldError, Input, Select, Spinner, Textarea } from '@coffee/ui';
import { addressFromUser, type AddressDraft, type AddressField } from '../../../shared/address';
import { formatMoney, toCents } from '../../../shared/money';
import {
  CardSelect,
  deliveryDayError,
  FieldPair,
  focusFirstError,
  formErrorsFrom,
  ShippingAddressSet,
  useCreateGiftSubscriptionMutation,
  useKeyedSubmission,
  type FormErrors,
} from '../../../shared/subscriptions';
import { firstSchedule, ScheduleFields } from './schedule-fields';

const Total = styled.p`
  margin: 0.25rem 0 1rem;
  padding: 0.8rem 1rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  strong {
    font-size: 1.25rem;
  }
`;

const NO_ERRORS: FormErrors = { fields: {}, address: {} };
/** The controls before the address, in the order they stand on the form. */
const FIELDS_BEFORE_ADDRESS = [
  'grind',
  'frequencyWeeks',
  'quantity',
  'firstDeliveryOn',
  'deliveries',
  'recipientName',
  'recipientEmail',
];

/** The recipient's fields by the name of their control (the contract nests them). */
function giftErrors(issues: Parameters<typeof formErrorsFrom>[0]): FormErrors {
  return formErrorsFrom(
    issues.map((issue) => {
      const path = typeof issue.path === 'string' ? issue.path.split('.') : [...issue.path];
      return path[0] === 'recipient' && path[1]
        ? { ...issue, path: [`recipient${String(path[1]) === 'name' ? 'Name' : 'Email'}`] }
        : issue;
    }),
  );
}

export interface GiftFormProps {
  product: Product;
  variant: ProductVariant;
  /** A plan product's plan: the giver chooses the grind and counts boxes. */
  plan?: SubscriptionPlan | undefined;
  options: SubscriptionOptions;
  cards: readonly SavedPaymentMethod[] | undefined;
  cardsLoading: boolean;
  onGiven: (subscription: Subscription) => void;
}

/**
 * "Send as a gift": 3, 6 or 12 deliveries to the recipient's address, paid now in one charge
 * (the total is shown before sending), then POST /api/subscriptions/gifts with one
 * Idempotency-Key per submission.
 */
export function GiftForm({
  product,
  variant,
  plan,
  options,
  cards,
  cardsLoading,
  onGiven,
}: GiftFormProps) {
  const [give, { isLoading }] = useCreateGiftSubscriptionMutation();
  const [schedule, setSchedule] = useState(() =>
    firstSchedule(options, options.frequencies[0] ?? 1),
  );
  const { grind, frequencyWeeks, quantity, firstDeliveryOn } = schedule;
  const [deliveries, setDeliveries] = useState<number>(GIFT_DELIVERY_COUNTS[0]);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [message, setMessage] = useState('');
  const [address, setAddress] = useState<AddressDraft>(() => addressFromUser(null));
  const [chosenCard, setCard] = useState<string | null>(null);
  const paymentMethodId = chosenCard ?? cards?.[0]?.id ?? '';
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const send = useKeyedSubmission((idempotencyKey, gift: CreateGiftSubscriptionInput) =>
    give({ idempotencyKey, gift }).unwrap(),
  );
  // A plan's box is priced as its product (the service charges the same for a gift of it).
  const total = giftTotals(toCents(variant.price), quantity, deliveries).totalCents;

  const refuse = (found: FormErrors) => {
    setErrors(found);
    queueMicrotask(() =>
      focusFirstError(form.current, found, { before: FIELDS_BEFORE_ADDRESS, after: ['message'] }),
    );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setRefusal(null);
    const parsed = createGiftSubscriptionSchema.safeParse({
      productId: product.id,
      variantId: variant.id,
      quantity,
      frequencyWeeks,
      deliveries,
      firstDeliveryOn,
      recipient: { name, email },
      shippingAddress: address,
      ...(message.trim() ? { message } : {}),
      paymentMethodId,
      // A plan's grind is required: none chosen yet ('') is refused with the plan's words.
      ...(plan ? { grind } : {}),
    });
    const found = parsed.success ? { ...NO_ERRORS } : giftErrors(parsed.error.issues);
    const dayError = deliveryDayError(firstDeliveryOn, options, subscriptionTooEarlyMessage);
    if (dayError) found.fields = { ...found.fields, firstDeliveryOn: dayError };
    if (!parsed.success || dayError) {
      refuse(found);
      return;
    }
    setErrors(NO_ERRORS);
    const sent = await send(parsed.data);
    if ('result' in sent) {
      onGiven(sent.result);
      return;
    }
    // A clear refusal (a declined card too) is said above the button, and at its field.
    setRefusal(sent.refusal.text);
    refuse(sent.refusal.errors);
  };

  const changeAddress = (field: AddressField, value: string) =>
    setAddress((current) => ({ ...current, [field]: value }));

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} aria-label="Send as a gift">
      <ScheduleFields
        options={options}
        plan={plan}
        schedule={schedule}
        onScheduleChange={setSchedule}
        errors={errors}
        onErrorsChange={setErrors}
        besideFirstDelivery={
          <Field label="Deliveries" error={errors.fields.deliveries}>
            {(ids) => (
              <Select
                {...ids}
                name="deliveries"
                value={deliveries}
                onChange={(e) => setDeliveries(Number(e.target.value))}
              >
                {GIFT_DELIVERY_COUNTS.map((n) => (
                  <option key={n} value={n}>
                    {n} deliveries
                  </option>
                ))}
              </Select>
            )}
          </Field>
        }
      />
      <FieldPair>
        <Field label="Recipient's name" error={errors.fields.recipientName}>
          {(ids) => (
            <Input
              {...ids}
              name="recipientName"
              autoComplete="off"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          )}
        </Field>
        <Field label="Recipient's email" error={errors.fields.recipientEmail}>
          {(ids) => (
            <Input
              {...ids}
              type="email"
              name="recipientEmail"
              autoComplete="off"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
      </FieldPair>
      <ShippingAddressSet
        legend="Recipient's address"
        address={address}
        editing
        errors={errors.address}
        error={errors.fields.shippingAddress}
        onFieldChange={changeAddress}
      />
      <Field
        label="Gift message (optional)"
        error={errors.fields.message}
        hint={`${message.length} / ${GIFT_MESSAGE_MAX_LENGTH} characters`}
      >
        {(ids) => (
          <Textarea
            {...ids}
            name="message"
            rows={3}
            value={message}
            onChange={(e) => setMessage(e.target.value)}
          />
        )}
      </Field>
      <CardSelect
        cards={cards}
        loading={cardsLoading}
        value={paymentMethodId}
        onChange={setCard}
        error={errors.fields.paymentMethodId}
      />
      <Total aria-live="polite">
        <strong>{formatMoney(total)}</strong> paid now for {deliveries} deliveries, shipping and tax
        included. Nothing more is charged.
      </Total>
      {refusal ? <FieldError role="alert">{refusal}</FieldError> : null}
      <Button type="submit" $block disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? <Spinner $size={18} label="Sending the gift" /> : null}
        Pay {formatMoney(total)} and send the gift
      </Button>
    </form>
  );
}
