import { isDuplicateKeyError, modelOn } from '@coffee/service-defaults';
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

/**
 * How instances tell each other "products changed", without change streams (FerretDB has none)
 * and without scanning the products collection every second (FerretDB cannot use an index for
 * that). Each writer owns one tiny document here and puts a new token into it after it wrote
 * products; readers poll this small collection and, when another writer's token moved, read
 * the products changed since their last look (`updatedAt`, indexed on MongoDB).
 * One document per writer, written only by that writer: no two writers ever race on a document.
 * With Redis (change-bus.ts) the news travels as messages and this feed is what an instance
 * catches up from when one was missed; writers without Redis (seeding scripts) use it alone.
 */
const catalogSyncSchema = new Schema(
  {
    _id: { type: String, required: true },
    token: { type: String, required: true },
    changedAt: { type: Date, required: true },
  },
  { collection: 'catalog_sync', versionKey: false, strict: 'throw' },
);
// A writer that is gone (an old instance, a finished seeding script) needs no document.
catalogSyncSchema.index({ changedAt: 1 }, { expireAfterSeconds: 7 * 24 * 60 * 60 });

export const catalogSyncModel = modelOn('CatalogSync', catalogSyncSchema);
export type CatalogSyncModel = ReturnType<typeof catalogSyncModel>;

/** Marks `writerId`'s document as changed now. */
export async function announceChange(connection: Connection, writerId: string): Promise<void> {
  const write = () =>
    catalogSyncModel(connection).updateOne(
      { _id: writerId },
      { $set: { token: randomUUID(), changedAt: new Date() } },
      { upsert: true },
    );
  try {
    await write();
  } catch (err) {
    // Two first upserts of one writer at once: one inserts, the other hits the unique _id and
    // must simply update the document that now exists.
    if (!isDuplicateKeyError(err)) throw err;
    await write();
  }
}

/** Clocks of instances differ: re-read this much before the last look at other writers' changes. */
const CLOCK_SKEW_MS = 60_000;

/**
 * A reader's place in the feed: the other writers' tokens as last seen, and when it last read
 * their changes. Each step is two halves: read the tokens, read products, then commit, so a
 * failed product read leaves the place where it was and the next look tries again.
 */
export function createFeedCursor(connection: Connection, readerId: string) {
  const Sync = catalogSyncModel(connection);
  let seenTokens = new Map<string, string>();
  let syncedFrom = new Date();

  async function readTokens(): Promise<Map<string, string>> {
    const docs = await Sync.find({}, { token: 1 }).lean<{ _id: string; token: string }[]>();
    return new Map(docs.map((doc) => [doc._id, doc.token]));
  }

  return {
    /** Before reading every product: a change made meanwhile moves a token seen after commit. */
    async beforeFullRead(): Promise<{ commit(): void }> {
      const startedAt = new Date();
      const tokens = await readTokens();
      return {
        commit() {
          seenTokens = tokens;
          syncedFrom = startedAt;
        },
      };
    },

    /** `since` is set when another writer's token moved: read the products changed since then. */
    async look(): Promise<{ since: Date | null; commit(): void }> {
      const startedAt = new Date();
      const tokens = await readTokens();
      const moved = [...tokens].some(
        ([id, token]) => id !== readerId && seenTokens.get(id) !== token,
      );
      return {
        since: moved ? new Date(syncedFrom.getTime() - CLOCK_SKEW_MS) : null,
        commit() {
          seenTokens = tokens;
          if (moved) syncedFrom = startedAt;
        },
      };
    },
  };
}

/** Something that keeps a view of the products of one connection (the running service's). */
export interface ProductChangeListener {
  changed(ids: readonly string[]): Promise<void>;
}

const listeners = new WeakMap<Connection, ProductChangeListener>();
// Writers outside a running service (a seeding script) announce under one id per process.
const processWriterId = `writer-${randomUUID()}`;

export function listenForProductChanges(
  connection: Connection,
  listener: ProductChangeListener,
): () => void {
  listeners.set(connection, listener);
  return () => {
    if (listeners.get(connection) === listener) listeners.delete(connection);
  };
}

/**
 * Called by every product write of this code base (seeding included): the service running on
 * this connection in this process updates its view at once (read-your-writes), and the other
 * instances learn of it through the sync document.
 */
export async function publishProductChanges(
  connection: Connection,
  ids: readonly string[],
): Promise<void> {
  if (ids.length === 0) return;
  const listener = listeners.get(connection);
  if (listener) await listener.changed(ids);
  else await announceChange(connection, processWriterId);
}
