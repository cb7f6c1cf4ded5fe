import { DATABASE_PORT } from '@coffee/topology';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { ConfigError, loadServiceConfig, parseConfig } from '..';

const base = { name: 'account', defaultPort: 4004, defaultDbName: 'coffee_account' };
const secrets = { JWT_PUBLIC_KEY: 'public-pem', INTERNAL_TOKEN: 'internal-secret' };

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  throw new Error('expected a ConfigError');
}

describe('parseConfig', () => {
  const schema = z.object({ PORT: z.coerce.number().int(), NAME: z.string().min(1) });

  it('when every key is valid, then it returns the parsed values', () => {
    expect(parseConfig(schema, { PORT: '80', NAME: 'x' })).toEqual({ PORT: 80, NAME: 'x' });
  });

  it('when several keys are bad, then the error names every one of them', () => {
    const problems = problemsOf(() => parseConfig(schema, { PORT: 'eighty' }));
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toMatch(/^PORT: /m);
    expect(problems.join('\n')).toMatch(/^NAME: /m);
  });
});

describe('loadServiceConfig', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'sd-config-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('when only the secrets are given, then the service defaults apply', () => {
    const config = loadServiceConfig({ ...base, env: secrets });
    expect(config).toMatchObject({
      name: 'account',
      port: 4004,
      host: '127.0.0.1',
      mongodbUri: `mongodb://127.0.0.1:${DATABASE_PORT}`,
      dbName: 'coffee_account',
      logLevel: 'info',
      jwtPublicKey: 'public-pem',
      internalToken: 'internal-secret',
      serviceTimeoutMs: 3000,
      shutdownTimeoutMs: 10000,
    });
  });

  it('when MONGODB_DB and PORT are set, then they override the service database and port', () => {
    const config = loadServiceConfig({
      ...base,
      env: { ...secrets, MONGODB_DB: 'coffee_account_t_1', PORT: '0' },
    });
    expect(config.dbName).toBe('coffee_account_t_1');
    expect(config.port).toBe(0);
  });

  it('when secrets come from *_FILE, then the files are read and trimmed', () => {
    writeFileSync(
      path.join(dir, 'pub.pem'),
      '-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----\n',
    );
    writeFileSync(path.join(dir, 'token'), 'tok\n');
    const config = loadServiceConfig({
      ...base,
      env: {
        JWT_PUBLIC_KEY_FILE: path.join(dir, 'pub.pem'),
        INTERNAL_TOKEN_FILE: path.join(dir, 'token'),
      },
    });
    expect(config.jwtPublicKey).toBe('-----BEGIN PUBLIC KEY-----\nabc\n-----END PUBLIC KEY-----');
    expect(config.internalToken).toBe('tok');
  });

  it('when a PEM is pasted into an env var with literal \\n, then real newlines are restored', () => {
    const config = loadServiceConfig({
      ...base,
      env: { ...secrets, JWT_PUBLIC_KEY: 'line1\\nline2' },
    });
    expect(config.jwtPublicKey).toBe('line1\nline2');
  });

  it('when keys are bad and secrets missing, then one error lists all of them', () => {
    const problems = problemsOf(() =>
      loadServiceConfig({
        ...base,
        env: {
          PORT: '99999',
          LOG_LEVEL: 'loud',
          MONGODB_URI: 'http://x',
          INTERNAL_TOKEN_FILE: path.join(dir, 'missing'),
        },
      }),
    );
    const text = problems.join('\n');
    expect(text).toMatch(/^PORT: /m);
    expect(text).toMatch(/^LOG_LEVEL: /m);
    expect(text).toMatch(/^MONGODB_URI: must start with mongodb:\/\//m);
    expect(text).toMatch(/^JWT_PUBLIC_KEY: set JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE/m);
    expect(text).toMatch(/^INTERNAL_TOKEN_FILE: cannot read .*missing \(ENOENT\)/m);
  });

  it('when a service extends the env and asks for extra secrets, then they are parsed and returned', () => {
    const config = loadServiceConfig({
      ...base,
      extend: { BCRYPT_COST: z.coerce.number().int().min(4).default(12) },
      secrets: ['JWT_PRIVATE_KEY'],
      env: { ...secrets, BCRYPT_COST: '6', JWT_PRIVATE_KEY: 'private-pem' },
    });
    expect(config.env.BCRYPT_COST).toBe(6);
    expect(config.secrets.JWT_PRIVATE_KEY).toBe('private-pem');
  });

  it('when an extra secret is missing, then the error names it', () => {
    const problems = problemsOf(() =>
      loadServiceConfig({ ...base, secrets: ['JWT_PRIVATE_KEY'], env: secrets }),
    );
    expect(problems).toEqual(['JWT_PRIVATE_KEY: set JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE']);
  });
});
