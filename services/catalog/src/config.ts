import { existsSync } from 'node:fs';
import path from 'node:path';
import { loadServiceConfig, serviceUrlsEnv, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback)
    .transform((value) => value === 'true');

const milliseconds = (fallback: number, min: number) =>
  z.coerce.number().int().min(min).default(fallback);

/**
 * Where the product pictures are: the workspace's own assets/products (this file is src/config.ts
 * or dist/config.js, one level below it), or the copy the build puts into dist/ for deploys
 * that ship only dist/.
 */
function defaultAssetsDir(): string {
  const inWorkspace = path.resolve(__dirname, '..', 'assets', 'products');
  const inBuild = path.resolve(__dirname, 'assets', 'products');
  return existsSync(inWorkspace) || !existsSync(inBuild) ? inWorkspace : inBuild;
}

export const catalogEnv = {
  /** services/cart-checkout: whether a reviewer bought the product (the Verified Purchase badge). */
  CART_CHECKOUT_URL: serviceUrlsEnv(defaultServiceUrl('cart-checkout')),
  /** services/staff: the shop's time zone (its settings), in which roast days are dated. */
  STAFF_URL: serviceUrlsEnv(defaultServiceUrl('staff')),
  /** Seed the demo catalog into an empty products collection at start-up. */
  SEED_DEMO_DATA: flag('true'),
  /** Folder of the product pictures served at /api/products/images/<file>.svg. */
  CATALOG_ASSETS_DIR: z.string().min(1).optional(),
  /** How often an instance looks for products changed by other instances. */
  CATALOG_SYNC_MS: milliseconds(1000, 10),
  /** How long a stock lock lasts at most (a crashed holder blocks its products this long). */
  STOCK_LOCK_LEASE_MS: milliseconds(15000, 1000),
  /** How long a reservation waits for its products' locks before answering 503. */
  STOCK_LOCK_WAIT_MS: milliseconds(5000, 10),
};

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadCatalogConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'catalog',
    defaultPort: SERVICES.catalog.port,
    defaultDbName: SERVICES.catalog.database,
    extend: catalogEnv,
    env,
  });
  return {
    ...config,
    seedDemoData: config.env.SEED_DEMO_DATA,
    assetsDir: path.resolve(config.env.CATALOG_ASSETS_DIR ?? defaultAssetsDir()),
    syncMs: config.env.CATALOG_SYNC_MS,
    stockLockLeaseMs: config.env.STOCK_LOCK_LEASE_MS,
    stockLockWaitMs: config.env.STOCK_LOCK_WAIT_MS,
    cartCheckoutUrl: config.env.CART_CHECKOUT_URL,
    staffUrl: config.env.STAFF_URL,
  };
}
export type CatalogConfig = ReturnType<typeof loadCatalogConfig>;
