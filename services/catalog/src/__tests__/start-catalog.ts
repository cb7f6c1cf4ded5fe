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
 * Every stock guarantee is proven twice: on one instance, and with its concurrent requests
 * spread over two instances sharing the database (own in-process queues and product views, as
 * when the service is scaled out). `describe.each(INSTANCES)('on %s', (_name, count) => ...)`.
 */
export const INSTANCES = [
  ['one instance', 1],
  ['two instances', 2],
] as const;
export type InstanceCount = (typeof INSTANCES)[number][1];

/** One running instance of the catalog: its address and its service. */
export interface CatalogInstance {
  url: string;
  service: ReturnType<typeof createCatalogServer>;
}

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
  const self: CatalogInstance = { url, service };
  const extra: CatalogInstance[] = [];

  /** Another instance of the service on the same database and internal token (scaled out). */
  async function startAnotherInstance(): Promise<CatalogInstance> {
    const other = createCatalogServer(config);
    const started: CatalogInstance = { url: (await other.start()).url, service: other };
    extra.push(started);
    return started;
  }

  return {
    service,
    config,
    url,
    keys,
    db: service.ctx.db,
    /** Headers of a call from another service (every instance shares the token). */
    internal: { 'x-internal-token': config.internalToken },
    startAnotherInstance,
    /**
     * `count` instances sharing this database: this one, then (for 2) one more, started once
     * and reused. `over(i)` is the i-th request's instance, in turn.
     */
    async spread(count: InstanceCount): Promise<(i: number) => CatalogInstance> {
      if (count === 1) return () => self;
      const all = [self, extra[0] ?? (await startAnotherInstance())];
      return (i) => all[i % all.length] ?? self;
    },
    /** Every instance started so far, this one first. */
    get instances(): CatalogInstance[] {
      return [self, ...extra];
    },
    async stop() {
      await Promise.all([service.stop(), ...extra.map((other) => other.service.stop())]);
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedCatalog = Awaited<ReturnType<typeof startCatalog>>;
