import { z } from 'zod';

import { parseCents } from './cents';

export { formatCents, parseCents } from './cents';

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
