import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { bulkStockChangeSchema, fieldErrors, type StaffProduct } from '@coffee/contracts';
import { useToast, serverVerdict } from '@coffee/platform';
import { Dialog, FieldError, Input } from '@coffee/ui';
import { useStaffRole } from '../../session/use-staff-role';
import { useChangeStockInBulkMutation } from '../api/stock-api';
import { StockFormEnd } from './stock-form-end';
import { quantityOf, StockModeChoice, type StockMode } from './stock-mode';

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

/** 'Update Inventory': several products of the page at once, one mode, one reason, all or none. */
export function BulkStockDialog({
  products,
  onClose,
}: {
  products: readonly StaffProduct[];
  onClose: () => void;
}) {
  const { can } = useStaffRole();
  const [mode, setMode] = useState<StockMode>('adjust');
  const [chosen, setChosen] = useState<Record<string, string>>({});
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeStockInBulkMutation();
  const toast = useToast();

  const toggle = (id: string) =>
    setChosen((c) => {
      const next = { ...c };
      if (id in next) delete next[id];
      else next[id] = '';
      return next;
    });

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const lines = Object.entries(chosen).map(([productId, text]) => ({
      productId,
      value: quantityOf(text),
    }));
    const parsed = bulkStockChangeSchema.safeParse({ mode, lines, reason });
    if (!parsed.success) {
      const all = fieldErrors(parsed.error.issues);
      const lineError = parsed.error.issues.find((i) => i.path[0] === 'lines' && i.path.length > 1);
      setErrors({ ...all, lines: all.lines ?? lineError?.message ?? '' });
      return;
    }
    setErrors({});
    try {
      const { items } = await change(parsed.data).unwrap();
      toast({
        title: 'Inventory updated',
        description: `${items.length} ${items.length === 1 ? 'product' : 'products'} updated.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const verdict = serverVerdict(error);
      setFailure(verdict.text);
      toast({
        title: 'Could not update inventory',
        description: verdict.text,
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog wide title="Update Inventory" onClose={onClose}>
      <form noValidate onSubmit={onSubmit} aria-label="Update inventory">
        <StockModeChoice value={mode} onChange={setMode} canSet={can('inventory:correct')} />
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
        {errors.lines ? <FieldError role="alert">{errors.lines}</FieldError> : null}
        <StockFormEnd
          reason={reason}
          error={errors.reason}
          onReason={setReason}
          failure={failure}
          busy={isLoading}
          onCancel={onClose}
          submitLabel="Apply to Chosen Products"
        />
      </form>
    </Dialog>
  );
}
