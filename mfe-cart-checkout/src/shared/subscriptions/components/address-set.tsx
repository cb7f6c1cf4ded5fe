import styled from 'styled-components';
import { Button, FieldError } from '@coffee/ui';
import { AddressFields, addressLine, type AddressDraft, type AddressField } from '../../address';

const Set = styled.fieldset`
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
    overflow-wrap: anywhere;
  }
`;

/**
 * Where deliveries go: the address on one line with 'Change address', or its fields once asked
 * for (`onEdit` absent: always the fields, as for a gift's recipient).
 */
export function ShippingAddressSet({
  legend = 'Shipping address',
  address,
  editing,
  onEdit,
  errors,
  error,
  onFieldChange,
}: {
  legend?: string;
  address: AddressDraft;
  editing: boolean;
  onEdit?: () => void;
  errors: Partial<Record<AddressField, string>>;
  /** A message about the whole address (a 400's `shippingAddress`). */
  error?: string | undefined;
  onFieldChange: (field: AddressField, value: string) => void;
}) {
  return (
    <Set>
      <legend>{legend}</legend>
      {editing || !onEdit ? (
        <AddressFields draft={address} errors={errors} onFieldChange={onFieldChange} />
      ) : (
        <>
          <address>{addressLine(address)}</address>
          <Button type="button" $variant="link" $size="sm" onClick={onEdit}>
            Change address
          </Button>
        </>
      )}
      {error ? <FieldError role="alert">{error}</FieldError> : null}
    </Set>
  );
}
