import { internalOutboxRoutes, outboxReader } from '@coffee/mailer/admin';
import { createAccountClient, createService, type Service } from '@coffee/service-defaults';
import type { MembershipConfig } from './config';
import { membershipModel } from './data/membership-model';
import { createMembershipStore } from './data/membership-store';
import { paymentProvidersOf } from '@coffee/payments';
import { createOfflineProvider } from './data/offline/offline-provider';
import { createStripeProvider } from './data/stripe/stripe-provider';
import { createBillingEvents } from './domain/billing/billing-events';
import { createDemoMember } from './domain/billing/demo-member';
import { createForgetMember } from './domain/billing/forget-member';
import { createMembershipChanges } from './domain/billing/membership-changes';
import { createPaymentMethods } from './domain/billing/payment-methods';
import { createPayments } from './domain/billing/payments';
import { internalUsersRouter } from './http/internal-router';
import { membershipRouter } from './http/membership-router';
import { paymentMethodsRouter } from './http/payment-methods-router';
import { paymentRouter, WEBHOOK_PATH } from './http/payment-router';
import { registerInStoreMemberships, seedInStoreMemberships } from './in-store';
import { createAccountContacts } from './data/account-contacts';
import { createRenewalNotices, type RenewalNotices } from './domain/billing/renewal-notices';
import { createDirectPlusMails } from './mail/direct-plus-mails';
import { startMembershipMailer, type RunningMailer } from './mail/membership-mailer';

export type { MembershipConfig } from './config';
export { loadMembershipConfig } from './config';

/** The membership service: Direct+ status, the free trial, payments and the provider's events. */
export function createMembershipServer(config: MembershipConfig): Service<MembershipConfig> {
  let mailer: RunningMailer | undefined;
  let notices: RenewalNotices | undefined;
  let sweepTimer: NodeJS.Timeout | undefined;
  let sweeping: Promise<unknown> = Promise.resolve();
  return createService({
    config,
    register(app, ctx) {
      // Registered now so its unique indexes exist before memberships are written.
      membershipModel(ctx.db);
      const store = createMembershipStore(ctx.db, {
        // A change makes a few account calls, each cut off at the service timeout: a lock outlives
        // any live change with room to spare, and a dead one stops blocking the user soon after.
        lockTtlMs: 4 * config.serviceTimeoutMs + 10_000,
      });
      const accounts = createAccountClient(ctx.internalClient('account', config.env.ACCOUNT_URL));
      const { provider, offline } = paymentProvidersOf(config, ctx, {
        webhookPath: WEBHOOK_PATH,
        createOffline: createOfflineProvider,
        createStripe: createStripeProvider,
        what: 'Direct+ payments',
      });
      const accountClient = ctx.internalClient('account', config.env.ACCOUNT_URL);
      const deps = {
        accounts,
        store,
        provider,
        clock: ctx.clock,
        mails: createDirectPlusMails(config.mail.publicUrl),
        contacts: createAccountContacts(accountClient),
      };
      notices = createRenewalNotices(deps);

      // Present at 0 from the start, so rate() and alerts see a series before the first failure.
      ctx.metrics.paymentsFailed().inc({ kind: 'membership' }, 0);
      app.use(membershipRouter(createMembershipChanges(deps), ctx.auth));
      app.use(
        paymentRouter({
          payments: createPayments(deps),
          events: createBillingEvents({
            ...deps,
            onPaymentFailed: () => ctx.metrics.paymentsFailed().inc({ kind: 'membership' }),
          }),
          provider,
          offline,
          auth: ctx.auth,
          logger: ctx.logger,
        }),
      );
      const paymentMethods = createPaymentMethods(deps);
      app.use(paymentMethodsRouter(paymentMethods, ctx.auth));
      app.use(
        internalUsersRouter(
          {
            forget: createForgetMember(deps),
            findCard: paymentMethods.find,
            seedDemoMember: createDemoMember({
              store,
              enabled: config.seedDemoData,
              // A saved card can only be made up at the offline provider.
              seedPayment: offline?.seedPaidPayment ?? null,
            }),
          },
          ctx.requireInternal,
        ),
      );
      registerInStoreMemberships(app, ctx);
      app.use(internalOutboxRoutes(outboxReader(ctx.db, config.mail), ctx.requireInternal));
    },
    async onStart(ctx) {
      if (config.seedDemoData) await seedInStoreMemberships(ctx);
      mailer = startMembershipMailer(ctx.db, config.mail, ctx.logger);
      // Every instance sweeps; the user's lock and the per-date fields keep each mail to one.
      const sweep = () => {
        sweeping = (notices?.sweep() ?? Promise.resolve()).catch((err: unknown) =>
          ctx.logger.warn({ err }, 'Direct+ notice sweep failed; the next round retries'),
        );
      };
      sweep();
      sweepTimer = setInterval(sweep, config.mail.noticeSweepMs);
      sweepTimer.unref();
    },
    async onStop() {
      clearInterval(sweepTimer);
      await sweeping;
      await mailer?.stop();
    },
  });
}
