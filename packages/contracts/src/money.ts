import { z } from 'zod';

/**
 * Money is stored as integer cents and exposed as a decimal string ("12.99"), so no price
 * ever passes through float arithmetic. Inputs may be a decimal string or a JSON number with
 * at most two decimals (the spec's decimal(10,2): up to 99,999,999.99).
 */
const DECIMAL = /^(\d{1,8})(?:\.(\d{1,2}))?$/;

export function parseCents(value: string): number | null {
  const match = DECIMAL.exec(value.trim());
  if (!match) return null;
  const whole = Number(match[1]);
  const fraction = Number((match[2] ?? '').padEnd(2, '0'));
  return whole * 100 + fraction;
}

export function formatCents(cents: number): string {
  const whole = Math.trunc(cents / 100);
  const fraction = String(cents % 100).padStart(2, '0');
  return `${whole}.${fraction}`;
}

/** A non-negative amount of money in, integer cents out. */
export const moneySchema = z
  .union([z.string(), z.number()], { error: 'Must be an amount such as 12.99' })
  // String(12.99) is "12.99": the shortest round-trip form, so no float error leaks in.
  .transform((value, ctx) => {
    const cents =
      typeof value === 'number' && !Number.isFinite(value) ? null : parseCents(String(value));
    if (cents === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'Must be an amount with at most 2 decimals, such as 12.99',
      });
      return z.NEVER;
    }
    return cents;
  });

/** How prices leave the service: a decimal string with exactly two decimals. */
export const moneyStringSchema = z.string().regex(/^\d+\.\d{2}$/);
