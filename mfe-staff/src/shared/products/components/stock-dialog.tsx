import { useState, type FormEvent } from 'react';
import { fieldErrors, stockChangeSchema, type StaffProduct } from '@coffee/contracts';
import { Dialog, Field, Input, Select } from '@coffee/ui';
import { useChangeStockMutation } from '../api/stock-api';
import { hasOptions, labelOf, variantName, variantsOnSale } from '../model/variant-stock';
import { StockFormEnd, useStockForm } from './stock-form-end';
import { quantityOf, StockModeChoice } from './stock-mode';

export const CHOOSE_VARIANT_MESSAGE = 'Choose the size and grind whose stock changes';

/**
 * 'Update Stock' for one product, or one variant of it: adjust by or set to a quantity, with a
 * reason. A product sold in sizes or grinds keeps stock per variant: opened on a variant's row it
 * changes that one; opened on the product it asks which.
 */
export function StockDialog({
  product,
  variantId,
  onClose,
}: {
  product: StaffProduct;
  /** The variant whose stock changes; absent: the product's only one, or the one chosen here. */
  variantId?: string;
  onClose: () => void;
}) {
  const form = useStockForm(onClose);
  const [quantity, setQuantity] = useState('');
  const options = hasOptions(product) ? variantsOnSale(product) : [];
  const [chosen, setChosen] = useState(variantId ?? '');
  const [change, { isLoading }] = useChangeStockMutation();
  const variant = options.find((v) => v.id === chosen);
  const asks = options.length > 0 && variantId === undefined;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = stockChangeSchema.safeParse({
      ...(variant ? { variantId: variant.id } : {}),
      mode: form.mode,
      value: quantityOf(quantity),
      reason: form.reason,
    });
    const unchosen: Record<string, string> =
      options.length > 0 && !variant ? { variantId: CHOOSE_VARIANT_MESSAGE } : {};
    void form.submit(
      parsed.success && !unchosen.variantId
        ? () => change({ productId: product.id, change: parsed.data }).unwrap()
        : { ...(parsed.success ? {} : fieldErrors(parsed.error.issues)), ...unchosen },
      (saved) => {
        const after = variant && saved.variants?.find((v) => v.id === variant.id);
        return {
          title: 'Stock updated',
          description: after
            ? `${variantName(saved, after)}: ${after.inventory ?? 0} in stock.`
            : `${saved.name}: ${saved.inventory ?? 0} in stock.`,
        };
      },
      'Could not update stock',
    );
  };

  const title = variant && !asks ? variantName(product, variant) : product.name;
  return (
    <Dialog title={`Update Stock: ${title}`} onClose={onClose}>
      {asks ? null : <p>In stock now: {(variant ?? product).inventory ?? 0}</p>}
      <form noValidate onSubmit={onSubmit} aria-label="Update stock">
        {asks ? (
          <Field
            label="Size and grind"
            error={form.errors.variantId}
            hint={variant ? `In stock now: ${variant.inventory ?? 0}` : undefined}
          >
            {(ids) => (
              <Select
                {...ids}
                name="variantId"
                value={chosen}
                $invalid={Boolean(form.errors.variantId)}
                onChange={(e) => setChosen(e.target.value)}
              >
                <option value="">Choose a size and grind</option>
                {options.map((v) => (
                  <option key={v.id} value={v.id}>
                    {`${labelOf(v)} (${v.inventory ?? 0} in stock)`}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ) : null}
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
