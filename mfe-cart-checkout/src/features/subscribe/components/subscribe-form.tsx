import { useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  createSubscriptionSchema,
  subscriptionTooEarlyMessage,
  type CreateSubscriptionInput,
  type Product,
  type ProductVariant,
  type PublicUser,
  type SavedPaymentMethod,
  type Subscription,
  type SubscriptionOptions,
  type SubscriptionPlan,
} from '@coffee/contracts';
import { Button, FieldError, Spinner } from '@coffee/ui';
import {
  addressFromUser,
  validateShipping,
  type AddressDraft,
  type AddressField,
} from '../../../shared/address';
import {
  CardSelect,
  deliveryDayError,
  deliveryPrice,
  focusFirstError,
  formErrorsFrom,
  planDeliveryPrice,
  ShippingAddressSet,
  useCreateSubscriptionMutation,
  useKeyedSubmission,
  type FormErrors,
} from '../../../shared/subscriptions';
import { PriceSummary } from './price-summary';
import { firstSchedule, ScheduleFields } from './schedule-fields';

const Refusal = styled(FieldError)`
  margin: 0 0 0.75rem;
`;

const NO_ERRORS: FormErrors = { fields: {}, address: {} };
const DEFAULT_FREQUENCY_WEEKS = 2;
/** The schedule's controls, in the order they stand on the form. */
const SCHEDULE_FIELDS = ['grind', 'frequencyWeeks', 'quantity', 'firstDeliveryOn'];
/** The fields with a control of their own, which shows their message. */
const SHOWN = [...SCHEDULE_FIELDS, 'shippingAddress', 'paymentMethodId'];

export interface SubscribeFormProps {
  product: Product;
  variant: ProductVariant;
  /** A plan product's plan: the customer chooses the grind and counts boxes. */
  plan?: SubscriptionPlan | undefined;
  user: PublicUser;
  options: SubscriptionOptions;
  cards: readonly SavedPaymentMethod[] | undefined;
  cardsLoading: boolean;
  onSubscribed: (subscription: Subscription) => void;
}

/**
 * The subscribe form: (a plan's grind,) how often, how many bags or boxes, the first delivery
 * day, where to, which saved card. Checked here with the contracts' schema and the shop's
 * calendar, then POST /api/subscriptions with one Idempotency-Key per submission (kept while
 * retrying the same one).
 */
export function SubscribeForm({
  product,
  variant,
  plan,
  user,
  options,
  cards,
  cardsLoading,
  onSubscribed,
}: SubscribeFormProps) {
  const [create, { isLoading }] = useCreateSubscriptionMutation();
  const [schedule, setSchedule] = useState(() =>
    firstSchedule(
      options,
      options.frequencies.includes(DEFAULT_FREQUENCY_WEEKS)
        ? DEFAULT_FREQUENCY_WEEKS
        : (options.frequencies[0] ?? DEFAULT_FREQUENCY_WEEKS),
    ),
  );
  const { grind, frequencyWeeks, quantity, firstDeliveryOn } = schedule;
  const [address, setAddress] = useState<AddressDraft>(() => addressFromUser(user));
  // The profile's address, shown as one line; the fields open when it is incomplete or asked for.
  const [editAddress, setEditAddress] = useState(() => !validateShipping(address).ok);
  const [chosenCard, setCard] = useState<string | null>(null);
  const paymentMethodId = chosenCard ?? cards?.[0]?.id ?? '';
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const send = useKeyedSubmission((idempotencyKey, subscription: CreateSubscriptionInput) =>
    create({ idempotencyKey, subscription }).unwrap(),
  );
  const price = plan ? planDeliveryPrice(plan, quantity) : deliveryPrice(variant.price, quantity);

  const refuse = (found: FormErrors) => {
    setErrors(found);
    if (Object.keys(found.address).length > 0 || found.fields.shippingAddress) setEditAddress(true);
    // The address fields may only now be rendered: focus once they are.
    queueMicrotask(() => focusFirstError(form.current, found, { before: SCHEDULE_FIELDS }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    setRefusal(null);
    const parsed = createSubscriptionSchema.safeParse({
      productId: product.id,
      variantId: variant.id,
      quantity,
      frequencyWeeks,
      firstDeliveryOn,
      shippingAddress: address,
      paymentMethodId,
      // A plan's grind is required: none chosen yet ('') is refused with the plan's words.
      ...(plan ? { grind } : {}),
    });
    const found = parsed.success ? { ...NO_ERRORS } : formErrorsFrom(parsed.error.issues);
    const dayError = deliveryDayError(firstDeliveryOn, options, subscriptionTooEarlyMessage);
    if (dayError) found.fields = { ...found.fields, firstDeliveryOn: dayError };
    if (!parsed.success || dayError) {
      // What no control shows (the product or its bag) is said above the button.
      const other = Object.entries(found.fields).find(([field]) => !SHOWN.includes(field));
      if (other) setRefusal(other[1]);
      refuse(found);
      return;
    }
    setErrors(NO_ERRORS);
    const sent = await send(parsed.data);
    if ('result' in sent) {
      onSubscribed(sent.result);
      return;
    }
    setRefusal(sent.refusal.text);
    refuse(sent.refusal.errors);
  };

  const changeAddress = (field: AddressField, value: string) =>
    setAddress((current) => ({ ...current, [field]: value }));

  return (
    <form ref={form} noValidate onSubmit={(e) => void submit(e)} aria-label="Subscribe and save">
      <ScheduleFields
        options={options}
        plan={plan}
        schedule={schedule}
        onScheduleChange={setSchedule}
        errors={errors}
        onErrorsChange={setErrors}
      />
      <ShippingAddressSet
        address={address}
        editing={editAddress}
        onEdit={() => setEditAddress(true)}
        errors={errors.address}
        error={errors.fields.shippingAddress}
        onFieldChange={changeAddress}
      />
      <CardSelect
        cards={cards}
        loading={cardsLoading}
        value={paymentMethodId}
        onChange={setCard}
        error={errors.fields.paymentMethodId}
      />
      <PriceSummary
        cents={price.cents}
        memberCents={price.memberCents}
        per={plan && quantity === 1 ? 'per box' : 'per delivery'}
        isMember={options.isMember}
        discountPercent={options.memberDiscountPercent}
      />
      {refusal ? <Refusal role="alert">{refusal}</Refusal> : null}
      <Button type="submit" $block disabled={isLoading} aria-busy={isLoading}>
        {isLoading ? <Spinner $size={18} label="Subscribing" /> : null}
        Subscribe
      </Button>
    </form>
  );
}
