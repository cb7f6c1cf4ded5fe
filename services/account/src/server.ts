import { internalOutboxRoutes, outboxReader } from '@coffee/mailer/admin';
import {
  TOO_MANY_NEWSLETTER_REQUESTS_MESSAGE,
  TOO_MANY_PASSWORD_RESETS_MESSAGE,
  TOO_MANY_VERIFICATIONS_MESSAGE,
  TOO_MANY_VERIFICATION_MAILS_MESSAGE,
} from '@coffee/contracts';
import {
  createAttemptLog,
  createAttemptThrottle,
  createService,
  type Clock,
  type Service,
} from '@coffee/service-defaults';
import { SessionListeners } from '@coffee/service-defaults/trust';
import type { AccountConfig } from './config';
import { createUserDataForgetter } from './data/forget-clients';
import { createInStoreClaims } from './data/in-store-client';
import { announcedSessions } from './data/announced-sessions';
import { createSessionRepository } from './data/session-repository';
import { createSubscriptionRepository } from './data/subscription-repository';
import { subscriptionModel } from './data/subscription-model';
import { createNewsletterMailStore } from './data/newsletter-mail-store';
import { createUsedLinks } from './data/used-links';
import { createUserRepository } from './data/user-repository';
import { createAccountSecurity } from './domain/account-security';
import { createAccountUseCases } from './domain/account-use-cases';
import { askForDemoMemberBilling, seedDemoMemberBilling, seedDemoUsers } from './domain/demo-users';
import { createDemoMembershipBilling } from './data/demo-membership-client';
import { createLoginThrottle } from './domain/login-throttle';
import { createNewsletterUseCases } from './domain/newsletter-use-cases';
import { createOwnSubscription } from './domain/own-subscription';
import { createProfileUseCases } from './domain/profile-use-cases';
import { createSignedInCheck } from './domain/signed-in';
import { authRoutes } from './http/auth-routes';
import { internalRoutes } from './http/internal-routes';
import { internalMailRoutes } from './http/internal-mail-routes';
import { staffRoutes } from './http/staff-routes';
import { createAccountLocks } from './data/account-locks';
import { createStaffUsers } from './domain/staff-users';
import { newsletterRoutes } from './http/newsletter-routes';
import { profileRoutes } from './http/profile-routes';
import { createPasswordHasher } from './infra/password-hasher';
import { createAccountLinkRepository } from './data/account-link-repository';
import { createEmailVerification } from './domain/email-verification';
import { createPasswordReset } from './domain/password-reset';
import { accountLinkRoutes } from './http/account-link-routes';
import { createAccountMails } from './mail/account-mails';
import { startAccountMailer, type RunningMailer } from './mail/account-mailer';

/** Failed in-store number guesses through /api/register-membership, per address, per 15 minutes. */
const REGISTRATION_GUESSES = { perAddress: 10, windowMs: 15 * 60 * 1000 };

export interface AccountServiceOptions {
  /** Decides who is a member (default: service-defaults' clock; tests pass a fixedClock). */
  clock?: Clock;
}

