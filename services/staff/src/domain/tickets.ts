import {
  ticketPriorities,
  ticketStatuses,
  type EmployeeOverview,
  type TicketPriority,
  type TicketStatus,
} from '@coffee/contracts';

// The contracts' lists: the portals, the shop and this service read the same statuses.
export { ticketPriorities, ticketStatuses };
export type { TicketPriority, TicketStatus };

export function toOverview(counts: Partial<Record<TicketStatus, number>>): EmployeeOverview {
  return {
    tickets: {
      open: counts.open ?? 0,
      inProgress: counts['in-progress'] ?? 0,
      resolved: counts.resolved ?? 0,
    },
  };
}
