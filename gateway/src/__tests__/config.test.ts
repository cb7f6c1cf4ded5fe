import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ConfigError, loadConfig, parseByteSize } from '../config';
import { generateKeys } from './support/keys';
import { removeTempDirs, tempDir } from './support/temp-dir';

const dir = tempDir('gateway-config-');
afterAll(removeTempDirs);
const keyFile = path.join(dir, 'jwt-public.pem');
const tokenFile = path.join(dir, 'internal-token');
writeFileSync(keyFile, generateKeys().publicKey);
writeFileSync(tokenFile, 'shared-secret\n');
const required = { JWT_PUBLIC_KEY_FILE: keyFile, INTERNAL_TOKEN_FILE: tokenFile };

describe('loadConfig', () => {
  it('when only the key files are given, then the documented defaults apply', () => {
    const config = loadConfig(required);
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 8080,
      services: {
        catalog: ['http://127.0.0.1:4001'],
        'cart-checkout': ['http://127.0.0.1:4002'],
        membership: ['http://127.0.0.1:4003'],
        account: ['http://127.0.0.1:4004'],
        staff: ['http://127.0.0.1:4005'],
      },
      workers: 1,
      balancing: {
        healthIntervalMs: 2000,
        slowMs: 2500,
        breaker: { failureThreshold: 5, cooldownMs: 5000 },
      },
      internalToken: 'shared-secret',
      sessionCacheTtlMs: 5000,
      proxyTimeoutMs: 5000,
      bodyLimitBytes: 1024 * 1024,
      cookieSecure: false,
      trustProxy: false,
      remotesFile: undefined,
      remoteUrls: { catalog: 'http://localhost:3001', staff: 'http://localhost:3005' },
      devCsp: false,
    });
    expect(config.jwtPublicKey).toContain('BEGIN PUBLIC KEY');
    // The shell's own server answers every page (shell/server's default port).
    expect(config.pageServerUrl).toBe('http://127.0.0.1:3100');
  });

  it('when values are set, then they are parsed to their types', () => {
    const config = loadConfig({
      ...required,
      PORT: '9090',
      ACCOUNT_URL: 'http://account:4004/',
      BODY_LIMIT: '256kb',
      COOKIE_SECURE: 'true',
      TRUST_PROXY: '1',
      REMOTE_CATALOG_URL: 'https://cdn.example.com/catalog',
      PAGE_SERVER_URL: 'http://shell-server:3100',
      NODE_ENV: 'development',
    });
    expect(config).toMatchObject({
      port: 9090,
      bodyLimitBytes: 256 * 1024,
      cookieSecure: true,
      trustProxy: 1,
      devCsp: true,
    });
    expect(config.services.account).toEqual(['http://account:4004']);
    expect(config.remoteUrls.catalog).toBe('https://cdn.example.com/catalog');
    expect(config.pageServerUrl).toBe('http://shell-server:3100');
  });

  it('when the settings of server rendering are set, then the gateway no longer reads them (the shell server does)', () => {
    const config = loadConfig({
      ...required,
      SSR: 'off',
      SSR_TIMEOUT_MS: '800',
      SHELL_DIST: '/somewhere',
      DEMO_PAYMENTS: 'true',
    }) as unknown as Record<string, unknown>;
    for (const key of ['ssr', 'shellDist', 'pageBoot', 'serveSourceMaps', 'demoPayments'])
      expect(config[key]).toBeUndefined();
  });

  it('when several values are bad, then one error lists every bad key', () => {
    let error: unknown;
    try {
      loadConfig({
        ...required,
        PORT: 'eighty',
        CATALOG_URL: 'ftp://x',
        BODY_LIMIT: 'lots',
        COOKIE_SECURE: 'yes',
        PAGE_SERVER_URL: 'http://shell-server:3100/pages',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PORT',
        'CATALOG_URL',
        'BODY_LIMIT',
        'COOKIE_SECURE',
        'PAGE_SERVER_URL',
      ]),
    );
  });

  it('when a key file is missing, then the error names the variable', () => {
    expect(() =>
      loadConfig({ ...required, JWT_PUBLIC_KEY_FILE: path.join(dir, 'nope.pem') }),
    ).toThrow(/JWT_PUBLIC_KEY_FILE/);
    expect(() => loadConfig({ JWT_PUBLIC_KEY_FILE: keyFile })).toThrow(/INTERNAL_TOKEN_FILE/);
  });

  it.each([
    ['1mb', 1048576],
    ['512kb', 524288],
    ['2048', 2048],
    [' 10 MB ', 10485760],
    ['0', undefined],
    ['-1', undefined],
    ['1gb', undefined],
  ])('when BODY_LIMIT is %p, then it means %p bytes', (value, bytes) => {
    expect(parseByteSize(value)).toBe(bytes);
  });
});

