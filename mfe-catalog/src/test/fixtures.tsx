import type { ReactNode } from 'react';
import type { z } from 'zod/mini';
import type { productSchema } from '@coffee/contracts';
import { UiProvider } from '@coffee/ui';

/** A product as it may arrive (prices and ratings as numbers or text). */
export type ProductInput = z.input<typeof productSchema>;

/** A product as GET /api/products answers it (money as decimal strings, like the catalog service). */
export function apiProduct(n: number, overrides: Partial<ProductInput> = {}): ProductInput {
  return {
    id: `64b7f0c2a1b2c3d4e5f6${String(n).padStart(4, '0')}`,
    name: `Product ${n}`,
    description: `Description of product ${n}`,
    price: `${10 + n}.99`,
    imageUrl: `/api/products/images/product-${n}.svg`,
    category: 'beans',
    inStock: true,
    rating: 4.2,
    reviewCount: 10 + n,
    isDirectPlusEligible: true,
    // No member price unless a test asks for one (the service sends coffee's 10).
    memberDiscountPercent: 0,
    isBestseller: false,
    isNew: false,
    isSale: false,
    originalPrice: null,
    unitSize: '12 oz',
    sku: `SKU-${n}`,
    inventory: 100,
    createdAt: '2026-01-15T10:00:00.000Z',
    ...overrides,
  };
}

export const withUi = (children: ReactNode) => (
  <UiProvider withGlobalStyle={false}>{children}</UiProvider>
);

/**
 * A bean as GET /api/products/{id} answers it once sold by bag size and grind: 12 oz, 2 lb and
 * 5 lb, each whole bean, drip or pour-over; 2 lb at 2.4 times the 12 oz price, 5 lb sold out in
 * every grind but drip; with its coffee data.
 */
export function beanWithVariants(n: number, overrides: Partial<ProductInput> = {}): ProductInput {
  const sizes = [
    { size: '12 oz', id: '12oz', price: '18.99' },
    { size: '2 lb', id: '2lb', price: '45.99' },
    { size: '5 lb', id: '5lb', price: '104.99' },
  ] as const;
  const grindNames = { 'whole-bean': 'whole bean', drip: 'drip', 'pour-over': 'pour-over' };
  const variants = sizes.flatMap(({ size, id, price }) =>
    (['whole-bean', 'drip', 'pour-over'] as const).map((grind) => ({
      id: `${id}-${grind}`,
      sku: `SKU-${n}-${id.toUpperCase()}-${grind.toUpperCase()}`,
      size,
      grind,
      label: `${size}, ${grindNames[grind]}`,
      price,
      originalPrice: null,
      inStock: size !== '5 lb' || grind === 'drip',
      inventory: size !== '5 lb' ? 40 : grind === 'drip' ? 3 : 0,
      imageUrl: size === '5 lb' ? `/api/products/images/product-${n}-5lb.svg` : null,
      retired: false,
    })),
  );
  return apiProduct(n, {
    price: '18.99',
    variants,
    defaultVariantId: '12oz-whole-bean',
    minPrice: '18.99',
    maxPrice: '104.99',
    origin: { country: 'Ethiopia', region: 'Yirgacheffe' },
    roastLevel: 'light',
    process: 'washed',
    altitude: { min: 1900, max: 2200 },
    flavorNotes: ['Bergamot', 'Jasmine', 'Lemon'],
    brewSuggestions: ['Pour-over: 22 g to 350 g water', 'Drip machine: 60 g per litre'],
    nextRoastDate: '2026-12-01',
    ...overrides,
  });
}
