import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import {
  GATEWAY,
  REMOTES,
  SERVICES,
  SHELL_SERVER,
  defaultRemoteUrl,
  defaultServiceUrl,
  type RemoteName,
  type ServiceName,
} from '@coffee/topology';
import { z } from 'zod';
import type { TrustProxy } from './http/client-info';
import type { BalancingOptions } from './proxy/upstreams';
import type { RateLimits } from './ratelimit/rate-limiter';

/** Per-window request limits (0 turns one off) and where their counters live. */
export interface RateLimitConfig extends RateLimits {
  /** Counters shared by every gateway using this Redis; unset: each gateway counts in memory. */
  redisUrl: string | undefined;
  /** Put before every Redis key. */
  redisPrefix: string;
  /** Most keys the in-memory counters hold at once. */
  maxKeys: number;
}

export interface GatewayConfig {
  host: string;
  port: number;
  /** Base URL (no trailing slash) of each service, or of each of its instances. */
  services: Record<ServiceName, string | readonly string[]>;
  /** Processes sharing the public port under node:cluster (GATEWAY_WORKERS); 1: no cluster. */
  workers?: number;
  /**
   * The Redis the shop's instances share (REDIS_URL, else RATE_LIMIT_REDIS_URL): session
   * revocations reach every gateway worker through it at once.
   */
  sharedRedisUrl?: string;
  /** How requests are spread over a service's instances (health checks, breaker). */
  balancing?: BalancingOptions;
  /** PEM of the account service's ES256 public key. */
  jwtPublicKey: string;
  /** Shared secret for the account service's /internal endpoints. */
  internalToken: string;
  sessionCacheTtlMs: number;
  sessionCacheMax: number;
  sessionCheckTimeoutMs: number;
  proxyTimeoutMs: number;
  rateLimit: RateLimitConfig;
  bodyLimitBytes: number;
  cookieSecure: boolean;
  trustProxy: TrustProxy;
  /** JSON file re-read on change; its entries win over `remoteUrls`. */
  remotesFile: string | undefined;
  /** Base URL or full manifest URL of each remote, from env or defaults. */
  remoteUrls: Record<RemoteName, string>;
  /**
   * The shell's own server (PAGE_SERVER_URL): every page and the shell's files are its answers,
   * rendered there from the shell's and the remotes' server bundles (shell/server).
   */
  pageServerUrl: string;
  /** Development builds use eval source maps, which a strict CSP would block. */
  devCsp: boolean;
  /** Origins besides the gateway's own that may send writes (ALLOWED_ORIGINS); none by default. */
  allowedOrigins?: readonly string[];
  logLevel: string;
}

const SIZE_UNITS: Record<string, number> = { b: 1, kb: 1024, mb: 1024 * 1024 };

/** '1mb', '512kb' or a plain byte count. */
export function parseByteSize(value: string): number | undefined {
  const match = /^(\d+)\s*(b|kb|mb)?$/i.exec(value.trim());
  if (!match) return undefined;
  const bytes = Number(match[1]) * SIZE_UNITS[(match[2] ?? 'b').toLowerCase()]!;
  return Number.isSafeInteger(bytes) && bytes > 0 ? bytes : undefined;
}

