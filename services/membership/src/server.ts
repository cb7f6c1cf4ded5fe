import {
  createAccountClient,
  createInternalClient,
  createService,
  type Service,
} from '@coffee/service-defaults';
import type { MembershipConfig } from './config';
import { createMembershipLedger } from './data/membership-ledger';
import { membershipModel } from './data/membership-model';
import { createMembershipChanges } from './domain/membership-changes';
import { createMembershipQueries } from './domain/membership-queries';
import { membershipRouter } from './http/membership-router';
import { subscriptionRouter } from './http/subscription-router';

export type { MembershipConfig } from './config';
export { loadMembershipConfig } from './config';

/** The membership service: Direct+ status and subscriptions now, payments next. */
export function createMembershipServer(config: MembershipConfig): Service<MembershipConfig> {
  return createService({
    config,
    register(app, ctx) {
      // Registered now so its unique indexes exist before subscriptions are written.
      membershipModel(ctx.db);
      const ledger = createMembershipLedger(ctx.db, {
        // A change makes two account calls, each cut off at the service timeout: a lock outlives
        // any live change with room to spare, and a dead one stops blocking the user soon after.
        lockTtlMs: 4 * config.serviceTimeoutMs + 10_000,
      });

      const accounts = createAccountClient(
        createInternalClient({
          service: 'account',
          baseUrl: config.env.ACCOUNT_URL,
          token: config.internalToken,
          timeoutMs: config.serviceTimeoutMs,
        }),
      );
      app.use(membershipRouter(createMembershipQueries(accounts), ctx.auth));
      app.use(subscriptionRouter(createMembershipChanges({ accounts, ledger }), ctx.auth));
    },
  });
}
