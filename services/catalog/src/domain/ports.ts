import type { NewProduct, ProductRecord } from './product';

export interface ProductPage {
  limit: number;
  offset: number;
  /** Only these products (unknown ids are simply absent from the answer). */
  ids?: string[];
}

/** What the domain needs from storage; src/data implements it with Mongoose. */
export interface ProductRepository {
  list(page: ProductPage): Promise<{ items: ProductRecord[]; total: number }>;
  /** Null for an unknown id and for a string that cannot be an id at all. */
  findById(id: string): Promise<ProductRecord | null>;
  /** Inserts the products whose sku is not stored yet; returns how many were inserted. */
  insertMissing(products: NewProduct[]): Promise<number>;
}
