export {
  ADDRESS_FIELDS,
  addressFromUser,
  addressLine,
  validateShipping,
  type AddressDraft,
  type AddressField,
  type ShippingValidation,
} from './address-form';
export { AddressFields, firstAddressError, type AddressFieldsProps } from './address-fields';
