import { useRef, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  SHIPPING_METHODS,
  shippingMethodsFor,
  type ShippingAddress,
  type ShippingMethod,
} from '@coffee/contracts';
import { useToast } from '@coffee/platform';
import { Button, Field, Input, Link } from '@coffee/ui';
import { formatMoney } from '../../../shared/money';
import { validateShipping, type AddressDraft, type AddressField } from '../model/shipping-form';
import { OptionCard, OptionGroup } from './option-card';
import { Note, StepActions } from './step-card';

const Fields = styled.div`
  display: grid;
  grid-template-columns: 1fr;
  column-gap: 1rem;
  margin-bottom: 0.5rem;
  @media (min-width: ${({ theme }) => theme.breakpoints.sm}) {
    grid-template-columns: repeat(6, 1fr);
    > * {
      grid-column: span 6;
    }
    > [data-span='3'] {
      grid-column: span 3;
    }
    > [data-span='2'] {
      grid-column: span 2;
    }
  }
`;

interface FieldSpec {
  name: AddressField;
  label: string;
  autoComplete: string;
  span: 2 | 3 | 6;
  maxLength: number;
  type?: 'tel';
}

const FIELDS: FieldSpec[] = [
  {
    name: 'firstName',
    label: 'First Name',
    autoComplete: 'shipping given-name',
    span: 3,
    maxLength: 100,
  },
  {
    name: 'lastName',
    label: 'Last Name',
    autoComplete: 'shipping family-name',
    span: 3,
    maxLength: 100,
  },
  {
    name: 'address',
    label: 'Address',
    autoComplete: 'shipping street-address',
    span: 6,
    maxLength: 200,
  },
  { name: 'city', label: 'City', autoComplete: 'shipping address-level2', span: 2, maxLength: 100 },
  {
    name: 'state',
    label: 'State',
    autoComplete: 'shipping address-level1',
    span: 2,
    maxLength: 100,
  },
  {
    name: 'zipCode',
    label: 'ZIP Code',
    autoComplete: 'shipping postal-code',
    span: 2,
    maxLength: 20,
  },
  {
    name: 'phone',
    label: 'Phone (optional)',
    autoComplete: 'shipping tel',
    span: 6,
    maxLength: 40,
    type: 'tel',
  },
];

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
    const first = FIELDS.find((f) => result.errors[f.name]);
    const control = first ? form.current?.elements.namedItem(first.name) : null;
    if (control instanceof HTMLElement) control.focus();
  };

  return (
    // noValidate: the spec's toast, not the browser's bubble, tells what is missing.
    <form ref={form} noValidate onSubmit={submit} aria-label="Shipping information">
      <Fields>
        {FIELDS.map((f) => (
          <div key={f.name} data-span={f.span}>
            <Field label={f.label} error={errors[f.name]}>
              {(ids) => (
                <Input
                  {...ids}
                  name={f.name}
                  type={f.type ?? 'text'}
                  autoComplete={f.autoComplete}
                  maxLength={f.maxLength}
                  aria-required={f.name !== 'phone'}
                  $invalid={Boolean(errors[f.name])}
                  value={draft[f.name]}
                  onChange={(e) => onFieldChange(f.name, e.target.value)}
                />
              )}
            </Field>
          </div>
        ))}
      </Fields>

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
