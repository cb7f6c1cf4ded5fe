import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { bulkStockChangeSchema, fieldErrors, type StaffProduct } from '@coffee/contracts';
import { Dialog, FieldError, Input } from '@coffee/ui';
import { useChangeStockInBulkMutation } from '../api/stock-api';
import { StockFormEnd, useStockForm } from './stock-form-end';
import { quantityOf, StockModeChoice } from './stock-mode';

const Lines = styled.ul`
  list-style: none;
  padding: 0;
  margin: 0 0 1rem;
  li {
    display: grid;
    grid-template-columns: auto 1fr 6rem;
    align-items: center;
    gap: 0.6rem;
    padding: 0.35rem 0;
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

/** 'Update Inventory': several products of the page at once, one mode, one reason, all or none. */
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

  const toggle = (id: string) =>
    setChosen((c) => {
      const next = { ...c };
      if (id in next) delete next[id];
      else next[id] = '';
      return next;
    });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const lines = Object.entries(chosen).map(([productId, text]) => ({
      productId,
      value: quantityOf(text),
    }));
    const parsed = bulkStockChangeSchema.safeParse({ mode: form.mode, lines, reason: form.reason });
    void form.submit(
      parsed.success ? () => change(parsed.data).unwrap() : bulkErrors(parsed.error.issues),
      ({ items }) => ({
        title: 'Inventory updated',
        description: `${items.length} ${items.length === 1 ? 'product' : 'products'} updated.`,
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
            const on = product.id in chosen;
            return (
              <li key={product.id}>
                <input
                  type="checkbox"
                  id={`bulk-${product.id}`}
                  checked={on}
                  onChange={() => toggle(product.id)}
                />
                <label htmlFor={`bulk-${product.id}`}>
                  {product.name}
                  <small>In stock: {product.inventory ?? 0}</small>
                </label>
                <Input
                  aria-label={`Quantity for ${product.name}`}
                  inputMode="numeric"
                  disabled={!on}
                  value={chosen[product.id] ?? ''}
                  onChange={(e) => setChosen((c) => ({ ...c, [product.id]: e.target.value }))}
                />
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
