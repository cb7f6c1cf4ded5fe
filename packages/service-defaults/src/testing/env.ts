import { randomBytes } from 'node:crypto';
import type { Env } from '../config/parse-config';
import { testMongoUri, uniqueDbName } from './database';
import type { KeyPair } from './keys';

/**
 * An environment for `loadServiceConfig` in a test: any free port, a unique database on the test
 * server, in-memory keys, a random internal token and silent logs (LOG_LEVEL overrides).
 */
export function testServiceEnv(keys: KeyPair, dbPrefix: string, overrides: Env = {}): Env {
  return {
    PORT: '0',
    MONGODB_URI: testMongoUri(),
    MONGODB_DB: uniqueDbName(dbPrefix),
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    JWT_PUBLIC_KEY: keys.publicKey,
    INTERNAL_TOKEN: randomBytes(24).toString('hex'),
    SHUTDOWN_TIMEOUT_MS: '1000',
    ...overrides,
  };
}
