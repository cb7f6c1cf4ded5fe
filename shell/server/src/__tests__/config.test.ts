import path from 'node:path';
import { ConfigError, loadConfig } from '../config';

describe("loadConfig: the shell's server", () => {
  it('when nothing is set, then the documented defaults apply: rendering on with a 2 s timeout, behind the local gateway', () => {
    const config = loadConfig({});
    expect(config).toEqual({
      host: '127.0.0.1',
      port: 3100,
      // src/ and dist/ sit at the same depth: <repo>/shell/dist from either.
      shellDist: path.resolve(__dirname, '..', '..', '..', 'dist'),
      gatewayUrl: 'http://127.0.0.1:8080',
      ssr: { enabled: true, timeoutMs: 2000, requireHttps: false },
      serveSourceMaps: false,
      demoPayments: false,
      logLevel: 'info',
    });
  });

  it('when values are set, then they are parsed to their types', () => {
    const config = loadConfig({
      HOST: '0.0.0.0',
      PORT: '3200',
      SHELL_DIST: 'some/where',
      GATEWAY_URL: 'http://gateway:8080/',
      SERVE_SOURCE_MAPS: '1',
      LOG_LEVEL: 'warn',
    });
    expect(config).toMatchObject({
      host: '0.0.0.0',
      port: 3200,
      shellDist: path.resolve('some/where'),
      // The trailing slash goes: API paths are appended to it.
      gatewayUrl: 'http://gateway:8080',
      serveSourceMaps: true,
      logLevel: 'warn',
    });
  });

  it('when SSR=off and a timeout are set, then they are parsed', () => {
    expect(loadConfig({ SSR: 'off', SSR_TIMEOUT_MS: '800' }).ssr).toEqual({
      enabled: false,
      timeoutMs: 800,
      requireHttps: false,
    });
    expect(loadConfig({ SSR: 'false' }).ssr.enabled).toBe(false);
    expect(loadConfig({ SSR: 'true' }).ssr.enabled).toBe(true);
  });

  it.each([
    ['production', true],
    ['development', false],
    [undefined, false],
  ])(
    'when NODE_ENV is %s, then remote server bundles over plain http elsewhere are refused: %s',
    (nodeEnv, requireHttps) => {
      const config = loadConfig(nodeEnv ? { NODE_ENV: nodeEnv } : {});
      expect(config.ssr.requireHttps).toBe(requireHttps);
    },
  );

  it('when DEMO_PAYMENTS is unset, then no demo; when true, a demo; anything else is refused', () => {
    expect(loadConfig({}).demoPayments).toBe(false);
    expect(loadConfig({ DEMO_PAYMENTS: 'false' }).demoPayments).toBe(false);
    expect(loadConfig({ DEMO_PAYMENTS: 'true' }).demoPayments).toBe(true);
    expect(loadConfig({ DEMO_PAYMENTS: '1' }).demoPayments).toBe(true);
    expect(() => loadConfig({ DEMO_PAYMENTS: 'yes' })).toThrow(ConfigError);
  });

  it('when several values are bad, then one error lists every bad key', () => {
    let error: unknown;
    try {
      loadConfig({
        PORT: 'eighty',
        GATEWAY_URL: 'http://gateway:8080/api',
        SSR: 'maybe',
        SSR_TIMEOUT_MS: '0',
        SERVE_SOURCE_MAPS: 'yes',
        DEMO_PAYMENTS: 'on',
        LOG_LEVEL: 'loud',
      });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0]);
    expect(keys).toEqual(
      expect.arrayContaining([
        'PORT',
        'GATEWAY_URL',
        'SSR',
        'SSR_TIMEOUT_MS',
        'SERVE_SOURCE_MAPS',
        'DEMO_PAYMENTS',
        'LOG_LEVEL',
      ]),
    );
    expect((error as ConfigError).message).toMatch(/^Invalid shell server configuration/);
  });
});
