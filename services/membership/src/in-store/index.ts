import type { Express } from 'express';
import { TOO_MANY_VERIFICATIONS_MESSAGE } from '@coffee/contracts';
import {
  createAttemptLog,
  createAttemptThrottle,
  type ServiceContext,
} from '@coffee/service-defaults';
import type { MembershipConfig } from '../config';
import { inStoreMembershipModel } from './data/in-store-model';
import { createInStoreMemberships } from './data/in-store-repository';
import { demoInStoreMemberships } from './domain/demo-in-store';
import { createInStoreRegistration, type InStoreLimits } from './domain/in-store-registration';
import { inStoreRouter } from './http/in-store-router';

/** Failed verifications allowed per 15 minutes: from one address, and for one number. */
export const IN_STORE_LIMITS: InStoreLimits = { perAddress: 10, perNumber: 5 };
const WINDOW_MS = 15 * 60 * 1000;

/** Mounts the in-store membership module: verification, and claim/release for the account service. */
export function registerInStoreMemberships(
  app: Express,
  ctx: ServiceContext<MembershipConfig>,
  limits: InStoreLimits = IN_STORE_LIMITS,
) {
  inStoreMembershipModel(ctx.db);
  const registration = createInStoreRegistration({
    memberships: createInStoreMemberships(ctx.db),
    throttle: createAttemptThrottle(createAttemptLog(ctx.db, 'membership_verification_attempts'), {
      windowMs: WINDOW_MS,
      message: TOO_MANY_VERIFICATIONS_MESSAGE,
      code: 'TOO_MANY_VERIFICATIONS',
    }),
    clock: ctx.clock,
    limits,
  });
  app.use(inStoreRouter(registration, ctx.requireInternal));
}

/** The demo's unclaimed in-store memberships (idempotent). */
export async function seedInStoreMemberships(ctx: ServiceContext<MembershipConfig>) {
  const added = await createInStoreMemberships(ctx.db).seed(
    demoInStoreMemberships(ctx.clock.now()),
  );
  ctx.logger.info({ added }, 'in-store memberships seeded');
}