/** The account service: users, sessions and sign-in. `start()` / `stop()` on the result. */
export function createAccountService(
  config: AccountConfig,
  options: AccountServiceOptions = {},
): Service<AccountConfig> {
  // Off the event loop, bounded: a sign-in flood gets 503 BUSY, never a growing queue.
  const hasher = createPasswordHasher(config.bcryptCost, config.passwordHashing);
  let demoBilling: ReturnType<typeof askForDemoMemberBilling> | undefined;
  let mailer: RunningMailer | undefined;
  const mails = createAccountMails(config.mail.publicUrl);
  return createService({
    config,
    // The sessions are ours: /api/user checks them in the collection (currentUser), not over HTTP.
    sessions: 'own',
    ...(options.clock ? { clock: options.clock } : {}),
    register(app, ctx) {
      // Registered now so the unique email index exists before the first subscription.
      subscriptionModel(ctx.db);
      const users = createUserRepository(ctx.db);
      // The parts that cache session answers name themselves in their checks (no Redis): told
      // of each revocation directly, at once.
      const listeners = new SessionListeners(config.internalToken, ctx.logger);
      const sessions = announcedSessions(createSessionRepository(ctx.db), {
        events: ctx.sessionEvents,
        listeners,
      });
      const subscriptions = createSubscriptionRepository(ctx.db);
      // One throttle for sign-in and for the password checks of Settings.
      const throttle = createLoginThrottle(createAttemptLog(ctx.db, 'login_attempts'), {
        maxFailures: config.loginMaxFailures,
        maxAddressFailures: config.loginAddressMaxFailures,
        windowMs: config.loginWindowMs,
      });
      const signedIn = createSignedInCheck(users, sessions);
      const links = createAccountLinkRepository(ctx.db);
      const linkThrottle = (collection: string, message: string, code: string) =>
        createAttemptThrottle(createAttemptLog(ctx.db, collection), {
          windowMs: config.links.windowMs,
          message,
          code,
        });
      const emailVerification = createEmailVerification({
        users,
        links,
        signedIn,
        resends: linkThrottle(
          'verification_mail_requests',
          TOO_MANY_VERIFICATION_MAILS_MESSAGE,
          'TOO_MANY_VERIFICATION_MAILS',
        ),
        limits: config.links,
        mails,
        clock: ctx.clock,
      });
      const passwordReset = createPasswordReset({
        links,
        sessions,
        hasher,
        requests: linkThrottle(
          'password_reset_requests',
          TOO_MANY_PASSWORD_RESETS_MESSAGE,
          'TOO_MANY_PASSWORD_RESETS',
        ),
        confirms: linkThrottle(
          'password_reset_confirm_failures',
          TOO_MANY_PASSWORD_RESETS_MESSAGE,
          'TOO_MANY_PASSWORD_RESETS',
        ),
        limits: config.links,
        mails,
        clock: ctx.clock,
      });
      const account = createAccountUseCases({
        welcome: emailVerification.welcome,
        newDeviceNotice: mails.newDeviceSignIn,
        users,
        sessions,
        hasher,
        throttle,
        guesses: {
          throttle: createAttemptThrottle(
            createAttemptLog(ctx.db, 'membership_registration_attempts'),
            {
              windowMs: REGISTRATION_GUESSES.windowMs,
              message: TOO_MANY_VERIFICATIONS_MESSAGE,
              code: 'TOO_MANY_VERIFICATIONS',
            },
          ),
          perAddress: REGISTRATION_GUESSES.perAddress,
        },
        jwtPrivateKey: config.jwtPrivateKey,
        clock: ctx.clock,
        inStore: createInStoreClaims(ctx.internalClient('membership', config.env.MEMBERSHIP_URL)),
      });
      const ownSubscription = createOwnSubscription(subscriptions);
      const profile = createProfileUseCases({
        users,
        emailChange: emailVerification,
        newsletter: ownSubscription,
        signedIn,
        clock: ctx.clock,
      });
      const security = createAccountSecurity({
        users,
        sessions,
        subscriptions,
        hasher,
        throttle,
        signedIn,
        forgetter: createUserDataForgetter([
          ctx.internalClient('catalog', config.env.CATALOG_URL),
          ctx.internalClient('cart-checkout', config.env.CART_CHECKOUT_URL),
          ctx.internalClient('membership', config.env.MEMBERSHIP_URL),
        ]),
        mails,
      });
      const newsletter = createNewsletterUseCases({
        subscriptions,
        own: ownSubscription,
        throttle: createAttemptThrottle(createAttemptLog(ctx.db, 'newsletter_attempts'), {
          windowMs: config.newsletter.windowMs,
          message: TOO_MANY_NEWSLETTER_REQUESTS_MESSAGE,
          code: 'TOO_MANY_NEWSLETTER_REQUESTS',
        }),
        limits: config.newsletter,
        clock: ctx.clock,
        mailStore: createNewsletterMailStore(ctx.db),
        publicUrl: config.mail.publicUrl,
        accountByEmail: (email) => links.findByEmail(email),
        takeLink: createUsedLinks(ctx.db).take,
      });
      app.use(authRoutes({ account, auth: ctx.auth, cookieSecure: config.cookieSecure }));
      app.use(
        profileRoutes({ profile, security, auth: ctx.auth, cookieSecure: config.cookieSecure }),
      );
      app.use(accountLinkRoutes({ passwordReset, emailVerification, auth: ctx.auth }));
      app.use(newsletterRoutes({ newsletter, auth: ctx.auth, signedIn }));
      app.use(internalRoutes(account, ctx.requireInternal, listeners));
      app.use(internalOutboxRoutes(outboxReader(ctx.db, config.mail), ctx.requireInternal));
      app.use(
        internalMailRoutes({
          db: ctx.db,
          users,
          publicUrl: config.mail.publicUrl,
          requireInternal: ctx.requireInternal,
        }),
      );
      app.use(
        staffRoutes(
          createStaffUsers({
            users,
            sessions,
            locks: createAccountLocks(ctx.db, { leaseMs: 15_000, waitMs: 10_000 }),
            clock: ctx.clock,
          }),
          ctx.requireInternal,
        ),
      );
    },
    async onStart(ctx) {
      await hasher.warmUp();
      mailer = startAccountMailer(ctx.db, config.mail, ctx.logger);
      if (!config.seedDemoData) return;
      const users = createUserRepository(ctx.db);
      const result = await seedDemoUsers(users, hasher);
      ctx.logger.info(result, 'demo users seeded');
      // The demo member's billing is the membership service's to seed; it may not listen yet.
      const billing = createDemoMembershipBilling(
        ctx.internalClient('membership', config.env.MEMBERSHIP_URL),
      );
      demoBilling = askForDemoMemberBilling(
        () => seedDemoMemberBilling(users, billing),
        ctx.logger,
      );
    },
    async onStop() {
      await mailer?.stop();
      demoBilling?.stop();
      await demoBilling?.done;
      await hasher.close();
    },
  });
}
