import {
  ticketMessageSchema,
  ticketSchema,
  ticketSummaryListSchema,
  type Ticket,
  type TicketMessage,
  type TicketSummary,
} from '@coffee/contracts';
import { api, contract } from '@coffee/platform';

const LIST = { type: 'SupportTicket', id: 'LIST' } as const;

/**
 * The signed-in customer's own support tickets (the staff service's /api/support; someone
 * else's ticket answers 404). A reply refreshes that ticket and the list (its status, date and
 * 'answered' change).
 */
export const supportTicketsApi = api
  .enhanceEndpoints({ addTagTypes: ['SupportTicket'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getMySupportTickets: build.query<TicketSummary[], void>({
        query: () => '/api/support/tickets',
        responseSchema: contract(ticketSummaryListSchema),
        providesTags: (list = []) => [
          LIST,
          ...list.map((t) => ({ type: 'SupportTicket' as const, id: t.ticketNumber })),
        ],
      }),
      getMySupportTicket: build.query<Ticket, string>({
        query: (ticketNumber) => `/api/support/tickets/${encodeURIComponent(ticketNumber)}`,
        responseSchema: contract(ticketSchema),
        providesTags: (_ticket, _error, ticketNumber) => [
          { type: 'SupportTicket', id: ticketNumber },
        ],
      }),
      replyToMySupportTicket: build.mutation<
        TicketMessage,
        { ticketNumber: string; message: string }
      >({
        query: ({ ticketNumber, message }) => ({
          url: `/api/support/tickets/${encodeURIComponent(ticketNumber)}/messages`,
          method: 'POST',
          body: { message },
        }),
        responseSchema: contract(ticketMessageSchema),
        invalidatesTags: (_message, _error, { ticketNumber }) => [
          LIST,
          { type: 'SupportTicket', id: ticketNumber },
        ],
      }),
    }),
  });

export const {
  useGetMySupportTicketsQuery,
  useGetMySupportTicketQuery,
  useReplyToMySupportTicketMutation,
} = supportTicketsApi;
