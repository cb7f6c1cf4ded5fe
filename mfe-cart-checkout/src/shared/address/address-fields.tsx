import styled from 'styled-components';
import { Field, Input } from '@coffee/ui';
import type { AddressDraft, AddressField } from './address-form';

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

/** In the order they are filled in; the first with an error takes focus after a refusal. */
export const ADDRESS_FIELD_SPECS: readonly FieldSpec[] = [
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

/** The first field (in the form's order) that has an error, to move focus to. */
export function firstAddressError(
  errors: Partial<Record<AddressField, string>>,
): AddressField | undefined {
  return ADDRESS_FIELD_SPECS.find((f) => errors[f.name])?.name;
}

export interface AddressFieldsProps {
  draft: AddressDraft;
  errors: Partial<Record<AddressField, string>>;
  onFieldChange: (field: AddressField, value: string) => void;
}

/**
 * The shipping address's fields (the checkout's and Subscribe & Save's): one column on a phone,
 * names and city/state/ZIP side by side from `sm`. Each control is named after its field.
 */
export function AddressFields({ draft, errors, onFieldChange }: AddressFieldsProps) {
  return (
    <Fields>
      {ADDRESS_FIELD_SPECS.map((f) => (
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
  );
}
