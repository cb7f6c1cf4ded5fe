import {
  createAttemptLog,
  createInternalClient,
  createService,
  type Service,
} from '@coffee/service-defaults';
import type { AccountConfig } from './config';
import { createInStoreClaims } from './data/in-store-client';
import { createSessionRepository } from './data/session-repository';
import { createUserRepository } from './data/user-repository';
import { createAccountUseCases } from './domain/account-use-cases';
import { seedDemoUsers } from './domain/demo-users';
import { createLoginThrottle } from './domain/login-throttle';
import { createPasswordHasher } from './domain/passwords';
import { authRoutes } from './http/auth-routes';
import { internalRoutes } from './http/internal-routes';

/** The account service: users, sessions and sign-in. `start()` / `stop()` on the result. */
export function createAccountService(config: AccountConfig): Service<AccountConfig> {
  const hasher = createPasswordHasher(config.bcryptCost);
  return createService({
    config,
    register(app, ctx) {
      const users = createUserRepository(ctx.db);
      const sessions = createSessionRepository(ctx.db);
      const account = createAccountUseCases({
        users,
        sessions,
        hasher,
        throttle: createLoginThrottle(createAttemptLog(ctx.db, 'login_attempts'), {
          maxFailures: config.loginMaxFailures,
          windowMs: config.loginWindowMs,
        }),
        jwtPrivateKey: config.jwtPrivateKey,
        clock: ctx.clock,
        inStore: createInStoreClaims(
          createInternalClient({
            service: 'membership',
            baseUrl: config.env.MEMBERSHIP_URL,
            token: config.internalToken,
            timeoutMs: config.serviceTimeoutMs,
          }),
        ),
      });
      app.use(authRoutes({ account, auth: ctx.auth, cookieSecure: config.cookieSecure }));
      app.use(internalRoutes(account, ctx.requireInternal));
    },
    async onStart(ctx) {
      await hasher.warmUp();
      if (!config.seedDemoData) return;
      const result = await seedDemoUsers(createUserRepository(ctx.db), hasher);
      ctx.logger.info(result, 'demo users seeded');
    },
  });
}
