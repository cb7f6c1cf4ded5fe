import {
  createDbConnection,
  createLogger,
  openDb,
  type Connection,
} from '@coffee/service-defaults';
import {
  dropTestDatabase,
  sampleOf,
  testMongoUri,
  uniqueDbName,
} from '@coffee/service-defaults/testing';
import { Redis } from 'ioredis';
import { Registry } from 'prom-client';
import { findEntry } from '../../domain/catalog-index';
import { productChangesChannel } from '../change-bus';
import { catalogSyncModel } from '../change-feed';
import { productModel } from '../product-model';
import { createProductRepository } from '../product-repository';
import { createProductView } from '../product-view';
import { seedProducts } from '../seed-products';
import { createSyncMetrics } from '../sync-metrics';

// The Redis this machine (and CI) runs; every test database has its own channel on it.
const REDIS_URL = process.env.RATE_LIMIT_TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const UNREACHABLE_REDIS = 'redis://127.0.0.1:1';

async function eventually(check: () => boolean | Promise<boolean>, ms = 2000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > ms) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return Date.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface InstanceOptions {
  syncMs: number;
  redisUrl?: string;
  safetyPollMs?: number;
}

/** One catalog instance's read side: its own connection to the shared database, its own view. */
async function startInstance(dbName: string, options: InstanceOptions) {
  const db = createDbConnection();
  productModel(db);
  catalogSyncModel(db);
  await openDb(db, { uri: testMongoUri(), dbName });
  const lines: { msg: string; level: number }[] = [];
  const logger = createLogger('catalog-test', 'info', {
    write: (line: string) => void lines.push(JSON.parse(line)),
  });
  const registry = new Registry();
  const view = createProductView(db, createProductRepository(db), {
    syncMs: options.syncMs,
    logger,
    ...(options.redisUrl
      ? { redis: { url: options.redisUrl, channel: productChangesChannel(dbName) } }
      : {}),
    ...(options.safetyPollMs ? { safetyPollMs: options.safetyPollMs } : {}),
    metrics: createSyncMetrics(registry),
  });
  await view.start();
  let stopped = false;
  return {
    db,
    view,
    logged: (msg: string) => lines.some((line) => line.msg === msg),
    sample: async (name: string, labels: Record<string, string> = {}) =>
      sampleOf(await registry.metrics(), name, labels),
    name: (id: string) => findEntry(view.current(), id)?.record.name,
    async stop() {
      if (stopped) return;
      stopped = true;
      await view.stop();
      await db.close();
    },
  };
}
type Instance = Awaited<ReturnType<typeof startInstance>>;

/** A product write as the service makes it: the document, then the writing instance's view. */
async function rename(instance: Instance, id: string, name: string): Promise<void> {
  await productModel(instance.db).updateOne({ _id: id }, { $set: { name } });
  await instance.view.changed([id]);
}

async function seedOne(db: Connection, sku: string): Promise<string> {
  await seedProducts(db, [{ sku, name: `Beans ${sku}`, price: '10.00', category: 'beans' }]);
  const doc = await productModel(db).findOne({ sku }).lean();
  return doc!._id.toHexString();
}

/** This view's Redis connections (CLIENT LIST), by the names it gives them. */
async function redisClientsOf(raw: Redis, writerId: string) {
  const list = (await raw.client('LIST')) as string;
  return list
    .split('\n')
    .map((line) => ({
      id: /\bid=(\d+)/.exec(line)?.[1] ?? '',
      name: /\bname=(\S+)/.exec(line)?.[1] ?? '',
    }))
    .filter((client) => client.name.endsWith(writerId));
}

