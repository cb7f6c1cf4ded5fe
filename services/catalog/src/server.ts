import { createService, type Service } from '@coffee/service-defaults';
import type { CatalogConfig } from './config';
import { createProductRepository } from './data/product-repository';
import { createProductQueries } from './domain/product-queries';
import { productsRouter } from './http/products-router';

export type { CatalogConfig } from './config';
export { loadCatalogConfig } from './config';

/** The catalog service: products (and later reviews and search). `start()` listens, `stop()` drains. */
export function createCatalogServer(config: CatalogConfig): Service<CatalogConfig> {
  return createService({
    config,
    register(app, ctx) {
      const queries = createProductQueries(createProductRepository(ctx.db));
      app.use('/api/products', productsRouter(queries));
    },
  });
}
export { sampleProducts, seedProducts } from './data/seed-products';
export type { NewProductInput, Product } from './domain/product';
