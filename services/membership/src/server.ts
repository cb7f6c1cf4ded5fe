import { createInternalClient, createService, type Service } from '@coffee/service-defaults';
import type { MembershipConfig } from './config';
import { createAccountClient } from './data/account-client';
import { membershipModel } from './data/membership-model';
import { createMembershipQueries } from './domain/membership-queries';
import { membershipRouter } from './http/membership-router';

export type { MembershipConfig } from './config';
export { loadMembershipConfig } from './config';

/** The membership service: Direct+ status now, subscriptions and payments next. */
export function createMembershipServer(config: MembershipConfig): Service<MembershipConfig> {
  return createService({
    config,
    register(app, ctx) {
      // Registered now so its unique indexes exist before subscriptions are written.
      membershipModel(ctx.db);

      const accounts = createAccountClient(
        createInternalClient({
          service: 'account',
          baseUrl: config.env.ACCOUNT_URL,
          token: config.internalToken,
          timeoutMs: config.serviceTimeoutMs,
        }),
      );
      app.use(
        '/api/membership',
        ctx.auth.authenticate,
        membershipRouter(createMembershipQueries(accounts)),
      );
    },
  });
}
