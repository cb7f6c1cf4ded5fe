import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  categoryTitle,
  COFFEE_MEMBER_DISCOUNT_PERCENT,
  EARLY_ACCESS_HOURS,
  isCoffeeCategory,
  isMemberPricedCoffee,
  MAX_MEMBER_DISCOUNT_PERCENT,
  PRODUCT_SKU_TAKEN_MESSAGE,
  productCategories,
  type Product,
  type StaffProductDetail,
} from '@coffee/contracts';
import { useSchemaForm, useToast, serverVerdict } from '@coffee/platform';
import { CheckboxRow, Field, FieldError, Input, Select, Textarea, Dialog } from '@coffee/ui';
import { isFirstLoad, ListFailed } from '../../../shared/ui/list-state';
import {
  useCreateProductMutation,
  useGetAdminProductQuery,
  useUpdateProductMutation,
} from '../api/admin-products-api';
import {
  emptyProductForm,
  PRODUCT_FLAGS,
  productFormOf,
  productSavedToast,
  productFormSchema,
  toProductInput,
  type ProductFormField,
  type ProductFormValues,
} from '../model/product-form';
import { CoffeeEditor } from './coffee-editor';
import { ProductImageUpload } from './product-image-upload';
import { VariantsEditor } from './variants-editor';
import { FormActions } from '../../../shared/ui/form-actions';
import { FieldPair } from '../../../shared/ui/field-pair';

const Flags = styled.fieldset`
  border: 0;
  padding: 0;
  margin: 0 0 1rem;
  display: grid;
  gap: 0.4rem;
  legend {
    font-weight: 600;
    font-size: 0.9rem;
    margin-bottom: 0.3rem;
  }
`;

