import { isProductId } from '@coffee/contracts';
import type { Logger } from '@coffee/service-defaults';
import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Product changes told to the other catalog instances at once, over Redis pub/sub (REDIS_URL).
 * Best-effort by design: a message can be lost (Redis down, a subscriber reconnecting), so the
 * database change feed (change-feed.ts) stays underneath as the record the views catch up from.
 * A message only says which products to read again from the database, never what they hold: a
 * forged one costs a few `_id` look-ups, it cannot change what the shop shows.
 */

/** One channel per catalog database: two shops (or two test runs) on one Redis never mix. */
export const productChangesChannel = (dbName: string): string =>
  `coffee:catalog:${dbName}:products-changed`;

/** Past this many ids a message says "many" and the receivers read what changed since their last look. */
export const MAX_IDS_PER_MESSAGE = 200;

const writerIdSchema = z.string().min(1).max(200);
export const productChangeMessageSchema = z.union([
  z.strictObject({
    from: writerIdSchema,
    ids: z
      .array(z.string().refine(isProductId, 'not a product id'))
      .min(1)
      .max(MAX_IDS_PER_MESSAGE),
  }),
  z.strictObject({ from: writerIdSchema, many: z.literal(true) }),
]);
export type ProductChangeMessage = z.infer<typeof productChangeMessageSchema>;

export interface ChangeBusHandlers {
  /** Another instance changed these products. */
  onChanged(ids: readonly string[]): void;
  /** Another instance changed too many products to name, or messages may have been missed. */
  onCatchUp(): void;
}

export interface ChangeBus {
  /** Subscribes; waits at most `waitMs` for it (Redis away: the poll carries on meanwhile). */
  start(handlers: ChangeBusHandlers, waitMs?: number): Promise<void>;
  /** True while the subscription is live (messages arrive); the poll slows down only then. */
  subscribed(): boolean;
  /** Tells the other instances; never throws (a lost message is caught up by the poll). */
  publish(ids: readonly string[]): Promise<void>;
  close(): void;
}

export interface ChangeBusOptions {
  url: string;
  channel: string;
  /** This instance's writer id: its own messages come back to it and are ignored. */
  writerId: string;
  logger: Pick<Logger, 'warn' | 'info'>;
  /** A message that is not a product change (counted in the metrics). */
  onInvalid?: () => void;
}

const common = {
  // Reconnect soon after a blip, then every 2 s while Redis stays away (a few cheap attempts).
  retryStrategy: (times: number) => Math.min(times * 100, 2000),
  connectTimeout: 2000,
  // On close ioredis waits this long for a socket that is already gone (Redis was away) before
  // destroying it; its default 2 s kept a stopped service's process alive that long.
  disconnectTimeout: 200,
};

export function createChangeBus(options: ChangeBusOptions): ChangeBus {
  const { url, channel, writerId, logger } = options;

  /** Logs the first error of an outage and the recovery, not every reconnection attempt. */
  function watch(client: Redis, role: string): Redis {
    let down = false;
    client.on('error', (err: Error) => {
      if (down) return;
      down = true;
      logger.warn({ err: err.message, role }, 'catalog change bus: Redis unreachable');
    });
    client.on('ready', () => {
      if (!down) return;
      down = false;
      logger.info({ role }, 'catalog change bus: Redis reachable again');
    });
    return client;
  }

  // Publishing fails at once while Redis is away (no offline queue) instead of holding the
  // announcement of a write; the client reconnects in the background.
  const publisher = watch(
    new Redis(url, {
      ...common,
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 2000,
      connectionName: `catalog-pub-${writerId}`,
    }),
    'publisher',
  );
  // Subscribed again by hand on every (re)connection, and only then the catch-up: messages
  // published while it was away are gone, the database has them.
  const subscriber = watch(
    new Redis(url, {
      ...common,
      lazyConnect: true,
      autoResubscribe: false,
      maxRetriesPerRequest: null,
      connectionName: `catalog-sub-${writerId}`,
    }),
    'subscriber',
  );
  let live = false;
  let closed = false;

  function receive(handlers: ChangeBusHandlers, message: string): void {
    let parsed: ProductChangeMessage;
    try {
      parsed = productChangeMessageSchema.parse(JSON.parse(message));
    } catch {
      options.onInvalid?.();
      logger.warn(
        { channel, length: message.length },
        'catalog change bus: message ignored (not a product change)',
      );
      return;
    }
    if (parsed.from === writerId) return;
    if ('ids' in parsed) handlers.onChanged(parsed.ids);
    else handlers.onCatchUp();
  }

  return {
    async start(handlers, waitMs = 1000) {
      subscriber.on('message', (sentOn: string, message: string) => {
        if (sentOn === channel) receive(handlers, message);
      });
      subscriber.on('close', () => {
        live = false;
      });
      const firstSubscription = new Promise<void>((resolve) => {
        subscriber.on('ready', () => {
          subscriber.subscribe(channel).then(
            () => {
              live = true;
              resolve();
              handlers.onCatchUp();
            },
            (err: Error) => logger.warn({ err: err.message }, 'catalog change bus: not subscribed'),
          );
        });
        // Redis refuses at once: no point waiting for it (the poll carries on, the catch-up
        // runs when it comes).
        subscriber.once('error', () => resolve());
      });
      // The publisher too: a write right after start (the demo seeding) is not refused for
      // want of a connection.
      const publisherReady = new Promise<void>((resolve) => {
        publisher.once('ready', () => resolve());
        publisher.once('error', () => resolve());
      });
      subscriber.connect().catch(() => undefined);
      publisher.connect().catch(() => undefined);
      await Promise.race([
        Promise.all([firstSubscription, publisherReady]),
        new Promise((resolve) => setTimeout(resolve, waitMs).unref()),
      ]);
    },

    subscribed: () => live,

    async publish(ids) {
      if (closed || ids.length === 0) return;
      const message: ProductChangeMessage =
        ids.length > MAX_IDS_PER_MESSAGE
          ? { from: writerId, many: true }
          : { from: writerId, ids: [...ids] };
      try {
        await publisher.publish(channel, JSON.stringify(message));
      } catch (err) {
        logger.warn(
          { err: (err as Error).message, products: ids.length },
          'catalog change bus: change not published; other instances catch up from the database',
        );
      }
    },

    close() {
      closed = true;
      live = false;
      publisher.disconnect();
      subscriber.disconnect();
    },
  };
}
