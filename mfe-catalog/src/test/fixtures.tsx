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
