import type { CartItemRecord, CatalogProduct } from './cart';

export interface CartRepository {
  /** The user's cart lines, oldest first. */
  listByUser(userId: string): Promise<CartItemRecord[]>;
}

export interface ProductCatalog {
  /** The products that exist among `ids`, by id; unknown ids are absent. */
  findProducts(ids: string[], requestId?: string): Promise<Map<string, CatalogProduct>>;
}