function ProductForm({
  initial,
  product,
  onSaved,
  onClose,
}: {
  initial: ProductFormValues;
  /** The product being edited; none when creating. */
  product: StaffProductDetail | null;
  onSaved: (product: Product) => void;
  onClose: () => void;
}) {
  const [create, creating] = useCreateProductMutation();
  const [update, updating] = useUpdateProductMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const toast = useToast();
  const busy = creating.isLoading || updating.isLoading;

  const { values, errors, change, submit, setErrors } = useSchemaForm(
    productFormSchema,
    initial,
    () => void save(),
  );
  // The form's latest `change`: an upload answers after renders this closure has not seen.
  const latestChange = useRef(change);
  latestChange.current = change;
  /**
   * The picture the product has as far as this form knows: the one it opened with, then each
   * upload's. The image URL is saved only when the admin typed another one: the form's copy of
   * it must never overwrite a picture uploaded meanwhile (Save Product used to send the empty
   * field of a new product, imageUrl: null, and delete the picture just uploaded).
   */
  const knownImageUrl = useRef(product?.imageUrl ?? null);
  const onUploaded = (saved: Product) => {
    knownImageUrl.current = saved.imageUrl;
    latestChange.current('imageUrl')(saved.imageUrl ?? '');
  };

  const save = async () => {
    setFailure(null);
    const body = toProductInput(values);
    try {
      let saved: Product;
      if (product) {
        // Stock moves only through Update Stock, with a reason kept in the movements.
        const { inventory: _stock, imageUrl, ...rest } = body;
        const update_ = imageUrl === knownImageUrl.current ? rest : { ...rest, imageUrl };
        saved = await update({ id: product.id, update: update_ }).unwrap();
        knownImageUrl.current = saved.imageUrl;
      } else saved = await create(body).unwrap();
      toast({ ...productSavedToast(saved, !product), variant: 'success' });
      onSaved(saved);
    } catch (error) {
      const verdict = serverVerdict(error);
      const fields =
        verdict.text === PRODUCT_SKU_TAKEN_MESSAGE ? { sku: verdict.text } : verdict.fields;
      setErrors(fields);
      if (Object.keys(fields).length === 0) setFailure(verdict.text);
      toast({
        title: 'Could not save the product',
        description: verdict.text,
        variant: 'destructive',
      });
    }
  };

  // Sold in sizes: the product's own price is its default variant's (the catalog's rule).
  const defaultVariant = product?.variants.find(
    (v) => v.id === product.defaultVariantId && v.label,
  );
  const defaultHint = defaultVariant
    ? `The ${defaultVariant.label} price; every size's own price is under Variants.`
    : undefined;
  const text = (
    field: ProductFormField,
    label: string,
    extra: Record<string, string> = {},
    hint?: string,
  ) => (
    <Field label={label} error={errors[field]} hint={hint}>
      {(ids) => (
        <Input
          {...ids}
          {...extra}
          name={field}
          value={values[field]}
          $invalid={Boolean(errors[field])}
          onChange={(e) => change(field)(e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <>
      {product ? <ProductImageUpload product={product} onUploaded={onUploaded} /> : null}
      <form noValidate onSubmit={submit} aria-label={product ? 'Edit product' : 'New product'}>
        {text('name', 'Name')}
        <Field label="Description" error={errors.description}>
          {(ids) => (
            <Textarea
              {...ids}
              name="description"
              value={values.description}
              $invalid={Boolean(errors.description)}
              onChange={(e) => change('description')(e.target.value)}
            />
          )}
        </Field>
        <FieldPair>
          {text('price', 'Price (USD)', { inputMode: 'decimal' }, defaultHint)}
          {text('originalPrice', 'Original price (USD)', { inputMode: 'decimal' })}
        </FieldPair>
        <FieldPair>
          <Field label="Category" error={errors.category}>
            {(ids) => (
              <Select
                {...ids}
                name="category"
                value={values.category}
                $invalid={Boolean(errors.category)}
                onChange={(e) => change('category')(e.target.value)}
              >
                <option value="">Choose a category</option>
                {productCategories.map((c) => (
                  <option key={c} value={c}>
                    {categoryTitle(c)}
                  </option>
                ))}
              </Select>
            )}
          </Field>
          {text('unitSize', 'Unit size')}
        </FieldPair>
        <FieldPair>
          {text('sku', 'SKU')}
          {product ? (
            <Field label="Inventory" hint="Change it with Update Stock, which keeps a reason.">
              {(ids) => <Input {...ids} name="inventory" value={values.inventory} readOnly />}
            </Field>
          ) : (
            text('inventory', 'Inventory', { inputMode: 'numeric' })
          )}
        </FieldPair>
        {isMemberPricedCoffee(values.category) ? (
          <Field
            label="Direct+ member discount (%)"
            hint={`All coffee is ${COFFEE_MEMBER_DISCOUNT_PERCENT}% off for active Direct+ members.`}
          >
            {(ids) => (
              <Input
                {...ids}
                name="memberDiscountPercent"
                value={String(COFFEE_MEMBER_DISCOUNT_PERCENT)}
                readOnly
              />
            )}
          </Field>
        ) : (
          text(
            'memberDiscountPercent',
            'Direct+ member discount (%)',
            { inputMode: 'numeric' },
            `0 to ${MAX_MEMBER_DISCOUNT_PERCENT}: what an active member saves on this product (when Direct+ eligible).`,
          )
        )}
        {text(
          'releaseAt',
          'Public release (early access)',
          { type: 'datetime-local' },
          `Optional. Direct+ members can buy it ${EARLY_ACCESS_HOURS} hours before; nobody earlier. Your own clock's time.`,
        )}
        {text('imageUrl', 'Image URL')}
        <Flags>
          <legend>Shown on the shop as</legend>
          {PRODUCT_FLAGS.map(([field, label]) => (
            <CheckboxRow key={field}>
              <input
                type="checkbox"
                name={field}
                checked={values[field] === 'true'}
                onChange={(e) => change(field)(String(e.target.checked))}
              />
              {label}
            </CheckboxRow>
          ))}
        </Flags>
        {failure ? <FieldError role="alert">{failure}</FieldError> : null}
        <FormActions
          cancelLabel="Close"
          submitLabel={product ? 'Save Product' : 'Create Product'}
          busy={busy}
          onCancel={onClose}
        />
      </form>
    </>
  );
}

function EditProduct({ id, onClose }: { id: string; onClose: () => void }) {
  const query = useGetAdminProductQuery(id);
  if (isFirstLoad(query)) return <p role="status">Loading the product…</p>;
  if (query.isError || !query.data)
    return <ListFailed title="We couldn't load this product" query={query} />;
  const product = query.data;
  // Each part saves on its own; the keys keep what is typed in one while another saves.
  return (
    <>
      <ProductForm
        key={product.id}
        initial={productFormOf(product)}
        product={product}
        onSaved={() => undefined}
        onClose={onClose}
      />
      <VariantsEditor key={`variants-${product.id}`} product={product} />
      {isCoffeeCategory(product.category) ? (
        <CoffeeEditor key={`coffee-${product.id}`} product={product} />
      ) : null}
    </>
  );
}

/**
 * Create a product (then, saved, it opens for editing, where its picture can be uploaded), or
 * edit one: every field of the contract, checked with its messages before anything is sent.
 */
export function ProductFormDialog({
  productId,
  onClose,
}: {
  productId: string | null;
  onClose: () => void;
}) {
  const [id, setId] = useState(productId);
  return (
    <Dialog wide title={id ? 'Edit Product' : 'Add Product'} onClose={onClose}>
      {id ? (
        <EditProduct id={id} onClose={onClose} />
      ) : (
        <ProductForm
          initial={emptyProductForm}
          product={null}
          onSaved={(saved) => setId(saved.id)}
          onClose={onClose}
        />
      )}
    </Dialog>
  );
}
