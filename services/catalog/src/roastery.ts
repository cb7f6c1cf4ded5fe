import { AppError, type Logger, type ServiceContext } from '@coffee/service-defaults';
import type { CatalogConfig } from './config';
import { createOpenOrdersClient } from './data/open-orders-client';
import { createRoastBatchStore } from './data/roast-batch-repository';
import { seedDemoRoastBatches } from './data/seed/demo-roast-batches';
import { createShopTimeZone } from './data/shop-time-zone';
import type { ProductView, StockLocks } from './domain/ports';
import type { ProductQueries } from './domain/product-queries';
import { createRoastBatches } from './domain/roast-batches';
import { createRoastPlan } from './domain/roast-plan';
import { isCoffee, type RoastProducts } from './domain/roast-products';
import { nextRoastDayAfter, shopDay } from './domain/roast-calendar';
import { roastRouter } from './http/roast-router';

/**
 * The roastery's parts (issue 28: roast batches, the plan, allocation on shipping, the next
 * roast date), put together in one place so server.ts only mounts them.
 */
export function createRoastery(deps: {
  ctx: ServiceContext;
  config: CatalogConfig;
  view: ProductView;
  queries: ProductQueries;
  locks: StockLocks;
  logger: Logger;
}) {
  const { ctx, config, view, queries, locks, logger } = deps;
  const timeZone = createShopTimeZone(ctx.internalClient('staff', config.staffUrl), logger);
  const products: RoastProducts = {
    async find(id) {
      try {
        return (await queries.get(id)).record;
      } catch (err) {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      }
    },
    coffees: () =>
      view
        .current()
        .entries.map((entry) => entry.record)
        .filter(isCoffee),
  };
  const now = () => ctx.clock.now();
  const store = createRoastBatchStore(ctx.db);
  const batches = createRoastBatches({ batches: store, locks, products, timeZone, now });
  const plan = createRoastPlan({
    orders: createOpenOrdersClient(
      ctx.internalClient('cart-checkout', config.cartCheckoutUrl),
      () => ctx.clock.now(),
    ),
    batches: store,
    products,
    timeZone,
    now,
  });
  return {
    router: roastRouter({ batches, plan }, ctx.auth, ctx.requireInternal),
    /** A coffee's next roast day: the day an order placed now is roasted (see roast-calendar). */
    nextRoastDate: (): string => nextRoastDayAfter(shopDay(now(), timeZone.current())),
    async start(seedDemoData: boolean) {
      await timeZone.refresh();
      if (!seedDemoData) return;
      const seeded = await seedDemoRoastBatches(ctx.db, timeZone.current(), now());
      if (seeded > 0) logger.info({ seeded }, 'demo roast batches seeded');
    },
  };
}
