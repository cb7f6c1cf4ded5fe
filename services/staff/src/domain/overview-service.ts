import type { EmployeeOverview } from '@coffee/contracts';
import type { TicketRepository } from './ports';
import { toOverview } from './tickets';

export function createOverviewService(tickets: TicketRepository) {
  return {
    async get(): Promise<EmployeeOverview> {
      return toOverview(await tickets.countByStatus());
    },
  };
}
export type OverviewService = ReturnType<typeof createOverviewService>;
