import type { Logger } from 'pino';
import type { RateLimitConfig } from '../config';
import { MemoryStore } from './memory-store';
import { RedisStore } from './redis-store';
import type { RateLimitStore } from './store';

/** Redis when RATE_LIMIT_REDIS_URL is set (one budget for every gateway), else this process's memory. */
export function createRateLimitStore(config: RateLimitConfig, logger: Logger): RateLimitStore {
  if (!config.redisUrl) return new MemoryStore({ maxKeys: config.maxKeys });
  logger.info({ prefix: config.redisPrefix }, 'rate-limit counters in redis');
  return new RedisStore({ url: config.redisUrl, prefix: config.redisPrefix, logger });
}
