import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { bagSizes, GRIND_LABELS, grinds, type StaffProductDetail } from '@coffee/contracts';
import { serverVerdict, useToast } from '@coffee/platform';
import { Button, FieldError, Input, Select } from '@coffee/ui';
import { StatusBadge } from '../../../shared/ui/status-badge';
import { useUpdateProductVariantsMutation } from '../api/admin-products-api';
import {
  checkVariants,
  newVariantRow,
  noVariantErrors,
  optionsOf,
  variantErrorsOf,
  variantRowOf,
  type VariantErrors,
  type VariantField,
  type VariantRow,
} from '../model/variant-form';
import { EditorSection } from './editor-section';

const Scroll = styled.div`
  overflow-x: auto;
  margin: 0 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
`;

const Table = styled.table`
  width: 100%;
  min-width: 54rem;
  border-collapse: collapse;
  font-size: 0.9rem;
  th,
  td {
    padding: 0.45rem 0.5rem;
    text-align: left;
    vertical-align: top;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  thead th {
    font-size: 0.75rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: ${({ theme }) => theme.colors.muted};
    white-space: nowrap;
  }
  tbody th {
    font-weight: 600;
    white-space: nowrap;
  }
  tr[data-retired='true'] > * {
    color: ${({ theme }) => theme.colors.muted};
  }
  input,
  select {
    padding: 0.4rem 0.5rem;
  }
  /* Room for a whole SKU and a price; the status and buttons keep one line. */
  td:nth-child(2) input {
    min-width: 11rem;
  }
  td:nth-child(3) input,
  td:nth-child(4) input {
    min-width: 6rem;
  }
  td:nth-child(n + 6) {
    white-space: nowrap;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
    font-weight: 400;
  }
`;

const Options = styled.div`
  display: grid;
  gap: 0.35rem;
  min-width: 9rem;
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  justify-content: space-between;
`;

/** What a row is called in its controls' labels: its options, or "new variant 2". */
function rowName(row: VariantRow, rows: readonly VariantRow[]): string {
  const { label } = optionsOf(row);
  if (row.id) return label || 'the only variant';
  const n = rows.filter((r) => !r.id).indexOf(row) + 1;
  return `new variant ${n}`;
}

