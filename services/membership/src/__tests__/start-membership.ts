import { randomBytes } from 'node:crypto';
import type { Env } from '@coffee/service-defaults';
import {
  createTestTokens,
  dropTestDatabase,
  startFakeAccount,
  testServiceEnv,
} from '@coffee/service-defaults/testing';
import { loadMembershipConfig } from '../config';
import { createMembershipServer } from '../server';

/**
 * Every concurrency guarantee is proven twice: on one instance, and with its concurrent requests
 * spread over two instances sharing the database (as when the service is scaled out).
 * `describe.each(INSTANCES)('on %s', (_name, count) => ...)`.
 */
export const INSTANCES = [
  ['one instance', 1],
  ['two instances', 2],
] as const;
export type InstanceCount = (typeof INSTANCES)[number][1];

/** Stripe's test keys the service is given with `stripeApiBase` (stripe-mock behind them). */
export const TEST_STRIPE_KEYS = {
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_secret',
} as const;

/**
 * Boots the membership service against its own fresh database and a stand-in account service.
 * `stripeApiBase` (stripe-mock's address): Stripe is the provider, its calls going there.
 */
export async function startMembership(
  overrides: Env = {},
  { stripeApiBase }: { stripeApiBase?: string } = {},
) {
  const tokens = createTestTokens();
  const internalToken = randomBytes(24).toString('hex');
  const account = await startFakeAccount(internalToken);
  const config = loadMembershipConfig(
    testServiceEnv(tokens.keys, 'membership', {
      ACCOUNT_URL: account.url,
      INTERNAL_TOKEN: internalToken,
      ...(stripeApiBase ? TEST_STRIPE_KEYS : {}),
      ...overrides,
    }),
  );
  // The service hands its Stripe settings to the adapter as they are: the API base rides along.
  if (stripeApiBase && config.stripe) Object.assign(config.stripe, { apiBase: stripeApiBase });
  const service = createMembershipServer(config);
  const { url } = await service.start();
  const extra: ReturnType<typeof createMembershipServer>[] = [];
  let twin: string | undefined;

  return {
    url,
    service,
    account,
    tokens,
    internalToken,
    config,
    db: service.ctx.db,
    /**
     * The addresses of `count` instances sharing this database: this one, then (for 2) one more
     * started once and reused. `over(i)` is the i-th request's instance, in turn; each delivers
     * its offline provider's events to its own webhook, as a scaled-out service does.
     */
    async spread(count: InstanceCount): Promise<(i: number) => string> {
      if (count === 1) return () => url;
      if (!twin) {
        const other = createMembershipServer(config);
        extra.push(other);
        twin = (await other.start()).url;
      }
      const all = [url, twin];
      return (i) => all[i % all.length] ?? url;
    },
    async stop() {
      await Promise.all([service.stop(), ...extra.map((other) => other.stop()), account.stop()]);
      await dropTestDatabase(config.dbName);
    },
  };
}
export type StartedMembership = Awaited<ReturnType<typeof startMembership>>;
