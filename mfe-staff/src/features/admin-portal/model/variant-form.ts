import {
  productVariantsInputSchema,
  variantIdOf,
  variantLabel,
  VARIANTS_DUPLICATE_MESSAGE,
  VARIANTS_NONE_ON_SALE_MESSAGE,
  type BagSize,
  type FieldIssue,
  type Grind,
  type StaffVariant,
  type VariantInput,
} from '@coffee/contracts';

/** One row of the Variants table, each field held as the text its control shows. */
export interface VariantRow {
  /** React's key and the errors' key: the saved id, or 'new-N' for a row not saved yet. */
  key: string;
  /** The saved variant's id; null for a row added here (its id derives from its options). */
  id: string | null;
  size: string;
  grind: string;
  sku: string;
  price: string;
  originalPrice: string;
  inventory: string;
  retired: boolean;
}
export type VariantField = 'size' | 'grind' | 'sku' | 'price' | 'originalPrice' | 'inventory';
const variantFields: readonly string[] = [
  'size',
  'grind',
  'sku',
  'price',
  'originalPrice',
  'inventory',
] satisfies VariantField[];

export function variantRowOf(variant: StaffVariant): VariantRow {
  return {
    key: variant.id,
    id: variant.id,
    size: variant.size ?? '',
    grind: variant.grind ?? '',
    sku: variant.sku ?? '',
    price: String(variant.price),
    originalPrice: variant.originalPrice === null ? '' : String(variant.originalPrice),
    inventory: String(variant.inventory ?? 0),
    retired: variant.retired,
  };
}

/** A new row, of the grind of the row before it (a bean's sizes come in each grind). */
export function newVariantRow(n: number, like?: VariantRow): VariantRow {
  return {
    key: `new-${n}`,
    id: null,
    size: '',
    grind: like?.grind ?? '',
    sku: '',
    price: '',
    originalPrice: '',
    inventory: '0',
    retired: false,
  };
}

const orNull = (text: string) => (text.trim() ? text.trim() : null);

/** What a row's options make: its label ("2 lb, pour-over") and the id it would get. */
export function optionsOf(row: Pick<VariantRow, 'size' | 'grind'>) {
  const options = {
    size: (row.size || null) as BagSize | null,
    grind: (row.grind || null) as Grind | null,
  };
  return { ...options, label: variantLabel(options), id: variantIdOf(options) };
}

/** The body of PUT .../variants: every row, a saved one by its id (its stock is Update Stock's). */
export function toVariantsInput(rows: readonly VariantRow[]): VariantInput[] {
  return rows.map((row) => {
    const { size, grind } = optionsOf(row);
    return {
      ...(row.id ? { id: row.id } : {}),
      size,
      grind,
      sku: orNull(row.sku),
      price: row.price.trim(),
      originalPrice: orNull(row.originalPrice),
      inventory: /^\d+$/.test(row.inventory.trim()) ? Number(row.inventory.trim()) : Number.NaN,
      retired: row.retired,
    };
  });
}

/** The table's messages: by row (its key) and field, and one for the list as a whole. */
export interface VariantErrors {
  rows: Record<string, Partial<Record<VariantField, string>>>;
  list: string | null;
}
export const noVariantErrors: VariantErrors = { rows: {}, list: null };
export const hasVariantErrors = (errors: VariantErrors) =>
  errors.list !== null || Object.keys(errors.rows).length > 0;

/**
 * Puts each issue by its row and field: the form's own check ('variants', 2, 'sku') and a 400 of
 * the service ('variants.2.sku') alike; anything else is said over the table.
 */
export function variantErrorsOf(
  rows: readonly VariantRow[],
  issues: readonly FieldIssue[],
  fallback: string | null = null,
): VariantErrors {
  const out: VariantErrors = { rows: {}, list: null };
  for (const issue of issues) {
    const path = typeof issue.path === 'string' ? issue.path.split('.') : issue.path.map(String);
    const [head, index, field] = path;
    const row = head === 'variants' && index !== undefined ? rows[Number(index)] : undefined;
    if (row && field && variantFields.includes(field)) {
      const own = (out.rows[row.key] ??= {});
      own[field as VariantField] ??= issue.message;
    } else out.list ??= issue.message;
  }
  if (!hasVariantErrors(out) && fallback) out.list = fallback;
  return out;
}

/**
 * The contract's rules with its messages, and the two the service checks on the whole list
 * (the same size and grind twice; nothing left on sale), so they show before anything is sent.
 */
export function checkVariants(
  rows: readonly VariantRow[],
): { ok: true; variants: VariantInput[] } | { ok: false; errors: VariantErrors } {
  const variants = toVariantsInput(rows);
  const parsed = productVariantsInputSchema.safeParse({ variants });
  const issues: FieldIssue[] = parsed.success ? [] : [...parsed.error.issues];
  const seen = new Set<string>();
  rows.forEach((row, i) => {
    const { id } = optionsOf(row);
    if (seen.has(id))
      issues.push({ path: ['variants', i, 'size'], message: VARIANTS_DUPLICATE_MESSAGE });
    seen.add(id);
  });
  if (rows.length > 0 && rows.every((row) => row.retired))
    issues.push({ path: ['variants'], message: VARIANTS_NONE_ON_SALE_MESSAGE });
  return issues.length === 0
    ? { ok: true, variants }
    : { ok: false, errors: variantErrorsOf(rows, issues) };
}
