import { AppError, type InternalClient } from '@coffee/service-defaults';
import { z } from 'zod';
import { catalogProductSchema, type CatalogProduct } from '../domain/cart';
import type { ProductCatalog } from '../domain/ports';

/** The catalog answers at most this many ids per call. */
const BATCH = 100;
const productListSchema = z.array(catalogProductSchema);
const PRODUCT_ID = /^[0-9a-f]{24}$/i;

/** Reads products from the catalog service's public list endpoint, in batches of ids. */
export function createCatalogClient(client: InternalClient): ProductCatalog {
  const fetchBatch = async (ids: string[], requestId?: string): Promise<CatalogProduct[]> => {
    const query = new URLSearchParams({ ids: ids.join(','), limit: String(BATCH) });
    const { status, body } = await client.call(`/api/products?${query.toString()}`, { requestId });
    if (status !== 200) {
      throw new AppError(503, 'The catalog service is unavailable', 'UPSTREAM_UNAVAILABLE');
    }
    const products = productListSchema.safeParse(body);
    if (!products.success) {
      throw new AppError(502, 'The catalog service gave an invalid answer', 'UPSTREAM_INVALID');
    }
    return products.data;
  };

  return {
    async findProducts(ids, requestId) {
      // The catalog refuses a list with an id that cannot exist; such a product is simply missing.
      const valid = ids.filter((id) => PRODUCT_ID.test(id));
      const batches: string[][] = [];
      for (let i = 0; i < valid.length; i += BATCH) batches.push(valid.slice(i, i + BATCH));
      const results = await Promise.all(batches.map((batch) => fetchBatch(batch, requestId)));
      return new Map(results.flat().map((product) => [product.id, product]));
    },
  };
}
