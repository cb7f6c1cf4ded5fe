import { AppError } from '@coffee/service-defaults';
import type { ProductPage, ProductRepository } from './ports';
import { toPublicProduct, type Product } from './product';

export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found';

export interface ProductList {
  items: Product[];
  /** How many products match, ignoring limit and offset. */
  total: number;
}

/** The read side of the catalog: what the shop pages and other services ask for. */
export function createProductQueries(products: ProductRepository) {
  return {
    async list(page: ProductPage): Promise<ProductList> {
      const { items, total } = await products.list(page);
      return { items: items.map(toPublicProduct), total };
    },

    async get(id: string): Promise<Product> {
      const product = await products.findById(id);
      if (!product) throw new AppError(404, PRODUCT_NOT_FOUND_MESSAGE, 'PRODUCT_NOT_FOUND');
      return toPublicProduct(product);
    },
  };
}
export type ProductQueries = ReturnType<typeof createProductQueries>;
