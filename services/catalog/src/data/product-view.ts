import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { isProductId } from '@coffee/contracts';
import type { Logger } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import { buildCatalogIndex, withChanges, type CatalogIndex } from '../domain/catalog-index';
import type { ProductRecord } from '../domain/product';
import type { ProductRepository, ProductView } from '../domain/ports';
import { createBatchRunner } from './batch-runner';
import { createChangeBus, type ChangeBus } from './change-bus';
import { announceChange, createFeedCursor, listenForProductChanges } from './change-feed';
import type { SyncMetrics } from './sync-metrics';

export interface ProductViewOptions {
  /** How often to look for other instances' changes in the database (ms). */
  syncMs: number;
  logger: Logger;
  /**
   * Redis pub/sub between the instances (REDIS_URL): changes arrive at once, and the database
   * poll becomes a safety net that runs every `max(syncMs, safetyPollMs)` while subscribed.
   */
  redis?: { url: string; channel: string };
  /** Default SAFETY_POLL_MS. */
  safetyPollMs?: number;
  metrics?: SyncMetrics;
}

/** Past this many changed products, reading everything again is cheaper than one by one. */
const FULL_RELOAD_AT = 200;
/**
 * With Redis, how often the database is still polled: what a lost message (published while a
 * subscriber was reconnecting, or by a writer cut off from Redis) leaves stale at most. Cheap:
 * one read of the tiny catalog_sync collection per instance.
 */
export const SAFETY_POLL_MS = 15_000;

/**
 * The catalog in memory, in step with the database. Why: FerretDB 1.24 (the embedded database)
 * answers only `{ _id }` lookups from an index and scans the whole collection for any other
 * filter or sort, which takes over a second at 10,000 products; the listing, category, search
 * and detail answers come from here instead, in well under a millisecond.
 *
 * How it stays current:
 * - at start it reads every product;
 * - a write by this instance (stock, seeding) re-reads the products it wrote before it answers,
 *   so this instance reads its own writes at once;
 * - other instances' writes arrive through the change feed (change-feed.ts), polled every
 *   `syncMs`; with Redis, through a message naming the products (change-bus.ts) at once, the
 *   feed polled only as a safety net (and at `syncMs` again while Redis is away), and read once
 *   more whenever the subscription is (re)made, for the messages missed meanwhile.
 */
