import { createService, type Service } from '@coffee/service-defaults';
import type { CatalogConfig } from './config';
import { createImageStore } from './data/image-store';
import { createProductRepository } from './data/product-repository';
import { createProductView } from './data/product-view';
import { seedDemoProducts } from './data/seed-products';
import { createStockLocks } from './data/stock-locks';
import { createStockRepository } from './data/stock-repository';
import { createImageQueries } from './domain/product-images';
import { createProductQueries } from './domain/product-queries';
import { createStockReservations } from './domain/stock-reservations';
import { imagesRouter } from './http/images-router';
import { productsRouter } from './http/products-router';
import { searchRouter } from './http/search-router';
import { stockRouter } from './http/stock-router';

export type { CatalogConfig } from './config';
export { loadCatalogConfig } from './config';

export interface CatalogService extends Service<CatalogConfig> {
  /** Reads every product again into the in-memory view (tests that write the database directly). */
  reloadProducts(): Promise<void>;
  /** How many product ids the in-memory view keeps state for: bounded by the products that exist. */
  trackedProductIds(): number;
}

/** The catalog service: products, search, product pictures and stock. `start()` listens, `stop()` drains. */
export function createCatalogServer(config: CatalogConfig): CatalogService {
  let view: ReturnType<typeof createProductView> | undefined;
  const service = createService({
    config,
    register(app, ctx) {
      view = createProductView(ctx.db, createProductRepository(ctx.db), {
        syncMs: config.syncMs,
        logger: ctx.logger,
      });
      const queries = createProductQueries(view);
      const stock = createStockReservations({
        stock: createStockRepository(ctx.db),
        locks: createStockLocks(ctx.db, {
          leaseMs: config.stockLockLeaseMs,
          waitMs: config.stockLockWaitMs,
        }),
        view,
        logger: ctx.logger,
      });
      // Before /api/products/:id, which would take "images" for an id.
      app.use(imagesRouter(createImageQueries(createImageStore(config.assetsDir))));
      app.use(productsRouter(queries));
      app.use(searchRouter(queries));
      app.use(stockRouter(stock, ctx.requireInternal));
    },
    async onStart(ctx) {
      await view!.start();
      if (config.seedDemoData) {
        const inserted = await seedDemoProducts(ctx.db);
        if (inserted > 0) ctx.logger.info({ inserted }, 'demo products seeded');
      }
    },
    async onStop() {
      await view!.stop();
    },
  });
  return {
    ...service,
    reloadProducts: () => view!.reload(),
    trackedProductIds: () => view!.trackedIds(),
  };
}

export { sampleProducts, seedDemoProducts, seedProducts } from './data/seed-products';
export { GENERATED_ORIGINS, seedGeneratedProducts } from './data/generated-products';
export type { NewProductInput } from './domain/product';
