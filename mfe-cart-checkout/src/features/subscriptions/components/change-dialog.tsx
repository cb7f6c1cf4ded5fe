import { useState, type FormEvent } from 'react';
import {
  changeSubscriptionSchema,
  SUBSCRIPTION_NO_CHANGE_MESSAGE,
  type ChangeSubscriptionInput,
  type Grind,
  type Subscription,
} from '@coffee/contracts';
import { skipToken } from '@coffee/platform';
import {
  Button,
  Dialog,
  DialogActions,
  Field,
  FieldError,
  formatPrice,
  Select,
  Spinner,
} from '@coffee/ui';
import type { AddressDraft, AddressField } from '../../../shared/address';
import {
  CardSelect,
  FieldPair,
  formErrorsFrom,
  FrequencySelect,
  GrindSelect,
  QuantitySelect,
  ShippingAddressSet,
  useGetSubscriptionCardsQuery,
  useGetSubscriptionProductQuery,
  type FormErrors,
} from '../../../shared/subscriptions';
import { itemTitle } from '../model/subscription-display';

const draftOf = (address: Subscription['shippingAddress']): AddressDraft => ({
  ...address,
  phone: address.phone ?? '',
});

/**
 * 'Change': a coffee's size and grind among its variants (a plan's grind only: its coffee is the
 * roasters'), bags or boxes, frequency, card and address. Only what differs is sent; the service
 * says whether it applies to the next delivery or the one after.
 */
export function ChangeDialog({
  subscription,
  busy,
  error,
  serverErrors,
  onChange,
  onClose,
}: {
  subscription: Subscription;
  busy: boolean;
  error: string | null;
  serverErrors: FormErrors | null;
  onChange: (body: ChangeSubscriptionInput) => void;
  onClose: () => void;
}) {
  // What the deliveries will be once any change already waiting applies.
  const base = subscription.pendingItem ?? subscription.item;
  const plan = base.plan ?? null;
  // A plan offers no variants to swap: its product is not asked for.
  const product = useGetSubscriptionProductQuery(plan ? skipToken : base.productId);
  const cards = useGetSubscriptionCardsQuery();
  const [variantId, setVariant] = useState(base.variantId);
  const [grind, setGrind] = useState<Grind | null>(plan?.grind ?? null);
  const [quantity, setQuantity] = useState(base.quantity);
  const [frequencyWeeks, setFrequency] = useState(base.frequencyWeeks);
  const [cardId, setCard] = useState(subscription.card.id);
  const [address, setAddress] = useState(() => draftOf(subscription.shippingAddress));
  const [editAddress, setEditAddress] = useState(false);
  const [local, setLocal] = useState<{ errors: FormErrors; text: string | null } | null>(null);
  const errors = local?.errors ?? serverErrors ?? { fields: {}, address: {} };
  const shownError = local ? local.text : error;

  const variants = (product.data?.variants ?? []).filter((v) => !v.retired);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ChangeSubscriptionInput = {};
    if (variantId !== base.variantId) body.variantId = variantId;
    if (plan && grind && grind !== plan.grind) body.grind = grind;
    if (quantity !== base.quantity) body.quantity = quantity;
    if (frequencyWeeks !== base.frequencyWeeks) body.frequencyWeeks = frequencyWeeks;
    if (cardId !== subscription.card.id) body.paymentMethodId = cardId;
    if (JSON.stringify(address) !== JSON.stringify(draftOf(subscription.shippingAddress)))
      body.shippingAddress = address;
    const parsed = changeSubscriptionSchema.safeParse(body);
    if (!parsed.success) {
      const found = formErrorsFrom(parsed.error.issues);
      if (Object.keys(found.address).length > 0) setEditAddress(true);
      const noChange = parsed.error.issues.some(
        (i) => i.message === SUBSCRIPTION_NO_CHANGE_MESSAGE,
      );
      setLocal({ errors: found, text: noChange ? SUBSCRIPTION_NO_CHANGE_MESSAGE : null });
      return;
    }
    setLocal(null);
    onChange(parsed.data);
  };

  return (
    <Dialog
      wide
      title="Change your subscription"
      description={<p>{itemTitle(subscription.item)}</p>}
      busy={busy}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} aria-label="Change subscription">
        {plan && grind ? (
          <GrindSelect value={grind} onChange={setGrind} error={errors.fields.grind} />
        ) : null}
        {!plan && variants.length > 1 ? (
          <Field label="Size & grind" error={errors.fields.variantId}>
            {(ids) => (
              <Select
                {...ids}
                name="variantId"
                value={variantId}
                onChange={(e) => setVariant(e.target.value)}
              >
                {variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.label || 'Standard'} ({formatPrice(v.price)})
                    {v.inStock ? '' : ' (out of stock)'}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
        <FieldPair>
          <QuantitySelect
            value={quantity}
            onChange={setQuantity}
            error={errors.fields.quantity}
            label={plan ? 'Boxes per delivery' : undefined}
          />
          <FrequencySelect
            value={frequencyWeeks}
            onChange={setFrequency}
            error={errors.fields.frequencyWeeks}
          />
        </FieldPair>
        <CardSelect
          cards={cards.data}
          loading={cards.isLoading}
          value={cardId}
          onChange={setCard}
          error={errors.fields.paymentMethodId}
        />
        <ShippingAddressSet
          address={address}
          editing={editAddress}
          onEdit={() => setEditAddress(true)}
          errors={errors.address}
          onFieldChange={(field: AddressField, value: string) =>
            setAddress((current) => ({ ...current, [field]: value }))
          }
        />
        {shownError ? <FieldError role="alert">{shownError}</FieldError> : null}
        <DialogActions $fill>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? <Spinner $size={18} label="Saving changes" /> : null}
            Save changes
          </Button>
          <Button type="button" $variant="outline" onClick={onClose} disabled={busy}>
            Keep as it is
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