function parseTrustProxy(value: string): TrustProxy {
  if (value === 'true') return true;
  if (value === 'false' || value === '') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

const httpUrl = z
  .string()
  .url()
  .refine((u) => /^https?:\/\//.test(u), 'must be an http(s) URL')
  .transform((u) => u.replace(/\/+$/, ''));
const positiveInt = z.coerce.number().int().positive();
const bool = z.enum(['true', 'false']).transform((v) => v === 'true');
// Not z.coerce: an empty value must not quietly become 0, which turns a limit off.
const perMinute = z
  .string()
  .trim()
  .regex(/^\d+$/, 'expected requests per minute (0 turns the limit off)')
  .transform(Number);
const redisUrl = z
  .string()
  .optional()
  .transform((v) => v?.trim() || undefined)
  .pipe(
    z
      .string()
      .url()
      .refine((u) => /^rediss?:\/\//.test(u), 'must be a redis:// or rediss:// URL')
      .optional(),
  );
const ORIGIN = /^https?:\/\/[a-z0-9.-]+(?::\d+)?$/;

const envSchema = z.object({
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(GATEWAY.port),
  JWT_PUBLIC_KEY_FILE: z.string().min(1),
  INTERNAL_TOKEN_FILE: z.string().min(1),
  SESSION_CACHE_TTL_MS: z.coerce.number().int().min(0).default(5000),
  SESSION_CACHE_MAX: positiveInt.default(10000),
  SESSION_CHECK_TIMEOUT_MS: positiveInt.default(2000),
  PROXY_TIMEOUT_MS: positiveInt.default(5000),
  GATEWAY_WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  UPSTREAM_HEALTH_INTERVAL_MS: positiveInt.default(2000),
  UPSTREAM_SLOW_MS: positiveInt.default(2500),
  UPSTREAM_BREAKER_FAILURES: positiveInt.default(5),
  UPSTREAM_BREAKER_COOLDOWN_MS: positiveInt.default(5000),
  RATE_LIMIT_SIGN_IN: perMinute.default(20),
  RATE_LIMIT_WRITES: perMinute.default(120),
  RATE_LIMIT_API: perMinute.default(600),
  RATE_LIMIT_USER: perMinute.default(600),
  RATE_LIMIT_REDIS_URL: redisUrl,
  // The one Redis of a several-instance shop (`npm start -- --instances N`); RATE_LIMIT_REDIS_URL wins.
  REDIS_URL: redisUrl,
  RATE_LIMIT_REDIS_PREFIX: z.string().min(1).default('coffee:ratelimit:'),
  RATE_LIMIT_MAX_KEYS: positiveInt.default(100_000),
  RATE_LIMIT_EXEMPT_ADDRESSES: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((a) => a.trim()))
    .transform((list) => list.filter(Boolean))
    .pipe(
      z.array(z.string().refine((a) => isIP(a) !== 0, 'must be IP addresses, comma-separated')),
    ),
  BODY_LIMIT: z
    .string()
    .default('1mb')
    .transform((v, ctx) => {
      const bytes = parseByteSize(v);
      if (bytes === undefined)
        ctx.addIssue({ code: 'custom', message: "expected bytes, e.g. '1mb', '512kb' or 1048576" });
      return bytes ?? 0;
    }),
  COOKIE_SECURE: bool.default(false),
  TRUST_PROXY: z.string().default('false').transform(parseTrustProxy),
  REMOTES_FILE: z.string().min(1).optional(),
  PAGE_SERVER_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+$/, 'must be an origin like http://127.0.0.1:3100')
    .optional(),
  CSP_DEV: bool.optional(),
  ALLOWED_ORIGINS: z
    .string()
    .default('')
    .transform((v) => v.split(',').map((o) => o.trim().replace(/\/+$/, '').toLowerCase()))
    .transform((list) => list.filter(Boolean))
    .pipe(z.array(z.string().regex(ORIGIN, 'must be origins like https://shop.example.com'))),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid gateway configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

function readSecretFile(key: string, file: string, problems: string[]): string {
  try {
    const text = readFileSync(file, 'utf8').trim();
    if (!text) problems.push(`${key}: ${file} is empty`);
    return text;
  } catch (err) {
    problems.push(
      `${key}: cannot read ${file} (${(err as NodeJS.ErrnoException).code ?? 'error'})`,
    );
    return '';
  }
}

/**
 * One URL per part of `table` (the topology's services or remotes), from the variable it names
 * (`CATALOG_URL`, `REMOTE_CATALOG_URL`, ...), or where the part listens when the shop runs on one
 * machine.
 */
function readUrls<N extends string>(
  table: Record<N, { urlEnv: string }>,
  fallback: (name: N) => string,
  env: NodeJS.ProcessEnv,
  problems: string[],
): Record<N, string> {
  const urls = {} as Record<N, string>;
  for (const name of Object.keys(table) as N[]) {
    const key = table[name].urlEnv;
    const parsed = httpUrl.safeParse(env[key] ?? fallback(name));
    if (parsed.success) urls[name] = parsed.data;
    else problems.push(...parsed.error.issues.map((i) => `${key}: ${i.message}`));
  }
  return urls;
}

/**
 * Each service's instances: `CATALOG_URL=http://a:4001,http://b:4001` (one URL is one instance).
 * All of one service's URLs share a scheme (they share one keep-alive agent).
 */
function readServiceUrls(
  env: NodeJS.ProcessEnv,
  problems: string[],
): Record<ServiceName, readonly string[]> {
  const urls = {} as Record<ServiceName, readonly string[]>;
  for (const name of Object.keys(SERVICES) as ServiceName[]) {
    const key = SERVICES[name].urlEnv;
    const list = (env[key] ?? defaultServiceUrl(name)).split(',').map((u) => u.trim());
    const parsed = z.array(httpUrl).min(1).safeParse(list);
    if (!parsed.success) {
      problems.push(
        ...parsed.error.issues.map(
          (i) => `${key}: ${i.message} (a URL, or URLs separated by commas)`,
        ),
      );
      continue;
    }
    if (new Set(parsed.data).size !== parsed.data.length)
      problems.push(`${key}: an instance is listed twice`);
    if (new Set(parsed.data.map((u) => new URL(u).protocol)).size > 1)
      problems.push(`${key}: every instance must use the same scheme (http or https)`);
    urls[name] = parsed.data;
  }
  return urls;
}

/** Parses the environment once at start; fails with every bad key listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): GatewayConfig {
  const parsed = envSchema.safeParse(env);
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  const services = readServiceUrls(env, problems);
  const remoteUrls = readUrls(REMOTES, defaultRemoteUrl, env, problems);
  if (!parsed.success || problems.length) throw new ConfigError(problems);
  const e = parsed.data;
  const redisUrl = e.RATE_LIMIT_REDIS_URL ?? e.REDIS_URL;
  // Each worker counting in its own memory would let a client spend the budget once per worker.
  if (e.GATEWAY_WORKERS > 1 && !redisUrl)
    throw new ConfigError([
      `GATEWAY_WORKERS: ${e.GATEWAY_WORKERS} workers need REDIS_URL (or RATE_LIMIT_REDIS_URL), ` +
        'so that they share the rate-limit counters; set it (e.g. redis://127.0.0.1:6379) or run one worker',
    ]);
  const jwtPublicKey = readSecretFile('JWT_PUBLIC_KEY_FILE', e.JWT_PUBLIC_KEY_FILE, problems);
  const internalToken = readSecretFile('INTERNAL_TOKEN_FILE', e.INTERNAL_TOKEN_FILE, problems);
  if (problems.length) throw new ConfigError(problems);

  return {
    host: e.HOST,
    port: e.PORT,
    services,
    jwtPublicKey,
    internalToken,
    sessionCacheTtlMs: e.SESSION_CACHE_TTL_MS,
    sessionCacheMax: e.SESSION_CACHE_MAX,
    sessionCheckTimeoutMs: e.SESSION_CHECK_TIMEOUT_MS,
    proxyTimeoutMs: e.PROXY_TIMEOUT_MS,
    workers: e.GATEWAY_WORKERS,
    ...(e.REDIS_URL || redisUrl ? { sharedRedisUrl: e.REDIS_URL ?? redisUrl } : {}),
    balancing: {
      healthIntervalMs: e.UPSTREAM_HEALTH_INTERVAL_MS,
      healthTimeoutMs: Math.min(1500, e.UPSTREAM_HEALTH_INTERVAL_MS),
      slowMs: e.UPSTREAM_SLOW_MS,
      breaker: {
        failureThreshold: e.UPSTREAM_BREAKER_FAILURES,
        window: Math.max(10, e.UPSTREAM_BREAKER_FAILURES),
        cooldownMs: e.UPSTREAM_BREAKER_COOLDOWN_MS,
      },
    },
    rateLimit: {
      signIn: e.RATE_LIMIT_SIGN_IN,
      writes: e.RATE_LIMIT_WRITES,
      api: e.RATE_LIMIT_API,
      user: e.RATE_LIMIT_USER,
      windowMs: 60_000,
      redisUrl,
      redisPrefix: e.RATE_LIMIT_REDIS_PREFIX,
      maxKeys: e.RATE_LIMIT_MAX_KEYS,
      exemptAddresses: e.RATE_LIMIT_EXEMPT_ADDRESSES,
    },
    bodyLimitBytes: e.BODY_LIMIT,
    cookieSecure: e.COOKIE_SECURE,
    trustProxy: e.TRUST_PROXY,
    remotesFile: e.REMOTES_FILE ? path.resolve(e.REMOTES_FILE) : undefined,
    remoteUrls,
    pageServerUrl: e.PAGE_SERVER_URL ?? `http://127.0.0.1:${SHELL_SERVER.port}`,
    devCsp: e.CSP_DEV ?? e.NODE_ENV === 'development',
    allowedOrigins: e.ALLOWED_ORIGINS,
    logLevel: e.LOG_LEVEL,
  };
}
