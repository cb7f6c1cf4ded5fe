import { createService, type Service } from '@coffee/service-defaults';
import type { StaffConfig } from './config';
import { emailSubscriptionModel } from './data/email-subscription-model';
import { createSettingsRepository } from './data/settings-repository';
import { storeLocationModel } from './data/store-location-model';
import { ticketMessageModel } from './data/ticket-message-model';
import { createTicketRepository } from './data/ticket-repository';
import { createOverviewService } from './domain/overview-service';
import { createSettingsService } from './domain/settings-service';
import { adminRouter } from './http/admin-router';
import { employeeRouter } from './http/employee-router';

export type { StaffConfig } from './config';
export { loadStaffConfig } from './config';

/** The staff service: the back office (store settings, support tickets, subscriptions, stores). */
export function createStaffServer(config: StaffConfig): Service<StaffConfig> {
  return createService({
    config,
    register(app, ctx) {
      // Registered now so their indexes (the unique subscription email) exist from the first start.
      ticketMessageModel(ctx.db);
      emailSubscriptionModel(ctx.db);
      storeLocationModel(ctx.db);

      const settings = createSettingsService(createSettingsRepository(ctx.db));
      const overview = createOverviewService(createTicketRepository(ctx.db));

      // The spec's portals: the admin portal is admin only; the employee portal is for all staff.
      app.use(adminRouter(settings, ctx.auth));
      app.use(employeeRouter(overview, ctx.auth));
    },
  });
}
