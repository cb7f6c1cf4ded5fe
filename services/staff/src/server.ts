import { internalOutboxRoutes } from '@coffee/mailer/admin';
import {
  createAccountClient,
  createAttemptLog,
  createAttemptThrottle,
  createService,
  type Clock,
  type Service,
} from '@coffee/service-defaults';
import {
  TOO_MANY_TICKETS_MESSAGE,
  TOO_MANY_TICKETS_PER_SENDER_MESSAGE,
  TOO_MANY_TICKET_LOOKUPS_MESSAGE,
} from '@coffee/contracts';
import type { StaffConfig } from './config';
import { auditModel } from './data/audit-model';
import { createAuditRepository } from './data/audit-repository';
import { emailSubscriptionModel } from './data/email-subscription-model';
import { createSettingsRepository } from './data/settings-repository';
import { storeLocationModel } from './data/store-location-model';
import { createSupportMembers } from './data/support-members';
import { createSupportRepository } from './data/support-repository';
import { supportTicketModel } from './data/support-ticket-model';
import { ticketMessageModel } from './data/ticket-message-model';
import { ticketNumberModel } from './data/ticket-number-model';
import { createTicketRepository } from './data/ticket-repository';
import { createStaffDirectory } from './data/staff-directory';
import { createUpstream } from './data/upstream';
import { createActorNames } from './domain/actor-names';
import { createAuditLog } from './domain/audit';
import { createBackOffice } from './domain/backoffice';
import { createSubscriptionDesk } from './domain/subscription-desk';
import { createPromotionDesk } from './domain/promotion-desk';
import { createOverviewService } from './domain/overview-service';
import { createSettingsService } from './domain/settings-service';
import { createSupportService } from './domain/support';
import { createMailOutbox } from './domain/mail-outbox';
import { localOutbox, remoteOutbox } from './data/mail-outboxes';
import { adminRouter } from './http/admin-router';
import { createMailer } from './mail/outbox';
import { employeeRouter } from './http/employee-router';
import { internalSettingsRouter } from './http/internal-settings-router';
import { supportRouter } from './http/support-router';
import { createSupportMails } from './mail/support-mails';
import { startStaffMailer, type RunningMailer } from './mail/staff-mailer';

export type { StaffConfig } from './config';
export { loadStaffConfig } from './config';

/**
 * The staff service: the back office (store settings, support tickets, subscriptions, stores,
 * the audit log) and the staff API, a BFF over the other services' /internal/staff endpoints.
 */
export function createStaffServer(
  config: StaffConfig,
  options: { clock?: Clock } = {},
): Service<StaffConfig> {
  let mailer: RunningMailer | undefined;
  return createService({
    config,
    ...(options.clock ? { clock: options.clock } : {}),
    register(app, ctx) {
      // Registered now so their indexes (the unique subscription email) exist from the first start.
      supportTicketModel(ctx.db);
      ticketMessageModel(ctx.db);
      ticketNumberModel(ctx.db);
      auditModel(ctx.db);
      emailSubscriptionModel(ctx.db);
      storeLocationModel(ctx.db);

      const upstream = (service: string, baseUrl: readonly string[]) =>
        createUpstream(ctx.internalClient(service, baseUrl));

      const settings = createSettingsService(createSettingsRepository(ctx.db));
      const overview = createOverviewService(createTicketRepository(ctx.db));
      const audit = createAuditLog(createAuditRepository(ctx.db), () => ctx.clock.now());
      const throttle = (collection: string, message: string, code: string) =>
        createAttemptThrottle(createAttemptLog(ctx.db, collection), {
          windowMs: config.support.windowMs,
          message,
          code,
        });
      const support = createSupportService({
        tickets: createSupportRepository(ctx.db),
        postThrottle: throttle(
          'support_post_attempts',
          TOO_MANY_TICKETS_MESSAGE,
          'TOO_MANY_TICKETS',
        ),
        // The same log, its own keys: only the words differ.
        senderThrottle: throttle(
          'support_post_attempts',
          TOO_MANY_TICKETS_PER_SENDER_MESSAGE,
          'TOO_MANY_TICKETS_FROM_SENDER',
        ),
        lookupThrottle: throttle(
          'support_lookup_attempts',
          TOO_MANY_TICKET_LOOKUPS_MESSAGE,
          'TOO_MANY_TICKET_LOOKUPS',
        ),
        limits: config.support,
        clock: ctx.clock,
        audit,
        mails: createSupportMails(config.mail.publicUrl),
        members: createSupportMembers(
          createAccountClient(ctx.internalClient('account', config.env.ACCOUNT_URL)),
          ctx.logger,
        ),
        calendar: async () => {
          const { timezone, holidays } = await settings.get();
          return { timeZone: timezone, holidays: new Set(holidays) };
        },
      });
      const accounts = upstream('account', config.env.ACCOUNT_URL);
      const cartCheckout = upstream('cart-checkout', config.env.CART_CHECKOUT_URL);
      const backOffice = createBackOffice({
        catalog: upstream('catalog', config.env.CATALOG_URL),
        orders: cartCheckout,
        accounts,
        audit,
        settings,
      });
      const actorNames = createActorNames({
        directory: createStaffDirectory(accounts),
        clock: ctx.clock,
      });

      // Every outbox the admin sees: ours (the support mails) in process, the others' through
      // their /internal/mail-outbox. Ours is read by a mailer that is never started (reads and
      // resends only), so it answers whether or not this process sends.
      const ownOutbox = createMailer({
        connection: ctx.db,
        sources: [],
        smtpUrl: config.mail.smtpUrl ?? 'smtp://127.0.0.1:1025',
        from: config.mail.from,
      });
      const mailOutbox = createMailOutbox({
        account: remoteOutbox(accounts),
        'cart-checkout': remoteOutbox(upstream('cart-checkout', config.env.CART_CHECKOUT_URL)),
        membership: remoteOutbox(upstream('membership', config.env.MEMBERSHIP_URL)),
        staff: localOutbox(ownOutbox),
      });

      app.use(supportRouter(support, ctx.auth));
      app.use(internalOutboxRoutes(ownOutbox, ctx.requireInternal));
      app.use(internalSettingsRouter(settings, ctx.requireInternal));
      // The spec's portals: the admin portal is admin only; the employee portal is for all staff.
      app.use(
        adminRouter({
          settings,
          backOffice,
          support,
          audit,
          mailOutbox,
          promotions: createPromotionDesk({ orders: cartCheckout, audit }),
          auth: ctx.auth,
          actorNames,
        }),
      );
      app.use(
        employeeRouter({
          overview,
          support,
          backOffice,
          subscriptions: createSubscriptionDesk({ orders: cartCheckout, audit }),
          auth: ctx.auth,
          actorNames,
        }),
      );
    },
    onStart(ctx) {
      mailer = startStaffMailer(ctx.db, config.mail, ctx.logger);
    },
    async onStop() {
      await mailer?.stop();
    },
  });
}
