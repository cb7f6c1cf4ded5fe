import type { CartLine } from './cart';
import type { CartRepository, ProductCatalog } from './ports';

export function createCartQueries(carts: CartRepository, catalog: ProductCatalog) {
  return {
    /** Only the caller's own lines; a line whose product left the catalog is not shown. */
    async getCart(userId: string, requestId?: string): Promise<CartLine[]> {
      const items = await carts.listByUser(userId);
      if (items.length === 0) return [];
      const products = await catalog.findProducts(
        [...new Set(items.map((item) => item.productId))],
        requestId,
      );
      return items.flatMap((item) => {
        const product = products.get(item.productId);
        return product
          ? [{ id: item.id, quantity: item.quantity, productId: item.productId, product }]
          : [];
      });
    },
  };
}
export type CartQueries = ReturnType<typeof createCartQueries>;
