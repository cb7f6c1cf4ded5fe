import { loadServiceConfig, type Env } from '@coffee/service-defaults';
import { SERVICES, defaultServiceUrl } from '@coffee/topology';
import { z } from 'zod';

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadMembershipConfig(env: Env = process.env) {
  return loadServiceConfig({
    name: 'membership',
    defaultPort: SERVICES.membership.port,
    defaultDbName: SERVICES.membership.database,
    extend: {
      /** The account service: the users' Direct+ state lives on the user (GET /internal/users/:id). */
      ACCOUNT_URL: z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default(defaultServiceUrl('account')),
    },
    env,
  });
}
export type MembershipConfig = ReturnType<typeof loadMembershipConfig>;