describe('two catalog instances with Redis', () => {
  const dbName = uniqueDbName('catalog_sync');
  let raw: Redis;
  let a: Instance;
  let b: Instance;

  beforeAll(async () => {
    raw = new Redis(REDIS_URL);
    // A poll far slower than any wait below: whatever arrives in time came through Redis.
    a = await startInstance(dbName, { syncMs: 60_000, redisUrl: REDIS_URL });
    b = await startInstance(dbName, { syncMs: 60_000, redisUrl: REDIS_URL });
  });

  afterAll(async () => {
    await a.stop();
    await b.stop();
    raw.disconnect();
    await dropTestDatabase(dbName);
  });

  it('when one instance seeds and renames a product, then the other shows it within 2 s though its poll runs every 60 s', async () => {
    const id = await seedOne(a.db, 'REDIS-1');
    // The writer reads its own write at once.
    expect(a.name(id)).toBe('Beans REDIS-1');
    await eventually(() => b.name(id) === 'Beans REDIS-1');

    await rename(a, id, 'Renamed On A');
    const took = await eventually(() => b.name(id) === 'Renamed On A');
    expect(took).toBeLessThan(2000);
    await rename(b, id, 'Renamed On B');
    await eventually(() => a.name(id) === 'Renamed On B');

    expect(await b.sample('catalog_product_changes_received_total', { source: 'redis' })).toBe(2);
    expect(await a.sample('catalog_product_changes_received_total', { source: 'redis' })).toBe(1);
    expect(await b.sample('catalog_product_changes_received_total', { source: 'poll' })).toBe(0);
  });

  it('when an instance hears its own message, then it ignores it (no second read of its own write)', async () => {
    const id = await seedOne(a.db, 'REDIS-OWN');
    await eventually(() => b.name(id) !== undefined);
    const before = await a.sample('catalog_product_changes_received_total', { source: 'redis' });
    await rename(a, id, 'Own Write');
    await eventually(() => b.name(id) === 'Own Write');
    // b heard it, so a's subscriber (same channel) had it too, and counted nothing.
    await sleep(100);
    expect(await a.sample('catalog_product_changes_received_total', { source: 'redis' })).toBe(
      before,
    );
  });

  it('when a message is malformed, then it is logged and ignored and later messages still work', async () => {
    const id = await seedOne(a.db, 'REDIS-BAD');
    await eventually(() => b.name(id) !== undefined);
    const channel = productChangesChannel(dbName);
    await raw.publish(channel, 'not json');
    await raw.publish(channel, JSON.stringify({ from: 'someone', ids: ['../../etc'] }));
    await raw.publish(channel, JSON.stringify({ from: 'someone', ids: [id], drop: true }));
    await raw.publish(channel, JSON.stringify({ from: 'someone', ids: [] }));
    // A well-formed message from a writer of its own (the database changed without the view).
    await productModel(a.db).updateOne({ _id: id }, { $set: { name: 'Changed Elsewhere' } });
    await raw.publish(channel, JSON.stringify({ from: 'someone', ids: [id] }));
    await eventually(() => b.name(id) === 'Changed Elsewhere');
    expect(await b.sample('catalog_change_messages_invalid_total')).toBe(4);
    expect(b.logged('catalog change bus: message ignored (not a product change)')).toBe(true);
  });

  it('when a change was announced only in the database (a message lost), then the subscriber catches up when it reconnects', async () => {
    const id = await seedOne(a.db, 'REDIS-LOST');
    await eventually(() => b.name(id) !== undefined);
    // A write whose message never came: the sync document moves, nothing is published.
    await productModel(a.db).updateOne({ _id: id }, { $set: { name: 'Message Lost' } });
    await catalogSyncModel(a.db).updateOne(
      { _id: 'writer-lost-message' },
      { $set: { token: String(Date.now()), changedAt: new Date() } },
      { upsert: true },
    );
    await sleep(300);
    expect(b.name(id)).toBe(`Beans REDIS-LOST`);

    const subscriber = (await redisClientsOf(raw, b.view.writerId)).find((c) =>
      c.name.startsWith('catalog-sub-'),
    );
    expect(subscriber).toBeDefined();
    await raw.client('KILL', 'ID', subscriber!.id);
    await eventually(() => b.name(id) === 'Message Lost');
    // Subscribed again: messages arrive again.
    await rename(a, id, 'After Reconnect');
    await eventually(() => b.name(id) === 'After Reconnect');
  });
});

describe('catalog instances without a working Redis', () => {
  const dbNames: string[] = [];
  const running: Instance[] = [];
  const start = async (dbName: string, options: InstanceOptions) => {
    const instance = await startInstance(dbName, options);
    running.push(instance);
    return instance;
  };
  const newDb = () => {
    const name = uniqueDbName('catalog_sync');
    dbNames.push(name);
    return name;
  };

  afterAll(async () => {
    for (const instance of running) await instance.stop();
    for (const name of dbNames) await dropTestDatabase(name);
  });

  it("when REDIS_URL is not set, then the database poll brings the other instance's writes", async () => {
    const dbName = newDb();
    const a = await start(dbName, { syncMs: 100 });
    const b = await start(dbName, { syncMs: 100 });
    const id = await seedOne(a.db, 'POLL-1');
    await eventually(() => b.name(id) === 'Beans POLL-1');
    await rename(a, id, 'Polled Name');
    await eventually(() => b.name(id) === 'Polled Name');
    expect(
      await b.sample('catalog_product_changes_received_total', { source: 'poll' }),
    ).toBeGreaterThan(0);
    expect(await b.sample('catalog_product_changes_received_total', { source: 'redis' })).toBe(0);
  });

  it('when Redis cannot be reached, then start, writes and stop still work and the poll brings the changes', async () => {
    const dbName = newDb();
    const started = Date.now();
    const a = await start(dbName, { syncMs: 100, redisUrl: UNREACHABLE_REDIS });
    const b = await start(dbName, { syncMs: 100, redisUrl: UNREACHABLE_REDIS });
    // Neither waited long for a Redis that refuses.
    expect(Date.now() - started).toBeLessThan(3000);
    const id = await seedOne(a.db, 'DOWN-1');
    expect(a.name(id)).toBe('Beans DOWN-1');
    await eventually(() => b.name(id) === 'Beans DOWN-1');
    await rename(a, id, 'Written While Redis Is Down');
    expect(a.name(id)).toBe('Written While Redis Is Down');
    // Redis away: the poll keeps running at syncMs, not at the slow safety pace.
    await eventually(() => b.name(id) === 'Written While Redis Is Down');
    await eventually(() => a.logged('catalog change bus: Redis unreachable'));
    const stopping = Date.now();
    await a.stop();
    await b.stop();
    expect(Date.now() - stopping).toBeLessThan(3000);
  });

  it('when a script outside the service seeds (no message), then an instance with Redis gets it from the safety poll', async () => {
    const dbName = newDb();
    const b = await start(dbName, { syncMs: 100, safetyPollMs: 500, redisUrl: REDIS_URL });
    const script = createDbConnection();
    productModel(script);
    catalogSyncModel(script);
    try {
      await openDb(script, { uri: testMongoUri(), dbName });
      // No view listens on this connection: seeding announces in the database only.
      const id = await seedOne(script, 'SCRIPT-1');
      await eventually(() => b.name(id) === 'Beans SCRIPT-1');
    } finally {
      await script.close();
    }
  });

  it('when an instance stops, then its Redis connections are closed', async () => {
    const raw = new Redis(REDIS_URL);
    try {
      const a = await start(newDb(), { syncMs: 60_000, redisUrl: REDIS_URL });
      await eventually(async () => (await redisClientsOf(raw, a.view.writerId)).length === 2);
      await a.stop();
      await eventually(async () => (await redisClientsOf(raw, a.view.writerId)).length === 0);
    } finally {
      raw.disconnect();
    }
  });
});
