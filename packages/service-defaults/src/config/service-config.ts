import { DATABASE_PORT, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';
import { ConfigError, describeIssues, type Env } from './parse-config';
import { serviceUrlsEnv } from '../internal/service-instances';
import { readSecret } from './secrets';

export const logLevels = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

const intFromEnv = (fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER) =>
  z.coerce.number().int().min(min).max(max).default(fallback);

/** The env keys every service reads. Spread it into a service's own `z.object({...})` to extend. */
export const baseServiceEnv = {
  PORT: z.coerce.number().int().min(0).max(65535).optional(),
  // Loopback by default so a dev machine does not expose services past the gateway; containers set 0.0.0.0.
  HOST: z.string().min(1).default('127.0.0.1'),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must start with mongodb:// or mongodb+srv://')
    // The embedded database `npm start` runs when no MongoDB is named.
    .default(`mongodb://127.0.0.1:${DATABASE_PORT}`),
  MONGODB_DB: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,63}$/, 'letters, digits, _ and - only (at most 63)')
    .optional(),
  /**
   * How long a database call waits for an unreachable server before failing (503). Under the
   * gateway's PROXY_TIMEOUT_MS (5 s), so the shopper gets the service's 503, not a 504.
   */
  MONGODB_TIMEOUT_MS: intFromEnv(2000, 1),
  LOG_LEVEL: z.enum(logLevels).default('info'),
  JWT_PUBLIC_KEY: z.string().optional(),
  JWT_PUBLIC_KEY_FILE: z.string().optional(),
  INTERNAL_TOKEN: z.string().optional(),
  INTERNAL_TOKEN_FILE: z.string().optional(),
  /** Timeout of calls to other services' /internal endpoints. */
  SERVICE_TIMEOUT_MS: intFromEnv(3000, 1),
  /** How long a graceful shutdown waits for open requests before cutting them. */
  SHUTDOWN_TIMEOUT_MS: intFromEnv(10000, 0),
  /** The account service: every other service asks it whether a session was revoked. */
  ACCOUNT_URL: serviceUrlsEnv(defaultServiceUrl('account')),
  /** How long a session found active is trusted before asking again (revoked ones are remembered). */
  SESSION_CACHE_TTL_MS: intFromEnv(5000, 0),
  /** Bound of the session caches (active and revoked session ids, each). */
  SESSION_CACHE_MAX: intFromEnv(10000, 1),
  /**
   * The Redis several instances share: session revocations reach every instance through it at
   * once (without it, another instance learns of a sign-out within SESSION_CACHE_TTL_MS).
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: 'must be a redis:// or rediss:// URL' })
    .optional(),
};

export interface ServiceConfig {
  name: string;
  port: number;
  host: string;
  mongodbUri: string;
  dbName: string;
  dbTimeoutMs: number;
  logLevel: (typeof logLevels)[number];
  jwtPublicKey: string;
  internalToken: string;
  serviceTimeoutMs: number;
  shutdownTimeoutMs: number;
  /** The account service's instances (one URL unless ACCOUNT_URL names several). */
  accountUrl: readonly string[];
  sessionCacheTtlMs: number;
  sessionCacheMax: number;
  redisUrl?: string;
}

export interface LoadServiceConfigOptions<E extends z.ZodRawShape, K extends string> {
  /** Service name, used in logs (`account`). */
  name: string;
  /** Port when PORT is not set (4004 for account). */
  defaultPort: number;
  /** Database when MONGODB_DB is not set (`coffee_account`). */
  defaultDbName: string;
  /** Extra env keys of this service. */
  extend?: E;
  /** Extra required secrets, each read from NAME or NAME_FILE (e.g. JWT_PRIVATE_KEY). */
  secrets?: readonly K[];
  env?: Env;
}

export type LoadedServiceConfig<E extends z.ZodRawShape, K extends string> = ServiceConfig & {
  env: z.output<z.ZodObject<typeof baseServiceEnv & E>>;
  secrets: Record<K, string>;
};

/**
 * Parses the environment of a service: the base keys, its own keys and its secrets, collecting
 * every problem into one ConfigError so a bad deployment is fixed in one go.
 */
export function loadServiceConfig<
  E extends z.ZodRawShape = Record<never, never>,
  K extends string = never,
>(options: LoadServiceConfigOptions<E, K>): LoadedServiceConfig<E, K> {
  const env = options.env ?? process.env;
  const schema = z.object({
    ...baseServiceEnv,
    ...(options.extend ?? {}),
  } as typeof baseServiceEnv & E);
  const parsed = schema.safeParse(env);
  const problems = parsed.success ? [] : describeIssues(parsed.error.issues);

  const secretNames = ['JWT_PUBLIC_KEY', 'INTERNAL_TOKEN', ...(options.secrets ?? [])];
  const secrets: Record<string, string> = {};
  for (const name of secretNames) {
    const secret = readSecret(env, name);
    if (secret.ok) secrets[name] = secret.value;
    else problems.push(secret.problem);
  }
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);

  const data = parsed.data as z.output<z.ZodObject<typeof baseServiceEnv>>;
  const { JWT_PUBLIC_KEY: jwtPublicKey, INTERNAL_TOKEN: internalToken, ...extra } = secrets;
  return {
    name: options.name,
    port: data.PORT ?? options.defaultPort,
    host: data.HOST,
    mongodbUri: data.MONGODB_URI,
    dbName: data.MONGODB_DB ?? options.defaultDbName,
    dbTimeoutMs: data.MONGODB_TIMEOUT_MS,
    logLevel: data.LOG_LEVEL,
    jwtPublicKey: jwtPublicKey as string,
    internalToken: internalToken as string,
    serviceTimeoutMs: data.SERVICE_TIMEOUT_MS,
    shutdownTimeoutMs: data.SHUTDOWN_TIMEOUT_MS,
    accountUrl: data.ACCOUNT_URL,
    sessionCacheTtlMs: data.SESSION_CACHE_TTL_MS,
    sessionCacheMax: data.SESSION_CACHE_MAX,
    ...(data.REDIS_URL ? { redisUrl: data.REDIS_URL } : {}),
    env: parsed.data as LoadedServiceConfig<E, K>['env'],
    secrets: extra as Record<K, string>,
  };
}
