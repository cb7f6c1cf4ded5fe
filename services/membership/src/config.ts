import { createHmac } from 'node:crypto';
import { loadServiceConfig, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'], { error: 'must be true or false' })
    .default(fallback)
    .transform((value) => value === 'true');

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadMembershipConfig(env: Env = process.env) {
  const config = loadServiceConfig({
    name: 'membership',
    defaultPort: SERVICES.membership.port,
    defaultDbName: SERVICES.membership.database,
    extend: {
      /** The account service: the users' Direct+ state lives on the user (GET /internal/users/:id). */
      ACCOUNT_URL: z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default(defaultServiceUrl('account')),
      /** Seed the unclaimed in-store memberships at start-up (idempotent). */
      SEED_DEMO_DATA: flag('false'),
      /**
       * The offline test provider's webhook secret. Several instances must share it (any of them
       * may receive an event another signed); by default it is derived from the internal token,
       * which they already share.
       */
      OFFLINE_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    },
    env,
  });
  return {
    ...config,
    seedDemoData: config.env.SEED_DEMO_DATA,
    offlineWebhookSecret:
      config.env.OFFLINE_WEBHOOK_SECRET ??
      createHmac('sha256', config.internalToken).update('offline-payment-webhook').digest('hex'),
  };
}
export type MembershipConfig = ReturnType<typeof loadMembershipConfig>;
