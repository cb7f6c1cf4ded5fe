import {
  REQUIRED_FIELDS_MESSAGE,
  shippingAddressSchema,
  type PublicUser,
  type ShippingAddress,
} from '@coffee/contracts';

export const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'address',
  'city',
  'state',
  'zipCode',
  'phone',
] as const;
export type AddressField = (typeof ADDRESS_FIELDS)[number];
/** What the form holds: every field as typed, phone possibly empty. */
export type AddressDraft = Record<AddressField, string>;

/** Starts from the profile the shopper already gave us, so a returning customer types nothing. */
export function addressFromUser(user: PublicUser | null): AddressDraft {
  const [firstName = '', ...rest] = (user?.fullName ?? '').trim().split(/\s+/).filter(Boolean);
  return {
    firstName,
    lastName: rest.join(' '),
    address: user?.address ?? '',
    city: user?.city ?? '',
    state: user?.state ?? '',
    zipCode: user?.zipCode ?? '',
    phone: user?.phone ?? '',
  };
}

export type ShippingValidation =
  | { ok: true; address: ShippingAddress }
  | { ok: false; missingRequired: boolean; errors: Partial<Record<AddressField, string>> };

/** The contracts' schema decides, as the order service will: the same rules on both sides. */
export function validateShipping(draft: AddressDraft): ShippingValidation {
  const parsed = shippingAddressSchema.safeParse(draft);
  if (parsed.success) return { ok: true, address: parsed.data };
  const errors: Partial<Record<AddressField, string>> = {};
  let missingRequired = false;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field !== 'string' || !(ADDRESS_FIELDS as readonly string[]).includes(field))
      continue;
    if (issue.message === REQUIRED_FIELDS_MESSAGE) missingRequired = true;
    errors[field as AddressField] ??=
      issue.message === REQUIRED_FIELDS_MESSAGE ? 'Required' : issue.message;
  }
  return { ok: false, missingRequired, errors };
}

/** "Casey Customer, 12 Roast Lane, Portland, OR 97201": an address on one line. */
export function addressLine(address: Omit<ShippingAddress, 'phone'>): string {
  const name = `${address.firstName} ${address.lastName}`.trim();
  return [name, address.address, `${address.city}, ${address.state} ${address.zipCode}`].join(', ');
}
