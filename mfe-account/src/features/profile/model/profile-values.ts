import { DEFAULT_COUNTRY, type PublicUser } from '@coffee/contracts';

export const PROFILE_FIELDS = [
  { key: 'fullName', label: 'Full name', autoComplete: 'name', type: 'text' },
  { key: 'email', label: 'Email', autoComplete: 'email', type: 'email' },
  { key: 'phone', label: 'Phone', autoComplete: 'tel', type: 'tel' },
  { key: 'address', label: 'Address', autoComplete: 'street-address', type: 'text' },
  { key: 'city', label: 'City', autoComplete: 'address-level2', type: 'text' },
  { key: 'state', label: 'State', autoComplete: 'address-level1', type: 'text' },
  { key: 'zipCode', label: 'ZIP code', autoComplete: 'postal-code', type: 'text' },
  { key: 'country', label: 'Country', autoComplete: 'country-name', type: 'text' },
] as const;

export type ProfileKey = (typeof PROFILE_FIELDS)[number]['key'];
export type ProfileValues = Record<ProfileKey, string>;

/** The form starts from the user as stored; a missing value is an empty field. */
export function profileValues(user: PublicUser): ProfileValues {
  return {
    fullName: user.fullName ?? '',
    email: user.email,
    phone: user.phone ?? '',
    address: user.address ?? '',
    city: user.city ?? '',
    state: user.state ?? '',
    zipCode: user.zipCode ?? '',
    country: user.country || DEFAULT_COUNTRY,
  };
}

/** Street, then "City, State ZIP", then the country; null when no address part is filled in. */
export function addressLines(user: PublicUser): string[] | null {
  const cityLine = [[user.city, user.state].filter(Boolean).join(', '), user.zipCode]
    .filter(Boolean)
    .join(' ');
  const lines = [user.address, cityLine].filter((line): line is string => Boolean(line?.trim()));
  return lines.length > 0 ? [...lines, user.country] : null;
}
