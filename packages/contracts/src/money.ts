import { z } from 'zod/mini';

import { parseCents } from './cents';
import { refuse } from './schema-helpers';

export { formatCents, parseCents } from './cents';

/** A non-negative amount of money in, integer cents out. */
export const moneySchema = z.pipe(
  z.union([z.string(), z.number()], { error: 'Must be an amount such as 12.99' }),
  // String(12.99) is "12.99": the shortest round-trip form, so no float error leaks in.
  z.transform((value: string | number, ctx) => {
    const cents =
      typeof value === 'number' && !Number.isFinite(value) ? null : parseCents(String(value));
    if (cents === null)
      return refuse(ctx, 'Must be an amount with at most 2 decimals, such as 12.99');
    return cents;
  }),
);

/** How prices leave the service: a decimal string with exactly two decimals. */
export const moneyStringSchema = z.string().check(z.regex(/^\d+\.\d{2}$/));
