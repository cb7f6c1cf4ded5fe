import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  changeSubscriptionSchema,
  SUBSCRIPTION_NO_CHANGE_MESSAGE,
  type ChangeSubscriptionInput,
  type Subscription,
} from '@coffee/contracts';
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
import {
  AddressFields,
  addressLine,
  type AddressDraft,
  type AddressField,
} from '../../../shared/address';
import {
  CardSelect,
  formErrorsFrom,
  FrequencySelect,
  QuantitySelect,
  useGetSubscriptionCardsQuery,
  useGetSubscriptionProductQuery,
  type FormErrors,
} from '../../../shared/subscriptions';

const Pair = styled.div`
  display: grid;
  column-gap: 1rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: 1fr 1fr;
  }
`;

const AddressSet = styled.fieldset`
  border: 0;
  margin: 0 0 0.75rem;
  padding: 0;
  min-width: 0;
  legend {
    padding: 0;
    margin-bottom: 0.4rem;
    font-weight: 600;
    font-size: 0.9rem;
  }
  address {
    font-style: normal;
    margin-bottom: 0.4rem;
  }
`;

const draftOf = (address: Subscription['shippingAddress']): AddressDraft => ({
  ...address,
  phone: address.phone ?? '',
});

/**
 * 'Change': size and grind among the coffee's variants, bags, frequency, card and address. Only
 * what differs is sent; the service says whether it applies to the next delivery or the one after.
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
  const product = useGetSubscriptionProductQuery(base.productId);
  const cards = useGetSubscriptionCardsQuery();
  const [variantId, setVariant] = useState(base.variantId);
  const [quantity, setQuantity] = useState(base.quantity);
  const [frequencyWeeks, setFrequency] = useState(base.frequencyWeeks);
  const [cardId, setCard] = useState(subscription.card.id);
  const [address, setAddress] = useState(() => draftOf(subscription.shippingAddress));
  const [editAddress, setEditAddress] = useState(false);
  const [local, setLocal] = useState<{ errors: FormErrors; text: string | null } | null>(null);
  const errors = local?.errors ?? serverErrors ?? { fields: {}, address: {} };
  const shownError = local ? local.text : error;

  const variants = (product.data?.variants ?? []).filter((v) => !v.retired);
  const cardList = cards.data;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: ChangeSubscriptionInput = {};
    if (variantId !== base.variantId) body.variantId = variantId;
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
      description={<p>{subscription.item.productName}</p>}
      busy={busy}
      onClose={onClose}
    >
      <form noValidate onSubmit={submit} aria-label="Change subscription">
        {variants.length > 1 ? (
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
        <Pair>
          <QuantitySelect value={quantity} onChange={setQuantity} error={errors.fields.quantity} />
          <FrequencySelect
            value={frequencyWeeks}
            onChange={setFrequency}
            error={errors.fields.frequencyWeeks}
          />
        </Pair>
        <CardSelect
          cards={cardList}
          loading={cards.isLoading}
          value={cardId}
          onChange={setCard}
          error={errors.fields.paymentMethodId}
        />
        <AddressSet>
          <legend>Shipping address</legend>
          {editAddress ? (
            <AddressFields
              draft={address}
              errors={errors.address}
              onFieldChange={(field: AddressField, value: string) =>
                setAddress((current) => ({ ...current, [field]: value }))
              }
            />
          ) : (
            <>
              <address>{addressLine(address)}</address>
              <Button type="button" $variant="link" $size="sm" onClick={() => setEditAddress(true)}>
                Change address
              </Button>
            </>
          )}
        </AddressSet>
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
