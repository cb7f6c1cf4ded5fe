import { useState, type FormEvent } from 'react';
import { fieldErrors, stockChangeSchema, type StaffProduct } from '@coffee/contracts';
import { useToast, serverVerdict } from '@coffee/platform';
import { Dialog, Field, Input } from '@coffee/ui';
import { useStaffRole } from '../../session/use-staff-role';
import { useChangeStockMutation } from '../api/stock-api';
import { StockFormEnd } from './stock-form-end';
import { quantityOf, StockModeChoice, type StockMode } from './stock-mode';

/** 'Update Stock' for one product: adjust by or set to a quantity, with a reason. */
export function StockDialog({ product, onClose }: { product: StaffProduct; onClose: () => void }) {
  const { can } = useStaffRole();
  const [mode, setMode] = useState<StockMode>('adjust');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [change, { isLoading }] = useChangeStockMutation();
  const toast = useToast();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = stockChangeSchema.safeParse({ mode, value: quantityOf(quantity), reason });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      const saved = await change({ productId: product.id, change: parsed.data }).unwrap();
      toast({
        title: 'Stock updated',
        description: `${saved.name}: ${saved.inventory ?? 0} in stock.`,
        variant: 'success',
      });
      onClose();
    } catch (error) {
      const verdict = serverVerdict(error);
      setErrors(verdict.fields);
      setFailure(verdict.text);
      toast({ title: 'Could not update stock', description: verdict.text, variant: 'destructive' });
    }
  };

  return (
    <Dialog title={`Update Stock: ${product.name}`} onClose={onClose}>
      <p>In stock now: {product.inventory ?? 0}</p>
      <form noValidate onSubmit={onSubmit} aria-label="Update stock">
        <StockModeChoice value={mode} onChange={setMode} canSet={can('inventory:correct')} />
        <Field
          label="Quantity"
          error={errors.value}
          hint={mode === 'adjust' ? 'Negative to take away, e.g. -3' : 'The counted stock'}
        >
          {(ids) => (
            <Input
              {...ids}
              name="quantity"
              inputMode="numeric"
              value={quantity}
              $invalid={Boolean(errors.value)}
              onChange={(e) => setQuantity(e.target.value)}
            />
          )}
        </Field>
        <StockFormEnd
          reason={reason}
          error={errors.reason}
          onReason={setReason}
          failure={failure}
          busy={isLoading}
          onCancel={onClose}
          submitLabel="Save Stock"
        />
      </form>
    </Dialog>
  );
}
