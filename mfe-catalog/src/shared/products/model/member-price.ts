import { formatCents, memberUnitCents, parseCents } from '@coffee/contracts';

/**
 * What an active Direct+ member pays for `price` (a two-decimal string) at `percent` off, as a
 * two-decimal string; null when the product has no member discount. The rounding is the
 * contracts' own, so the catalog shows what the checkout charges.
 */
export function memberPriceOf(price: string | null | undefined, percent: number): string | null {
  if (!price || percent <= 0) return null;
  const cents = parseCents(price);
  return cents === null ? null : formatCents(memberUnitCents(cents, percent));
}
