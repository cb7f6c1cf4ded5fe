import { useRef, type FormEvent } from 'react';
import {
  SHIPPING_METHODS,
  shippingMethodsFor,
  type ShippingAddress,
  type ShippingMethod,
} from '@coffee/contracts';
import { useToast } from '@coffee/platform';
import { Button, Link } from '@coffee/ui';
import { formatMoney } from '../../../shared/money';
import {
  AddressFields,
  firstAddressError,
  validateShipping,
  type AddressDraft,
  type AddressField,
} from '../../../shared/address';
import { OptionCard, OptionGroup } from './option-card';
import { Note, StepActions } from './step-card';

export interface ShippingStepProps {
  draft: AddressDraft;
  errors: Partial<Record<AddressField, string>>;
  onFieldChange: (field: AddressField, value: string) => void;
  onErrors: (errors: Partial<Record<AddressField, string>>) => void;
  method: ShippingMethod;
  onMethodChange: (method: ShippingMethod) => void;
  isDirectPlus: boolean;
  onContinue: (address: ShippingAddress) => void;
}

/** Where to ship and how fast. Continue checks the address with the contracts' schema first. */
export function ShippingStep({
  draft,
  errors,
  onFieldChange,
  onErrors,
  method,
  onMethodChange,
  isDirectPlus,
  onContinue,
}: ShippingStepProps) {
  const toast = useToast();
  const form = useRef<HTMLFormElement>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const result = validateShipping(draft);
    if (result.ok) {
      onErrors({});
      onContinue(result.address);
      return;
    }
    onErrors(result.errors);
    if (result.missingRequired) {
      toast({
        title: 'Missing Information',
        description: 'Please fill out all required fields',
        variant: 'destructive',
      });
    }
    const first = firstAddressError(result.errors);
    const control = first ? form.current?.elements.namedItem(first) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  return (
    // noValidate: the spec's toast, not the browser's bubble, tells what is missing.
    <form ref={form} noValidate onSubmit={submit} aria-label="Shipping information">
      <AddressFields draft={draft} errors={errors} onFieldChange={onFieldChange} />

      <OptionGroup>
        <legend>Shipping Method</legend>
        {shippingMethodsFor(isDirectPlus).map((m) => {
          const option = SHIPPING_METHODS[m];
          return (
            <OptionCard
              key={m}
              name="shippingMethod"
              value={m}
              checked={method === m}
              onSelect={() => onMethodChange(m)}
              title={option.label}
              detail={option.membersOnly ? `${option.days} · Direct+ member benefit` : option.days}
              aside={option.priceCents === 0 ? 'Free' : formatMoney(option.priceCents)}
            />
          );
        })}
        {isDirectPlus ? null : (
          <Note>
            Direct+ members ship free. <Link to="/direct-plus">Learn about Direct+</Link>
          </Note>
        )}
      </OptionGroup>

      <StepActions>
        <Button type="submit" $size="lg">
          Continue to Payment
        </Button>
      </StepActions>
    </form>
  );
}
