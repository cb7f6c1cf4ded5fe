import { useId, useState } from 'react';
import styled from 'styled-components';
import {
  MAX_PRODUCT_IMAGE_BYTES,
  PRODUCT_IMAGE_SIZE_MESSAGE,
  PRODUCT_IMAGE_TYPE_MESSAGE,
  PRODUCT_IMAGE_TYPES,
  type Product,
} from '@coffee/contracts';
import { useToast, serverVerdict } from '@coffee/platform';
import { FieldError, FieldHint, Label } from '@coffee/ui';
import { ProductThumb } from '../../../shared/ui/product-thumb';
import { useUploadProductImageMutation } from '../api/admin-products-api';

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  margin-bottom: 1rem;
`;

/** The same checks the service makes, before a byte is sent: type and size. */
export function imageProblem(file: File): string | null {
  if (!(PRODUCT_IMAGE_TYPES as readonly string[]).includes(file.type))
    return PRODUCT_IMAGE_TYPE_MESSAGE;
  if (file.size > MAX_PRODUCT_IMAGE_BYTES) return PRODUCT_IMAGE_SIZE_MESSAGE;
  return null;
}

function readBytes(file: File): Promise<ArrayBuffer> {
  if (typeof file.arrayBuffer === 'function') return file.arrayBuffer();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error ?? new Error('The picture could not be read'));
    reader.readAsArrayBuffer(file);
  });
}

/**
 * Choose a picture: it is checked here, then sent as it is (PUT, raw body); the service stores
 * it re-encoded. `onUploaded` gets the product with its new picture.
 */
export function ProductImageUpload({
  product,
  onUploaded,
}: {
  product: Product;
  onUploaded?: (saved: Product) => void;
}) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [upload, { isLoading }] = useUploadProductImageMutation();
  const toast = useToast();

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = imageProblem(file);
    setError(problem);
    if (problem) return;
    try {
      // The bytes themselves: every fetch sends an ArrayBuffer as it is.
      const bytes = await readBytes(file);
      const saved = await upload({ id: product.id, bytes, type: file.type }).unwrap();
      onUploaded?.(saved);
      // The title alone: the dialog shows the new picture, and on a phone the form fills the
      // screen, so a one-line toast is the one that fits above its fields.
      toast({ title: 'Picture uploaded', variant: 'success' });
    } catch (caught) {
      const text = serverVerdict(caught).text;
      setError(text);
      toast({ title: 'Could not upload the picture', description: text, variant: 'destructive' });
    }
  };

  return (
    <Row>
      <ProductThumb src={product.imageUrl} name={product.name} />
      <div>
        <Label htmlFor={id}>Picture</Label>
        <input
          id={id}
          type="file"
          accept={PRODUCT_IMAGE_TYPES.join(',')}
          disabled={isLoading}
          aria-invalid={Boolean(error)}
          onChange={(e) => void onFile(e.target.files?.[0])}
        />
        {error ? (
          <FieldError role="alert">{error}</FieldError>
        ) : (
          <FieldHint>JPEG, PNG or WebP, at most 2 MB.</FieldHint>
        )}
      </div>
    </Row>
  );
}