export function createProductView(
  connection: Connection,
  products: ProductRepository,
  options: ProductViewOptions,
): ProductView & {
  start(): Promise<void>;
  stop(): Promise<void>;
  reload(): Promise<void>;
  /** How many product ids the view keeps read-order state for (bounded by the products). */
  trackedIds(): number;
  /** This instance as a writer: its sync document's id, its messages' `from`, its Redis names. */
  readonly writerId: string;
} {
  const writerId = `catalog-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const { logger, metrics } = options;
  const safetyMs = Math.max(options.syncMs, options.safetyPollMs ?? SAFETY_POLL_MS);
  const bus: ChangeBus | undefined = options.redis
    ? createChangeBus({
        ...options.redis,
        writerId,
        logger,
        ...(metrics ? { onInvalid: () => metrics.invalidMessage() } : {}),
      })
    : undefined;

  let index: CatalogIndex = buildCatalogIndex([]);
  // Reads may finish out of order; a product only takes data from a read that started later
  // than the one it has (readSeq), and never from one older than the last full load (floorSeq).
  let readSeq = 0;
  let floorSeq = 0;
  const appliedSeq = new Map<string, number>();
  const feed = createFeedCursor(connection, writerId);
  let lastPollAt = 0;
  /** Products that could not be re-read (database hiccup): retried each tick. */
  const unsynced = new Set<string>();

  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let stopListening: (() => void) | undefined;

  function apply(seq: number, found: readonly ProductRecord[], gone: readonly string[]): void {
    const newer = (id: string) => seq > Math.max(appliedSeq.get(id) ?? 0, floorSeq);
    const changed = found.filter((record) => newer(record.id));
    // Only products we hold can be removed. An id that never was a product (anyone may ask for
    // any id) is not remembered: appliedSeq stays bounded by the products that exist.
    const removed = gone.filter((id) => index.positions.has(id) && newer(id));
    for (const id of [...changed.map((r) => r.id), ...removed]) appliedSeq.set(id, seq);
    index = withChanges(index, changed, removed);
  }

  async function reload(): Promise<void> {
    const seq = ++readSeq;
    const place = await feed.beforeFullRead();
    const records = await products.findAll();
    if (seq <= floorSeq) return;
    index = buildCatalogIndex(records);
    floorSeq = seq;
    appliedSeq.clear();
    place.commit();
  }

  async function refresh(ids: readonly string[]): Promise<void> {
    const unique = [...new Set(ids)].filter(isProductId);
    if (unique.length === 0) return;
    if (unique.length > FULL_RELOAD_AT) return reload();
    const seq = ++readSeq;
    const found = await products.findByIds(unique);
    const present = new Set(found.map((record) => record.id));
    apply(
      seq,
      found,
      unique.filter((id) => !present.has(id)),
    );
  }

  /** Re-reads `ids`; on failure keeps them for the next tick rather than losing the change. */
  async function refreshOrKeep(ids: readonly string[], what: string): Promise<void> {
    try {
      await refresh(ids);
    } catch (err) {
      ids.forEach((id) => unsynced.add(id));
      logger.warn({ err }, `could not re-read ${what}; retrying on the next sync`);
    }
  }

  // The sync document first, then the message: an instance whose subscription is being made
  // again reads the feed only after it subscribed, so a change is in one or the other.
  const announcements = createBatchRunner<string>(
    async (ids) => {
      try {
        await announceChange(connection, writerId);
      } catch (err) {
        logger.warn({ err }, 'could not tell other catalog instances about a product change');
      }
      await bus?.publish([...ids]);
    },
    (err) => logger.warn({ err }, 'product change announcement failed'),
  );

  const incoming = createBatchRunner<string>(
    (ids) => refreshOrKeep([...ids], "another instance's changed products"),
    (err) => logger.warn({ err }, 'product change message failed'),
  );

  /** One look for work: failed re-reads, and (when `poll`) other writers' changes in the feed. */
  async function tick(poll: boolean): Promise<void> {
    if (unsynced.size > 0) {
      const ids = [...unsynced];
      unsynced.clear();
      await refresh(ids).catch((err: unknown) => {
        ids.forEach((id) => unsynced.add(id));
        throw err;
      });
    }
    if (!poll) return;
    lastPollAt = Date.now();
    const look = await feed.look();
    if (look.since) {
      const seq = ++readSeq;
      const records = await products.findChangedSince(look.since);
      apply(seq, records, []);
      metrics?.received('poll', records.length);
    }
    look.commit();
  }

  // 'poll' wanted by any request of a batch makes that tick poll.
  const ticks = createBatchRunner<'poll' | 'retry'>(
    (wanted) => tick(wanted.has('poll')),
    (err) => logger.warn({ err }, 'catalog sync failed; retrying'),
  );
  // While subscribed, messages bring the changes: the feed is read only as a safety net.
  const pollDue = () => !bus?.subscribed() || Date.now() - lastPollAt >= safetyMs;

  async function changed(ids: readonly string[]): Promise<void> {
    await refreshOrKeep(ids, 'changed products');
    announcements.add(ids);
  }

  return {
    writerId,
    current: () => index,
    trackedIds: () => appliedSeq.size,
    refresh,
    changed,
    reload,

    async start() {
      await reload();
      stopListening = listenForProductChanges(connection, { changed });
      await bus?.start({
        onChanged: (ids) => {
          if (stopped) return;
          metrics?.received('redis', ids.length);
          incoming.add(ids);
        },
        // Subscribed (again), or told "many": read the feed now.
        onCatchUp: () => {
          if (!stopped) ticks.add(['poll']);
        },
      });
      timer = setInterval(() => {
        if (!ticks.busy()) ticks.add([pollDue() ? 'poll' : 'retry']);
      }, options.syncMs);
      timer.unref();
    },

    async stop() {
      stopped = true;
      clearInterval(timer);
      stopListening?.();
      await incoming.idle();
      await ticks.idle();
      // The last writes are still announced; the publisher fails fast if Redis is away.
      await announcements.idle();
      bus?.close();
    },
  };
}
