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

/**
 * One count per status, as the portal's filters list them: Resolved used to count closed tickets
 * too, so a desk full of chats the visitors had ended looked resolved by staff.
 */
export function toOverview(counts: Partial<Record<TicketStatus, number>>): EmployeeOverview {
  return {
    tickets: {
      open: counts.open ?? 0,
      inProgress: counts['in-progress'] ?? 0,
      resolved: counts.resolved ?? 0,
      closed: counts.closed ?? 0,
    },
  };
}
