import { productSchema } from '../model/product';
import { toCents } from '../model/money';
import { apiProduct } from '../../../test/fixtures';

describe('product response schema', () => {
  it('when price and originalPrice arrive as numbers, then they become two-decimal strings', () => {
    const product = productSchema.parse(apiProduct(1, { price: 12.5, originalPrice: 15, isSale: true }));
    expect(product.price).toBe('12.50');
    expect(product.originalPrice).toBe('15.00');
  });

  it('when price and rating arrive as decimal strings, then they are read exactly', () => {
    const product = productSchema.parse(apiProduct(1, { price: '18.99', rating: '3.5' }));
    expect(product.price).toBe('18.99');
    expect(product.rating).toBe(3.5);
  });

  it('when optional fields are missing, then the spec defaults apply', () => {
    const product = productSchema.parse({ id: 'p1', name: 'Mystery Blend', price: '9.99', category: 'beans' });
    expect(product).toMatchObject({
      rating: null,
      reviewCount: 0,
      inStock: true,
      isDirectPlusEligible: true,
      isBestseller: false,
      isNew: false,
      isSale: false,
      originalPrice: null,
      imageUrl: null,
    });
  });

  it('when the price is not an amount, then the product is refused', () => {
    expect(productSchema.safeParse(apiProduct(1, { price: 'free' })).success).toBe(false);
    expect(productSchema.safeParse(apiProduct(1, { price: -3 })).success).toBe(false);
  });

  it('when converting amounts to cents, then no float error creeps in', () => {
    expect(toCents('19.99')).toBe(1999);
    expect(toCents(0.1 + 0.2)).toBe(30);
    expect(toCents('4.005')).toBe(401);
    expect(toCents('12')).toBe(1200);
  });
});
