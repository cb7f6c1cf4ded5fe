import type { EmployeeOverview } from '@coffee/contracts';

/** The staff screens show Open, In Progress and Resolved; closed is where a resolved ticket ends (closedAt). */
export const ticketStatuses = ['open', 'in-progress', 'resolved', 'closed'] as const;
export type TicketStatus = (typeof ticketStatuses)[number];

export const ticketPriorities = ['low', 'medium', 'high', 'urgent'] as const;
export type TicketPriority = (typeof ticketPriorities)[number];

export function toOverview(counts: Partial<Record<TicketStatus, number>>): EmployeeOverview {
  return {
    tickets: {
      open: counts.open ?? 0,
      inProgress: counts['in-progress'] ?? 0,
      resolved: counts.resolved ?? 0,
    },
  };
}
