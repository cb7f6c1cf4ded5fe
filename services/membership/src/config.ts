import { loadServiceConfig, type Env } from '@coffee/service-defaults';
import { z } from 'zod';

/** Parsed at start: a bad environment stops the service with every bad key listed. */
export function loadMembershipConfig(env: Env = process.env) {
  return loadServiceConfig({
    name: 'membership',
    defaultPort: 4003,
    defaultDbName: 'coffee_membership',
    extend: {
      /** The account service: the users' Direct+ state lives on the user (GET /internal/users/:id). */
      ACCOUNT_URL: z
        .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
        .default('http://127.0.0.1:4004'),
    },
    env,
  });
}
export type MembershipConfig = ReturnType<typeof loadMembershipConfig>;
