import { z } from 'zod';

// TODO(contracts): one product response schema in @coffee/contracts should replace this; the
// staff list reads only the fields of the spec's "product row in the staff list".

const DECIMAL = /^\d{1,12}(?:\.\d+)?$/;

/** Number or numeric string in (spec: price may arrive as text), a finite number out, for display only. */
const priceSchema = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const n =
    typeof value === 'number' ? value : DECIMAL.test(value.trim()) ? Number(value) : Number.NaN;
  if (!Number.isFinite(n) || n < 0) {
    ctx.addIssue({ code: 'custom', message: 'Expected a price such as 12.99' });
    return z.NEVER;
  }
  return n;
});

export const staffProductSchema = z.object({
  id: z.string().min(1),
  name: z.string(),
  category: z.string(),
  imageUrl: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  price: priceSchema,
  inStock: z.boolean().default(true),
  /** Units on hand (spec default 100); not every source sends it. */
  inventory: z
    .number()
    .int()
    .nullish()
    .transform((v) => v ?? null),
  sku: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type StaffProduct = z.output<typeof staffProductSchema>;

export const staffProductListSchema = z.array(staffProductSchema);
