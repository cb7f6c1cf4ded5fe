import { productSchema } from '@coffee/contracts';
import { newProductSchema, toPublicProduct, type ProductRecord } from '../product';

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
  isBestseller: false,
  isNew: true,
  isSale: true,
  originalPriceCents: 2450,
  unitSize: '12 oz',
  sku: null,
  inventory: 100,
  createdAt: new Date('2025-01-02T03:04:05.000Z'),
};

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

  it('when a new product omits the optional fields, then the spec defaults apply', () => {
    const product = newProductSchema.parse({ name: 'X', price: '1.00', category: 'deals' });
    expect(product).toEqual({
      name: 'X',
      price: 100,
      category: 'deals',
      inStock: true,
      reviewCount: 0,
      isDirectPlusEligible: true,
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
