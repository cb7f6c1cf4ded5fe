import {
  AppError,
  createInstanceLocks,
  createService,
  type Service,
} from '@coffee/service-defaults';
import type { CatalogConfig } from './config';
import { productChangesChannel } from './data/change-bus';
import { createImageRenderer } from './data/image-renderer';
import { createImageStore } from './data/image-store';
import { createProductRepository } from './data/product-repository';
import { createProductView } from './data/product-view';
import { seedDemoProducts } from './data/seed-products';
import { createSyncMetrics } from './data/sync-metrics';
import { createFavoriteRepository } from './data/favorite-repository';
import {
  createReviewRepository,
  createReviewTotalsWriter,
  createReviewVoteRepository,
} from './data/review-repository';
import { createStockLocks } from './data/stock-locks';
import { createStoreRepository, seedStores } from './data/store-repository';
import { createAuthorDirectory, createPurchaseChecker } from './data/upstream-clients';
import { createFavoriteUseCases } from './domain/favorites';
import { createReviewUseCases } from './domain/reviews';
import { createStoreLocator } from './domain/stores';
import { createStockRepository } from './data/stock-repository';
import { createImageQueries } from './domain/product-images';
import { createProductQueries } from './domain/product-queries';
import { createStockReservations, productLockKey } from './domain/stock-reservations';
import type { ReviewTotalsWriter } from './domain/review-ports';
import { favoritesRouter } from './http/favorites-router';
import { imagesRouter } from './http/images-router';
import { productsRouter } from './http/products-router';
import { reviewsRouter } from './http/reviews-router';
import { searchRouter } from './http/search-router';
import { stockRouter } from './http/stock-router';
import { returnStockRouter } from './http/return-stock-router';
import { storesRouter } from './http/stores-router';
import { usersInternalRouter } from './http/users-internal-router';
import { reviewsInternalRouter } from './http/reviews-internal-router';
import { staffRouter } from './http/staff-router';
import { createStockMovementLog } from './data/stock-movement-repository';
import { createReviewModeration } from './domain/review-moderation';
import { createStaffProducts } from './domain/staff-products';
import { createStaffStock } from './domain/staff-stock';
import { createRoastery } from './roastery';
import { createFreeSamples } from './free-samples';

export type { CatalogConfig } from './config';
export { loadCatalogConfig } from './config';

export interface CatalogService extends Service<CatalogConfig> {
  /** Reads every product again into the in-memory view (tests that write the database directly). */
  reloadProducts(): Promise<void>;
  /** How many product ids the in-memory view keeps state for: bounded by the products that exist. */
  trackedProductIds(): number;
}

/**
 * The catalog service: products, search, product pictures, stock, reviews, favorites and the
 * store locator. `start()` listens, `stop()` drains.
 */
