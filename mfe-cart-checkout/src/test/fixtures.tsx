import type { ReactNode } from 'react';
import { UiProvider } from '@coffee/ui';

export const withUi = (children: ReactNode) => <UiProvider withGlobalStyle={false}>{children}</UiProvider>;

/** A line as GET /api/cart answers it (the catalog's product travels inside). */
export function cartLine(n: number, quantity: number, price: number | string | null = `${n}.50`) {
  return {
    id: `line-${n}`,
    quantity,
    productId: `product-${n}`,
    ...(price === null
      ? {}
      : { product: { id: `product-${n}`, name: `Coffee ${n}`, price, imageUrl: `/images/products/coffee-${n}.jpg`, category: 'beans', isSale: false } }),
  };
}
