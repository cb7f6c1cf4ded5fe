import { csrfCookieName, sessionCookieName, type Role } from '@coffee/contracts';
import pino from 'pino';
import { REMOTE_NAMES, SERVICE_NAMES, defaultRemoteUrl, type ServiceName } from '@coffee/topology';
import type { GatewayConfig } from '../../config';
import { deriveCsrfSecret, mintCsrfToken } from '../../http/csrf';
import { createGateway, type Gateway } from '../../server';
import { generateKeys, signSession, type TestKeys } from './keys';
import {
  deadUrl,
  startEchoService,
  startFakeAccount,
  type FakeAccount,
  type FakeService,
} from './upstreams';

export interface LogLine {
  level: number;
  msg: string;
  reqId?: string;
  [key: string]: unknown;
}

export interface Harness {
  url: string;
  gateway: Gateway;
  config: GatewayConfig;
  keys: TestKeys;
  account: FakeAccount;
  services: Partial<Record<ServiceName, FakeService>>;
  logs: LogLine[];
  /**
   * A live session registered with the fake account service; `cookie` holds it and a CSRF token
   * bound to it, which writes echo as `csrf` (CSRF, the signed-out token, does not pass for it).
   */
  signIn(spec?: { role?: Role; sub?: string; expiresIn?: number }): {
    token: string;
    sid: string;
    csrf: string;
    cookie: string;
  };
  close(): Promise<void>;
}

/** The fake account service's internal token, from which the gateway derives its CSRF key. */
const INTERNAL_TOKEN = 'internal-secret-for-tests';
export const CSRF_SECRET = deriveCsrfSecret(INTERNAL_TOKEN);
/** A signed-out visitor's CSRF token as a browser would hold it (cookie) and echo it (header). */
export const CSRF = mintCsrfToken(CSRF_SECRET, undefined, 'csrf-token-for-tests-0');
export const CSRF_COOKIE = `coffee_csrf=${CSRF}`;

export function baseConfig(keys: TestKeys, internalToken: string): GatewayConfig {
  return {
    host: '127.0.0.1',
    port: 0,
    services: {
      catalog: 'http://127.0.0.1:1',
      'cart-checkout': 'http://127.0.0.1:1',
      membership: 'http://127.0.0.1:1',
      account: 'http://127.0.0.1:1',
      staff: 'http://127.0.0.1:1',
    },
    jwtPublicKey: keys.publicKey,
    internalToken,
    sessionCacheTtlMs: 5000,
    sessionCacheMax: 1000,
    sessionCheckTimeoutMs: 1000,
    proxyTimeoutMs: 5000,
    // High enough that no other test meets a limit; ratelimit tests set their own.
    rateLimit: {
      signIn: 100_000,
      writes: 100_000,
      api: 100_000,
      user: 100_000,
      windowMs: 60_000,
      redisUrl: undefined,
      redisPrefix: 'coffee:ratelimit:test:',
      maxKeys: 10_000,
      exemptAddresses: [],
    },
    bodyLimitBytes: 1024 * 1024,
    cookieSecure: false,
    trustProxy: false,
    remotesFile: undefined,
    remoteUrls: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, defaultRemoteUrl(name)]),
    ) as GatewayConfig['remoteUrls'],
    // No shell's server: a page is a 503 unless a test starts one (shell/server's stack tests).
    pageServerUrl: 'http://127.0.0.1:1',
    devCsp: false,
    logLevel: 'info',
  };
}

export interface HarnessOptions {
  config?: Partial<GatewayConfig>;
  /** Services whose URL points at a closed port. */
  dead?: ServiceName[];
  /** Account service unreachable too (for its session endpoint). */
  accountDead?: boolean;
  /** Services whose instances the test runs itself (several URLs: several instances). */
  serviceUrls?: Partial<Record<ServiceName, string | readonly string[]>>;
}

export async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const keys = generateKeys();
  const account = await startFakeAccount(keys.publicKey, INTERNAL_TOKEN);
  const services: Partial<Record<ServiceName, FakeService>> = {};
  const config = baseConfig(keys, account.internalToken);

  for (const name of SERVICE_NAMES) {
    if (name === 'account') {
      config.services.account = options.accountDead ? await deadUrl() : account.url;
    } else if (options.serviceUrls?.[name]) {
      config.services[name] = options.serviceUrls[name];
    } else if (options.dead?.includes(name)) {
      config.services[name] = await deadUrl();
    } else {
      services[name] = await startEchoService(name);
      config.services[name] = services[name].url;
    }
  }
  Object.assign(config, options.config);

  const logs: LogLine[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => logs.push(JSON.parse(line) as LogLine) },
  );
  const gateway = createGateway(config, { logger });
  const { url } = await gateway.start();

  return {
    url,
    gateway,
    config,
    keys,
    account,
    services,
    logs,
    signIn(spec = {}) {
      const { token, sid, sub } = signSession(keys.privateKey, spec);
      account.sessions.set(sid, { userId: sub, role: spec.role ?? 'customer', active: true });
      const csrf = mintCsrfToken(CSRF_SECRET, sid);
      const secure = config.cookieSecure;
      const cookie = `${sessionCookieName(secure)}=${token}; ${csrfCookieName(secure)}=${csrf}`;
      return { token, sid, csrf, cookie };
    },
    async close() {
      await gateway.stop(100);
      await account.close();
      await Promise.all(Object.values(services).map((s) => s.close()));
    },
  };
}