export function createCatalogServer(config: CatalogConfig): CatalogService {
  let view: ReturnType<typeof createProductView> | undefined;
  let roastery: ReturnType<typeof createRoastery> | undefined;
  let freeSamples: ReturnType<typeof createFreeSamples> | undefined;
  const service = createService({
    config,
    register(app, ctx) {
      view = createProductView(ctx.db, createProductRepository(ctx.db), {
        syncMs: config.syncMs,
        logger: ctx.logger,
        // Several instances share one database: with Redis they tell each other of changes at once.
        ...(config.redisUrl
          ? { redis: { url: config.redisUrl, channel: productChangesChannel(config.dbName) } }
          : {}),
        metrics: createSyncMetrics(ctx.metrics.registry),
      });
      const queries = createProductQueries(view);
      const stockRepository = createStockRepository(ctx.db);
      const stockLocks = createStockLocks(ctx.db, {
        leaseMs: config.stockLockLeaseMs,
        waitMs: config.stockLockWaitMs,
      });
      const stock = createStockReservations({
        stock: stockRepository,
        locks: stockLocks,
        view,
        logger: ctx.logger,
      });
      const movements = createStockMovementLog(ctx.db);
      const imageStore = createImageStore(config.assetsDir, ctx.db);
      const imageRenderer = createImageRenderer();
      // Reviews and favorites: short per-key locks (a product's reviews, a user's favorites).
      const keyLocks = createInstanceLocks(ctx.db, {
        collection: 'review_locks',
        leaseMs: config.stockLockLeaseMs,
        waitMs: config.stockLockWaitMs,
        busy: () => new AppError(503, 'Busy right now; please try again', 'BUSY'),
      });
      // Every write of a product document happens under that product's stock lock: FerretDB
      // does not apply two concurrent updates of one document atomically, even of different
      // fields, so a review recount must not race a stock change or a staff edit.
      const totalsWriter = createReviewTotalsWriter(ctx.db);
      const totals: ReviewTotalsWriter = {
        setReviewTotals: (productId, figures) =>
          stockLocks.withLocks([productLockKey(productId)], () =>
            totalsWriter.setReviewTotals(productId, figures),
          ),
      };
      const authors = createAuthorDirectory(
        ctx.internalClient('account', config.accountUrl),
        ctx.logger,
      );
      const reviews = createReviewUseCases({
        reviews: createReviewRepository(ctx.db),
        votes: createReviewVoteRepository(ctx.db),
        totals,
        purchases: createPurchaseChecker(
          ctx.internalClient('cart-checkout', config.cartCheckoutUrl),
        ),
        authors,
        locks: keyLocks,
        product: (id) => queries.get(id),
        findProduct: (id) => queries.known(id),
        productChanged: (id) => view!.changed([id]),
      });
      const favorites = createFavoriteUseCases({
        favorites: createFavoriteRepository(ctx.db),
        locks: keyLocks,
        product: (id) => queries.get(id),
        products: (ids) => queries.entries(ids),
      });
      const locator = createStoreLocator({
        stores: createStoreRepository(ctx.db),
        now: () => ctx.clock.now(),
      });
      // Before /api/products/:id, which would take "images" for an id.
      app.use(imagesRouter(createImageQueries(imageStore, imageRenderer)));
      app.use(productsRouter(queries, () => roastery?.nextRoastDate() ?? null));
      app.use(searchRouter(queries));
      app.use(stockRouter(stock, ctx.requireInternal));
      app.use(reviewsRouter(reviews, ctx.auth));
      app.use(favoritesRouter(favorites, ctx.auth));
      app.use(storesRouter(locator));
      app.use(usersInternalRouter({ reviews, favorites }, ctx.requireInternal));
      app.use(reviewsInternalRouter(reviews, ctx.requireInternal));
      roastery = createRoastery({
        ctx,
        config,
        view,
        queries,
        locks: stockLocks,
        logger: ctx.logger,
      });
      app.use(roastery.router);
      // Issue 30, item 4: the admin's free-sample pool, one sample reserved per member order.
      freeSamples = createFreeSamples({
        ctx,
        view,
        queries,
        locks: stockLocks,
        logger: ctx.logger,
      });
      app.use(freeSamples.router);
      // Customer returns' resellable units back in stock (cart-checkout), once per return.
      app.use(
        returnStockRouter(
          createStaffStock({
            stock: stockRepository,
            locks: stockLocks,
            movements,
            view,
            logger: ctx.logger,
          }),
          ctx.db,
          ctx.requireInternal,
        ),
      );
      app.use(
        staffRouter(
          {
            products: createStaffProducts({
              products: createProductRepository(ctx.db),
              view,
              queries,
              locks: stockLocks,
              movements,
              images: imageStore,
              imageRenderer,
            }),
            stock: createStaffStock({
              stock: stockRepository,
              locks: stockLocks,
              movements,
              view,
              logger: ctx.logger,
            }),
            reviews: createReviewModeration({
              reviews: createReviewRepository(ctx.db),
              totals,
              authors,
              locks: keyLocks,
              findProduct: (id) => queries.known(id),
              productChanged: (id) => view!.changed([id]),
            }),
          },
          ctx.requireInternal,
        ),
      );
    },
    async onStart(ctx) {
      await view!.start();
      if (config.seedDemoData) {
        const inserted = await seedDemoProducts(ctx.db);
        if (inserted > 0) ctx.logger.info({ inserted }, 'demo products seeded');
        const stores = await seedStores(ctx.db);
        if (stores > 0) ctx.logger.info({ stores }, 'store locations seeded');
      }
      await roastery!.start(config.seedDemoData);
      await freeSamples!.start(config.seedDemoData);
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
export { seedStores } from './data/store-repository';
export { demoStores, type NewStore } from './data/seed/demo-stores';
export { GENERATED_ORIGINS, seedGeneratedProducts } from './data/generated-products';
export type { NewProductInput } from './domain/product';
