import { productSchema } from '@coffee/contracts';
import {
  newProductSchema,
  productTotals,
  soleVariant,
  toPublicProduct,
  type ProductRecord,
  type VariantRecord,
} from '../product';

const record: ProductRecord = {
  id: '65a000000000000000000001',
  name: 'Test Beans',
  description: null,
  priceCents: 1999,
  imageUrl: null,
  category: 'beans',
  inStock: true,
  rating: 4.5,
  reviewCount: 3,
  isDirectPlusEligible: true,
  memberDiscountPercent: 0,
  releaseAt: null,
  isBestseller: false,
  isNew: true,
  isSale: true,
  originalPriceCents: 2450,
  unitSize: '12 oz',
  sku: null,
  inventory: 100,
  createdAt: new Date('2025-01-02T03:04:05.000Z'),
  variants: [
    soleVariant({
      sku: null,
      priceCents: 1999,
      originalPriceCents: 2450,
      inventory: 100,
      inStock: true,
    }),
  ],
  defaultVariantId: 'default',
  origin: null,
  roastLevel: null,
  process: null,
  altitude: null,
  flavorNotes: [],
  brewSuggestions: [],
};

const variant = (id: string, over: Partial<VariantRecord>): VariantRecord => ({
  id,
  sku: `SKU-${id}`,
  size: null,
  grind: null,
  priceCents: 1000,
  originalPriceCents: null,
  inventory: 10,
  inStock: true,
  imageUrl: null,
  retired: false,
  ...over,
});

describe('product', () => {
  it('when a record is made public, then money becomes two-decimal strings and the result fits the schema', () => {
    const product = toPublicProduct(record);
    expect(product).toMatchObject({
      price: '19.99',
      originalPrice: '24.50',
      createdAt: '2025-01-02T03:04:05.000Z',
    });
    expect(productSchema.parse(product)).toEqual(product);
    expect(product).not.toHaveProperty('priceCents');
  });

  it('when a product has variants, then the detail lists those on sale in picker order and the spec fields follow the default', () => {
    const variants = [
      variant('5lb-drip', { size: '5 lb', grind: 'drip', priceCents: 9999, inventory: 0 }),
      variant('12oz-whole-bean', { size: '12 oz', grind: 'whole-bean', priceCents: 1899 }),
      variant('2lb-whole-bean', { size: '2 lb', grind: 'whole-bean', priceCents: 4599 }),
      variant('8oz-drip', { size: '8 oz', grind: 'drip', priceCents: 999, retired: true }),
    ];
    const totals = productTotals(variants, '12oz-whole-bean');
    expect(totals).toEqual({
      defaultVariantId: '12oz-whole-bean',
      priceCents: 1899,
      originalPriceCents: null,
      inventory: 20,
      inStock: true,
    });
    const coffee: ProductRecord = {
      ...record,
      ...totals,
      variants,
      origin: { country: 'Ethiopia', region: 'Yirgacheffe' },
      roastLevel: 'light',
      flavorNotes: ['jasmine', 'bergamot'],
    };
    const detail = toPublicProduct(coffee, { withVariants: true });
    expect(detail.variants!.map((v) => v.id)).toEqual([
      '12oz-whole-bean',
      '2lb-whole-bean',
      '5lb-drip',
    ]);
    expect(detail.variants![2]).toMatchObject({ label: '5 lb, drip', inStock: false });
    expect(detail).toMatchObject({
      price: '18.99',
      minPrice: '18.99',
      maxPrice: '99.99',
      defaultVariantId: '12oz-whole-bean',
      origin: { country: 'Ethiopia', region: 'Yirgacheffe' },
    });
    expect(productSchema.parse(detail)).toEqual(detail);
    // Lists carry the range, never the variants.
    expect(toPublicProduct(coffee).variants).toEqual([]);
  });

  it('when the default variant is retired, then the first on sale takes its place', () => {
    const variants = [
      variant('12oz', { size: '12 oz', priceCents: 1500, retired: true }),
      variant('2lb', { size: '2 lb', priceCents: 3599, inventory: 0, inStock: false }),
    ];
    expect(productTotals(variants, '12oz')).toMatchObject({
      defaultVariantId: '2lb',
      priceCents: 3599,
      inventory: 0,
      inStock: false,
    });
  });

  it('when a new product omits the optional fields, then the spec defaults apply', () => {
    const product = newProductSchema.parse({ name: 'X', price: '1.00', category: 'deals' });
    expect(product).toEqual({
      name: 'X',
      price: 100,
      category: 'deals',
      inStock: true,
      reviewCount: 0,
      isDirectPlusEligible: true,
      memberDiscountPercent: 0,
      isBestseller: false,
      isNew: false,
      isSale: false,
      inventory: 100,
    });
  });

  it('when the rating has two decimals or exceeds 5, then it is refused; a text rating is accepted', () => {
    const base = { name: 'X', price: '1.00', category: 'deals' };
    expect(newProductSchema.safeParse({ ...base, rating: 4.55 }).success).toBe(false);
    expect(newProductSchema.safeParse({ ...base, rating: 5.5 }).success).toBe(false);
    expect(newProductSchema.parse({ ...base, rating: '4.5' }).rating).toBe(4.5);
  });

  it('when a new product has an unknown field or an unknown category, then it is refused', () => {
    expect(
      newProductSchema.safeParse({ name: 'X', price: '1', category: 'deals', priceCents: 1 })
        .success,
    ).toBe(false);
    expect(newProductSchema.safeParse({ name: 'X', price: '1', category: 'tea' }).success).toBe(
      false,
    );
  });
});
