import { useState, type FormEvent } from 'react';
import { fieldErrors, stockChangeSchema, type StaffProduct } from '@coffee/contracts';
import { Dialog, Field, Input } from '@coffee/ui';
import { useChangeStockMutation } from '../api/stock-api';
import { StockFormEnd, useStockForm } from './stock-form-end';
import { quantityOf, StockModeChoice } from './stock-mode';

/** 'Update Stock' for one product: adjust by or set to a quantity, with a reason. */
export function StockDialog({ product, onClose }: { product: StaffProduct; onClose: () => void }) {
  const form = useStockForm(onClose);
  const [quantity, setQuantity] = useState('');
  const [change, { isLoading }] = useChangeStockMutation();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = stockChangeSchema.safeParse({
      mode: form.mode,
      value: quantityOf(quantity),
      reason: form.reason,
    });
    void form.submit(
      parsed.success
        ? () => change({ productId: product.id, change: parsed.data }).unwrap()
        : fieldErrors(parsed.error.issues),
      (saved) => ({
        title: 'Stock updated',
        description: `${saved.name}: ${saved.inventory ?? 0} in stock.`,
      }),
      'Could not update stock',
    );
  };

  return (
    <Dialog title={`Update Stock: ${product.name}`} onClose={onClose}>
      <p>In stock now: {product.inventory ?? 0}</p>
      <form noValidate onSubmit={onSubmit} aria-label="Update stock">
        <StockModeChoice {...form.modeProps} />
        <Field
          label="Quantity"
          error={form.errors.value}
          hint={form.mode === 'adjust' ? 'Negative to take away, e.g. -3' : 'The counted stock'}
        >
          {(ids) => (
            <Input
              {...ids}
              name="quantity"
              inputMode="numeric"
              value={quantity}
              $invalid={Boolean(form.errors.value)}
              onChange={(e) => setQuantity(e.target.value)}
            />
          )}
        </Field>
        <StockFormEnd {...form.endProps} busy={isLoading} submitLabel="Save Stock" />
      </form>
    </Dialog>
  );
}
