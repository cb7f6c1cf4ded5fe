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

/** Resolved counts closed tickets too, as the portal's Resolved filter lists them. */
export function toOverview(counts: Partial<Record<TicketStatus, number>>): EmployeeOverview {
  return {
    tickets: {
      open: counts.open ?? 0,
      inProgress: counts['in-progress'] ?? 0,
      resolved: (counts.resolved ?? 0) + (counts.closed ?? 0),
    },
  };
}
