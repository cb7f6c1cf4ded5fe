import { randomInt } from 'node:crypto';
import { DIRECT_PLUS_PRICE_CENTS, type BillingPeriod } from '@coffee/contracts';

export const DAY_MS = 24 * 60 * 60 * 1000;

/** The end of a period that starts at `from`: the same day next month, or next year. */
export function periodEnd(from: Date, period: BillingPeriod): Date {
  const end = new Date(from);
  if (period === 'annual') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

/** The server's one price table: what a period costs, in cents. */
export const priceOf = (period: BillingPeriod): number => DIRECT_PLUS_PRICE_CENTS[period];

/** '99.00' */
export const amountText = (cents: number): string => (cents / 100).toFixed(2);

/**
 * A new online membership number: 16 digits starting with 8. In-store numbers are 13 digits, so
 * the two never meet; the unique index settles the one-in-10^15 chance of a repeat.
 */
export function drawMembershipNumber(): string {
  let digits = '8';
  while (digits.length < 16) digits += String(randomInt(10));
  return digits;
}
