import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { bulkStockChangeSchema, fieldErrors, type StaffProduct } from '@coffee/contracts';
import { Dialog, FieldError, Input } from '@coffee/ui';
import { useChangeStockInBulkMutation } from '../api/stock-api';
import { hasOptions, labelOf, variantName, variantsOnSale } from '../model/variant-stock';
import { StockFormEnd, useStockForm } from './stock-form-end';
import { quantityOf, StockModeChoice } from './stock-mode';

const Lines = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  ul {
    list-style: none;
    padding: 0 0 0 1.6rem;
    margin: 0;
  }
  .line {
    display: grid;
    grid-template-columns: auto 1fr 6rem;
    align-items: center;
    gap: 0.6rem;
    padding: 0.35rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  summary {
    cursor: pointer;
    font-weight: 600;
    padding: 0.45rem 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  input[type='checkbox'] {
    width: 1.1rem;
    height: 1.1rem;
  }
  small {
    display: block;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

/** The form's errors; a bad quantity is an issue of one line ('lines.2.value'), said under the list. */
function bulkErrors(issues: Parameters<typeof fieldErrors>[0]): Record<string, string> {
  const all = fieldErrors(issues);
  const lineError = issues.find((i) => i.path[0] === 'lines' && i.path.length > 1);
  return { ...all, lines: all.lines ?? lineError?.message ?? '' };
}

/** One stock line a person may tick: a product (one variant only) or one variant of it. */
interface StockLine {
  key: string;
  productId: string;
  variantId?: string;
  /** The line's words in the list ("2 lb, pour-over" under its product). */
  text: string;
  /** The whole name, for the quantity's label ("Kenya AA, 2 lb, whole bean"). */
  name: string;
  inventory: number | null;
}

const keyOf = (productId: string, variantId?: string) =>
  variantId ? `${productId}/${variantId}` : productId;

/** A product's lines: one for a product without options, one per variant on sale otherwise. */
function linesOf(product: StaffProduct): StockLine[] {
  if (!hasOptions(product))
    return [
      {
        key: keyOf(product.id),
        productId: product.id,
        text: product.name,
        name: product.name,
        inventory: product.inventory,
      },
    ];
  return variantsOnSale(product).map((variant) => ({
    key: keyOf(product.id, variant.id),
    productId: product.id,
    variantId: variant.id,
    text: labelOf(variant),
    name: variantName(product, variant),
    inventory: variant.inventory,
  }));
}

function LineRow({
  line,
  quantity,
  onToggle,
  onQuantity,
}: {
  line: StockLine;
  /** The typed quantity; undefined while the line is not ticked. */
  quantity: string | undefined;
  onToggle: () => void;
  onQuantity: (text: string) => void;
}) {
  const id = `bulk-${line.key.replace('/', '-')}`;
  return (
    <li className="line">
      <input type="checkbox" id={id} checked={quantity !== undefined} onChange={onToggle} />
      <label htmlFor={id}>
        {line.text}
        <small>In stock: {line.inventory ?? 0}</small>
      </label>
      <Input
        aria-label={`Quantity for ${line.name}`}
        inputMode="numeric"
        disabled={quantity === undefined}
        value={quantity ?? ''}
        onChange={(e) => onQuantity(e.target.value)}
      />
    </li>
  );
}

/**
 * 'Update Inventory': several products of the page at once, one mode, one reason, all or none.
 * A product sold in sizes or grinds opens to its variants, each a line of its own.
 */
export function BulkStockDialog({
  products,
  onClose,
}: {
  products: readonly StaffProduct[];
  onClose: () => void;
}) {
  const form = useStockForm(onClose);
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [change, { isLoading }] = useChangeStockInBulkMutation();
  const lines = products.flatMap(linesOf);

  const toggle = (key: string) =>
    setChosen((c) => {
      const next = { ...c };
      if (key in next) delete next[key];
      else next[key] = '';
      return next;
    });
  const row = (line: StockLine) => (
    <LineRow
      key={line.key}
      line={line}
      quantity={chosen[line.key]}
      onToggle={() => toggle(line.key)}
      onQuantity={(text) => setChosen((c) => ({ ...c, [line.key]: text }))}
    />
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = lines
      .filter((line) => line.key in chosen)
      .map((line) => ({
        productId: line.productId,
        ...(line.variantId ? { variantId: line.variantId } : {}),
        value: quantityOf(chosen[line.key] ?? ''),
      }));
    const parsed = bulkStockChangeSchema.safeParse({
      mode: form.mode,
      lines: body,
      reason: form.reason,
    });
    void form.submit(
      parsed.success ? () => change(parsed.data).unwrap() : bulkErrors(parsed.error.issues),
      ({ items }) => ({
        title: 'Inventory updated',
        description:
          body.length === items.length
            ? `${items.length} ${items.length === 1 ? 'product' : 'products'} updated.`
            : `${body.length} variants of ${items.length} ${items.length === 1 ? 'product' : 'products'} updated.`,
      }),
      'Could not update inventory',
    );
  };

  return (
    <Dialog wide title="Update Inventory" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-label="Update inventory">
        <StockModeChoice {...form.modeProps} />
        <Lines aria-label="Products on this page">
          {products.map((product) => {
            const own = linesOf(product);
            if (!hasOptions(product)) return own.map(row);
            const ticked = own.filter((line) => line.key in chosen).length;
            return (
              <li key={product.id}>
                <details>
                  <summary>
                    {product.name}{' '}
                    <small>
                      {own.length} variants{ticked ? `, ${ticked} chosen` : ''}
                    </small>
                  </summary>
                  <ul aria-label={`Sizes and grinds of ${product.name}`}>{own.map(row)}</ul>
                </details>
              </li>
            );
          })}
        </Lines>
        {form.errors.lines ? <FieldError role="alert">{form.errors.lines}</FieldError> : null}
        <StockFormEnd {...form.endProps} busy={isLoading} submitLabel="Apply to Chosen Products" />
      </form>
    </Dialog>
  );
}
