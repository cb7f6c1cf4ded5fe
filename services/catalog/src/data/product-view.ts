import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { isProductId } from '@coffee/contracts';
import type { Logger } from '@coffee/service-defaults';
import type { Connection } from 'mongoose';
import { buildCatalogIndex, withChanges, type CatalogIndex } from '../domain/catalog-index';
import type { ProductRecord } from '../domain/product';
import type { ProductRepository, ProductView } from '../domain/ports';
import { announceChange, catalogSyncModel, listenForProductChanges } from './change-feed';

export interface ProductViewOptions {
  /** How often to look for other instances' changes (ms). */
  syncMs: number;
  logger: Logger;
}

/** Clocks of instances differ: re-read this much before the last look at other writers' changes. */
const CLOCK_SKEW_MS = 60_000;
/** Past this many changed products, reading everything again is cheaper than one by one. */
const FULL_RELOAD_AT = 200;

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
 * - other instances' writes arrive within `syncMs` through the change feed (change-feed.ts).
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
} {
  const Sync = catalogSyncModel(connection);
  const writerId = `catalog-${hostname()}-${process.pid}-${randomUUID().slice(0, 8)}`;
  const { logger } = options;

  let index: CatalogIndex = buildCatalogIndex([]);
  // Reads may finish out of order; a product only takes data from a read that started later
  // than the one it has (readSeq), and never from one older than the last full load (floorSeq).
  let readSeq = 0;
  let floorSeq = 0;
  const appliedSeq = new Map<string, number>();
  /** Other writers' tokens as last seen, and when we last read their changes. */
  let seenTokens = new Map<string, string>();
  let syncedFrom = new Date();
  /** Products this instance wrote but could not re-read (database hiccup): retried each tick. */
  const unsynced = new Set<string>();

  let timer: NodeJS.Timeout | undefined;
  let ticking: Promise<void> | undefined;
  let announcing: Promise<void> | undefined;
  let announceAgain = false;
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

  async function readTokens(): Promise<Map<string, string>> {
    const docs = await Sync.find({}, { token: 1 }).lean<{ _id: string; token: string }[]>();
    return new Map(docs.map((doc) => [doc._id, doc.token]));
  }

  async function reload(): Promise<void> {
    const seq = ++readSeq;
    const startedAt = new Date();
    // Tokens first: a change made while the products are read moves a token we then see.
    const tokens = await readTokens();
    const records = await products.findAll();
    if (seq <= floorSeq) return;
    index = buildCatalogIndex(records);
    floorSeq = seq;
    appliedSeq.clear();
    seenTokens = tokens;
    syncedFrom = startedAt;
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

  function announce(): void {
    if (announcing) {
      announceAgain = true;
      return;
    }
    announcing = (async () => {
      do {
        announceAgain = false;
        try {
          await announceChange(connection, writerId);
        } catch (err) {
          logger.warn({ err }, 'could not tell other catalog instances about a product change');
        }
      } while (announceAgain);
      announcing = undefined;
    })();
  }

  async function changed(ids: readonly string[]): Promise<void> {
    try {
      await refresh(ids);
    } catch (err) {
      ids.forEach((id) => unsynced.add(id));
      logger.warn({ err }, 'could not re-read changed products; retrying on the next sync');
    }
    announce();
  }

  /** One look for work: our own failed re-reads, and other writers' changes. */
  async function tick(): Promise<void> {
    if (unsynced.size > 0) {
      const ids = [...unsynced];
      unsynced.clear();
      await refresh(ids).catch((err: unknown) => {
        ids.forEach((id) => unsynced.add(id));
        throw err;
      });
    }
    const startedAt = new Date();
    const tokens = await readTokens();
    const moved = [...tokens].some(
      ([id, token]) => id !== writerId && seenTokens.get(id) !== token,
    );
    if (moved) {
      const seq = ++readSeq;
      const records = await products.findChangedSince(
        new Date(syncedFrom.getTime() - CLOCK_SKEW_MS),
      );
      apply(seq, records, []);
      syncedFrom = startedAt;
    }
    seenTokens = tokens;
  }

  return {
    current: () => index,
    trackedIds: () => appliedSeq.size,
    refresh,
    changed,
    reload,

    async start() {
      await reload();
      stopListening = listenForProductChanges(connection, { changed });
      timer = setInterval(() => {
        if (ticking) return;
        ticking = tick()
          .catch((err: unknown) => {
            logger.warn({ err }, 'catalog sync failed; retrying');
          })
          .finally(() => {
            ticking = undefined;
          });
      }, options.syncMs);
      timer.unref();
    },

    async stop() {
      clearInterval(timer);
      stopListening?.();
      await ticking;
      await announcing;
    },
  };
}
