import type { Connection } from 'mongoose';
import type { TicketRepository } from '../domain/ports';
import { ticketStatuses, type TicketStatus } from '../domain/tickets';
import { supportTicketModel } from './support-ticket-model';

export function createTicketRepository(connection: Connection): TicketRepository {
  const SupportTicket = supportTicketModel(connection);
  return {
    async countByStatus() {
      const groups = await SupportTicket.aggregate<{ _id: string; count: number }>([
        { $group: { _id: '$status', count: { $sum: 1 } } },
      ]);
      const counts: Partial<Record<TicketStatus, number>> = {};
      for (const { _id, count } of groups) {
        if ((ticketStatuses as readonly string[]).includes(_id))
          counts[_id as TicketStatus] = count;
      }
      return counts;
    },
  };
}
