import type { ReactNode } from 'react';
import { makeUser } from '@coffee/platform/testing';
import { UiProvider } from '@coffee/ui';

export const withUi = (children: ReactNode) => (
  <UiProvider withGlobalStyle={false}>{children}</UiProvider>
);

export const admin = makeUser({ username: 'admin', role: 'admin', fullName: 'Ada Admin' });
export const employee = makeUser({
  username: 'employee',
  role: 'employee',
  fullName: 'Eli Employee',
});

/** A product as GET /api/products answers it (extra fields the staff list ignores included). */
export function apiProduct(n: number, overrides: Record<string, unknown> = {}) {
  return {
    id: `64b7f0c2a1b2c3d4e5f6${String(n).padStart(4, '0')}`,
    name: `Product ${n}`,
    description: 'A coffee',
    price: `${10 + n}.99`,
    imageUrl: `/images/products/product-${n}.jpg`,
    category: 'beans',
    inStock: true,
    rating: 4.5,
    reviewCount: 3,
    inventory: 100,
    sku: `SKU-${n}`,
    ...overrides,
  };
}

export const defaultSettings = {
  directPlusMonthlyPrice: '9.99',
  directPlusAnnualPrice: '99.99',
  currency: 'USD',
  timezone: 'America/New_York',
  updatedAt: null,
};
