import {
  dropTestDatabase,
  generateKeyPair,
  testServiceEnv,
  type KeyPair,
} from '@coffee/service-defaults/testing';
import type { Env } from '@coffee/service-defaults';
import { loadCatalogConfig } from '../config';
import { createCatalogServer } from '../server';

/**
 * Boots the real catalog service on a free port against its own fresh database. No demo
 * catalog unless asked for (`SEED_DEMO_DATA: 'true'`): each test makes its own products.
 */
export async function startCatalog(overrides: Env = {}, keys: KeyPair = generateKeyPair()) {
  const config = loadCatalogConfig(
    testServiceEnv(keys, 'catalog', { SEED_DEMO_DATA: 'false', ...overrides }),
  );
  const service = createCatalogServer(config);
  const { url } = await service.start();
  return {
    service,
    config,
    url,
    keys,
    db: service.ctx.db,
    /** Headers of a call from another service. */
    internal: { 'x-internal-token': config.internalToken },
    async stop() {
      await service.stop();
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedCatalog = Awaited<ReturnType<typeof startCatalog>>;
