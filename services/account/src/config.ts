import { availableParallelism } from 'node:os';
import { loadServiceConfig, serviceUrlsEnv, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { mailEnv, optionalSmtpUrl } from '@coffee/mailer';
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
  MEMBERSHIP_URL: serviceUrlsEnv(defaultServiceUrl('membership')),
  /** The catalog service: forgets a deleted account's favorites and reviews. */
  CATALOG_URL: serviceUrlsEnv(defaultServiceUrl('catalog')),
  /** The cart and checkout service: forgets a deleted account's cart, anonymises its orders. */
  CART_CHECKOUT_URL: serviceUrlsEnv(defaultServiceUrl('cart-checkout')),
  /** Newsletter subscriptions per client address in the window. */
  NEWSLETTER_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(20),
  /** Newsletter subscriptions per email in the window (each would send a mail). */
  NEWSLETTER_MAX_PER_EMAIL: z.coerce.number().int().min(1).default(5),
  NEWSLETTER_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** Failed sign-ins per address and username in the window. */
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(1).default(5),
  /** Failed sign-ins per address across usernames in the window (password spraying). */
  LOGIN_ADDRESS_MAX_FAILURES: z.coerce.number().int().min(1).default(20),
  LOGIN_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /**
   * Where mail leaves (e.g. smtp://127.0.0.1:1025). Unlike the other senders, unset (or empty)
   * means no mailer here: the account's mails wait in the outbox (a warning says so at start).
   */
  SMTP_URL: optionalSmtpUrl,
  /** The sender and the links' origin, by the mailer's own rules (PUBLIC_URL without a '/'). */
  MAIL_FROM: mailEnv.MAIL_FROM,
  PUBLIC_URL: mailEnv.PUBLIC_URL,
  /** Password reset requests per client address in the window (429 past it). */
  PASSWORD_RESET_MAX_PER_ADDRESS: z.coerce.number().int().min(1).default(5),
  /** Reset mails per email in the window (past it the answer is the same, no mail goes). */
  PASSWORD_RESET_MAX_PER_ACCOUNT: z.coerce.number().int().min(1).default(5),
  /** Confirms with a dead reset link per client address in the window (429 past it). */
  PASSWORD_RESET_MAX_CONFIRM_FAILURES: z.coerce.number().int().min(1).default(10),
  /** Verification mails asked for from the profile per account in the window. */
  EMAIL_VERIFICATION_MAX_RESENDS: z.coerce.number().int().min(1).default(5),
  PASSWORD_RESET_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(1000)
    .default(15 * 60 * 1000),
  /** Worker threads hashing passwords: by default every core but one, so requests keep one. */
  PASSWORD_HASH_WORKERS: z.coerce
    .number()
    .int()
    .min(1)
    .max(64)
    .default(() => Math.max(1, availableParallelism() - 1)),
  /** Password checks waiting for a worker; past workers + this many, 503 BUSY at once (default 4 per worker). */
  PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10000).optional(),
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
    loginAddressMaxFailures: config.env.LOGIN_ADDRESS_MAX_FAILURES,
    loginWindowMs: config.env.LOGIN_WINDOW_MS,
    newsletter: {
      perAddress: config.env.NEWSLETTER_MAX_PER_ADDRESS,
      perEmail: config.env.NEWSLETTER_MAX_PER_EMAIL,
      windowMs: config.env.NEWSLETTER_WINDOW_MS,
    },
    mail: {
      smtpUrl: config.env.SMTP_URL,
      from: config.env.MAIL_FROM,
      publicUrl: config.env.PUBLIC_URL,
    },
    links: {
      windowMs: config.env.PASSWORD_RESET_WINDOW_MS,
      perAddress: config.env.PASSWORD_RESET_MAX_PER_ADDRESS,
      perAccount: config.env.PASSWORD_RESET_MAX_PER_ACCOUNT,
      confirmsPerAddress: config.env.PASSWORD_RESET_MAX_CONFIRM_FAILURES,
      resendsPerAccount: config.env.EMAIL_VERIFICATION_MAX_RESENDS,
    },
    passwordHashing: {
      workers: config.env.PASSWORD_HASH_WORKERS,
      queue: config.env.PASSWORD_HASH_QUEUE ?? 4 * config.env.PASSWORD_HASH_WORKERS,
    },
  };
}

export type AccountConfig = ReturnType<typeof loadAccountConfig>;
