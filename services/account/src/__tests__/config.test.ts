import { availableParallelism } from 'node:os';
import { type ConfigError } from '@coffee/service-defaults';
import { loadAccountConfig } from '../config';

const base = { JWT_PUBLIC_KEY: 'pub', JWT_PRIVATE_KEY: 'priv', INTERNAL_TOKEN: 'tok' };

describe('account configuration', () => {
  it('when only the keys are given, then the defaults are the documented ones', () => {
    const config = loadAccountConfig(base);
    expect(config).toMatchObject({
      port: 4004,
      dbName: 'coffee_account',
      bcryptCost: 12,
      cookieSecure: false,
      seedDemoData: false,
      loginMaxFailures: 5,
      loginWindowMs: 15 * 60 * 1000,
      jwtPrivateKey: 'priv',
      newsletter: { perAddress: 20, perEmail: 5, windowMs: 15 * 60 * 1000 },
    });
    // The services a deleted account's data is forgotten in, at their topology addresses.
    expect(config.env).toMatchObject({
      CATALOG_URL: ['http://127.0.0.1:4001'],
      CART_CHECKOUT_URL: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)],
      MEMBERSHIP_URL: [expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+$/)],
    });
  });

  it('when the private key is missing and flags are wrong, then one error lists every problem', () => {
    let problems: string[] = [];
    try {
      loadAccountConfig({
        JWT_PUBLIC_KEY: 'pub',
        INTERNAL_TOKEN: 'tok',
        COOKIE_SECURE: 'yes',
        BCRYPT_COST: '2',
      });
    } catch (err) {
      problems = (err as ConfigError).problems;
    }
    expect(problems).toEqual(
      expect.arrayContaining([
        'JWT_PRIVATE_KEY: set JWT_PRIVATE_KEY or JWT_PRIVATE_KEY_FILE',
        expect.stringMatching(/^COOKIE_SECURE: must be true or false/),
        expect.stringMatching(/^BCRYPT_COST: /),
      ]),
    );
  });

  it('when no SMTP_URL (or an empty one) is given, then there is no mail server and links go to the local shop', () => {
    for (const env of [base, { ...base, SMTP_URL: '', PUBLIC_URL: '' }]) {
      expect(loadAccountConfig(env).mail).toEqual({
        smtpUrl: undefined,
        from: 'Brew Haven <hello@brewhaven.example>',
        publicUrl: 'http://localhost:8080',
      });
    }
    expect(
      loadAccountConfig({
        ...base,
        SMTP_URL: 'smtp://127.0.0.1:1025',
        PUBLIC_URL: 'https://shop.example/',
      }).mail,
    ).toMatchObject({ smtpUrl: 'smtp://127.0.0.1:1025', publicUrl: 'https://shop.example' });
  });

  it('when the mail settings are malformed, then each is named', () => {
    let problems: string[] = [];
    try {
      loadAccountConfig({
        ...base,
        SMTP_URL: 'http://127.0.0.1:1025',
        MAIL_FROM: 'a@example.com\r\nBcc: b@example.com',
        PUBLIC_URL: 'javascript:alert(1)',
      });
    } catch (err) {
      problems = (err as ConfigError).problems;
    }
    expect(problems.map((p) => p.split(':')[0]).sort()).toEqual([
      'MAIL_FROM',
      'PUBLIC_URL',
      'SMTP_URL',
    ]);
  });

  it('when COOKIE_SECURE and SEED_DEMO_DATA are true, then they are on', () => {
    const config = loadAccountConfig({ ...base, COOKIE_SECURE: 'true', SEED_DEMO_DATA: 'true' });
    expect(config.cookieSecure).toBe(true);
    expect(config.seedDemoData).toBe(true);
  });

  it('when the hashing pool and the per-address limit are not set, then every core but one hashes, 4 jobs per worker wait, 20 failures per address', () => {
    const workers = Math.max(1, availableParallelism() - 1);
    const config = loadAccountConfig(base);
    expect(config.passwordHashing).toEqual({ workers, queue: 4 * workers });
    expect(config.loginAddressMaxFailures).toBe(20);
  });

  it('when PASSWORD_HASH_WORKERS, PASSWORD_HASH_QUEUE and LOGIN_ADDRESS_MAX_FAILURES are set, then they are used, and the queue follows the workers unless set', () => {
    expect(loadAccountConfig({ ...base, PASSWORD_HASH_WORKERS: '3' }).passwordHashing).toEqual({
      workers: 3,
      queue: 12,
    });
    const config = loadAccountConfig({
      ...base,
      PASSWORD_HASH_WORKERS: '2',
      PASSWORD_HASH_QUEUE: '0',
      LOGIN_ADDRESS_MAX_FAILURES: '50',
    });
    expect(config.passwordHashing).toEqual({ workers: 2, queue: 0 });
    expect(config.loginAddressMaxFailures).toBe(50);
  });

  it('when the hashing settings are out of range, then each is named', () => {
    let problems: string[] = [];
    try {
      loadAccountConfig({
        ...base,
        PASSWORD_HASH_WORKERS: '0',
        PASSWORD_HASH_QUEUE: '-1',
        LOGIN_ADDRESS_MAX_FAILURES: 'many',
      });
    } catch (err) {
      problems = (err as ConfigError).problems;
    }
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^PASSWORD_HASH_WORKERS: /),
        expect.stringMatching(/^PASSWORD_HASH_QUEUE: /),
        expect.stringMatching(/^LOGIN_ADDRESS_MAX_FAILURES: /),
      ]),
    );
  });
});
