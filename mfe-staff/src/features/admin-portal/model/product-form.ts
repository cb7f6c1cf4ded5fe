import { z } from 'zod/mini';
import { productInputSchema, type Product, type ProductInput } from '@coffee/contracts';

/** The form's fields: every field of productInputSchema, each held as the text a control shows. */
export const productFormFields = [
  'name',
  'description',
  'price',
  'originalPrice',
  'category',
  'unitSize',
  'sku',
  'imageUrl',
  'inventory',
  'memberDiscountPercent',
  'releaseAt',
  'inStock',
  'isDirectPlusEligible',
  'isBestseller',
  'isNew',
  'isSale',
] as const;
export type ProductFormField = (typeof productFormFields)[number];
export type ProductFormValues = Record<ProductFormField, string>;

export const PRODUCT_FLAGS = [
  ['inStock', 'In stock (untick to hold it back from sale)'],
  ['isDirectPlusEligible', 'Direct+ eligible'],
  ['isBestseller', 'Bestseller'],
  ['isNew', 'New'],
  ['isSale', 'On sale'],
] as const satisfies readonly (readonly [ProductFormField, string])[];

const orNull = (v: string) => (v.trim() ? v.trim() : null);
/**
 * The release time as the admin's datetime-local control holds it ("2026-12-03T09:00", their
 * own clock) and as the service takes it (an instant, ISO with its zone). Something unreadable
 * is sent as typed, for the contract's message.
 */
export function releaseAtInput(local: string): string | null {
  const text = local.trim();
  if (!text) return null;
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? text : at.toISOString();
}
export function releaseAtLocal(iso: string | null): string {
  if (!iso) return '';
  const at = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/** A whole number typed, or NaN (which the contract's message then names). */
const wholeNumber = (v: string) => (/^\d+$/.test(v.trim()) ? Number(v.trim()) : Number.NaN);

/** The body the service takes (prices as the typed text: the service reads them to cents). */
export function toProductInput(v: ProductFormValues): ProductInput {
  return {
    name: v.name,
    description: orNull(v.description),
    price: v.price.trim(),
    originalPrice: orNull(v.originalPrice),
    category: v.category as ProductInput['category'],
    unitSize: orNull(v.unitSize),
    sku: orNull(v.sku),
    imageUrl: orNull(v.imageUrl),
    inventory: wholeNumber(v.inventory),
    memberDiscountPercent: wholeNumber(v.memberDiscountPercent),
    releaseAt: releaseAtInput(v.releaseAt),
    inStock: v.inStock === 'true',
    isDirectPlusEligible: v.isDirectPlusEligible === 'true',
    isBestseller: v.isBestseller === 'true',
    isNew: v.isNew === 'true',
    isSale: v.isSale === 'true',
  };
}

/** The contract's own rules and messages, read from the form's texts. */
export const productFormSchema = z.pipe(
  z.pipe(
    z.object(
      Object.fromEntries(productFormFields.map((f) => [f, z.string()])) as {
        [K in ProductFormField]: z.ZodMiniString<string>;
      },
    ),
    z.transform(toProductInput),
  ),
  productInputSchema,
);

export const emptyProductForm: ProductFormValues = {
  name: '',
  description: '',
  price: '',
  originalPrice: '',
  category: '',
  unitSize: '',
  sku: '',
  imageUrl: '',
  inventory: '100',
  memberDiscountPercent: '0',
  releaseAt: '',
  inStock: 'true',
  isDirectPlusEligible: 'true',
  isBestseller: 'false',
  isNew: 'false',
  isSale: 'false',
};

export function productFormOf(p: Product): ProductFormValues {
  return {
    name: p.name,
    description: p.description ?? '',
    price: String(p.price),
    originalPrice: p.originalPrice === null ? '' : String(p.originalPrice),
    category: p.category,
    unitSize: p.unitSize ?? '',
    sku: p.sku ?? '',
    imageUrl: p.imageUrl ?? '',
    inventory: String(p.inventory ?? 0),
    memberDiscountPercent: String(p.memberDiscountPercent),
    releaseAt: releaseAtLocal(p.releaseAt),
    inStock: String(p.inStock),
    isDirectPlusEligible: String(p.isDirectPlusEligible),
    isBestseller: String(p.isBestseller),
    isNew: String(p.isNew),
    isSale: String(p.isSale),
  };
}

/**
 * What the toast says after Create Product or Save Product: where the product stands in the
 * shop in plain words (it said "… is on the shop as saved."). A new product opens for editing,
 * where its picture is chosen: the toast says so while it has none.
 */
export function productSavedToast(
  saved: Pick<Product, 'name' | 'inStock' | 'imageUrl'>,
  created: boolean,
): { title: string; description: string } {
  if (created) {
    return {
      title: 'Product created',
      description: saved.inStock
        ? `${saved.name} is live in the shop.${saved.imageUrl ? '' : ' Add its picture now.'}`
        : `${saved.name} is in the catalog, held back from sale.`,
    };
  }
  return {
    title: 'Product saved',
    description: saved.inStock
      ? `Your changes to ${saved.name} are live in the shop.`
      : `Your changes to ${saved.name} are saved; it is held back from sale.`,
  };
}
