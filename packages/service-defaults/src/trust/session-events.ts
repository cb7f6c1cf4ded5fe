import { Redis } from 'ioredis';
import { z } from 'zod';

/**
 * Session revocations told to every instance at once. Each gateway worker and service instance
 * trusts an "active" answer from the account service for a few seconds (SESSION_CACHE_TTL_MS);
 * with several instances, a sign-out handled by one would stay unknown to the others until their
 * cache expired. The account service publishes each revocation on Redis; every registry drops
 * what it cached for those sessions, so its next check asks the account service again.
 * The message says which sessions to forget, never that a session is revoked: a forged message
 * can only cause one extra question to the account service.
 */
export const SESSION_EVENTS_CHANNEL = 'coffee:sessions:revoked';

export const sessionRevokedSchema = z.union([
  z.strictObject({ sid: z.string().min(1).max(200) }),
  /** Every session of a user, but `exceptSid` (a password change keeps the current one). */
  z.strictObject({
    userId: z.string().min(1).max(200),
    exceptSid: z.string().min(1).max(200).optional(),
  }),
]);
export type SessionRevoked = z.infer<typeof sessionRevokedSchema>;

export interface SessionEventsLogger {
  warn(details: object, message: string): void;
}

export interface SessionEvents {
  /** Tells every instance; a Redis that cannot be reached is logged (the caches expire anyway). */
  publish(event: SessionRevoked): Promise<void>;
  /** Calls `onRevoked` for each valid message from any instance (this one's included). */
  subscribe(onRevoked: (event: SessionRevoked) => void): Promise<void>;
  close(): Promise<void>;
}

const connect = (url: string) =>
  new Redis(url, {
    // Never queue commands for ever while Redis is away: a publish fails fast and is logged, and
    // the next one connects afresh (no reconnection loop kept running for a rare message).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    lazyConnect: true,
    retryStrategy: () => null,
  });

/** Session revocations over Redis pub/sub (one connection to publish, one to listen). */
export function createSessionEvents(redisUrl: string, logger: SessionEventsLogger): SessionEvents {
  let publisher: { client: Redis; ready: Promise<unknown> } | undefined;
  let subscriber: Redis | undefined;
  const quiet = (client: Redis) =>
    client.on('error', (err: Error) =>
      logger.warn({ err: err.message }, 'session events: Redis unreachable'),
    );

  return {
    async publish(event) {
      // Connected on first use (only the account service publishes), again after a failure.
      if (!publisher || publisher.client.status === 'end') {
        const client = quiet(connect(redisUrl));
        publisher = { client, ready: client.connect().catch(() => undefined) };
      }
      await publisher.ready;
      try {
        await publisher.client.publish(SESSION_EVENTS_CHANNEL, JSON.stringify(event));
      } catch (err) {
        logger.warn({ err: (err as Error).message }, 'session revocation not published');
      }
    },

    async subscribe(onRevoked) {
      // Its own connection (a subscribed one takes no other command), with the default offline
      // queue: the subscription waits for Redis if it is not there yet, and ioredis subscribes
      // again by itself after a reconnection.
      subscriber = new Redis(redisUrl, { maxRetriesPerRequest: null });
      quiet(subscriber);
      subscriber.on('message', (channel: string, message: string) => {
        if (channel !== SESSION_EVENTS_CHANNEL) return;
        let parsed: SessionRevoked;
        try {
          parsed = sessionRevokedSchema.parse(JSON.parse(message));
        } catch {
          logger.warn({ channel }, 'session events: message ignored (not a revocation)');
          return;
        }
        onRevoked(parsed);
      });
      const subscribed = subscriber.subscribe(SESSION_EVENTS_CHANNEL);
      // Waits a moment for the subscription, never for a Redis that is away.
      await Promise.race([
        subscribed,
        new Promise((resolve) => setTimeout(resolve, 1000).unref()),
      ]).catch((err: Error) => logger.warn({ err: err.message }, 'session events: not subscribed'));
    },

    async close() {
      publisher?.client.disconnect();
      subscriber?.disconnect();
    },
  };
}
