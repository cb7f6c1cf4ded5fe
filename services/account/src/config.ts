import { loadServiceConfig, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback)
    .transform((value) => value === 'true');

export const accountEnv = {
  /** bcrypt cost; 12 in production, lower only to keep tests fast. */
  BCRYPT_COST: z.coerce.number().int().min(4).max(15).default(12),
  /** Secure cookies need HTTPS; off for the local http://localhost:8080. */
  COOKIE_SECURE: flag('false'),
  /** Seed the demo accounts at start-up (idempotent). */
  SEED_DEMO_DATA: flag('false'),
  /** The membership service: claims in-store membership numbers for /api/register-membership. */
  MEMBERSHIP_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default(defaultServiceUrl('membership')),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  LOGIN_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
};

export function loadAccountConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'account',
    defaultPort: SERVICES.account.port,
    defaultDbName: SERVICES.account.database,
    extend: accountEnv,
    secrets: ['JWT_PRIVATE_KEY'],
    env,
  });
  return {
    ...config,
    jwtPrivateKey: config.secrets.JWT_PRIVATE_KEY,
    bcryptCost: config.env.BCRYPT_COST,
    cookieSecure: config.env.COOKIE_SECURE,
    seedDemoData: config.env.SEED_DEMO_DATA,
    loginMaxFailures: config.env.LOGIN_MAX_FAILURES,
    loginWindowMs: config.env.LOGIN_WINDOW_MS,
  };
}

export type AccountConfig = ReturnType<typeof loadAccountConfig>;
