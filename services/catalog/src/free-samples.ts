import type { Logger, ServiceContext } from '@coffee/service-defaults';
import { createSampleRepository } from './data/sample-repository';
import { seedDemoSamples } from './data/seed/demo-samples';
import type { ProductView, StockLocks } from './domain/ports';
import type { ProductQueries } from './domain/product-queries';
import { isCoffee } from './domain/roast-products';
import { createSamples } from './domain/samples';
import { sampleRouter } from './http/sample-router';

/**
 * The free-sample pool's parts (issue 30, item 4), put together here so server.ts only mounts
 * them. Its locks are the stock's (own keys, `sample:<productId>`): one lease collection.
 */
export function createFreeSamples(deps: {
  ctx: ServiceContext;
  view: ProductView;
  queries: ProductQueries;
  locks: StockLocks;
  logger: Logger;
}) {
  const { ctx, view, queries, locks, logger } = deps;
  const samples = createSamples({
    samples: createSampleRepository(ctx.db),
    locks,
    logger,
    products: {
      coffees: () =>
        view
          .current()
          .entries.map((entry) => entry.record)
          .filter(isCoffee),
      get: async (id) => (await queries.get(id)).record,
      some: async (ids) => (await queries.entries(ids)).map((entry) => entry.record),
    },
  });
  return {
    router: sampleRouter(samples, ctx.auth, ctx.requireInternal),
    async start(seedDemoData: boolean) {
      if (!seedDemoData) return;
      const seeded = await seedDemoSamples(ctx.db);
      if (seeded > 0) logger.info({ seeded }, 'demo sample pool seeded');
    },
  };
}
