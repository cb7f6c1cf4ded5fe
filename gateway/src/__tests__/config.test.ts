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
        catalog: 'http://127.0.0.1:4001',
        'cart-checkout': 'http://127.0.0.1:4002',
        membership: 'http://127.0.0.1:4003',
        account: 'http://127.0.0.1:4004',
        staff: 'http://127.0.0.1:4005',
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
    expect(config.shellDist).toBe(path.resolve(__dirname, '..', '..', '..', 'shell', 'dist'));
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
      NODE_ENV: 'development',
    });
    expect(config).toMatchObject({
      port: 9090,
      bodyLimitBytes: 256 * 1024,
      cookieSecure: true,
      trustProxy: 1,
      devCsp: true,
    });
    expect(config.services.account).toBe('http://account:4004');
    expect(config.remoteUrls.catalog).toBe('https://cdn.example.com/catalog');
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
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining(['PORT', 'CATALOG_URL', 'BODY_LIMIT', 'COOKIE_SECURE']),
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