/** A control of a row with its message under it, tied together for screen readers. */
function CellControl({
  error,
  children,
}: {
  error: string | undefined;
  children: (ids: { 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  return (
    <>
      {children({
        'aria-invalid': Boolean(error),
        ...(error ? { 'aria-describedby': `${id}-error` } : {}),
      })}
      {error ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </>
  );
}

/**
 * The Variants section of Edit Product: every size and grind the product is sold in, with its
 * SKU, price, original price and stock; add one, edit one, retire one (or bring it back). A
 * variant once ordered is never deleted: it is retired. Stock of a saved variant changes with
 * Update Stock (a reason is kept); a new one starts with the stock typed here.
 */
export function VariantsEditor({ product }: { product: StaffProductDetail }) {
  const [rows, setRows] = useState<VariantRow[]>(() => product.variants.map(variantRowOf));
  const [errors, setErrors] = useState<VariantErrors>(noVariantErrors);
  const [checked, setChecked] = useState(false);
  const added = useRef(0);
  const table = useRef<HTMLTableElement>(null);
  const [save, { isLoading }] = useUpdateProductVariantsMutation();
  const toast = useToast();
  const headingId = useId();

  const update = (next: VariantRow[]) => {
    setRows(next);
    // After a first Save, the messages follow the corrections as they are typed.
    if (checked) {
      const result = checkVariants(next);
      setErrors(result.ok ? noVariantErrors : result.errors);
    }
  };
  const edit = (key: string, field: VariantField) => (value: string) =>
    update(rows.map((row) => (row.key === key ? { ...row, [field]: value } : row)));
  const setRetired = (key: string, retired: boolean) =>
    update(rows.map((row) => (row.key === key ? { ...row, retired } : row)));
  const remove = (key: string) => update(rows.filter((row) => row.key !== key));
  const add = () => {
    added.current += 1;
    update([...rows, newVariantRow(added.current, rows.at(-1))]);
    // The new row's first control takes the focus, so a keyboard user fills it in at once.
    requestAnimationFrame(() =>
      table.current?.querySelector<HTMLElement>('tbody tr:last-child select')?.focus(),
    );
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    const result = checkVariants(rows);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors(noVariantErrors);
    try {
      const saved = await save({ id: product.id, variants: result.variants }).unwrap();
      setRows(saved.variants.map(variantRowOf));
      setChecked(false);
      const onSale = saved.variants.filter((v) => !v.retired).length;
      const retired = saved.variants.length - onSale;
      toast({
        title: 'Variants saved',
        description: `${saved.name}: ${onSale} on sale${retired ? `, ${retired} retired` : ''}.`,
        variant: 'success',
      });
    } catch (error) {
      const verdict = serverVerdict(error);
      const issues = (error as { data?: { issues?: unknown } }).data?.issues;
      // A row's refusal (a SKU's format, or one another product has: 409) shows at its field.
      setErrors(variantErrorsOf(rows, Array.isArray(issues) ? issues : [], verdict.text));
      toast({
        title: 'Could not save the variants',
        description: verdict.text,
        variant: 'destructive',
      });
    }
  };

  const text = (row: VariantRow, field: VariantField, label: string, numeric?: string) => (
    <CellControl error={errors.rows[row.key]?.[field]}>
      {(ids) => (
        <Input
          {...ids}
          aria-label={`${label} for ${rowName(row, rows)}`}
          inputMode={numeric as 'decimal' | 'numeric' | undefined}
          value={row[field]}
          disabled={row.retired}
          $invalid={Boolean(errors.rows[row.key]?.[field])}
          onChange={(e) => edit(row.key, field)(e.target.value)}
        />
      )}
    </CellControl>
  );

  // A message in a row is said once over the table too, so a screen reader hears that Save failed.
  const summary =
    errors.list ??
    (Object.keys(errors.rows).length > 0 ? 'Correct the marked variants, then save again.' : null);

  return (
    <EditorSection
      labelledBy={headingId}
      title="Variants"
      intro="Each size and grind has its own SKU, price and stock. A saved variant's stock changes with Update Stock (it keeps a reason); a variant that was ordered is retired, never deleted."
    >
      <form noValidate aria-labelledby={headingId} onSubmit={(e) => void onSubmit(e)}>
        <Scroll role="region" aria-label="Variants table" tabIndex={0}>
          <Table ref={table}>
            <thead>
              <tr>
                <th scope="col">Size and grind</th>
                <th scope="col">SKU</th>
                <th scope="col">Price (USD)</th>
                <th scope="col">Original price (USD)</th>
                <th scope="col">Stock</th>
                <th scope="col">Status</th>
                <th scope="col">Actions</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const name = rowName(row, rows);
                const own = errors.rows[row.key] ?? {};
                return (
                  <tr key={row.key} data-retired={row.retired}>
                    {row.id ? (
                      <th scope="row">
                        {optionsOf(row).label || 'One size'}
                        <small>{row.id}</small>
                      </th>
                    ) : (
                      <td>
                        <Options>
                          <CellControl error={own.size}>
                            {(ids) => (
                              <Select
                                {...ids}
                                aria-label={`Size for ${name}`}
                                value={row.size}
                                $invalid={Boolean(own.size)}
                                onChange={(e) => edit(row.key, 'size')(e.target.value)}
                              >
                                <option value="">No size</option>
                                {bagSizes.map((size) => (
                                  <option key={size} value={size}>
                                    {size}
                                  </option>
                                ))}
                              </Select>
                            )}
                          </CellControl>
                          <CellControl error={own.grind}>
                            {(ids) => (
                              <Select
                                {...ids}
                                aria-label={`Grind for ${name}`}
                                value={row.grind}
                                $invalid={Boolean(own.grind)}
                                onChange={(e) => edit(row.key, 'grind')(e.target.value)}
                              >
                                <option value="">No grind</option>
                                {grinds.map((grind) => (
                                  <option key={grind} value={grind}>
                                    {GRIND_LABELS[grind]}
                                  </option>
                                ))}
                              </Select>
                            )}
                          </CellControl>
                        </Options>
                      </td>
                    )}
                    <td>{text(row, 'sku', 'SKU')}</td>
                    <td>{text(row, 'price', 'Price', 'decimal')}</td>
                    <td>{text(row, 'originalPrice', 'Original price', 'decimal')}</td>
                    <td>
                      {row.id ? row.inventory : text(row, 'inventory', 'Starting stock', 'numeric')}
                    </td>
                    <td>
                      <StatusBadge status={row.retired ? 'Retired' : row.id ? 'On sale' : 'New'} />
                    </td>
                    <td>
                      {row.id ? (
                        <Button
                          type="button"
                          $variant="ghost"
                          $size="sm"
                          aria-label={`${row.retired ? 'Bring back' : 'Retire'} ${name}`}
                          onClick={() => setRetired(row.key, !row.retired)}
                        >
                          {row.retired ? 'Bring back' : 'Retire'}
                        </Button>
                      ) : (
                        <Button
                          type="button"
                          $variant="ghost"
                          $size="sm"
                          aria-label={`Remove ${name}`}
                          onClick={() => remove(row.key)}
                        >
                          Remove
                        </Button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </Table>
        </Scroll>
        {summary ? <FieldError role="alert">{summary}</FieldError> : null}
        <Bar>
          <Button type="button" $variant="outline" onClick={add}>
            Add Variant
          </Button>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? 'Saving…' : 'Save Variants'}
          </Button>
        </Bar>
      </form>
    </EditorSection>
  );
}
