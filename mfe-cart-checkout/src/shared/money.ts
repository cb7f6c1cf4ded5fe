import { formatCents, parseCents } from '@coffee/contracts';
import { formatPrice } from '@coffee/ui';

/** "$12.90" from 1290: sums stay in integer cents, only the display leaves them. */
export function formatMoney(cents: number): string {
  return formatPrice(formatCents(cents));
}

/** "-$4.00": an amount taken off (Direct+ savings). */
export function formatDeduction(cents: number): string {
  return `-${formatMoney(cents)}`;
}

/** Cents of a normalised money string ("12.90"); the contracts already refused anything else. */
export function toCents(amount: string): number {
  return parseCents(amount) ?? 0;
}