describe('loadConfig: rate limits', () => {
  it('when nothing is set, then the documented per-minute defaults apply, counted in memory', () => {
    expect(loadConfig(required).rateLimit).toEqual({
      signIn: 20,
      writes: 120,
      api: 600,
      user: 600,
      windowMs: 60_000,
      redisUrl: undefined,
      redisPrefix: 'coffee:ratelimit:',
      maxKeys: 100_000,
      exemptAddresses: [],
    });
  });

  it('when the limits, Redis and exempt addresses are set, then they are parsed (0 turns a limit off)', () => {
    const { rateLimit } = loadConfig({
      ...required,
      RATE_LIMIT_SIGN_IN: '5',
      RATE_LIMIT_WRITES: '0',
      RATE_LIMIT_API: '1000',
      RATE_LIMIT_USER: '300',
      RATE_LIMIT_REDIS_URL: 'redis://cache.internal:6379/2',
      RATE_LIMIT_REDIS_PREFIX: 'shop-a:rl:',
      RATE_LIMIT_EXEMPT_ADDRESSES: '127.0.0.1, ::1',
    });
    expect(rateLimit).toMatchObject({
      signIn: 5,
      writes: 0,
      api: 1000,
      user: 300,
      redisUrl: 'redis://cache.internal:6379/2',
      redisPrefix: 'shop-a:rl:',
      exemptAddresses: ['127.0.0.1', '::1'],
    });
  });

  it('when RATE_LIMIT_REDIS_URL is empty, then it is unset', () => {
    expect(
      loadConfig({ ...required, RATE_LIMIT_REDIS_URL: '' }).rateLimit.redisUrl,
    ).toBeUndefined();
  });

  it('when rate-limit values are bad, then each bad key is listed (an empty limit is not 0)', () => {
    let error: unknown;
    try {
      loadConfig({
        ...required,
        RATE_LIMIT_SIGN_IN: '',
        RATE_LIMIT_WRITES: '-5',
        RATE_LIMIT_API: 'lots',
        RATE_LIMIT_USER: '1.5',
        RATE_LIMIT_REDIS_URL: 'http://cache:6379',
        RATE_LIMIT_EXEMPT_ADDRESSES: 'localhost',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'RATE_LIMIT_SIGN_IN',
        'RATE_LIMIT_WRITES',
        'RATE_LIMIT_API',
        'RATE_LIMIT_USER',
        'RATE_LIMIT_REDIS_URL',
        'RATE_LIMIT_EXEMPT_ADDRESSES.0',
      ]),
    );
  });
});

describe('loadConfig: several instances', () => {
  it('when a service URL variable lists several URLs, then each is one instance', () => {
    const config = loadConfig({
      ...required,
      CATALOG_URL: 'http://127.0.0.1:4001, http://127.0.0.1:4101/',
      UPSTREAM_HEALTH_INTERVAL_MS: '500',
      UPSTREAM_BREAKER_FAILURES: '3',
    });
    expect(config.services.catalog).toEqual(['http://127.0.0.1:4001', 'http://127.0.0.1:4101']);
    expect(config.balancing).toMatchObject({
      healthIntervalMs: 500,
      breaker: { failureThreshold: 3, window: 10 },
    });
  });

  it('when an instance list is bad, then the variable is named', () => {
    for (const CATALOG_URL of [
      'http://a:1,',
      'http://a:1,http://a:1',
      'http://a:1,https://b:1',
      'http://a:1,ftp://b',
    ]) {
      expect(() => loadConfig({ ...required, CATALOG_URL })).toThrow(/CATALOG_URL: /);
    }
  });

  it('when several workers are asked for without Redis, then it refuses and says what to set', () => {
    expect(() => loadConfig({ ...required, GATEWAY_WORKERS: '2' })).toThrow(
      /GATEWAY_WORKERS: 2 workers need REDIS_URL/,
    );
  });

  it('when several workers have REDIS_URL, then the rate limits use it (RATE_LIMIT_REDIS_URL wins)', () => {
    const config = loadConfig({
      ...required,
      GATEWAY_WORKERS: '2',
      REDIS_URL: 'redis://127.0.0.1:6379',
    });
    expect(config.workers).toBe(2);
    expect(config.rateLimit.redisUrl).toBe('redis://127.0.0.1:6379');
    expect(
      loadConfig({
        ...required,
        REDIS_URL: 'redis://127.0.0.1:6379',
        RATE_LIMIT_REDIS_URL: 'redis://cache:6379/1',
      }).rateLimit.redisUrl,
    ).toBe('redis://cache:6379/1');
  });
});
