import { loadServiceConfig, type Env } from '@coffee/service-defaults';

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadCatalogConfig(env: Env = process.env) {
  return loadServiceConfig({
    name: 'catalog',
    defaultPort: 4001,
    defaultDbName: 'coffee_catalog',
    env,
  });
}
export type CatalogConfig = ReturnType<typeof loadCatalogConfig>;
