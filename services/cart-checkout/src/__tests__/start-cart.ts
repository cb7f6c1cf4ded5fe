import { createCatalogServer, loadCatalogConfig, seedProducts } from '@coffee/catalog-service';
import type { Env } from '@coffee/service-defaults';
import {
  createTestTokens,
  dropTestDatabase,
  testServiceEnv,
} from '@coffee/service-defaults/testing';
import { loadCartCheckoutConfig } from '../config';
import { createCartCheckoutServer } from '../server';

/**
 * Boots the real catalog service and the cart service in-process, each on a free port with its
 * own fresh database, the cart pointed at the catalog as in production.
 */
export async function startCartWithCatalog(overrides: Env = {}) {
  const tokens = createTestTokens();
  const catalogConfig = loadCatalogConfig(testServiceEnv(tokens.keys, 'catalog'));
  const catalog = createCatalogServer(catalogConfig);
  const catalogUrl = (await catalog.start()).url;
  await seedProducts(catalog.ctx.db);

  const config = loadCartCheckoutConfig(
    testServiceEnv(tokens.keys, 'cart', {
      CATALOG_URL: catalogUrl,
      INTERNAL_TOKEN: catalogConfig.internalToken,
      ...overrides,
    }),
  );
  const service = createCartCheckoutServer(config);
  const { url } = await service.start();

  return {
    url,
    service,
    catalog,
    catalogUrl,
    tokens,
    db: service.ctx.db,
    async stop() {
      await Promise.all([service.stop(), catalog.stop()]);
      await Promise.all([dropTestDatabase(config.dbName), dropTestDatabase(catalogConfig.dbName)]);
    },
  };
}
export type StartedCart = Awaited<ReturnType<typeof startCartWithCatalog>>;
