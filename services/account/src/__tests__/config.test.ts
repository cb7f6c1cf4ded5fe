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

  it('when COOKIE_SECURE and SEED_DEMO_DATA are true, then they are on', () => {
    const config = loadAccountConfig({ ...base, COOKIE_SECURE: 'true', SEED_DEMO_DATA: 'true' });
    expect(config.cookieSecure).toBe(true);
    expect(config.seedDemoData).toBe(true);
  });
});
