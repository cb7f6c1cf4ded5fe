import path from 'node:path';
import { GATEWAY_PORT, SHELL_SERVER } from '@coffee/topology';
import { z } from 'zod';

/** Server rendering of the pages whose remote plans it (ssr/). */
export interface SsrConfig {
  /** SSR=off: every page is rendered in the browser (plans and hints stay). */
  enabled: boolean;
  /** The whole render, its API calls included (SSR_TIMEOUT_MS); past it the browser renders. */
  timeoutMs: number;
  /** How long a server bundle's ssr-manifest.json is reused before it is read again. */
  manifestTtlMs?: number;
  /** The longest a page waits for server bundles that are not loaded yet. */
  waitMs?: number;
  /** The longest a manifest or bundle download from a remote may take. */
  fetchTimeoutMs?: number;
  maxBundleBytes?: number;
  /** How long a failed bundle load is remembered before it is tried again. */
  retryMs?: number;
  /**
   * A remote's server bundle only over https or from this machine (NODE_ENV=production); off
   * otherwise, for development's plain-http remotes.
   */
  requireHttps?: boolean;
}

export interface ShellServerConfig {
  host: string;
  port: number;
  /** The shell's build: index.html, its scripts, and server/ with its server bundle. */
  shellDist: string;
  /**
   * The gateway (GATEWAY_URL): the API a render calls, the /remotes.json each page starts from,
   * the release folders. This server holds no token: what it may do there, the gateway gave it.
   */
  gatewayUrl: string;
  ssr: SsrConfig;
  /** Timing of the page's inlined manifest and image lookups (pages/page-boot.ts defaults). */
  pageBoot?: { ttlMs?: number; waitMs?: number; timeoutMs?: number };
  /** Answer `*.map` requests from the built shell (SERVE_SOURCE_MAPS); 404 by default. */
  serveSourceMaps: boolean;
  /**
   * DEMO_PAYMENTS=true: the paying services run the offline test provider (a demo shop), and
   * every page says "Demo shop: no real payments" (pages/page-boot.ts, the shell's banner).
   */
  demoPayments: boolean;
  logLevel: string;
}

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const positiveInt = z.coerce.number().int().positive();

const envSchema = z.object({
  HOST: z.string().min(1).default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(SHELL_SERVER.port),
  SHELL_DIST: z.string().min(1).optional(),
  GATEWAY_URL: z
    .string()
    .regex(/^https?:\/\/[^/]+\/?$/, 'must be an origin like http://127.0.0.1:8080')
    .default(`http://127.0.0.1:${GATEWAY_PORT}`),
  SSR: z
    .enum(['on', 'off', 'true', 'false'])
    .default('on')
    .transform((v) => v === 'on' || v === 'true'),
  SSR_TIMEOUT_MS: positiveInt.default(2000),
  SERVE_SOURCE_MAPS: bool.default(false),
  DEMO_PAYMENTS: bool.default(false),
  NODE_ENV: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid shell server configuration:\n  ${problems.join('\n  ')}`);
    this.name = 'ConfigError';
  }
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ShellServerConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success)
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    );
  const e = parsed.data;
  return {
    host: e.HOST,
    port: e.PORT,
    // src/ and dist/ sit at the same depth, so this resolves to <repo>/shell/dist from both.
    shellDist: e.SHELL_DIST
      ? path.resolve(e.SHELL_DIST)
      : path.resolve(__dirname, '..', '..', 'dist'),
    gatewayUrl: e.GATEWAY_URL.replace(/\/$/, ''),
    ssr: {
      enabled: e.SSR,
      timeoutMs: e.SSR_TIMEOUT_MS,
      requireHttps: e.NODE_ENV === 'production',
    },
    serveSourceMaps: e.SERVE_SOURCE_MAPS,
    demoPayments: e.DEMO_PAYMENTS,
    logLevel: e.LOG_LEVEL,
  };
}
