import { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { RateLimitStore, WindowCount } from './store';

export interface RedisStoreOptions {
  url: string;
  /** Put before every key, so several shops (or test runs) can share one Redis. */
  prefix: string;
  logger: Logger;
  /** A command that takes longer fails, and the request goes on unlimited. */
  commandTimeoutMs?: number;
  /** After a failure, how long requests skip Redis (unlimited, at no cost) before it is tried again. */
  breakMs?: number;
  now?: () => number;
}

// One round trip, atomic: count, and start the window's clock on its first request. A key that
// somehow has no expiry (PTTL -1) gets one too, so no counter can outlive its window for ever.
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return { count, ttl }
`;

type HitCommand = (key: string, windowMs: number) => Promise<[number, number]>;

/**
 * Counters shared by every gateway that points at the same Redis, so several instances hold one
 * budget. Fails open: if Redis errors, is slow or unreachable, the request goes on unlimited
 * with a logged warning, and a circuit breaker skips Redis for `breakMs` so that a dead Redis
 * does not add a timeout to every request.
 */
export class RedisStore implements RateLimitStore {
  private readonly client: Redis;
  private readonly hitCommand: HitCommand;
  private readonly prefix: string;
  private readonly logger: Logger;
  private readonly breakMs: number;
  private readonly now: () => number;
  private openUntil = 0;
  private failing = false;

  constructor(options: RedisStoreOptions) {
    this.prefix = options.prefix;
    this.logger = options.logger;
    this.breakMs = options.breakMs ?? 5000;
    this.now = options.now ?? Date.now;
    this.client = new Redis(options.url, {
      // Never queue while disconnected: a command then fails at once and the breaker opens.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
      commandTimeout: options.commandTimeoutMs ?? 250,
      connectTimeout: 2000,
      // How long a closing socket may linger (ioredis keeps this timer even for a socket already gone).
      disconnectTimeout: 200,
      // Commands of one tick (the address and user counts of busy requests) share a round trip.
      enableAutoPipelining: true,
      retryStrategy: (attempt) => Math.min(attempt * 250, 2000),
    });
    // Reconnection errors repeat every retry: the breaker logs the outage once instead.
    this.client.on('error', (err: Error) => {
      this.logger.debug({ err: err.message }, 'rate-limit redis error');
    });
    this.client.defineCommand('rateLimitHit', { numberOfKeys: 1, lua: HIT_SCRIPT });
    const command = (this.client as unknown as { rateLimitHit: HitCommand }).rateLimitHit;
    this.hitCommand = command.bind(this.client);
  }

  hit(key: string, windowMs: number): Promise<WindowCount | undefined> | undefined {
    const started = this.now();
    if (started < this.openUntil) return undefined;
    return this.hitCommand(this.prefix + key, windowMs).then(
      ([count, ttl]) => {
        if (this.failing) {
          this.failing = false;
          this.logger.info('rate-limit store answers again: limits apply');
        }
        return { count: Number(count), resetAt: started + Number(ttl) };
      },
      (err: unknown) => {
        this.trip(err);
        return undefined;
      },
    );
  }

  private trip(err: unknown): void {
    const now = this.now();
    if (now < this.openUntil) return;
    this.openUntil = now + this.breakMs;
    this.failing = true;
    this.logger.warn(
      { err: err instanceof Error ? err.message : String(err), retryInMs: this.breakMs },
      'rate-limit store (redis) unavailable: requests go on unlimited until it answers',
    );
  }

  ready(): Promise<void> {
    if (this.client.status === 'ready') return Promise.resolve();
    return new Promise((resolve) => {
      const done = (err?: Error) => {
        this.client.off('ready', onReady);
        this.client.off('error', onError);
        clearTimeout(timer);
        if (err) this.trip(err);
        resolve();
      };
      const onReady = () => done();
      const onError = (err: Error) => done(err);
      const timer = setTimeout(() => done(new Error('no connection to redis yet')), 2500);
      this.client.once('ready', onReady);
      this.client.once('error', onError);
    });
  }

  async close(): Promise<void> {
    if (this.client.status !== 'ready') {
      this.client.disconnect();
      return;
    }
    try {
      await this.client.quit();
    } catch {
      this.client.disconnect();
    }
  }
}
