import {
  dropTestDatabase,
  generateKeyPair,
  testServiceEnv,
  type KeyPair,
} from '@coffee/service-defaults/testing';
import { loadCatalogConfig } from '../config';
import { createCatalogServer } from '../server';

/** Boots the real catalog service on a free port against its own fresh test database. */
export async function startCatalog(keys: KeyPair = generateKeyPair()) {
  const config = loadCatalogConfig(testServiceEnv(keys, 'catalog'));
  const service = createCatalogServer(config);
  const { url } = await service.start();
  return {
    service,
    url,
    keys,
    db: service.ctx.db,
    async stop() {
      await service.stop();
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedCatalog = Awaited<ReturnType<typeof startCatalog>>;
